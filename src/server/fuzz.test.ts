import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkIns, profiles, subscriptions, user } from './db/schema.js';
import { createTestApp, createUser, sessionCookie, TEST_APP_URL } from './test/test-app.js';
import {
  acceptLanguage,
  arbitraryFromSchema,
  chatText,
  fuzzBodies,
  fuzzQuery,
  hostileString,
  shortHostileString,
  type FuzzBody,
} from './fuzz-arbitraries.js';
import {
  ChangePasswordSchema,
  ResetPasswordBodySchema,
  ResetRequestSchema,
  SignInSchema,
  SignUpSchema,
  UpdateUserSchema,
} from '../shared/schemas/auth.js';
import {
  FinalReflectionRequestSchema,
  HistoryQuerySchema,
  ReflectRequestSchema,
  SaveCheckInSchema,
} from '../shared/schemas/check-in.js';
import { LESSON_NOTES_MAX } from '../shared/lessons.js';
import { SCHEMA_KEYS } from '../shared/patterns.js';
import {
  CompleteLessonSchema,
  ContinueLessonSchema,
  FirstOpenLessonSchema,
  LessonReflectSchema,
  SaveLessonNotesSchema,
  SetLessonCompletedSchema,
} from '../shared/schemas/lessons.js';
import { LessonsLibraryResponseSchema } from '../shared/schemas/responses.js';
import { AnswerSchema, CorePatternsSchema } from '../shared/schemas/screener.js';
import { CreateCheckoutSchema, SwitchPlanSchema } from '../shared/schemas/subscription.js';
import { DeleteAccountSchema } from '../shared/schemas/account.js';
import { ProgressQuerySchema } from '../shared/schemas/progress.js';
import { ReminderSettingsSchema } from '../shared/schemas/reminders.js';

/**
 * Every JSON endpoint gets 1,000 generated requests (the lesson routes under /api/lessons/:id and
 * the library a quarter of that, see there) through the real app: its own payload with
 * hostile fields, arbitrary JSON, and bytes that are not JSON (see `fuzz-arbitraries.ts`).
 * Whatever arrives, the answer is never a 5xx, and every 4xx is `{ error: { code, message } }`
 * with a message and no stack trace or SQL.
 *
 * The seed is fixed so a failure replays: fast-check's message names the seed, the path and the
 * shrunk request. FUZZ_SEED=<n> tries another seed; FUZZ_RUNS=<n> shortens a local run (the
 * suite runs 1,000 on PGlite, 250 on PostgreSQL). Each request comes from a fresh client address so the per-IP limits do not
 * hide a bug; a 429 is still an acceptable 4xx.
 *
 * About 26,000 requests (the times that follow were measured at 20,000): some 90 s on PGlite on a busy 2-core machine (the database, the password
 * hashes and the reflection engine share this process), some 45 s in the postgres project, where
 * the database works in its own process. Both run it: the two databases fail differently.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);
// 1,000 per endpoint on PGlite (the stricter database: it refuses lone surrogates PostgreSQL
// replaces); the PostgreSQL pass repeats a quarter of them, for the suite's time on 2 cores.
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE === 'postgres' ? 250 : 1_000));
const FUZZ_TIMEOUT_MS = 300_000;

let t: Awaited<ReturnType<typeof createTestApp>>;

/** Each endpoint acts as its own user, so one endpoint's fuzz cannot sign another's user out. */
type Persona =
  'reader' | 'answerer' | 'chooser' | 'writer' | 'reframer' | 'leaver' | 'changer' | 'resetter' | 'buyer' | 'learner';
type Account = { email: string; password: string; cookie: string };
const accounts = {} as Record<Persona, Account>;

/** Real values from the app, so generated payloads also reach past validation. */
const real = {
  itemIds: [] as string[],
  ownSessionId: '',
  otherSessionId: '',
  resetTokens: [] as string[],
  reflections: [] as { feeling_text: string; mood_level: number; reflection_token?: string }[],
  finals: [] as Record<string, unknown>[],
  lessonIds: [] as string[],
  lessonSchemaTypes: [] as string[],
};

/** A generated request; `as` names the signed-in user whose current cookie it carries. */
type FuzzRequest = FuzzBody & { method: string; path: string; as?: Persona; cookie?: string; acceptLanguage?: string };

/** Stands for the account's password of the moment in a body (change-password moves it on). */
const CURRENT_PASSWORD = '@@current-password@@';

async function send(request: FuzzRequest): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_APP_URL, 'x-forwarded-for': t.nextIp() };
  const cookie = request.cookie ?? (request.as && accounts[request.as].cookie);
  if (cookie) headers.cookie = cookie;
  if (request.acceptLanguage) headers['accept-language'] = request.acceptLanguage;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  let body: BodyInit | undefined = request.body instanceof Uint8Array ? Buffer.from(request.body) : request.body;
  if (typeof body === 'string' && request.as) {
    body = body.replaceAll(CURRENT_PASSWORD, JSON.stringify(accounts[request.as].password).slice(1, -1));
  }
  if (request.method === 'GET' || request.method === 'HEAD') body = undefined;
  return t.app.request(request.path, { method: request.method, headers, body });
}

const STACK_OR_SQL = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\(.*:\d+:\d+\)/,
  /\b(Type|Reference|Syntax|Range)Error\b/,
  /node_modules|\.m?[jt]s:\d+/,
  /\bselect\b[^.]*\bfrom\b|\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete\s+from\b/i,
  /violates|syntax error|duplicate key|relation "|column "|Failed query|pglite|drizzle|postgres/i,
];

/** What is wrong with a response, if anything (plain checks: `expect` per request costs more than the request). */
function problemWith(status: number, text: string): string | undefined {
  if (status >= 500) return 'a server error';
  if (status < 400)
    return status < 300 && text && parseJson(text) === undefined ? 'a success that is not JSON' : undefined;
  const body = parseJson(text) as { error?: { code?: unknown; message?: unknown } } | undefined;
  if (typeof body?.error?.code !== 'string' || !body.error.code) return 'an error without a code';
  if (typeof body.error.message !== 'string' || !body.error.message.trim()) return 'an error without a message';
  const leak = STACK_OR_SQL.find((pattern) => pattern.test(text));
  return leak ? `an error that leaks internals (${leak})` : undefined;
}

async function expectWellFormed(request: FuzzRequest, response: Response) {
  const text = await response.text();
  const problem = problemWith(response.status, text);
  if (problem) {
    throw new Error(`${request.method} ${request.path} answered ${problem}: ${response.status} ${text.slice(0, 300)}`);
  }
}

async function fuzz(
  requests: fc.Arbitrary<FuzzRequest>,
  observe?: (request: FuzzRequest, response: Response) => void,
  numRuns = RUNS,
) {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const response = await send(request);
      observe?.(request, response.clone());
      await expectWellFormed(request, response);
    }),
    { numRuns, seed: SEED },
  );
}

const post = (path: string, bodies: fc.Arbitrary<FuzzBody>, as?: Persona, method = 'POST') =>
  fc
    .record({ body: bodies, acceptLanguage })
    .map(({ body, acceptLanguage }): FuzzRequest => ({ ...body, method, path, as, acceptLanguage }));

/** `post` to a generated path (a route with an id in it). */
const postTo = (paths: fc.Arbitrary<string>, bodies: fc.Arbitrary<FuzzBody>, as?: Persona, method = 'POST') =>
  fc
    .record({ path: paths, body: bodies, acceptLanguage })
    .map(({ path, body, acceptLanguage }): FuzzRequest => ({ ...body, method, path, as, acceptLanguage }));

const get = (
  paths: fc.Arbitrary<string>,
  as?: Persona,
  cookies: fc.Arbitrary<string | undefined> = later(() => undefined),
) =>
  fc.record({ path: paths, cookie: cookies, acceptLanguage }).map(({ path, cookie, acceptLanguage }): FuzzRequest => ({
    method: 'GET',
    path,
    as,
    cookie,
    acceptLanguage,
    body: '',
    contentType: undefined,
  }));

/** A value known only once `beforeAll` has run (or that changes during the run), read when generated. */
const later = <T>(read: () => T) => fc.constant(null).map(read);
const pick = <T>(read: () => T[]) => fc.nat().map((index) => read()[index % Math.max(read().length, 1)]);
const withQuery = (path: string, query: fc.Arbitrary<string>) => query.map((q) => (q ? `${path}?${q}` : path));
const noQuery = fuzzQuery(fc.constant({}));

/** encodeURIComponent throws on a lone surrogate; a client would send the replacement character. */
const encodeSegment = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** The user's own cookie, or one a client could forge: garbage, a tampered signature, another name. */
const sessionCookies = (persona: Persona) =>
  fc.oneof(
    { arbitrary: later(() => accounts[persona].cookie), weight: 2 },
    { arbitrary: later(() => undefined), weight: 1 },
    { arbitrary: shortHostileString.map((value) => `better-auth.session_token=${encodeSegment(value)}`), weight: 1 },
    {
      arbitrary: fc.nat().map((index) => {
        const cookie = accounts[persona].cookie;
        const at = index % cookie.length;
        return cookie.slice(0, at) + (cookie[at] === 'A' ? 'B' : 'A') + cookie.slice(at + 1);
      }),
      weight: 1,
    },
    { arbitrary: later(() => accounts[persona].cookie.replace(/\.[^.;]*(;|$)/, '$1')), weight: 1 },
    { arbitrary: later(() => `__Secure-${accounts[persona].cookie}`), weight: 1 },
    { arbitrary: later(() => `${accounts[persona].cookie}; ${accounts.reader.cookie}`), weight: 1 },
    { arbitrary: shortHostileString.map(encodeSegment), weight: 1 },
  );

beforeAll(async () => {
  t = await createTestApp();
  const personas: Persona[] = [
    'reader',
    'answerer',
    'chooser',
    'writer',
    'reframer',
    'leaver',
    'changer',
    'resetter',
    'buyer',
    'learner',
  ];
  for (const persona of personas) accounts[persona] = await createUser(t);

  const screener = (await (await send(getRequest('/api/screener', 'answerer'))).json()) as { items: { id: string }[] };
  real.itemIds = screener.items.map((item) => item.id);
  real.ownSessionId = await answerOnce('answerer');
  real.otherSessionId = await answerOnce('reader');

  // The writer saves without a limit, so valid saves reach the database every time.
  await unlockCheckIns('writer', { subscribed: true });
  await unlockCheckIns('reframer', { subscribed: false });
  real.reflections = await collectReflections();
  real.finals = await collectFinalReflections();
  real.resetTokens = await requestResetTokens(accounts.resetter.email, 3);
  await unlockCheckIns('learner', { subscribed: true });
  await prepareLessons();
}, 120_000);
afterAll(() => t.dispose());

function getRequest(path: string, as: Persona): FuzzRequest {
  return { method: 'GET', path, as, body: '', contentType: undefined };
}

const jsonRequest = (path: string, as: Persona | undefined, body: unknown): FuzzRequest => ({
  method: 'POST',
  path,
  as,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

async function answerOnce(persona: Persona) {
  const response = await send(jsonRequest('/api/screener/answers', persona, { item_id: real.itemIds[0], score: 3 }));
  return ((await response.json()) as { session_id: string }).session_id;
}

async function unlockCheckIns(persona: Persona, { subscribed }: { subscribed: boolean }) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, accounts[persona].email));
  await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, row!.id));
  if (!subscribed) return;
  await t.db.insert(subscriptions).values({
    userId: row!.id,
    provider: 'sandbox',
    productId: 'prod_standard',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 86_400_000),
  });
}

const WRITTEN = [
  "I failed the quiz again. I'm such a failure, I'm just not good enough.",
  'Mi pareja no me contestó y pienso que me va a dejar.',
  "I don't want to be here anymore, I want to end my life.",
  '😭😭 im so tired, nobody cares',
];

/** Reflections the server really answered, with their tokens: saves that carry them get past the token check. */
async function collectReflections() {
  const collected: (typeof real)['reflections'] = [];
  for (const feeling_text of WRITTEN) {
    const request = { feeling_text, mood_level: 2 };
    const response = await send(jsonRequest('/api/check-ins/reflect', 'writer', request));
    const body = (await response.json()) as { reflection_token?: string };
    collected.push({ ...request, reflection_token: body.reflection_token });
  }
  return collected;
}

async function collectFinalReflections() {
  const exercise = {
    evidence_supporting: 'I missed two questions',
    evidence_challenging: 'I passed the last three quizzes',
    alternative_thought: 'One quiz does not decide who I am',
  };
  const request = { ...exercise, original_thought: WRITTEN[0], schema_type: 'unrelenting_standards' };
  const response = await send(jsonRequest('/api/check-ins/final-reflection', 'writer', request));
  const body = (await response.json()) as { reflection_token?: string };
  return [{ ...exercise, final_reflection_token: body.reflection_token }];
}

/**
 * The learner (a subscriber) reads the real lesson ids and schema types from the library, and has
 * check-ins that match every pattern, so a first open of any lesson writes pre-filled notes.
 */
async function prepareLessons() {
  const response = await send(getRequest('/api/lessons', 'learner'));
  if (response.status !== 200) throw new Error(`GET /api/lessons answered ${response.status} to a subscriber`);
  const library = LessonsLibraryResponseSchema.parse(await response.json());
  real.lessonIds = library.lessons.map((lesson) => lesson.id);
  real.lessonSchemaTypes = [...new Set(library.lessons.map((lesson) => lesson.schema_type))];
  if (real.lessonIds.length === 0) throw new Error('no lessons are seeded');
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, accounts.learner.email));
  await t.db.insert(checkIns).values(
    [...WRITTEN, 'she is pulling away\nagain', '\u202Egnp.exe «»“”', '<img src=x onerror=alert(1)>'].map(
      (feelingText, i) => ({
        userId: row!.id,
        feelingText,
        moodLevel: 2,
        detectedSchemas: [...SCHEMA_KEYS],
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      }),
    ),
  );
}

/** Real reset tokens, read from the mails, so a few fuzzed resets reach the password change. */
async function requestResetTokens(email: string, count: number) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await send(jsonRequest('/api/auth/request-password-reset', undefined, { email, redirectTo: '/auth' }));
    const link = t.sent.findLast((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    const token = link && new URLSearchParams(new URL(link).hash.slice(1)).get('token');
    if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

describe.concurrent(`API fuzz (${RUNS} requests per endpoint, seed ${SEED})`, () => {
  // Concurrent: password hashing (libuv threads) and PostgreSQL (its own process) overlap the
  // JavaScript work of the other endpoints.
  describe('Better Auth endpoints the client uses', () => {
    it('POST /api/auth/sign-up/email', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = oneOf(
        arbitraryFromSchema(SignUpSchema),
        fc.record({
          name: hostileString,
          email: later(() => accounts.reader.email),
          password: fc.constant('a calm river 42'),
        }),
      );
      await fuzz(post('/api/auth/sign-up/email', fuzzBodies(valid, { hashesPassword: true })));
    });

    it('POST /api/auth/sign-in/email', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = oneOf(
        arbitraryFromSchema(SignInSchema),
        fc.record({
          email: later(() => accounts.reader.email),
          password: oneOf(
            later(() => accounts.reader.password),
            hostileString,
          ),
          rememberMe: fc.boolean(),
          callbackURL: fc.constantFrom('/', 'https://evil.example', '//evil.example', 'javascript:alert(1)'),
        }),
      );
      await fuzz(post('/api/auth/sign-in/email', fuzzBodies(valid, { hashesPassword: true })));
    });

    it('POST /api/auth/sign-out', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(post('/api/auth/sign-out', fuzzBodies(fc.constant({})), 'leaver'));
    });

    it('POST /api/auth/request-password-reset', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = fc.record({
        email: oneOf(
          arbitraryFromSchema(ResetRequestSchema.shape.email),
          later(() => accounts.reader.email),
        ),
        redirectTo: fc.constantFrom(
          '/auth',
          '/es/auth',
          'https://evil.example',
          '//evil.example',
          'javascript:alert(1)',
        ),
      });
      await fuzz(post('/api/auth/request-password-reset', fuzzBodies(valid)));
    });

    it('POST /api/auth/reset-password', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = fc.record({
        newPassword: arbitraryFromSchema(ResetPasswordBodySchema.shape.newPassword),
        token: oneOf(
          arbitraryFromSchema(ResetPasswordBodySchema.shape.token),
          pick(() => real.resetTokens),
        ),
      });
      await fuzz(post('/api/auth/reset-password', fuzzBodies(valid)));
    });

    it('POST /api/auth/update-user', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(post('/api/auth/update-user', fuzzBodies(arbitraryFromSchema(UpdateUserSchema)), 'reader'));
    });

    it('POST /api/auth/change-password', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = oneOf(
        arbitraryFromSchema(ChangePasswordSchema),
        fc.record({
          currentPassword: fc.constant(CURRENT_PASSWORD),
          newPassword: arbitraryFromSchema(ChangePasswordSchema.shape.newPassword),
          revokeOtherSessions: fc.boolean(),
        }),
      );
      // A change that succeeds moves the account on: later requests carry the new password and cookie.
      const moveOn = (request: FuzzRequest, response: Response) => {
        if (response.status !== 200 || typeof request.body !== 'string') return;
        const sent = parseJson(request.body.replaceAll(CURRENT_PASSWORD, '')) as { newPassword?: unknown } | undefined;
        if (typeof sent?.newPassword === 'string') accounts.changer.password = sent.newPassword;
        const cookie = sessionCookie(response);
        if (cookie) accounts.changer.cookie = cookie;
      };
      await fuzz(post('/api/auth/change-password', fuzzBodies(valid, { hashesPassword: true }), 'changer'), moveOn);
    });

    it('GET /api/auth/get-session (query strings and forged cookies)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(get(withQuery('/api/auth/get-session', noQuery), 'reader', sessionCookies('reader')));
    });

    it('GET /api/auth/verify-email (query strings)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const query = fuzzQuery(
        fc.record({ token: shortHostileString, callbackURL: fc.constantFrom('/auth', 'https://evil.example') }),
      );
      await fuzz(get(withQuery('/api/auth/verify-email', query)));
    });
  });

  describe('our endpoints', () => {
    it('GET /api/me (query strings and forged cookies)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(get(withQuery('/api/me', noQuery), 'reader', sessionCookies('reader')));
    });

    it('GET /api/screener (query strings and forged cookies)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(get(withQuery('/api/screener', noQuery), 'answerer', sessionCookies('answerer')));
    });

    it('POST /api/screener/answers', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = fc.record(
        {
          session_id: oneOf(
            later(() => real.ownSessionId),
            later(() => real.otherSessionId),
            fc.uuid(),
          ),
          item_id: oneOf(
            pick(() => real.itemIds),
            arbitraryFromSchema(AnswerSchema.shape.item_id),
          ),
          score: arbitraryFromSchema(AnswerSchema.shape.score),
        },
        { requiredKeys: ['item_id', 'score'] },
      );
      await fuzz(post('/api/screener/answers', fuzzBodies(valid), 'answerer'));
    });

    it('GET /api/screener/sessions/:id/results', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const id = oneOf(
        later(() => real.ownSessionId),
        later(() => real.otherSessionId),
        fc.uuid(),
        shortHostileString.map(encodeSegment),
        fc.constantFrom('..', '%00', '%', '%E0%A4%A', '%2F..%2F', 'a'.repeat(5_000)),
      );
      await fuzz(
        get(
          id.map((segment) => `/api/screener/sessions/${segment}/results`),
          'answerer',
        ),
      );
    });

    it('GET /api/core-patterns (query strings and forged cookies)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(get(withQuery('/api/core-patterns', noQuery), 'chooser', sessionCookies('chooser')));
    });

    it('PUT /api/core-patterns', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(post('/api/core-patterns', fuzzBodies(arbitraryFromSchema(CorePatternsSchema)), 'chooser', 'PUT'));
    });

    it('GET /api/check-ins (query strings)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = arbitraryFromSchema(HistoryQuerySchema) as fc.Arbitrary<Record<string, unknown>>;
      await fuzz(get(withQuery('/api/check-ins', fuzzQuery(valid)), 'writer'));
    });

    it('POST /api/check-ins/reflect', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const written = fc.record({
        feeling_text: oneOf(fc.constantFrom(...WRITTEN), chatText(500)),
        mood_level: fc.integer({ min: 1, max: 5 }),
        country: fc.constantFrom('MX', 'GB', 'zz', 'ES'),
        time_zone: fc.constantFrom('America/Mexico_City', 'Etc/GMT+14', 'Mars/Olympus'),
      });
      await fuzz(
        post('/api/check-ins/reflect', fuzzBodies(oneOf(arbitraryFromSchema(ReflectRequestSchema), written)), 'writer'),
      );
    });

    it('POST /api/check-ins/final-reflection', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = arbitraryFromSchema(FinalReflectionRequestSchema);
      await fuzz(post('/api/check-ins/final-reflection', fuzzBodies(valid), 'reframer'));
    });

    it('POST /api/check-ins (save, with real and forged reflection tokens)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const withRealTokens = fc
        .record({ reflection: pick(() => real.reflections), exercise: fc.option(pick(() => real.finals)) })
        .map(({ reflection, exercise }) => ({ ...reflection, ...(exercise ? { reframing_exercise: exercise } : {}) }));
      await fuzz(
        post('/api/check-ins', fuzzBodies(oneOf(arbitraryFromSchema(SaveCheckInSchema), withRealTokens)), 'writer'),
      );
    });

    it('POST /api/subscription/checkout (plans, promo codes as typed)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const typed = fc.record({
        priceId: fc.constantFrom('price_sandbox_current_client', 'price_sandbox_standard', 'price_unknown'),
        promoCode: fc.constantFrom('CURRENT2025', '  current2025 ', 'NOPE', '', 'ÇÜRRENT', 'a'.repeat(41)),
      });
      await fuzz(
        post(
          '/api/subscription/checkout',
          fuzzBodies(oneOf(arbitraryFromSchema(CreateCheckoutSchema), typed)),
          'buyer',
        ),
      );
    });

    it('sandbox checkout and portal ids (unknown and hostile)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const id = oneOf(
        fc.uuid(),
        shortHostileString.map(encodeSegment),
        fc.constantFrom('..', '%00', '%', '%E0%A4%A', '%2F..%2F', 'a'.repeat(5_000)),
      );
      await fuzz(
        get(
          id.map((segment) => `/api/sandbox/checkouts/${segment}`),
          'buyer',
        ),
      );
      await fuzz(
        post(
          '/api/sandbox/portal/00000000-0000-4000-8000-000000000000/switch',
          fuzzBodies(arbitraryFromSchema(SwitchPlanSchema)),
          'buyer',
        ),
      );
    });

    describe('lessons (the learner is a subscriber)', () => {
      // A quarter of the runs for the library and the six routes under /api/lessons/:id: they share
      // one subscription check, one id guard and one progress write, and 1,000 each would add about
      // a third to this file's time. The reflection gets the full runs: it is where free text reaches
      // the reflection engine (through its own entry, reflectOnLessonNotes), and it is no slower.
      const LESSON_RUNS = Math.max(1, Math.round(RUNS / 4));
      /** Real lesson ids most of the time (so bodies reach the progress rules), else unknown and hostile ones. */
      const lessonId = fc.oneof(
        { arbitrary: pick(() => real.lessonIds), weight: 6 },
        { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,100}$/), weight: 1 },
        {
          arbitrary: fc.constantFrom(
            'reflect',
            'abandonment-3',
            'ABANDONMENT-1',
            'abandonment-1%20',
            'abandonment-1%2Fprogress',
            '..',
            '%00',
            '%',
            '%E0%A4%A',
            '%2F..%2F',
            'a'.repeat(101),
            'a'.repeat(5_000),
          ),
          weight: 1,
        },
        { arbitrary: shortHostileString.map(encodeSegment), weight: 1 },
      );
      const lessonPath = (suffix: string) => lessonId.map((id) => `/api/lessons/${id}${suffix}`);
      /** Notes as people write them (mostly), at and past the cap, blank, and hostile. */
      const notes = fc.oneof(
        { arbitrary: fc.constantFrom(...WRITTEN), weight: 3 },
        { arbitrary: chatText(2_000), weight: 3 },
        {
          arbitrary: fc.constantFrom(
            '',
            '   \n ',
            'x'.repeat(LESSON_NOTES_MAX),
            'x'.repeat(LESSON_NOTES_MAX + 1),
            '😀'.repeat(LESSON_NOTES_MAX / 2),
            'é'.repeat(LESSON_NOTES_MAX + 1),
          ),
          weight: 1,
        },
        { arbitrary: hostileString, weight: 1 },
      );
      const stage = fc.oneof(
        { arbitrary: fc.constantFrom('identify', 'understand', 'challenge'), weight: 4 },
        { arbitrary: fc.constantFrom('complete', 'IDENTIFY', ''), weight: 1 },
      );
      const timeZone = fc.constantFrom('America/Mexico_City', 'Europe/Madrid', 'Etc/GMT+14', 'Mars/Olympus', 'UTC');

      it('GET /api/lessons (query strings and forged cookies)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        await fuzz(
          get(withQuery('/api/lessons', noQuery), 'learner', sessionCookies('learner')),
          undefined,
          LESSON_RUNS,
        );
      });

      it('GET /api/lessons/:id (real, unknown and hostile ids)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        await fuzz(get(lessonPath(''), 'learner'), undefined, LESSON_RUNS);
      });

      it('POST /api/lessons/:id/first-open', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const valid = oneOf(arbitraryFromSchema(FirstOpenLessonSchema), fc.record({ time_zone: timeZone }));
        await fuzz(postTo(lessonPath('/first-open'), fuzzBodies(valid), 'learner'), undefined, LESSON_RUNS);
      });

      it('PUT /api/lessons/:id/progress/notes', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const valid = oneOf(arbitraryFromSchema(SaveLessonNotesSchema), fc.record({ stage, notes }));
        await fuzz(postTo(lessonPath('/progress/notes'), fuzzBodies(valid), 'learner', 'PUT'), undefined, LESSON_RUNS);
      });

      it('POST /api/lessons/:id/progress/continue', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const valid = oneOf(arbitraryFromSchema(ContinueLessonSchema), fc.record({ from: stage }));
        await fuzz(postTo(lessonPath('/progress/continue'), fuzzBodies(valid), 'learner'), undefined, LESSON_RUNS);
      });

      it('POST /api/lessons/:id/progress/complete', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const valid = oneOf(arbitraryFromSchema(CompleteLessonSchema), fc.record({ notes }));
        await fuzz(postTo(lessonPath('/progress/complete'), fuzzBodies(valid), 'learner'), undefined, LESSON_RUNS);
      });

      it('PUT /api/lessons/:id/progress/completed', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const valid = oneOf(
          arbitraryFromSchema(SetLessonCompletedSchema),
          fc.record({ completed: fc.constantFrom<unknown>(true, false, 'true', 1, 0, null) }),
        );
        await fuzz(
          postTo(lessonPath('/progress/completed'), fuzzBodies(valid), 'learner', 'PUT'),
          undefined,
          LESSON_RUNS,
        );
      });

      it('POST /api/lessons/reflect', { timeout: FUZZ_TIMEOUT_MS }, async () => {
        const written = fc.record(
          {
            notes,
            schema_type: fc.oneof(
              { arbitrary: pick(() => real.lessonSchemaTypes), weight: 4 },
              {
                arbitrary: fc.constantFrom(...SCHEMA_KEYS, 'social_isolation', 'ABANDONMENT', ' Standards '),
                weight: 2,
              },
              {
                arbitrary: fc.constantFrom('Nope', '__proto__', 'constructor', 'toString', 'hasOwnProperty'),
                weight: 1,
              },
            ),
            stage,
            country: fc.constantFrom('MX', 'GB', 'zz', 'ES'),
            time_zone: timeZone,
          },
          { requiredKeys: ['notes', 'schema_type', 'stage'] },
        );
        await fuzz(
          post('/api/lessons/reflect', fuzzBodies(oneOf(arbitraryFromSchema(LessonReflectSchema), written)), 'learner'),
        );
      });
    });

    it('GET /api/progress (query strings)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const valid = arbitraryFromSchema(ProgressQuerySchema) as fc.Arbitrary<Record<string, unknown>>;
      await fuzz(get(withQuery('/api/progress', fuzzQuery(valid)), 'writer'));
    });

    it('PUT /api/reminders', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(post('/api/reminders', fuzzBodies(arbitraryFromSchema(ReminderSettingsSchema)), 'reader', 'PUT'));
    });

    it('GET /api/account/export (query strings and forged cookies)', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(get(withQuery('/api/account/export', noQuery), 'buyer', sessionCookies('buyer')));
    });

    // Never the real password, so the buyer survives: every answer is a 4xx (wrong, malformed, or throttled).
    it('POST /api/account/delete', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      await fuzz(post('/api/account/delete', fuzzBodies(arbitraryFromSchema(DeleteAccountSchema)), 'buyer'));
    });

    it('any method on unknown or known /api paths', { timeout: FUZZ_TIMEOUT_MS }, async () => {
      const paths = oneOf(
        fc.constantFrom(
          '/api/me',
          '/api/check-ins',
          '/api/check-ins/reflect',
          '/api/core-patterns',
          '/api/screener/answers',
          '/api/subscription',
          '/api/subscription/checkout',
          '/api/subscription/portal',
          '/api/sandbox/checkouts/00000000-0000-4000-8000-000000000000/pay',
          '/api/lessons',
          '/api/lessons/reflect',
          '/api/lessons/abandonment-1',
          '/api/lessons/abandonment-1/first-open',
          '/api/lessons/abandonment-1/progress',
          '/api/lessons/abandonment-1/progress/notes',
          '/api/lessons/abandonment-1/progress/continue',
          '/api/lessons/abandonment-1/progress/complete',
          '/api/lessons/abandonment-1/progress/completed',
          '/api/lessons/no-such-lesson/progress/completed',
          '/api/reminders',
        ),
        fc.constantFrom('/api/auth/sign-in/email', '/api/auth/get-session', '/api/auth/update-user', '/api/auth/ok'),
        shortHostileString.map((segment) => `/api/${encodeSegment(segment)}`),
        shortHostileString.map((segment) => `/api/auth/${encodeSegment(segment)}`),
      );
      const requests = fc
        .record({
          method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
          path: paths,
          body: fuzzBodies(fc.constant({})),
          // The learner is a subscriber: the lesson paths answer it past the subscription check.
          as: fc.constantFrom<Persona | undefined>(undefined, 'reader', 'learner'),
        })
        .map(({ method, path, body, as }): FuzzRequest => ({ ...body, method, path, as }));
      await fuzz(requests);
    });
  });
});

function oneOf<T>(...arbitraries: fc.Arbitrary<T>[]): fc.Arbitrary<T> {
  return fc.oneof(...arbitraries);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
