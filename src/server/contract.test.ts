import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AnswerSavedSchema,
  CheckInListItemSchema,
  CheckInPageSchema,
  CorePatternsResponseSchema,
  ErrorBodySchema,
  FinalReflectionResponseSchema,
  LessonDetailResponseSchema,
  LessonFirstOpenResponseSchema,
  LessonProgressResponseSchema,
  LessonReflectResponseSchema,
  LessonsLibraryResponseSchema,
  MeResponseSchema,
  RedirectUrlResponseSchema,
  ReflectResponseSchema,
  SandboxCheckoutResponseSchema,
  SandboxPortalResponseSchema,
  ScreenerResultsSchema,
  ScreenerStateSchema,
  SubscriptionStatusResponseSchema,
} from '../shared/schemas/responses.js';
import { LESSON_NOTES_MAX, schemaNamesMatch } from '../shared/lessons.js';
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

describe('the subscription answers', () => {
  it('status, checkout, the sandbox checkout and portal, and their errors', async () => {
    const { cookie } = await createUser(t);
    await expectContract(await t.client.get('/api/subscription'), 401, ErrorBodySchema);
    const free = await expectContract(
      await t.client.get('/api/subscription', { cookie }),
      200,
      SubscriptionStatusResponseSchema,
    );
    expect(free.subscribed).toBe(false);
    await expectContract(await t.client.post('/api/subscription/portal', { cookie }), 404, ErrorBodySchema);
    const badPrice = await t.client.post('/api/subscription/checkout', { cookie, body: { priceId: 'price_nope' } });
    await expectContract(badPrice, 400, ErrorBodySchema);
    const badCode = await t.client.post('/api/subscription/checkout', {
      cookie,
      body: { priceId: free.plans[0]!.price_id, promoCode: 'NOPE' },
    });
    await expectContract(badCode, 400, ErrorBodySchema);

    const started = await expectContract(
      await t.client.post('/api/subscription/checkout', {
        cookie,
        body: { priceId: free.plans[0]!.price_id, promoCode: 'CURRENT2025' },
      }),
      200,
      RedirectUrlResponseSchema,
    );
    const checkoutId = started.url.split('/').at(-1)!;
    const checkout = await expectContract(
      await t.client.get(`/api/sandbox/checkouts/${checkoutId}`, { cookie }),
      200,
      SandboxCheckoutResponseSchema,
    );
    expect(checkout.amount_due_cents).toBe(0);
    await expectContract(
      await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie }),
      200,
      RedirectUrlResponseSchema,
    );
    await expectContract(
      await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie }),
      409,
      ErrorBodySchema,
    );
    const paid = await expectContract(
      await t.client.post('/api/subscription/refresh', { cookie }),
      200,
      SubscriptionStatusResponseSchema,
    );
    expect(paid.tier).toBe('Current Client');
    await expectContract(
      await t.client.post('/api/subscription/checkout', { cookie, body: { priceId: free.plans[1]!.price_id } }),
      409,
      ErrorBodySchema,
    );

    const portal = await expectContract(
      await t.client.post('/api/subscription/portal', { cookie }),
      200,
      RedirectUrlResponseSchema,
    );
    const portalId = portal.url.split('/').at(-1)!;
    const view = await expectContract(
      await t.client.get(`/api/sandbox/portal/${portalId}`, { cookie }),
      200,
      SandboxPortalResponseSchema,
    );
    expect(view.invoices).toHaveLength(1);
    for (const [action, body] of [
      ['switch', { priceId: free.plans[1]!.price_id }],
      ['cancel', undefined],
      ['resume', undefined],
      ['cancel', undefined],
      ['advance-clock', undefined],
    ] as const) {
      const response = await t.client.post(`/api/sandbox/portal/${portalId}/${action}`, { cookie, body });
      await expectContract(response, 200, SandboxPortalResponseSchema);
    }
    await expectContract(
      await t.client.post(`/api/sandbox/portal/${portalId}/resume`, { cookie }),
      409,
      ErrorBodySchema,
    );
    const ended = await expectContract(
      await t.client.get('/api/subscription', { cookie }),
      200,
      SubscriptionStatusResponseSchema,
    );
    expect(ended).toMatchObject({ subscribed: false, status: 'canceled' });
    await expectContract(
      await t.client.get(`/api/sandbox/portal/${crypto.randomUUID()}`, { cookie }),
      404,
      ErrorBodySchema,
    );
  });
});

describe('the lessons answers', () => {
  it('library, lesson, first open, notes, continue, complete, the toggle and reflections, and their errors', async () => {
    const free = await createUser(t);
    const refused = await expectContract(
      await t.client.get('/api/lessons', { cookie: free.cookie }),
      403,
      ErrorBodySchema,
    );
    expect(refused.error.code).toBe('subscription_required');

    const { cookie } = await screenedUser();
    await subscribe(cookie);
    // A check-in whose pattern a lesson has, so the first open quotes it.
    const entry = { feeling_text: 'I redid the report four times because it still was not perfect.', mood_level: 2 };
    const reflection = ReflectResponseSchema.parse(
      await (await t.client.post('/api/check-ins/reflect', { cookie, body: entry })).json(),
    );
    const saved = CheckInListItemSchema.parse(
      await (
        await t.client.post('/api/check-ins', {
          cookie,
          body: { ...entry, ...(reflection.reflection_token ? { reflection_token: reflection.reflection_token } : {}) },
        })
      ).json(),
    );

    const library = await expectContract(
      await t.client.get('/api/lessons', { cookie }),
      200,
      LessonsLibraryResponseSchema,
    );
    expect(library.core_patterns).toEqual(['unrelenting_standards']);
    const matching = library.lessons.find((lesson) =>
      saved.detected_schemas.some((key) => schemaNamesMatch(key, lesson.schema_type)),
    );
    const other = library.lessons.find(
      (lesson) => !saved.detected_schemas.some((key) => schemaNamesMatch(key, lesson.schema_type)),
    );
    expect(matching, `a lesson for ${saved.detected_schemas.join(', ')}`).toBeDefined();
    const path = `/api/lessons/${matching!.id}`;

    const unopened = await expectContract(await t.client.get(path, { cookie }), 200, LessonDetailResponseSchema);
    expect(unopened.progress).toBeNull();
    expect(unopened.lesson.exercises.length).toBeGreaterThan(0);
    const opened = await expectContract(
      await t.client.post(`${path}/first-open`, { cookie, body: { time_zone: 'America/Mexico_City' } }),
      200,
      LessonFirstOpenResponseSchema,
    );
    expect(opened.prefill.map((p) => p.feeling_text)).toEqual([entry.feeling_text]);
    expect(opened.progress?.current_stage).toBe('understand');
    const nothing = await expectContract(
      await t.client.post(`/api/lessons/${other!.id}/first-open`, { cookie }),
      200,
      LessonFirstOpenResponseSchema,
    );
    expect(nothing).toEqual({ progress: null, prefill: [] });
    const detail = await expectContract(await t.client.get(path, { cookie }), 200, LessonDetailResponseSchema);
    expect(detail.progress).toEqual(opened.progress);

    const notes = await expectContract(
      await put(`${path}/progress/notes`, cookie, { stage: 'understand', notes: 'It started with school reports.' }),
      200,
      LessonProgressResponseSchema,
    );
    expect(notes.progress.understand_notes).toBe('It started with school reports.');
    const tooLong = await put(`${path}/progress/notes`, cookie, {
      stage: 'understand',
      notes: 'x'.repeat(LESSON_NOTES_MAX + 1),
    });
    expect((await expectContract(tooLong, 400, ErrorBodySchema)).error.field).toBe('notes');
    const continued = await expectContract(
      await t.client.post(`${path}/progress/continue`, { cookie, body: { from: 'understand' } }),
      200,
      LessonProgressResponseSchema,
    );
    expect(continued.progress.current_stage).toBe('challenge');
    await expectContract(
      await put(`${path}/progress/notes`, cookie, { stage: 'challenge', notes: 'Nobody asked for a fifth draft.' }),
      200,
      LessonProgressResponseSchema,
    );
    const completed = await expectContract(
      await t.client.post(`${path}/progress/complete`, { cookie, body: { notes: 'Lighter.' } }),
      200,
      LessonProgressResponseSchema,
    );
    expect(completed.progress).toMatchObject({ completed: true, current_stage: 'completed', notes: 'Lighter.' });
    await expectContract(
      await t.client.post(`${path}/progress/complete`, { cookie, body: { notes: 'Again.' } }),
      409,
      ErrorBodySchema,
    );
    const toggled = await expectContract(
      await put(`${path}/progress/completed`, cookie, { completed: false }),
      200,
      LessonProgressResponseSchema,
    );
    expect(toggled.progress).toMatchObject({ completed: false, completed_at: null });
    await expectContract(await t.client.get('/api/lessons/no-such-lesson', { cookie }), 404, ErrorBodySchema);

    const reflected = await expectContract(
      await t.client.post('/api/lessons/reflect', {
        cookie,
        body: { notes: 'I rewrite every email three times.', schema_type: matching!.schema_type, stage: 'identify' },
      }),
      200,
      LessonReflectResponseSchema,
    );
    expect(reflected).toMatchObject({ safety_level: 'none', resources: [] });
    const crisis = await expectContract(
      await t.client.post('/api/lessons/reflect', {
        cookie,
        body: {
          notes: 'I want to end my life tonight.',
          schema_type: matching!.schema_type,
          stage: 'challenge',
          country: 'MX',
        },
      }),
      200,
      LessonReflectResponseSchema,
    );
    expect(crisis.safety_level).toBe('current_risk');
    expect(crisis.resources.length).toBeGreaterThan(0);
  });
});

/** Pays a sandbox checkout for the standard plan: a subscriber made the way the app makes one. */
async function subscribe(cookie: string) {
  const status = SubscriptionStatusResponseSchema.parse(
    await (await t.client.get('/api/subscription', { cookie })).json(),
  );
  const plan = status.plans.find((p) => p.price_id === 'price_sandbox_standard') ?? status.plans[0]!;
  const started = RedirectUrlResponseSchema.parse(
    await (await t.client.post('/api/subscription/checkout', { cookie, body: { priceId: plan.price_id } })).json(),
  );
  const paid = await t.client.post(`/api/sandbox/checkouts/${started.url.split('/').at(-1)!}/pay`, { cookie });
  expect(paid.status).toBe(200);
}

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
