import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AnswerSavedSchema,
  CheckInListItemSchema,
  CheckInPageSchema,
  CorePatternsResponseSchema,
  ErrorBodySchema,
  FinalReflectionResponseSchema,
  MeResponseSchema,
  ReflectResponseSchema,
  ScreenerResultsSchema,
  ScreenerStateSchema,
} from '../shared/schemas/responses.js';
import { createTestApp, createUser, TEST_APP_URL } from './test/test-app.js';

/**
 * The contract, proved against the real server: every endpoint the client calls answers exactly
 * the shape of its shared response schema (`src/shared/schemas/responses.ts`), which the client
 * parses at runtime. `parse` then `toEqual` also proves nothing was dropped: a field the server
 * sends and the schema does not name would be stripped, and fail here.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

async function expectContract<S extends z.ZodType>(response: Response, status: number, schema: S) {
  const body: unknown = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status });
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

const put = (path: string, cookie: string, body: unknown) =>
  t.app.request(path, {
    method: 'PUT',
    headers: { origin: TEST_APP_URL, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the API answers the shapes the client parses', () => {
  it('GET /api/me, signed out and signed in', async () => {
    await expectContract(await t.client.get('/api/me'), 401, ErrorBodySchema);
    const { cookie, email } = await createUser(t);
    const me = await expectContract(await t.client.get('/api/me', { cookie }), 200, MeResponseSchema);
    expect(me.user.email).toBe(email);
    expect(me.access).toEqual({ status: 'needs_screener' });
  });

  it('the screener, its results and the core patterns, from the first answer to the saved selection', async () => {
    const { cookie } = await createUser(t);
    const state = await expectContract(await t.client.get('/api/screener', { cookie }), 200, ScreenerStateSchema);
    expect(state.session).toBeNull();

    let sessionId: string | undefined;
    for (const item of state.items.filter((i) => !i.is_followup)) {
      const response = await t.client.post('/api/screener/answers', {
        cookie,
        body: { session_id: sessionId, item_id: item.id, score: 3 },
      });
      sessionId = (await expectContract(response, sessionId ? 200 : 201, AnswerSavedSchema)).session_id;
    }
    const unknownItem = await t.client.post('/api/screener/answers', {
      cookie,
      body: { session_id: sessionId, item_id: 'no.such.item', score: 3 },
    });
    expect((await expectContract(unknownItem, 400, ErrorBodySchema)).error.field).toBe('item_id');

    const results = await expectContract(
      await t.client.get(`/api/screener/sessions/${sessionId}/results`, { cookie }),
      200,
      ScreenerResultsSchema,
    );
    expect(results.scores).toHaveLength(12);
    const notYours = await t.client.get(`/api/screener/sessions/${crypto.randomUUID()}/results`, { cookie });
    await expectContract(notYours, 404, ErrorBodySchema);

    const chosen = { schema_keys: results.suggestions.map((s) => s.schema_key) };
    const saved = await expectContract(
      await put('/api/core-patterns', cookie, chosen),
      200,
      CorePatternsResponseSchema,
    );
    expect(saved).toEqual(chosen);
    await expectContract(await put('/api/core-patterns', cookie, chosen), 409, ErrorBodySchema);
    const listed = await t.client.get('/api/core-patterns', { cookie });
    expect((await expectContract(listed, 200, CorePatternsResponseSchema)).schema_keys.toSorted()).toEqual(
      chosen.schema_keys.toSorted(),
    );
    const me = await expectContract(await t.client.get('/api/me', { cookie }), 200, MeResponseSchema);
    expect(me.access.status).toBe('allowed');
  });

  it('a check-in: reflection, closing reflection, save and the list; errors in the caller’s language', async () => {
    const { cookie } = await screenedUser();
    const entry = { feeling_text: 'I redid the report four times because it still was not perfect.', mood_level: 2 };
    const reflection = await expectContract(
      await t.client.post('/api/check-ins/reflect', { cookie, body: entry }),
      200,
      ReflectResponseSchema,
    );
    expect(reflection.crisis).toBe(false);

    const final = await t.client.post('/api/check-ins/final-reflection', {
      cookie,
      body: {
        original_thought: entry.feeling_text,
        evidence_supporting: 'My manager found two typos last month.',
        evidence_challenging: 'Nobody has complained about my work this year.',
        alternative_thought: 'Good enough and on time helps more than perfect and late.',
        schema_type: 'unrelenting_standards',
      },
    });
    await expectContract(final, 200, FinalReflectionResponseSchema);

    const token = reflection.reflection_token ? { reflection_token: reflection.reflection_token } : {};
    const save = await t.client.post('/api/check-ins', { cookie, body: { ...entry, ...token } });
    const stored = await expectContract(save, 201, CheckInListItemSchema);
    expect(stored.feeling_text).toBe(entry.feeling_text);

    const page = await expectContract(await t.client.get('/api/check-ins', { cookie }), 200, CheckInPageSchema);
    expect(page.items.map((item) => item.id)).toEqual([stored.id]);

    const empty = await t.client.post('/api/check-ins/reflect', {
      cookie,
      body: { feeling_text: '', mood_level: 3 },
      headers: { 'accept-language': 'es' },
    });
    const error = await expectContract(empty, 400, ErrorBodySchema);
    expect(error.error.message).toBe('Cuéntanos cómo te sientes');
  });

  it('the crisis reply carries its help resources in the shape the crisis card reads', async () => {
    const { cookie } = await screenedUser();
    const response = await t.client.post('/api/check-ins/reflect', {
      cookie,
      body: { feeling_text: 'I want to end my life tonight.', mood_level: 1, country: 'MX' },
    });
    const reply = await expectContract(response, 200, ReflectResponseSchema);
    expect(reply.crisis).toBe(true);
    expect(reply.resources.length).toBeGreaterThan(0);
  });
});

/** A user past the screener, so check-ins are allowed. */
async function screenedUser() {
  const user = await createUser(t);
  const { items } = ScreenerStateSchema.parse(
    await (await t.client.get('/api/screener', { cookie: user.cookie })).json(),
  );
  let sessionId: string | undefined;
  for (const item of items.filter((i) => !i.is_followup)) {
    const response = await t.client.post('/api/screener/answers', {
      cookie: user.cookie,
      body: { session_id: sessionId, item_id: item.id, score: 3 },
    });
    sessionId = AnswerSavedSchema.parse(await response.json()).session_id;
  }
  const response = await put('/api/core-patterns', user.cookie, { schema_keys: ['unrelenting_standards'] });
  expect(response.status).toBe(200);
  return user;
}
