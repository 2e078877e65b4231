import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ProgressResponseSchema,
  SummaryResponseSchema,
  type ProgressResponse,
  type SummaryResponse,
} from '../../../../shared/schemas/responses.js';
import { reply, stubApi } from '../../../test/fake-api.js';
import { asSignedIn, asSignedOut, renderApp } from '../../../test/render-app.js';
import SummaryPage from './summary-page.js';

const pages = [
  { path: 'summary', Component: SummaryPage },
  { path: 'auth', Component: () => <h1>Sign-in page</h1> },
];

const summary: SummaryResponse = {
  core_patterns: [
    { schema_key: 'abandonment', latest_score: 4.25 },
    { schema_key: 'subjugation', latest_score: null },
  ],
  screened_at: '2026-11-20T12:00:00.000Z',
  balanced_thoughts: [
    { check_in_id: 'a', created_at: '2026-11-22T12:00:00.000Z', text: 'One hard day is not all days.' },
    { check_in_id: 'b', created_at: '2026-11-21T12:00:00.000Z', text: 'I can ask for help.' },
  ],
};

const progress: ProgressResponse = {
  range: 30,
  time_zone: 'UTC',
  today: '2026-11-23',
  average_mood: 3.5,
  check_in_count: 6,
  current_streak: 3,
  daily: Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, i - 6)).toISOString().slice(0, 10);
    return i >= 27 ? { date, average_mood: 3.5, count: 2 } : { date, average_mood: null, count: 0 };
  }),
  weeks: ['2026-11-16', '2026-11-23'],
  patterns: [
    { schema_key: 'subjugation', core: true, counts: [0, 0] },
    { schema_key: 'abandonment', core: false, counts: [1, 2] },
  ],
};

function fakeApi() {
  return stubApi({
    ...asSignedIn({ status: 'unlimited' }),
    'GET /api/progress/summary': () => reply(SummaryResponseSchema, summary),
    'GET /api/progress': () => reply(ProgressResponseSchema, progress),
  });
}

const documentOf = () => screen.getByTestId('summary-document');

describe('/summary', () => {
  it('includes nothing personal until it is ticked, and only what is ticked', async () => {
    const api = fakeApi();
    const app = renderApp('/summary', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your summary to share' })).toBeTruthy();
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes).toHaveLength(5);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    const doc = documentOf();
    expect(within(doc).getByText('Nothing is included yet. Tick what you want to share above.')).toBeTruthy();
    expect(doc.textContent).not.toContain('Fear of Abandonment');
    expect(doc.textContent).not.toContain('One hard day');
    expect(doc.textContent).not.toContain('I can ask for help');
    expect(doc.textContent).toContain('educational self-reflection tool');
    // The mood numbers are not even asked for yet.
    expect(api.calls('GET /api/progress')).toHaveLength(0);

    await app.user.click(screen.getByRole('checkbox', { name: /One hard day is not all days/ }));
    expect(within(documentOf()).getByText('One hard day is not all days.')).toBeTruthy();
    expect(documentOf().textContent).not.toContain('I can ask for help');
    expect(documentOf().textContent).not.toContain('Fear of Abandonment');
    expect(documentOf().textContent).not.toContain('Nothing is included yet');

    await app.user.click(screen.getByRole('checkbox', { name: /core patterns and their latest screener scores/ }));
    const scores = within(documentOf()).getByRole('table');
    expect(within(scores).getByRole('row', { name: 'Fear of Abandonment 4.3 of 5' })).toBeTruthy();
    expect(within(scores).getByRole('row', { name: /Giving In to Others Not scored/ })).toBeTruthy();

    await app.user.click(screen.getByRole('checkbox', { name: 'My mood trend' }));
    expect(await within(documentOf()).findByTestId('mood-chart')).toBeTruthy();
    expect(
      within(documentOf()).getByText('Mood over the last 30 days: an average of 3.5 from 6 check-ins.'),
    ).toBeTruthy();
    expect(api.calls('GET /api/progress')).toHaveLength(1);

    await app.user.click(screen.getByRole('checkbox', { name: 'How often each pattern appeared' }));
    expect(await within(documentOf()).findByRole('row', { name: 'Fear of Abandonment 3' })).toBeTruthy();

    // Unticking takes it out again.
    await app.user.click(screen.getByRole('checkbox', { name: /One hard day is not all days/ }));
    expect(documentOf().textContent).not.toContain('One hard day');
  });

  it('in Spanish', async () => {
    fakeApi();
    const app = renderApp('/es/summary', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu resumen para compartir' })).toBeTruthy();
    expect(
      within(documentOf()).getByText('Aún no has incluido nada. Marca arriba lo que quieras compartir.'),
    ).toBeTruthy();
    await app.user.click(screen.getByRole('checkbox', { name: /patrones principales/ }));
    expect(within(documentOf()).getByRole('row', { name: /4,3 de 5/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir resumen' })).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth', async () => {
    stubApi(asSignedOut);
    const app = renderApp('/es/summary', pages);
    await waitFor(() => expect(app.path()).toBe('/es/auth'));
  });
});
