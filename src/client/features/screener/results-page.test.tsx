import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CorePatternsResponseSchema, ScreenerResultsSchema } from '../../../shared/schemas/responses.js';
import { reply, stubApi } from '../../test/fake-api.js';
import { asSignedIn, renderApp } from '../../test/render-app.js';
import ResultsPage from './results-page.js';

const SESSION_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const pages = [
  { path: 'schema-screener/results', Component: ResultsPage },
  { path: 'check-in', Component: () => <h1>Check-in</h1> },
];

function fakeResults() {
  const scores = [
    { schema_key: 'abandonment', average_score: 4.75, answered: 4 },
    { schema_key: 'unrelenting_standards', average_score: 4, answered: 4 },
    { schema_key: 'mistrust_abuse', average_score: 2.5, answered: 2 },
  ] as const;
  return stubApi({
    ...asSignedIn({ status: 'allowed', used: 0, limit: 5, remaining: 5 }),
    [`GET /api/screener/sessions/${SESSION_ID}/results`]: () =>
      reply(ScreenerResultsSchema, { session_id: SESSION_ID, scores: [...scores], suggestions: scores.slice(0, 2) }),
    'PUT /api/core-patterns': ({ body }) =>
      reply(CorePatternsResponseSchema, { schema_keys: (body as { schema_keys: never[] }).schema_keys }),
  });
}

describe('results', () => {
  it.each([
    ['/schema-screener/results', 'Your score: 4.8 out of 5', 'Your score: 4.0 out of 5'],
    ['/es/schema-screener/results', 'Tu puntuación: 4,8 de 5', 'Tu puntuación: 4,0 de 5'],
  ])('%s writes scores with the language’s decimal separator', async (path, first, second) => {
    fakeResults();
    renderApp(`${path}?session=${SESSION_ID}`, pages);
    expect(await screen.findByText(first)).toBeTruthy();
    expect(screen.getByText(second)).toBeTruthy();
  });

  it('a choose button keeps one clean name; aria-pressed and a visible "Chosen" say it is on', async () => {
    fakeResults();
    const app = renderApp(`/schema-screener/results?session=${SESSION_ID}`, pages);
    const choose = await screen.findByRole('button', { name: 'Choose Fear of Abandonment' });
    expect(choose.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Chosen')).toBeNull();

    await app.user.click(choose);
    expect(screen.getByRole('button', { name: 'Choose Fear of Abandonment' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('Chosen')).toBeTruthy();
    expect(screen.getByText('1 of 3 chosen')).toBeTruthy();
  });

  it.each([
    ['/schema-screener/results', 'Choose ', '2 of 3 chosen', "You'll now see lessons for the 2 patterns you chose."],
    [
      '/es/schema-screener/results',
      'Elegir «',
      'Elegiste 2 de 3',
      'A partir de ahora verás lecciones sobre los 2 patrones que elegiste.',
    ],
  ])('%s counts the chosen patterns with real plural words', async (path, choose, count, saved) => {
    const api = fakeResults();
    const app = renderApp(`${path}?session=${SESSION_ID}`, pages);
    const buttons = await screen.findAllByRole('button', { name: new RegExp(`^${choose}`) });
    await app.user.click(buttons[0]!);
    await app.user.click(buttons[1]!);
    expect(screen.getByText(count)).toBeTruthy();
    await app.user.click(
      screen.getByRole('button', { name: path.startsWith('/es') ? 'Guardar y continuar' : 'Save & Continue' }),
    );
    expect(await screen.findByText(saved)).toBeTruthy();
    await waitFor(() => expect(api.calls('PUT /api/core-patterns')).toHaveLength(1));
  });

  it('one chosen pattern is said in the singular', async () => {
    fakeResults();
    const app = renderApp(`/es/schema-screener/results?session=${SESSION_ID}`, pages);
    await app.user.click(await screen.findByRole('button', { name: 'Elegir «Miedo al abandono»' }));
    await app.user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('A partir de ahora verás lecciones sobre el patrón que elegiste.')).toBeTruthy();
  });
});
