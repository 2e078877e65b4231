import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerSavedSchema, ScreenerStateSchema, type ScreenerStatement } from '../../../shared/schemas/responses.js';
import { AnswerSchema } from '../../../shared/schemas/screener.js';
import { getScreenerProgress, type ScreenerAnswer } from '../../../shared/screener.js';
import { deferred, reply, replyError, stubApi } from '../../test/fake-api.js';
import { asSignedIn, renderApp } from '../../test/render-app.js';
import { screenerStatements } from '../../test/screener-statements.js';
import ScreenerAboutPage from './about-page.js';
import ScreenerPage from './screener-page.js';

const pages = [
  { path: 'schema-screener', Component: ScreenerPage },
  { path: 'schema-screener/about', Component: ScreenerAboutPage },
];

/** Two patterns of the real statements (three first-pass statements and two follow-ups each), as the API lists them. */
const statements = screenerStatements(['abandonment', 'unrelenting_standards']);
const firstPass = statements.filter((s) => !s.is_followup).sort((a, b) => a.order_index - b.order_index);
const abandonmentFollowups = statements.filter((s) => s.is_followup && s.schema_key === 'abandonment');
const SESSION_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

type Reply = { status: number; body: unknown };

/**
 * The screener endpoints as the server answers them: the first answer creates the session, an
 * unfinished session is handed back on load (a reload resumes it). `hold` keeps answers in flight.
 */
function fakeScreener(options: { answers?: ScreenerAnswer[]; failSaves?: boolean; hold?: Promise<void> } = {}) {
  const answers = [...(options.answers ?? [])];
  let sessionId: string | null = answers.length > 0 ? SESSION_ID : null;
  const api = stubApi({
    ...asSignedIn({ status: 'needs_screener' }),
    'GET /api/screener': () =>
      reply(ScreenerStateSchema, {
        items: statements,
        session:
          sessionId && getScreenerProgress(statements, answers).phase !== 'done' ? { id: sessionId, answers } : null,
      }),
    'POST /api/screener/answers': async ({ body }): Promise<Reply> => {
      await options.hold;
      if (options.failSaves) return replyError(500, 'internal', 'Something went wrong on our side.');
      const answer = AnswerSchema.parse(body);
      if (answer.session_id !== (sessionId ?? undefined)) return replyError(404, 'not_found', 'Not found.');
      const created = sessionId === null;
      sessionId ??= SESSION_ID;
      answers.push({ item_id: answer.item_id, score: answer.score });
      return reply(AnswerSavedSchema, { session_id: sessionId }, created ? 201 : 200);
    },
  });
  return { ...api, answers };
}

const statementShown = (statement: ScreenerStatement, locale: 'en' | 'es' = 'en') =>
  screen.findByRole('heading', { level: 2, name: statement.prompt[locale] });

describe('the screener, one statement at a time', () => {
  it('says how many statements there are and about how long they take', async () => {
    fakeScreener();
    renderApp('/schema-screener', pages);
    expect(await screen.findByText(/^6 statements, about a minute\./)).toBeTruthy();
  });

  it('Previous shows the statement before with its answer, which can be changed, and the change is stored', async () => {
    const api = fakeScreener();
    const { user } = renderApp('/schema-screener', pages);
    await statementShown(firstPass[0]!);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await user.keyboard('2');
    await statementShown(firstPass[1]!);
    await user.keyboard('4');
    await statementShown(firstPass[2]!);
    // A statement not answered yet shows no answer as chosen.
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[1]!);
    expect(screen.getByText('Question 2 of 6')).toBeTruthy();
    expect(screen.getByRole('button', { name: '4 Often', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[0]!);
    expect(screen.getByRole('button', { name: '2 Rarely', pressed: true })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '5 Very often' }));
    await statementShown(firstPass[1]!);
    expect(screen.getByRole('button', { name: '4 Often', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await statementShown(firstPass[2]!);
    expect(screen.getByText('Question 3 of 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await waitFor(() => expect(api.calls('POST /api/screener/answers')).toHaveLength(3));
    expect(api.calls('POST /api/screener/answers')[2]?.body).toEqual({
      session_id: SESSION_ID,
      item_id: firstPass[0]!.id,
      score: 5,
    });
  });

  it("the browser's Back goes to the statement before, and Forward returns", async () => {
    fakeScreener();
    const { user, router, path } = renderApp('/schema-screener', pages);
    await statementShown(firstPass[0]!);
    await user.keyboard('3');
    await statementShown(firstPass[1]!);
    await user.keyboard('1');
    await statementShown(firstPass[2]!);

    await router.navigate(-1);
    await statementShown(firstPass[1]!);
    expect(screen.getByRole('button', { name: '1 Not at all', pressed: true })).toBeTruthy();
    await router.navigate(-1);
    await statementShown(firstPass[0]!);
    expect(path()).toBe('/schema-screener');
    await router.navigate(1);
    await statementShown(firstPass[1]!);
    // Previous walks the same history entries as Back.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[0]!);
  });

  it('after a reload, Previous still reaches the statements answered before it', async () => {
    const answered = firstPass.slice(0, 2).map((s, i) => ({ item_id: s.id, score: i + 2 }));
    fakeScreener({ answers: answered });
    const { user } = renderApp('/schema-screener', pages);
    await statementShown(firstPass[2]!);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[1]!);
    expect(screen.getByRole('button', { name: '3 Sometimes', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[0]!);
    expect(screen.getByRole('button', { name: '2 Rarely', pressed: true })).toBeTruthy();
  });

  it('a changed answer that cannot be stored goes back to the earlier answer', async () => {
    const answered = [{ item_id: firstPass[0]!.id, score: 2 }];
    fakeScreener({ answers: answered, failSaves: true });
    const { user } = renderApp('/schema-screener', pages);
    await statementShown(firstPass[1]!);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[0]!);
    await user.click(screen.getByRole('button', { name: '5 Very often' }));
    expect(await screen.findByText('Failed to save response. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await statementShown(firstPass[0]!);
    expect(screen.getByRole('button', { name: '2 Rarely', pressed: true })).toBeTruthy();
  });

  it('advances on each answer, by tap or by key, and stores each answer in order', async () => {
    const api = fakeScreener();
    const { user } = renderApp('/schema-screener', pages);

    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Your Patterns' })).toBeTruthy();
    await statementShown(firstPass[0]!);
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Screener progress' }).getAttribute('aria-valuenow')).toBe('0');

    await user.click(screen.getByRole('button', { name: '3 Sometimes' }));
    await statementShown(firstPass[1]!);
    expect(screen.getByText('Question 2 of 6')).toBeTruthy();

    await user.keyboard('5');
    await statementShown(firstPass[2]!);
    expect(screen.getByText('Question 3 of 6')).toBeTruthy();

    await waitFor(() => expect(api.answers).toHaveLength(2));
    expect(api.calls('POST /api/screener/answers').map((r) => r.body)).toEqual([
      { item_id: firstPass[0]!.id, score: 3 },
      { session_id: SESSION_ID, item_id: firstPass[1]!.id, score: 5 },
    ]);
  });

  it('answers given before the first is stored wait for the session it creates', async () => {
    const hold = deferred<void>();
    const api = fakeScreener({ hold: hold.promise });
    const { user } = renderApp('/schema-screener', pages);
    await statementShown(firstPass[0]!);
    await user.keyboard('2');
    await statementShown(firstPass[1]!);
    await user.keyboard('4');
    await statementShown(firstPass[2]!);

    expect(api.calls('POST /api/screener/answers')).toHaveLength(1);
    hold.resolve();
    await waitFor(() => expect(api.answers).toHaveLength(2));
    expect(api.calls('POST /api/screener/answers')[1]?.body).toMatchObject({ session_id: SESSION_ID });
  });

  it('shows the follow-up statements after the first pass when a pattern scores high', async () => {
    fakeScreener();
    const { user } = renderApp('/schema-screener', pages);
    for (const statement of firstPass) {
      await statementShown(statement);
      await user.keyboard(statement.schema_key === 'abandonment' ? '5' : '1');
    }

    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Dive Questions' })).toBeTruthy();
    await statementShown(abandonmentFollowups[0]!);
    // The deep dive continues the count and the bar of the first pass instead of restarting at 0%.
    expect(screen.getByText('Question 7 of 8')).toBeTruthy();
    expect(screen.getByText('75% done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Screener progress' }).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('A closer look at what stood out in your answers: 2 statements left.')).toBeTruthy();
    expect(await screen.findByText('Great progress!')).toBeTruthy();
    expect(screen.getByText(/learn a bit more about the pattern that stood out/)).toBeTruthy();
  });

  it('with no pattern scoring high, finishes after the first pass and opens the page about the screener', async () => {
    const api = fakeScreener();
    const app = renderApp('/schema-screener', pages);
    for (const statement of firstPass) {
      await statementShown(statement);
      await app.user.keyboard('1');
    }

    expect(await screen.findByRole('heading', { level: 1, name: 'Understanding Your Patterns' })).toBeTruthy();
    expect(app.path()).toBe(`/schema-screener/about?session=${SESSION_ID}`);
    expect(api.answers).toHaveLength(6);
  });

  it('after a reload, resumes at the first unanswered statement of the same session', async () => {
    const answered = firstPass.slice(0, 4).map((s) => ({ item_id: s.id, score: 2 }));
    const api = fakeScreener({ answers: answered });
    const { user } = renderApp('/schema-screener', pages);

    await statementShown(firstPass[4]!);
    expect(screen.getByText('Question 5 of 6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '4 Often' }));
    await statementShown(firstPass[5]!);
    await waitFor(() => expect(api.answers).toHaveLength(5));
    expect(api.calls('POST /api/screener/answers')[0]?.body).toEqual({
      session_id: SESSION_ID,
      item_id: firstPass[4]!.id,
      score: 4,
    });
  });

  it('after a reload in the follow-ups, resumes there', async () => {
    const answered = [
      ...firstPass.map((s) => ({ item_id: s.id, score: s.schema_key === 'abandonment' ? 5 : 1 })),
      { item_id: abandonmentFollowups[0]!.id, score: 4 },
    ];
    fakeScreener({ answers: answered });
    renderApp('/schema-screener', pages);

    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Dive Questions' })).toBeTruthy();
    await statementShown(abandonmentFollowups[1]!);
    expect(screen.getByText('Question 8 of 8')).toBeTruthy();
    expect(screen.getByText('A closer look at what stood out in your answers: 1 statement left.')).toBeTruthy();
  });

  it('asks the statement again, and says so, when an answer cannot be stored', async () => {
    fakeScreener({ failSaves: true });
    const { user } = renderApp('/schema-screener', pages);
    await statementShown(firstPass[0]!);
    await user.keyboard('3');

    expect(await screen.findByText('Failed to save response. Please try again.')).toBeTruthy();
    await statementShown(firstPass[0]!);
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();
  });

  it('when the server answers a shape the client does not know, says the screener could not load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const drifted = statements.map(({ prompt, ...item }) => ({ ...item, text: prompt }));
    stubApi({
      ...asSignedIn({ status: 'needs_screener' }),
      'GET /api/screener': () => ({ status: 200, body: { items: drifted, session: null } }),
    });
    renderApp('/schema-screener', pages);

    expect(await screen.findByText('Failed to load screener. Please try again.', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const logged = String(consoleError.mock.calls[0]?.[0]);
    expect(logged).toContain('GET /api/screener');
    expect(logged).toContain('items[0].prompt');
    consoleError.mockRestore();
  });

  it('speaks Spanish under /es: the statements, the scale and the progress', async () => {
    const api = fakeScreener();
    const { user } = renderApp('/es/schema-screener', pages);

    expect(await screen.findByRole('heading', { level: 1, name: 'Descubre tus patrones' })).toBeTruthy();
    await statementShown(firstPass[0]!, 'es');
    expect(screen.getByText('Pregunta 1 de 6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '5 Muy a menudo' }));
    await statementShown(firstPass[1]!, 'es');
    expect(screen.getByText('Pregunta 2 de 6')).toBeTruthy();
    expect(api.calls('POST /api/screener/answers')[0]?.language).toBe('es');
  });
});
