import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findClinicalWords } from '../../../shared/clinical-words.js';
import { stubApi } from '../../test/fake-api.js';
import { asSignedOut, renderApp } from '../../test/render-app.js';
import { groundRules, marketingIntro, marketingSections } from './content.js';
import MarketingPage from './marketing-page.js';

const pages = [{ path: 'marketing-resources', Component: MarketingPage }];
const titles = [
  'Video walkthrough script',
  'Email templates for therapists',
  'Ex-client outreach email',
  'Partnership structures',
];

function renderSignedOut() {
  const api = stubApi(asSignedOut);
  const app = renderApp('/marketing-resources', pages);
  return { api, app };
}

describe('marketing resources', () => {
  it('shows the four printable sections to anyone, signed in or not', async () => {
    const { app } = renderSignedOut();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing Resources' })).toBeTruthy();
    const sections = screen.getAllByRole('region').filter((region) => region.hasAttribute('aria-labelledby'));
    expect(sections.map((section) => section.id)).toEqual([
      'video-walkthrough',
      'therapist-emails',
      'ex-client-outreach',
      'partnership-structures',
    ]);
    for (const title of titles) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('button', { name: `Print/Save PDF: ${title}` })).toBeTruthy();
    }
    expect(app.path()).toBe('/marketing-resources');
  });

  it('Print/Save PDF marks only its own section for printing, and clears the mark after printing', async () => {
    const { app } = renderSignedOut();
    const seen: { printing: string | null; targets: string[] }[] = [];
    // happy-dom has no print dialog: the stub records what would be printed at that moment.
    vi.stubGlobal('print', () => {
      seen.push({
        printing: document.documentElement.getAttribute('data-printing'),
        targets: [...document.querySelectorAll('[data-print-target]')].map((element) => element.id),
      });
    });
    await app.user.click(await screen.findByRole('button', { name: 'Print/Save PDF: Email templates for therapists' }));
    expect(seen).toEqual([{ printing: 'therapist-emails', targets: ['therapist-emails'] }]);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
    expect(document.querySelectorAll('[data-print-target]')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Print/Save PDF: Partnership structures' }));
    expect(seen[1]).toEqual({ printing: 'partnership-structures', targets: ['partnership-structures'] });
  });

  it('uses the static figures of spec section 9', async () => {
    renderSignedOut();
    const text = (await screen.findByRole('main')).textContent;
    for (const figure of ['EUR 20', 'EUR 30', 'USD 9.99', '7-day', '30-day', 'USD 7.99', '20%', 'USD 2–3']) {
      expect(text).toContain(figure);
    }
    const tiers = within(screen.getByRole('table', { name: 'Price per license per month' })).getAllByRole('row');
    expect(tiers.map((row) => row.textContent)).toEqual([
      'LicensesPrice per license',
      '10–25USD 6',
      '26–50USD 5',
      '51 or moreUSD 4',
    ]);
  });

  it('never uses clinical words in our voice', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const all = strings([marketingIntro, groundRules, marketingSections]);
    expect(all.length).toBeGreaterThan(60);
    expect(all.flatMap((text) => findClinicalWords(text).map((hit) => `${hit.match} in "${text}"`))).toEqual([]);
  });
});
