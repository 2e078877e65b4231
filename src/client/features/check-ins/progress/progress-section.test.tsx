import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CheckInPageSchema,
  ProgressResponseSchema,
  type ProgressResponse,
} from '../../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../../test/fake-api.js';
import { asSignedIn, renderApp } from '../../../test/render-app.js';
import CheckInPage from '../check-in-page.js';

const pages = [{ path: 'check-in', Component: CheckInPage }];

/** The value shown under one of the three numbers ("Average mood" -> "3.5"). */
const stat = async (label: string) =>
  (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;

function progressOf(range: 30 | 90): ProgressResponse {
  const daily = Array.from({ length: range }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 23 - range + 1 + i)).toISOString().slice(0, 10);
    const written = i >= range - 3; // the last three days
    return { date, average_mood: written ? 3.5 : null, count: written ? 2 : 0 };
  });
  return {
    range,
    time_zone: 'UTC',
    today: '2026-11-23',
    average_mood: 3.5,
    check_in_count: range === 30 ? 6 : 40,
    current_streak: 3,
    daily,
    weeks: ['2026-11-16', '2026-11-23'],
    patterns: [
      { schema_key: 'subjugation', core: true, counts: [0, 0] },
      { schema_key: 'abandonment', core: false, counts: [1, 2] },
    ],
  };
}

function fakeApi(progress: (range: 30 | 90) => { status: number; body: unknown }) {
  return stubApi({
    ...asSignedIn({ status: 'unlimited' }),
    'GET /api/check-ins': () => reply(CheckInPageSchema, { items: [], total: 0, page: 1, page_size: 10 }),
    'GET /api/progress': ({ search }) => progress(new URLSearchParams(search).get('days') === '90' ? 90 : 30),
  });
}

describe('progress on the check-in page', () => {
  it('asks for nothing until opened, then shows the numbers, the chart with its table and the patterns', async () => {
    const api = fakeApi((range) => reply(ProgressResponseSchema, progressOf(range)));
    const app = renderApp('/check-in', pages);
    const toggle = await screen.findByRole('button', { name: 'Show my progress' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls('GET /api/progress')).toHaveLength(0);

    await app.user.click(toggle);
    expect(await stat('Check-ins')).toBe('6');
    expect(await stat('Average mood')).toBe('3.5');
    expect(await stat('Current streak')).toBe('3 days');
    expect(screen.getByText('Mood over the last 30 days: an average of 3.5 from 6 check-ins.')).toBeTruthy();
    expect(screen.getByTestId('mood-chart')).toBeTruthy();
    // The screen-reader table lists the days with a check-in.
    const table = screen.getByRole('table', { name: /Average mood on each day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Nov 23, 2026' })).toBeTruthy();
    // Pattern activity: core first, a column per week.
    const patterns = within(screen.getByRole('region', { name: 'Pattern activity' })).getByRole('table');
    const rows = within(patterns)
      .getAllByRole('rowheader')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Giving In to OthersCore pattern', 'Fear of Abandonment']);
    expect(within(patterns).getByRole('columnheader', { name: 'Week of Nov 23, 2026' })).toBeTruthy();

    const search = api.calls('GET /api/progress')[0]!.search;
    expect(new URLSearchParams(search).get('days')).toBe('30');
    expect(new URLSearchParams(search).get('time_zone')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('switches to 90 days', async () => {
    const api = fakeApi((range) => reply(ProgressResponseSchema, progressOf(range)));
    const app = renderApp('/check-in', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Show my progress' }));
    expect(await stat('Check-ins')).toBe('6');
    const ninety = screen.getByRole('button', { name: 'Last 90 days' });
    await app.user.click(ninety);
    await waitFor(async () => expect(await stat('Check-ins')).toBe('40'));
    expect(ninety.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.calls('GET /api/progress').map((c) => c.search)).toHaveLength(2));
    expect(new URLSearchParams(api.calls('GET /api/progress')[1]!.search).get('days')).toBe('90');
  });

  it('in Spanish: decimal comma, Spanish dates and words', async () => {
    fakeApi((range) => reply(ProgressResponseSchema, progressOf(range)));
    const app = renderApp('/es/check-in', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Ver mi progreso' }));
    expect(await stat('Ánimo promedio')).toBe('3,5');
    expect(await stat('Racha actual')).toBe('3 días');
    expect(screen.getByText('Tu ánimo en los últimos 30 días: 3,5 de promedio en 6 registros.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '23 nov 2026' })).toBeTruthy();
    expect(screen.getByText('Patrón principal')).toBeTruthy();
  });

  it('a failure says so and can be retried', async () => {
    let fail = true;
    fakeApi((range) =>
      fail ? replyError(500, 'internal', 'Something went wrong.') : reply(ProgressResponseSchema, progressOf(range)),
    );
    const app = renderApp('/check-in', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Show my progress' }));
    expect(await screen.findByText('Your progress could not be loaded. Please try again in a moment.')).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await stat('Check-ins')).toBe('6');
  });
});
