import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../app.js';
import { createAuth } from '../features/auth/create-auth.js';
import { createSessionResolver } from '../features/auth/session-reader.js';
import {
  createSessionCache,
  followCacheInvalidations,
  forgettingAlso,
  SESSION_CACHE_TTL_MS,
} from '../features/auth/session-cache.js';
import { createCheckInPageCache } from '../features/check-ins/page-cache.js';
import { user } from '../db/schema.js';
import type { Mail, Mailer } from '../providers/mailer/mailer.js';
import { openDatabase } from '../db/client.js';
import { createTestDatabase, currentDatabaseName, type TestDatabase } from './test-database.js';
import { createBuiltinProvider } from '../providers/reflection/builtin-provider.js';
import { createReflectionEngine } from '../providers/reflection/reflection-engine.js';
import type { ReflectionProvider } from '../providers/reflection/types.js';
import type { ReflectionLimits } from '../features/check-ins/reflection-quota.js';
import { createMemoryRateLimitStore, type RateLimitStore } from '../lib/rate-limit-store.js';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.js';
import type { PaymentsProvider } from '../providers/payments/types.js';

export const TEST_APP_URL = 'http://localhost:3000';
/** The app's auth secret in tests: a test can sign what the server signs (an expired token, say). */
export const TEST_AUTH_SECRET = 'x'.repeat(32);

/** Everything the app logged during a test file, to prove what never reaches the logs. */
export function createLogCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

export type TestSessionCache = false | { ttlMs?: number; now?: () => number; follow?: boolean };

/** The real app on a real database; only the mail edge is kept in memory so tests can read it. */
export async function createTestApp(
  options: {
    reflectionProvider?: ReflectionProvider;
    /** Another database than a fresh test one (an unreachable one, to test outages); disposed with the app. */
    database?: TestDatabase;
    /** Reflection quotas; high by default so only the tests about them meet them. */
    reflectionLimits?: ReflectionLimits;
    /** Where app counters live (a memory store on a test clock, say); a fresh memory store by default. */
    rateLimitStore?: RateLimitStore;
    /** Production's `__Secure-` cookies (the default app speaks plain HTTP like development). */
    secureCookies?: boolean;
    /** Where sign-in failures per account are counted (Redis, to share them between two apps). */
    signInAttemptStore?: RateLimitStore;
    /** The payments provider (Stripe against its local stub, say); the sandbox with PROMO_CODES' default by default. */
    payments?: (db: TestDatabase['db']) => PaymentsProvider;
    /** Mount the browser-test factories (as NODE_ENV=test with E2E_FACTORIES=true does). */
    testFactories?: boolean;
    /** The clock reminders are scheduled by (a test moves it); the wall clock by default. */
    now?: () => Date;
    /**
     * The session cache and the check-in page cache as in production (kept lookups and pages,
     * dropped on the database's notifications);
     * `follow: false` leaves the notifications unheard (a lost one). On by default on PGlite, whose
     * notifications arrive before the statement returns; off by default on PostgreSQL, where they
     * arrive a moment later, so a test writing the database directly would race them.
     */
    sessionCache?: TestSessionCache;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const sent: Mail[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
  };
  const logs = createLogCapture();
  const secret = TEST_AUTH_SECRET;
  const builtin = createBuiltinProvider();
  const auth = createAuth({
    db: database.db,
    mailer,
    appUrl: TEST_APP_URL,
    secret,
    secureCookies: options.secureCookies ?? false,
    logger: logs.logger,
  });
  const payments =
    options.payments?.(database.db) ?? createSandboxProvider({ db: database.db, promoCodes: { CURRENT2025: 100 } });
  const cacheOptions = options.sessionCache ?? (database.kind === 'pglite' ? {} : false);
  const sessionCache = cacheOptions ? createSessionCache(cacheOptions) : undefined;
  const checkInPages = cacheOptions
    ? createCheckInPageCache({ ...cacheOptions, ttlMs: cacheOptions.ttlMs ?? SESSION_CACHE_TTL_MS })
    : undefined;
  if (cacheOptions && sessionCache && checkInPages) {
    if (cacheOptions.follow !== false) {
      followCacheInvalidations(database, { accounts: [sessionCache], checkIns: [checkInPages] });
    }
    // Without notifications the caches are told they may keep entries (the TTL is then the only bound).
    else for (const cache of [sessionCache, checkInPages]) cache.setListening(true);
  }
  const resolveSession = createSessionResolver(auth, database.db, secret, sessionCache);
  const app = createApp({
    db: database.db,
    auth,
    resolveSession,
    sessionChanges: checkInPages && forgettingAlso(resolveSession.changes, [checkInPages]),
    checkInPages,
    reflection: createReflectionEngine({
      provider: options.reflectionProvider ?? builtin,
      builtin,
      logger: logs.logger,
    }),
    payments,
    authSecret: secret,
    rateLimitStore: options.rateLimitStore ?? createMemoryRateLimitStore(),
    reflectionLimits: options.reflectionLimits ?? { perMinute: 1000, perDay: 10_000 },
    logger: logs.logger,
    appUrl: TEST_APP_URL,
    production: false,
    trustProxy: true,
    signInAttemptStore: options.signInAttemptStore,
    pingDatabase: database.ping,
    testFactories: options.testFactories,
    now: options.now,
  });
  let ipCounter = 0;
  const client = createClient(app);
  return {
    app,
    db: database.db,
    payments,
    sent,
    mailer,
    logs,
    client,
    sessionCache,
    checkInPages,
    /** A distinct client address, so tests do not share rate-limit buckets unless they mean to. */
    nextIp: () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    dispose: database.dispose,
  };
}

type App = ReturnType<typeof createApp>;
type RequestOptions = {
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/**
 * A second app instance on the same PostgreSQL database as `first` (TEST_DATABASE_URL), with its
 * caches on and following the database's notifications: what another server of a deployment sees.
 */
export async function createInstanceOnSameDatabase(first: { db: TestDatabase['db'] }) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${await currentDatabaseName(first.db)}`;
  const handle = openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 2 });
  return createTestApp({ database: { ...handle, dispose: handle.close }, sessionCache: {} });
}

export function createClient(app: App) {
  const request = (method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { origin: TEST_APP_URL, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    // Hono may answer synchronously; callers always get a promise (Promise.all of requests included).
    return Promise.resolve(app.request(path, { method, headers, body }));
  };
  return {
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, options?: RequestOptions) => request('POST', path, options),
  };
}

/**
 * Signs a new user up through the API, follows the mailed confirmation and returns the session
 * cookie and the user's id (a factory, not a fixture).
 */
export async function createUser(
  testApp: Awaited<ReturnType<typeof createTestApp>>,
  overrides: { email?: string; password?: string; name?: string } = {},
) {
  const email = overrides.email ?? `user-${crypto.randomUUID()}@example.com`;
  const password = overrides.password ?? 'a calm river 42';
  const response = await testApp.client.post('/api/auth/sign-up/email', {
    body: { email, password, name: overrides.name ?? '' },
    ip: testApp.nextIp(),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const confirmed = await confirmEmail(testApp, email);
  const [row] = await testApp.db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!row) throw new Error('sign-up stored no user');
  return { email, password, cookie: sessionCookie(confirmed), id: row.id };
}

/** The token of the newest sign-up confirmation mailed to this address (the link is /auth#type=signup&token=…). */
export function confirmationTokenFor(testApp: { sent: Mail[] }, email: string): string {
  const mail = testApp.sent.findLast(
    (sent) => sent.to === email.trim().toLowerCase() && sent.text.includes('#type=signup&token='),
  );
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  const token = link && new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  if (!token) throw new Error('no confirmation mail');
  return token;
}

/** Opens the confirmation link as the landing page does: verifies the email and signs the person in. */
export async function confirmEmail(testApp: Awaited<ReturnType<typeof createTestApp>>, email: string) {
  const token = confirmationTokenFor(testApp, email);
  const response = await testApp.client.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    ip: testApp.nextIp(),
  });
  if (response.status !== 200) throw new Error(`confirmation failed: ${response.status} ${await response.text()}`);
  return response;
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
