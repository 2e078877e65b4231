import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, schemaScreenerResults, user } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

type Item = { id: string; schema_key: string; is_followup: boolean; prompt: { en: string; es: string } };

async function loadScreener(cookie: string) {
  const response = await t.client.get('/api/screener', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    items: Item[];
    session: { id: string; answers: { item_id: string; score: number }[] } | null;
  };
}

async function answer(cookie: string, body: unknown) {
  return t.client.post('/api/screener/answers', { cookie, body });
}

/** Answers every first-pass statement with the given score and returns the session id. */
async function answerInitialPass(cookie: string, score: (item: Item) => number) {
  const { items } = await loadScreener(cookie);
  let sessionId: string | undefined;
  for (const item of items.filter((i) => !i.is_followup)) {
    const response = await answer(cookie, { session_id: sessionId, item_id: item.id, score: score(item) });
    expect(response.status).toBeLessThan(300);
    sessionId = (await response.json()).session_id;
  }
  return { sessionId: sessionId!, items };
}

describe('screener', () => {
  it('lists the 60 statements in both languages; no session before the first answer', async () => {
    const { cookie } = await createUser(t);
    const { items, session } = await loadScreener(cookie);
    expect(items).toHaveLength(60);
    expect(items.filter((item) => !item.is_followup)).toHaveLength(36);
    expect(items.every((item) => item.prompt.en && item.prompt.es)).toBe(true);
    expect(session).toBeNull();
  });

  it('the first answer creates the session; later answers resume it; answering twice updates', async () => {
    const { cookie } = await createUser(t);
    const { items } = await loadScreener(cookie);
    const first = await answer(cookie, { item_id: items[0]!.id, score: 2 });
    expect(first.status).toBe(201);
    const sessionId = (await first.json()).session_id;
    await answer(cookie, { session_id: sessionId, item_id: items[1]!.id, score: 4 });
    await answer(cookie, { session_id: sessionId, item_id: items[0]!.id, score: 5 });
    const { session } = await loadScreener(cookie);
    expect(session?.id).toBe(sessionId);
    expect(session?.answers).toHaveLength(2);
    expect(session?.answers.find((a) => a.item_id === items[0]!.id)?.score).toBe(5);
  });

  it('all 3s: results suggest 2 patterns at 3.0, and a new screener starts fresh', async () => {
    const { cookie } = await createUser(t);
    const { sessionId } = await answerInitialPass(cookie, () => 3);
    const results = await t.client.get(`/api/screener/sessions/${sessionId}/results`, { cookie });
    expect(results.status).toBe(200);
    const body = await results.json();
    expect(body.scores).toHaveLength(12);
    expect(body.suggestions).toHaveLength(2);
    expect(body.suggestions.every((s: { average_score: number }) => s.average_score === 3)).toBe(true);
    expect((await loadScreener(cookie)).session).toBeNull();
  });

  it('high scores on one pattern keep the session open for its follow-up statements', async () => {
    const { cookie } = await createUser(t);
    const { sessionId } = await answerInitialPass(cookie, (item) => (item.schema_key === 'abandonment' ? 5 : 1));
    const { session } = await loadScreener(cookie);
    expect(session?.id).toBe(sessionId);
    const results = await (await t.client.get(`/api/screener/sessions/${sessionId}/results`, { cookie })).json();
    expect(results.suggestions[0]).toMatchObject({ schema_key: 'abandonment', average_score: 5 });
  });

  it('going back to change a first-pass answer: the new answer counts, and follow-ups no longer asked do not', async () => {
    const { cookie } = await createUser(t);
    const { sessionId, items } = await answerInitialPass(cookie, (item) => (item.schema_key === 'abandonment' ? 5 : 1));
    const followup = items.find((item) => item.is_followup && item.schema_key === 'abandonment')!;
    await answer(cookie, { session_id: sessionId, item_id: followup.id, score: 5 });
    const firstAbandonment = items.find((item) => !item.is_followup && item.schema_key === 'abandonment')!;
    const changed = await answer(cookie, { session_id: sessionId, item_id: firstAbandonment.id, score: 1 });
    expect(changed.status).toBe(200);

    const results = await (await t.client.get(`/api/screener/sessions/${sessionId}/results`, { cookie })).json();
    const abandonment = results.scores.find((s: { schema_key: string }) => s.schema_key === 'abandonment');
    expect(abandonment).toMatchObject({ answered: 3, average_score: 11 / 3 });
  });

  it.each([
    [{ score: 0 }, 'whole number from 1 to 5'],
    [{ score: 6 }, 'whole number from 1 to 5'],
    [{ score: 3.5 }, 'whole number from 1 to 5'],
    [{ score: '3' }, 'whole number from 1 to 5'],
    [{ score: undefined }, 'whole number from 1 to 5'],
    [{ item_id: 'no.such.item', score: 3 }, 'does not exist'],
    [{ item_id: undefined, score: 3 }, 'which statement'],
    [{ session_id: 'not-a-uuid', score: 3 }, 'session id is not valid'],
  ])('refuses %j with a 400 and a clear message', async (override, message) => {
    const { cookie } = await createUser(t);
    const { items } = await loadScreener(cookie);
    const response = await answer(cookie, { item_id: items[0]!.id, ...override });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
    expect((await loadScreener(cookie)).session).toBeNull();
  });

  it("another user's session answers 404 for answers and results (IDOR)", async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const { items } = await loadScreener(owner.cookie);
    const sessionId = (await (await answer(owner.cookie, { item_id: items[0]!.id, score: 4 })).json()).session_id;

    const write = await answer(intruder.cookie, { session_id: sessionId, item_id: items[1]!.id, score: 1 });
    expect(write.status).toBe(404);
    const read = await t.client.get(`/api/screener/sessions/${sessionId}/results`, { cookie: intruder.cookie });
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain(items[0]!.id);
    const stored = await t.db
      .select()
      .from(schemaScreenerResults)
      .where(eq(schemaScreenerResults.sessionId, sessionId));
    expect(stored).toHaveLength(1);

    expect((await t.client.get('/api/screener/sessions/not-a-uuid/results', { cookie: owner.cookie })).status).toBe(
      404,
    );
  });

  it('signed out: 401', async () => {
    expect((await t.client.get('/api/screener')).status).toBe(401);
    expect((await t.client.post('/api/screener/answers', { body: { item_id: 'x', score: 3 } })).status).toBe(401);
  });
});

describe('core patterns', () => {
  const put = (cookie: string, body: unknown, locale = 'en') =>
    t.app.request('/api/core-patterns', {
      method: 'PUT',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'accept-language': locale,
      },
      body: JSON.stringify(body),
    });

  it('saves 1-3 patterns, marks the screener complete, and a retake replaces them', async () => {
    const { cookie, email } = await createUser(t);
    const saved = await put(cookie, { schema_keys: ['abandonment', 'subjugation'] });
    expect(saved.status).toBe(200);
    const [row] = await t.db
      .select({ done: profiles.hasCompletedScreener })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, email));
    expect(row?.done).toBe(true);
    const me = await (await t.client.get('/api/me', { cookie })).json();
    expect(me.access).toEqual({ status: 'allowed', used: 0, limit: 5, remaining: 5 });

    expect((await put(cookie, { schema_keys: ['emotional_inhibition'] })).status).toBe(200);
    const list = await (await t.client.get('/api/core-patterns', { cookie })).json();
    expect(list.schema_keys).toEqual(['emotional_inhibition']);
  });

  it('the same selection again answers 409 Already saved', async () => {
    const { cookie } = await createUser(t);
    await put(cookie, { schema_keys: ['abandonment', 'subjugation'] });
    const again = await put(cookie, { schema_keys: ['subjugation', 'abandonment'] });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: 'already_saved',
      message: 'These schemas have already been identified.',
    });
  });

  it.each([
    [{ schema_keys: [] }, "Please select 2-3 patterns you'd like to work on."],
    [
      { schema_keys: ['abandonment', 'subjugation', 'self_sacrifice', 'mistrust_abuse'] },
      'For best results, focus on 2-3 core patterns.',
    ],
    [{ schema_keys: ['abandonment', 'made_up'] }, 'choose patterns from the list'],
    [{ schema_keys: ['abandonment', 'abandonment'] }, 'chosen once'],
    [{ schema_keys: 'abandonment' }, "Please select 2-3 patterns you'd like to work on."],
    [{}, "Please select 2-3 patterns you'd like to work on."],
  ])('refuses %j with a 400', async (body, message) => {
    const { cookie } = await createUser(t);
    const response = await put(cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
    expect((await (await t.client.get('/api/core-patterns', { cookie })).json()).schema_keys).toEqual([]);
  });

  it('speaks Spanish to a Spanish page', async () => {
    const { cookie } = await createUser(t);
    const response = await put(
      cookie,
      { schema_keys: ['abandonment', 'subjugation', 'self_sacrifice', 'mistrust_abuse'] },
      'es',
    );
    expect((await response.json()).error.message).toContain('enfócate en 2 o 3 patrones');
  });
});
