import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, user, userLessonProgress } from '../../db/schema.js';
import { readLessonsContent } from '../../db/lesson-content.js';
import { createTestApp, createUser, TEST_APP_URL } from '../../test/test-app.js';
import { LESSON_NOTES_MAX } from '../../../shared/lessons.js';
import {
  ErrorBodySchema,
  LessonDetailResponseSchema,
  LessonFirstOpenResponseSchema,
  LessonProgressResponseSchema,
  LessonReflectResponseSchema,
  LessonsLibraryResponseSchema,
} from '../../../shared/schemas/responses.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const content = readLessonsContent();
const LESSON = 'abandonment-1';
const STANDARD = 'price_sandbox_standard';

type Options = { cookie?: string; body?: unknown; lang?: 'en' | 'es' };

/** Any method through the real app, as the browser sends it (same origin, JSON, its language). */
function call(app: TestApp, method: string, path: string, { cookie, body, lang }: Options = {}) {
  const headers: Record<string, string> = { origin: TEST_APP_URL };
  if (cookie) headers.cookie = cookie;
  if (lang) headers['accept-language'] = lang;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    app.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}
const get = (path: string, options?: Options) => call(t, 'GET', path, options);
const post = (path: string, options?: Options) => call(t, 'POST', path, options);
const put = (path: string, options?: Options) => call(t, 'PUT', path, options);

async function userId(email: string, app: TestApp = t) {
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** A signed-up person who paid a sandbox checkout: what a subscriber is, made the way the app makes one. */
async function subscriber(app: TestApp = t) {
  const created = await createUser(app);
  const checkout = await call(app, 'POST', '/api/subscription/checkout', {
    cookie: created.cookie,
    body: { priceId: STANDARD },
  });
  expect(checkout.status).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await call(app, 'POST', `/api/sandbox/checkouts/${url.split('/').at(-1)!}/pay`, {
    cookie: created.cookie,
  });
  expect(paid.status).toBe(200);
  return { ...created, id: await userId(created.email, app) };
}

async function errorOf(response: Response) {
  return ErrorBodySchema.parse(await response.json()).error;
}

const progressOf = async (response: Response) => LessonProgressResponseSchema.parse(await response.json()).progress;

/** Every lesson endpoint with a body that would pass validation. */
const endpoints = [
  ['GET', '/api/lessons', undefined],
  ['GET', `/api/lessons/${LESSON}`, undefined],
  ['POST', `/api/lessons/${LESSON}/first-open`, undefined],
  ['PUT', `/api/lessons/${LESSON}/progress/notes`, { stage: 'identify', notes: 'a note' }],
  ['POST', `/api/lessons/${LESSON}/progress/continue`, { from: 'identify' }],
  ['POST', `/api/lessons/${LESSON}/progress/complete`, { notes: 'I feel lighter' }],
  ['PUT', `/api/lessons/${LESSON}/progress/completed`, { completed: true }],
  ['POST', '/api/lessons/reflect', { notes: 'a note', schema_type: 'Abandonment', stage: 'identify' }],
] as const;

describe('who may use lessons', () => {
  it('signed out: 401 on every endpoint', async () => {
    for (const [method, path, body] of endpoints) {
      const response = await call(t, method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('signed in without a subscription: 403 subscription_required on every endpoint, and nothing is stored', async () => {
    const free = await createUser(t);
    for (const lang of ['en', 'es'] as const) {
      for (const [method, path, body] of endpoints) {
        const response = await call(t, method, path, { cookie: free.cookie, body, lang });
        expect(response.status, `${method} ${path}`).toBe(403);
        const error = await errorOf(response);
        expect(error.code).toBe('subscription_required');
        expect(error.message).toMatch(lang === 'es' ? /suscripción/ : /subscription/);
      }
    }
    const rows = await t.db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, await userId(free.email)));
    expect(rows).toEqual([]);
  });
});

describe('library and lesson', () => {
  let sub: Awaited<ReturnType<typeof subscriber>>;
  beforeAll(async () => {
    sub = await subscriber();
  });

  it('lists every lesson by order_index in the request language, with the core patterns', async () => {
    expect(
      (
        await put('/api/core-patterns', {
          cookie: sub.cookie,
          body: { schema_keys: ['abandonment', 'unrelenting_standards'] },
        })
      ).status,
    ).toBe(200);
    for (const lang of ['en', 'es'] as const) {
      const response = await get('/api/lessons', { cookie: sub.cookie, lang });
      expect(response.status).toBe(200);
      const body = LessonsLibraryResponseSchema.parse(await response.json());
      expect(body.core_patterns).toEqual(['abandonment', 'unrelenting_standards']);
      expect(body.lessons.map((l) => l.id)).toEqual(content.map((l) => l.id));
      const first = body.lessons.find((l) => l.id === LESSON)!;
      const source = content.find((l) => l.id === LESSON)!.text[lang];
      expect(first).toEqual({
        id: LESSON,
        schema_type: 'Abandonment',
        schema_label: lang === 'es' ? 'Abandono' : source.schema_label,
        order_index: source.order_index,
        estimated_minutes: source.estimated_minutes,
        title: source.title,
        description: source.description,
        completed: false,
      });
    }
  });

  it('?locale= names the language of the list over Accept-Language (a preload sends none of the page), and is en or es', async () => {
    const response = await get('/api/lessons?locale=es', { cookie: sub.cookie, lang: 'en' });
    expect(response.status).toBe(200);
    const body = LessonsLibraryResponseSchema.parse(await response.json());
    const spanish = content.find((l) => l.id === LESSON)!.text.es;
    expect(body.lessons.find((l) => l.id === LESSON)).toMatchObject({
      title: spanish.title,
      description: spanish.description,
      schema_label: 'Abandono',
    });
    const english = LessonsLibraryResponseSchema.parse(
      await (await get('/api/lessons?locale=en', { cookie: sub.cookie, lang: 'es' })).json(),
    );
    expect(english.lessons.find((l) => l.id === LESSON)!.title).toBe(
      content.find((l) => l.id === LESSON)!.text.en.title,
    );
    for (const locale of ['xx', 'ES', '']) {
      const invalid = await get(`/api/lessons?locale=${locale}`, { cookie: sub.cookie, lang: 'en' });
      expect(invalid.status, locale).toBe(400);
      expect(await errorOf(invalid), locale).toMatchObject({ field: 'locale', message: 'The request is not valid' });
    }
  });

  it('answers one lesson with its content and exercises in the request language, and no progress yet', async () => {
    for (const lang of ['en', 'es'] as const) {
      const response = await get(`/api/lessons/${LESSON}`, { cookie: sub.cookie, lang });
      const body = LessonDetailResponseSchema.parse(await response.json());
      const source = content.find((l) => l.id === LESSON)!.text[lang];
      expect(body.lesson).toMatchObject({
        title: source.title,
        content: source.content,
        exercises: source.exercises,
        challenge_exercises: source.challenge_exercises,
        schema_label: source.schema_label,
      });
      expect(body.progress).toBeNull();
    }
  });

  it('an id that names no lesson is 404, for reads and writes alike', async () => {
    for (const id of ['no-such-lesson', 'ABANDONMENT-1', '%00', 'a'.repeat(300)]) {
      expect((await get(`/api/lessons/${id}`, { cookie: sub.cookie })).status, id).toBe(404);
    }
    const writes = [
      post('/api/lessons/nope/first-open', { cookie: sub.cookie }),
      put('/api/lessons/nope/progress/notes', { cookie: sub.cookie, body: { stage: 'identify', notes: 'x' } }),
      post('/api/lessons/nope/progress/continue', { cookie: sub.cookie, body: { from: 'identify' } }),
      post('/api/lessons/nope/progress/complete', { cookie: sub.cookie, body: { notes: 'x' } }),
      put('/api/lessons/nope/progress/completed', { cookie: sub.cookie, body: { completed: true } }),
    ];
    for (const response of await Promise.all(writes)) expect(response.status).toBe(404);
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, sub.id))).toEqual([]);
  });
});

describe('first open', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

  it('pre-fills Identify from up to 3 matching check-ins among the latest 10, at stage understand', async () => {
    const sub = await subscriber();
    // Oldest first: two matches outside the latest ten, then ten entries of which four match.
    const entries: [string, string[]][] = [
      ['old match one', ['abandonment']],
      ['old match two', ['abandonment']],
      ['they will leave me', ['abandonment', 'defectiveness_shame']],
      ['work was fine', []],
      ['nobody texted back', ['abandonment']],
      ['I must be perfect', ['unrelenting_standards']],
      ['she is pulling away\nagain', ['abandonment']],
      ['quiet day', []],
      ['felt left behind', ['abandonment']],
      ['tired', []],
      ['long meeting', ['unrelenting_standards']],
      ['a walk helped', []],
    ];
    await t.db.insert(checkIns).values(
      entries.map(([feelingText, detectedSchemas], i) => ({
        userId: sub.id,
        feelingText,
        moodLevel: 3,
        detectedSchemas,
        createdAt: at(100 - i),
      })),
    );

    const response = await post(`/api/lessons/${LESSON}/first-open`, { cookie: sub.cookie });
    expect(response.status).toBe(200);
    const body = LessonFirstOpenResponseSchema.parse(await response.json());
    expect(body.prefill.map((p) => [p.number, p.feeling_text])).toEqual([
      [1, 'felt left behind'],
      [2, 'she is pulling away\nagain'],
      [3, 'nobody texted back'],
    ]);
    expect(body.progress).toMatchObject({ current_stage: 'understand', completed: false, understand_notes: null });
    const notes = body.progress!.identify_notes!;
    expect(notes).toContain('1. ');
    expect(notes).toContain('“felt left behind”');
    expect(notes).toContain('“she is pulling away again”');
    expect(notes).not.toContain('they will leave me');
    expect(notes).not.toContain('old match');

    // Stored, and a second open finds the progress instead of pre-filling again.
    const detail = LessonDetailResponseSchema.parse(
      await (await get(`/api/lessons/${LESSON}`, { cookie: sub.cookie })).json(),
    );
    expect(detail.progress).toEqual(body.progress);
    const again = LessonFirstOpenResponseSchema.parse(
      await (await post(`/api/lessons/${LESSON}/first-open`, { cookie: sub.cookie })).json(),
    );
    expect(again).toEqual({ progress: body.progress, prefill: [] });
  });

  it('writes the pre-filled notes in Spanish for a Spanish request, dated in the given time zone', async () => {
    const sub = await subscriber();
    await t.db.insert(checkIns).values({
      userId: sub.id,
      feelingText: 'me dejó en visto',
      moodLevel: 2,
      detectedSchemas: ['abandonment'],
      createdAt: new Date('2025-03-05T02:30:00Z'),
    });
    const response = await post(`/api/lessons/${LESSON}/first-open`, {
      cookie: sub.cookie,
      lang: 'es',
      body: { time_zone: 'America/Mexico_City' },
    });
    const notes = LessonFirstOpenResponseSchema.parse(await response.json()).progress!.identify_notes!;
    // 02:30 UTC on 5 March is the evening of 4 March in Mexico City.
    expect(notes).toMatch(/1\. 4 mar\.? 2025: «me dejó en visto»/);
    expect(notes).toMatch(/registros recientes/i);
  });

  it('opened in several tabs at once: one progress row, the same progress for all, the prefill listed once', async () => {
    const sub = await subscriber();
    await t.db
      .insert(checkIns)
      .values({ userId: sub.id, feelingText: 'left on read', moodLevel: 2, detectedSchemas: ['abandonment'] });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/lessons/${LESSON}/first-open`, { cookie: sub.cookie })),
    );
    const bodies = await Promise.all(
      answers.map(async (answer) => LessonFirstOpenResponseSchema.parse(await answer.json())),
    );
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, sub.id))).toHaveLength(1);
    expect(new Set(bodies.map((b) => JSON.stringify(b.progress))).size).toBe(1);
    expect(bodies.filter((b) => b.prefill.length > 0)).toHaveLength(1);
  });

  it('without a matching check-in saves nothing and the lesson starts at identify', async () => {
    const sub = await subscriber();
    await t.db.insert(checkIns).values({
      userId: sub.id,
      feelingText: 'I must be perfect',
      moodLevel: 3,
      detectedSchemas: ['unrelenting_standards'],
    });
    const body = LessonFirstOpenResponseSchema.parse(
      await (await post(`/api/lessons/${LESSON}/first-open`, { cookie: sub.cookie })).json(),
    );
    expect(body).toEqual({ progress: null, prefill: [] });
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, sub.id))).toEqual([]);
  });
});

describe('stages and completion', () => {
  it('notes, continue, complete and the Completed toggle move the progress as spec section 4 says', async () => {
    const { cookie } = await subscriber();
    const path = `/api/lessons/${LESSON}/progress`;

    // Continue needs notes; later stages stay locked until reached.
    expect((await post(`${path}/continue`, { cookie, body: { from: 'identify' } })).status).toBe(400);
    expect((await post(`${path}/continue`, { cookie, body: { from: 'understand' } })).status).toBe(409);
    const locked = await put(`${path}/notes`, { cookie, body: { stage: 'challenge', notes: 'too early' } });
    expect(locked.status).toBe(409);
    expect((await errorOf(locked)).code).toBe('stage_locked');

    let progress = await progressOf(
      await put(`${path}/notes`, { cookie, body: { stage: 'identify', notes: 'I check my phone' } }),
    );
    expect(progress).toMatchObject({ current_stage: 'identify', identify_notes: 'I check my phone', completed: false });

    progress = await progressOf(await post(`${path}/continue`, { cookie, body: { from: 'identify' } }));
    expect(progress.current_stage).toBe('understand');

    // Blank understand notes: Continue refuses, naming the field.
    await put(`${path}/notes`, { cookie, body: { stage: 'understand', notes: '   ' } });
    const blank = await post(`${path}/continue`, { cookie, body: { from: 'understand' } });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toMatchObject({ field: 'understand_notes', message: 'Please write some notes first' });

    await put(`${path}/notes`, { cookie, body: { stage: 'understand', notes: 'It started at school' } });
    progress = await progressOf(await post(`${path}/continue`, { cookie, body: { from: 'understand' } }));
    expect(progress.current_stage).toBe('challenge');

    // Saving earlier notes again never moves the stage back.
    progress = await progressOf(await put(`${path}/notes`, { cookie, body: { stage: 'identify', notes: 'edited' } }));
    expect(progress).toMatchObject({ current_stage: 'challenge', identify_notes: 'edited' });
    await put(`${path}/notes`, { cookie, body: { stage: 'challenge', notes: 'They usually reply later' } });

    expect((await post(`${path}/complete`, { cookie, body: { notes: '  ' } })).status).toBe(400);
    progress = await progressOf(await post(`${path}/complete`, { cookie, body: { notes: 'Calmer' } }));
    expect(progress).toMatchObject({ completed: true, current_stage: 'completed', notes: 'Calmer' });
    expect(Date.parse(progress.completed_at!)).toBeGreaterThan(Date.now() - 60_000);
    const twice = await post(`${path}/complete`, { cookie, body: { notes: 'Again' } });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('already_completed');

    // Toggle off: incomplete, completed_at cleared, stage kept; on again: completed.
    progress = await progressOf(await put(`${path}/completed`, { cookie, body: { completed: false } }));
    expect(progress).toMatchObject({
      completed: false,
      completed_at: null,
      current_stage: 'completed',
      notes: 'Calmer',
    });
    let library = LessonsLibraryResponseSchema.parse(await (await get('/api/lessons', { cookie })).json());
    expect(library.lessons.find((l) => l.id === LESSON)!.completed).toBe(false);
    progress = await progressOf(await put(`${path}/completed`, { cookie, body: { completed: true } }));
    expect(progress).toMatchObject({ completed: true, current_stage: 'completed' });
    expect(progress.completed_at).not.toBeNull();
    library = LessonsLibraryResponseSchema.parse(await (await get('/api/lessons', { cookie })).json());
    expect(library.lessons.filter((l) => l.completed).map((l) => l.id)).toEqual([LESSON]);

    // A completed lesson opens every stage for editing.
    progress = await progressOf(await put(`${path}/notes`, { cookie, body: { stage: 'understand', notes: 'more' } }));
    expect(progress).toMatchObject({ completed: true, current_stage: 'completed', understand_notes: 'more' });
  });

  it('the toggle on a lesson never opened completes it; off on one never opened stores nothing', async () => {
    const sub = await subscriber();
    const off = await progressOf(
      await put('/api/lessons/mistrust-1/progress/completed', { cookie: sub.cookie, body: { completed: false } }),
    );
    expect(off).toMatchObject({ completed: false, current_stage: 'identify' });
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, sub.id))).toEqual([]);
    const on = await progressOf(
      await put('/api/lessons/mistrust-1/progress/completed', { cookie: sub.cookie, body: { completed: true } }),
    );
    expect(on).toMatchObject({ completed: true, current_stage: 'completed' });
  });

  it('a bad stage is a 400 with a clear message, and nothing is saved', async () => {
    const sub = await subscriber();
    for (const stage of ['completed', 'IDENTIFY', '', 3, null]) {
      const response = await put(`/api/lessons/${LESSON}/progress/notes`, {
        cookie: sub.cookie,
        body: { stage, notes: 'x' },
      });
      expect(response.status, String(stage)).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        field: 'stage',
        message: expect.stringContaining('identify, understand or challenge'),
      });
    }
    const continued = await post(`/api/lessons/${LESSON}/progress/continue`, {
      cookie: sub.cookie,
      body: { from: 'challenge' },
    });
    expect(continued.status).toBe(400);
    const reflect = await post('/api/lessons/reflect', {
      cookie: sub.cookie,
      body: { notes: 'x', schema_type: 'Abandonment', stage: 'completed' },
    });
    expect(reflect.status).toBe(400);
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, sub.id))).toEqual([]);
  });

  it('notes are capped at 20,000 characters with a message that says so, in both languages', async () => {
    const { cookie } = await subscriber();
    const at = await put(`/api/lessons/${LESSON}/progress/notes`, {
      cookie,
      body: { stage: 'identify', notes: 'a'.repeat(LESSON_NOTES_MAX) },
    });
    expect(at.status).toBe(200);
    for (const [lang, words] of [
      ['en', '20,000 characters'],
      ['es', '20.000 caracteres'],
    ] as const) {
      const over = await put(`/api/lessons/${LESSON}/progress/notes`, {
        cookie,
        lang,
        body: { stage: 'identify', notes: 'b'.repeat(LESSON_NOTES_MAX + 1) },
      });
      expect(over.status).toBe(400);
      expect(await errorOf(over)).toMatchObject({ field: 'notes', message: expect.stringContaining(words) });
    }
    const complete = await post(`/api/lessons/${LESSON}/progress/complete`, {
      cookie,
      body: { notes: 'c'.repeat(LESSON_NOTES_MAX + 1) },
    });
    expect(complete.status).toBe(400);
    const stored = LessonDetailResponseSchema.parse(await (await get(`/api/lessons/${LESSON}`, { cookie })).json());
    expect(stored.progress!.identify_notes).toBe('a'.repeat(LESSON_NOTES_MAX));
  });
});

describe("another person's progress", () => {
  it('is never read or written: each person sees and changes only their own', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    await t.db
      .insert(checkIns)
      .values({ userId: owner.id, feelingText: 'nobody called', moodLevel: 2, detectedSchemas: ['abandonment'] });
    const opened = LessonFirstOpenResponseSchema.parse(
      await (await post(`/api/lessons/${LESSON}/first-open`, { cookie: owner.cookie })).json(),
    );
    expect(opened.prefill).toHaveLength(1);
    await put(`/api/lessons/${LESSON}/progress/notes`, {
      cookie: owner.cookie,
      body: { stage: 'understand', notes: 'mine' },
    });
    await post(`/api/lessons/${LESSON}/progress/complete`, { cookie: owner.cookie, body: { notes: 'done' } });

    // The other person: no progress, no completion mark, and the owner's check-ins are not theirs.
    const detail = LessonDetailResponseSchema.parse(
      await (await get(`/api/lessons/${LESSON}`, { cookie: other.cookie })).json(),
    );
    expect(detail.progress).toBeNull();
    const library = LessonsLibraryResponseSchema.parse(
      await (await get('/api/lessons', { cookie: other.cookie })).json(),
    );
    expect(library.lessons.some((l) => l.completed)).toBe(false);
    const theirs = LessonFirstOpenResponseSchema.parse(
      await (await post(`/api/lessons/${LESSON}/first-open`, { cookie: other.cookie })).json(),
    );
    expect(theirs).toEqual({ progress: null, prefill: [] });

    // Their writes land on their own row only.
    await put(`/api/lessons/${LESSON}/progress/notes`, {
      cookie: other.cookie,
      body: { stage: 'identify', notes: 'theirs' },
    });
    await put(`/api/lessons/${LESSON}/progress/completed`, { cookie: other.cookie, body: { completed: true } });
    const [ownerRow] = await t.db
      .select()
      .from(userLessonProgress)
      .where(and(eq(userLessonProgress.userId, owner.id), eq(userLessonProgress.lessonId, LESSON)));
    expect(ownerRow).toMatchObject({
      identifyNotes: opened.progress!.identify_notes,
      understandNotes: 'mine',
      notes: 'done',
      completed: true,
    });
    const ownerView = LessonDetailResponseSchema.parse(
      await (await get(`/api/lessons/${LESSON}`, { cookie: owner.cookie })).json(),
    );
    expect(ownerView.progress!.identify_notes).not.toBe('theirs');
  });
});

describe('reflections on notes', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await subscriber());
  });
  const reflect = (body: unknown, lang?: 'en' | 'es') => post('/api/lessons/reflect', { cookie, body, lang });

  it('blank notes are a 400 that asks for notes first', async () => {
    for (const notes of ['', '   \n ']) {
      const response = await reflect({ notes, schema_type: 'Abandonment', stage: 'identify' });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ field: 'notes', message: 'Please write some notes first' });
    }
  });

  it('a normal note gets a reflection about its pattern, in the request language', async () => {
    const response = await reflect({
      notes: 'When my partner does not answer for an hour I start to think they are leaving me.',
      schema_type: 'Abandonment',
      stage: 'identify',
    });
    expect(response.status).toBe(200);
    const body = LessonReflectResponseSchema.parse(await response.json());
    expect(body.safety_level).toBe('none');
    expect(body.resources).toEqual([]);
    expect(body.reflection.length).toBeGreaterThan(40);
    expect(body.reflection.toLowerCase()).toContain('abandonment');

    const es = LessonReflectResponseSchema.parse(
      await (
        await reflect(
          {
            notes: 'Me exijo demasiado en el trabajo y nunca es suficiente.',
            schema_type: 'Standards',
            stage: 'challenge',
          },
          'es',
        )
      ).json(),
    );
    expect(es.reflection).toMatch(/[áéíóúñ¿¡]/);
    expect(es.reflection).not.toBe(body.reflection);
  });

  it('a crisis note gets the crisis reply with the helplines, marked current_risk', async () => {
    const response = await reflect({
      notes: 'I want to kill myself tonight.',
      schema_type: 'Abandonment',
      stage: 'understand',
      country: 'GB',
    });
    expect(response.status).toBe(200);
    const body = LessonReflectResponseSchema.parse(await response.json());
    expect(body.safety_level).toBe('current_risk');
    expect(body.resources.length).toBeGreaterThan(0);
    expect(body.resources.some((r) => r.country === 'GB')).toBe(true);
    expect(body.reflection.toLowerCase()).not.toContain('abandonment');
  });

  it('social isolation (a lesson-only pattern): ordinary notes get a reflection naming it, in either language', async () => {
    const en = await reflect({
      notes: 'At the team lunch I sat at the end and felt like I never fit in with them.',
      schema_type: 'Isolation',
      stage: 'identify',
    });
    expect(en.status).toBe(200);
    const english = LessonReflectResponseSchema.parse(await en.json());
    expect(english.safety_level).toBe('none');
    expect(english.resources).toEqual([]);
    expect(english.reflection).toContain('Feeling Like an Outsider');

    // The lesson's pattern key reaches the same lesson, at another stage.
    const es = await reflect(
      {
        notes: 'En las cenas familiares siento que no encajo y me quedo callada.',
        schema_type: 'social_isolation',
        stage: 'challenge',
      },
      'es',
    );
    expect(es.status).toBe(200);
    const spanish = LessonReflectResponseSchema.parse(await es.json());
    expect(spanish.safety_level).toBe('none');
    expect(spanish.reflection).toContain('Sentirse al margen');
    expect(spanish.reflection).not.toContain('Miedo al abandono');
  });

  it('social isolation: a crisis note still gets the crisis reply, without the pattern', async () => {
    const crisis = LessonReflectResponseSchema.parse(
      await (
        await reflect(
          {
            notes: 'Ya no quiero vivir. Esta noche me tomo todas las pastillas.',
            schema_type: 'Isolation',
            stage: 'identify',
          },
          'es',
        )
      ).json(),
    );
    expect(crisis.safety_level).toBe('current_risk');
    expect(crisis.resources.length).toBeGreaterThan(0);
    expect(crisis.reflection).not.toContain('Sentirse al margen');
  });

  it('a schema_type no lesson has is a 400', async () => {
    const response = await reflect({ notes: 'a note', schema_type: 'Astrology', stage: 'identify' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).field).toBe('schema_type');
  });

  it('shares the reflection quota with check-ins; a crisis note is never refused by it', async () => {
    const limited = await createTestApp({ reflectionLimits: { perMinute: 1, perDay: 100 } });
    try {
      const sub = await subscriber(limited);
      const body = { notes: 'I keep waiting for them to leave.', schema_type: 'abandonment', stage: 'identify' };
      expect((await call(limited, 'POST', '/api/lessons/reflect', { cookie: sub.cookie, body })).status).toBe(200);
      const second = await call(limited, 'POST', '/api/lessons/reflect', { cookie: sub.cookie, body });
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).not.toBeNull();
      const checkIn = await call(limited, 'POST', '/api/check-ins/reflect', {
        cookie: sub.cookie,
        body: { feeling_text: 'A quiet day.', mood_level: 3 },
      });
      expect(checkIn.status).toBe(429);
      const crisis = await call(limited, 'POST', '/api/lessons/reflect', {
        cookie: sub.cookie,
        body: { ...body, notes: 'I want to kill myself tonight.' },
      });
      expect(crisis.status).toBe(200);
      expect(LessonReflectResponseSchema.parse(await crisis.json()).safety_level).toBe('current_risk');
    } finally {
      await limited.dispose();
    }
  });
});
