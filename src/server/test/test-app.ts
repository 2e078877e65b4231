import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../app.js';
import { createAuth } from '../features/auth/create-auth.js';
import { createSessionResolver } from '../features/auth/session-reader.js';
import type { Mail, Mailer } from '../providers/mailer/mailer.js';
import { createTestDatabase } from './test-database.js';
import { createBuiltinProvider } from '../providers/reflection/builtin-provider.js';
import { createReflectionEngine } from '../providers/reflection/reflection-engine.js';
import type { ReflectionProvider } from '../providers/reflection/types.js';

export const TEST_APP_URL = 'http://localhost:3000';

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

/** The real app on a real database; only the mail edge is kept in memory so tests can read it. */
export async function createTestApp(options: { reflectionProvider?: ReflectionProvider } = {}) {
  const database = await createTestDatabase();
  const sent: Mail[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (mail) => void sent.push(mail) };
  const logs = createLogCapture();
  const secret = 'x'.repeat(32);
  const builtin = createBuiltinProvider();
  const auth = createAuth({
    db: database.db,
    mailer,
    appUrl: TEST_APP_URL,
    secret,
    secureCookies: false,
    logger: logs.logger,
  });
  const app = createApp({
    db: database.db,
    auth,
    resolveSession: createSessionResolver(auth, database.db, secret),
    reflection: createReflectionEngine({
      provider: options.reflectionProvider ?? builtin,
      builtin,
      logger: logs.logger,
    }),
    logger: logs.logger,
    appUrl: TEST_APP_URL,
    production: false,
    trustProxy: true,
    pingDatabase: database.ping,
  });
  let ipCounter = 0;
  const client = createClient(app);
  return {
    app,
    db: database.db,
    sent,
    logs,
    client,
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

export function createClient(app: App) {
  const request = (method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { origin: TEST_APP_URL, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    return app.request(path, { method, headers, body });
  };
  return {
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, options?: RequestOptions) => request('POST', path, options),
  };
}

/** Signs a new user up through the API and returns the session cookie (a factory, not a fixture). */
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
  return { email, password, cookie: sessionCookie(response) };
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
