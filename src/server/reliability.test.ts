import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createServices } from './create-services.js';
import { openDatabase } from './db/client.js';
import { checkIns, profiles, schemaScreenerSessions } from './db/schema.js';
import { readEnv } from './env.js';
import { createLogCapture, createTestApp, createUser } from './test/test-app.js';
import { createTestDatabase, currentDatabaseName } from './test/test-database.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const TEST_SECRET = 'x'.repeat(32); // the secret createTestApp signs sessions with
const SERVICE_UNAVAILABLE = {
  en: 'We cannot reach our database right now. Your text is still on this page: please try again in a minute.',
  es: 'Ahora mismo no podemos conectar con nuestra base de datos. Tu texto sigue en esta página: vuelve a intentarlo en un minuto.',
};

/** A correctly signed session cookie: the session lookup reaches the database before it can say "unknown". */
function signedSessionCookie() {
  const token = 'a'.repeat(32);
  const signature = createHmac('sha256', TEST_SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectServiceUnavailable(response: Response, locale: 'en' | 'es') {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({
    error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE[locale] },
  });
}

describe('database outage: 503 with a message to retry, in both languages', () => {
  it('an unreachable database (closed port) answers 503 on API requests, and /readyz 503', async () => {
    const handle = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/patternwise', pgliteDir: '' });
    const t = await createTestApp({ database: { ...handle, dispose: handle.close } });
    try {
      const cookie = signedSessionCookie();
      await expectServiceUnavailable(await t.client.get('/api/me', { cookie }), 'en');
      await expectServiceUnavailable(
        await t.client.get('/api/me', { cookie, headers: { 'accept-language': 'es' } }),
        'es',
      );
      await expectServiceUnavailable(
        await t.client.post('/api/check-ins', {
          cookie,
          body: { feeling_text: 'a private sentence', mood_level: 3 },
          headers: { 'accept-language': 'es-MX' },
        }),
        'es',
      );
      // Better Auth's own routes too (features/auth/routes.ts tells an outage from its own failures).
      await expectServiceUnavailable(
        await t.client.post('/api/auth/sign-in/email', {
          body: { email: 'someone@example.com', password: 'a calm river 42' },
          ip: t.nextIp(),
          headers: { 'accept-language': 'es' },
        }),
        'es',
      );
      expect((await t.client.get('/readyz')).status).toBe(503);
      expect(t.logs.text()).toContain('"code":"ECONNREFUSED"');
      expect(t.logs.text()).not.toContain('127.0.0.1:1');
    } finally {
      await t.dispose();
    }
  });

  it('a closed database (PGlite closed, or the pool ended) answers 503, not 500', async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({ database });
    const { cookie } = await createUser(t);
    expect((await t.client.get('/api/me', { cookie })).status).toBe(200);
    await database.close();
    try {
      await expectServiceUnavailable(await t.client.get('/api/me', { cookie }), 'en');
      await expectServiceUnavailable(
        await t.client.get('/api/check-ins', { cookie, headers: { 'accept-language': 'es' } }),
        'es',
      );
    } finally {
      await t.dispose().catch(() => undefined);
    }
  });
});

/** A TCP relay in front of PostgreSQL that can be switched off and on, like a database restart. */
function createSwitchableRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop).on('close', () => {
        sockets.delete(socket);
        drop();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  return {
    get port() {
      return port;
    },
    up: async () => {
      server = createServer(relay);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    /** Every open connection is cut and new ones are refused. */
    down: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

describe.runIf(onPostgres)('database outage and recovery (postgres project: needs a real server)', () => {
  it('answers 503 while PostgreSQL is unreachable and 200 again once it is back, in the same process', async () => {
    const database = await createTestDatabase();
    const name = await currentDatabaseName(database.db);
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const relay = createSwitchableRelay({ host: server.hostname, port: Number(server.port || 5432) });
    await relay.up();
    const viaRelay = new URL(server);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    viaRelay.pathname = `/${name}`;
    const handle = openDatabase({ url: viaRelay.toString(), pgliteDir: '', poolSize: 3 });
    const t = await createTestApp({ database: { ...handle, dispose: handle.close } });
    try {
      const { cookie } = await createUser(t);
      expect((await t.client.get('/api/me', { cookie })).status).toBe(200);

      await relay.down();
      await wait(100);
      await expectServiceUnavailable(await t.client.get('/api/me', { cookie }), 'en');
      await expectServiceUnavailable(
        await t.client.get('/api/check-ins', { cookie, headers: { 'accept-language': 'es' } }),
        'es',
      );
      expect((await t.client.get('/readyz')).status).toBe(503);

      await relay.up();
      expect((await t.client.get('/readyz')).status).toBe(200);
      const me = await t.client.get('/api/me', { cookie });
      expect(me.status).toBe(200);
      expect((await me.json()).user.email).toContain('@example.com');
    } finally {
      await t.dispose();
      await relay.down();
      await database.dispose();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL drops idle connections (postgres project: needs a real server)', () => {
  it('the app keeps answering after pg_terminate_backend ends all its connections', async () => {
    const t = await createTestApp();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { cookie } = await createUser(t);
      // Several requests at once, so the pool holds several idle connections to be dropped.
      const before = await Promise.all(Array.from({ length: 4 }, () => t.client.get('/api/me', { cookie })));
      expect(before.map((response) => response.status)).toEqual([200, 200, 200, 200]);

      const name = await currentDatabaseName(t.db);
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      await wait(300);

      // Same process, same app: it reconnects and answers.
      expect((await t.client.get('/api/me', { cookie })).status).toBe(200);
      const saved = await t.app.request('/api/core-patterns', {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ schema_keys: ['abandonment', 'subjugation'] }),
      });
      expect(saved.status).toBe(200);
      expect((await t.client.get('/readyz')).status).toBe(200);
    } finally {
      await admin.end();
      await t.dispose();
    }
  });
});

describe('Redis errors do not reach stderr or end the process', () => {
  it('an unreachable Redis is logged by code only, and the services keep running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pw-redis-'));
    const logs = createLogCapture();
    const env = readEnv({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1', AUTH_SECRET: TEST_SECRET });
    const services = await createServices(env, logs.logger);
    try {
      await expect.poll(() => logs.text(), { timeout: 10_000 }).toContain('redis connection error');
      expect(logs.text()).toContain('"code":"ECONNREFUSED"');
      expect(logs.text()).not.toContain('127.0.0.1:1');
      await expect(services.deps.pingDatabase()).resolves.toBeUndefined();
    } finally {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('NUL bytes are refused with a 400 and nothing is stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  const NUL_MESSAGE = {
    en: 'The text contains a character that cannot be stored (a NUL byte or a broken character)',
    es: 'El texto contiene un carácter que no se puede guardar (un byte NUL o un carácter roto)',
  };

  async function createFreeUser() {
    const created = await createUser(t);
    await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, created.id));
    return created;
  }

  async function expectNulRefused(response: Response, locale: 'en' | 'es') {
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation', message: NUL_MESSAGE[locale] });
  }

  const exercise = {
    evidence_supporting: 'they were late',
    evidence_challenging: 'they called',
    alternative_thought: 'they care',
  };

  it.each(['en', 'es'] as const)('the check-in feeling text, on reflect and on save (%s)', async (locale) => {
    const { cookie, id } = await createFreeUser();
    const headers = { 'accept-language': locale };
    const body = { feeling_text: 'I feel\u0000 alone', mood_level: 3 };
    await expectNulRefused(await t.client.post('/api/check-ins/reflect', { cookie, body, headers }), locale);
    await expectNulRefused(await t.client.post('/api/check-ins', { cookie, body, headers }), locale);
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, id))).toEqual([]);
  });

  it.each(['evidence_supporting', 'evidence_challenging', 'alternative_thought'])(
    'each reframing answer (%s), on the final reflection and on save',
    async (field) => {
      const { cookie, id } = await createFreeUser();
      const answers = { ...exercise, [field]: 'a thought\u0000' };
      await expectNulRefused(
        await t.client.post('/api/check-ins/final-reflection', {
          cookie,
          body: { ...answers, original_thought: 'they forgot me', schema_type: 'abandonment' },
        }),
        'en',
      );
      await expectNulRefused(
        await t.client.post('/api/check-ins', {
          cookie,
          body: {
            feeling_text: 'they forgot me',
            mood_level: 3,
            reframing_exercise: { ...answers, final_reflection: 'ok' },
          },
          headers: { 'accept-language': 'es' },
        }),
        'es',
      );
      expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, id))).toEqual([]);
    },
  );

  it('the final-reflection request’s original thought', async () => {
    const { cookie } = await createFreeUser();
    const response = await t.client.post('/api/check-ins/final-reflection', {
      cookie,
      body: { ...exercise, original_thought: '\u0000', schema_type: 'abandonment' },
      headers: { 'accept-language': 'es' },
    });
    await expectNulRefused(response, 'es');
  });

  it('the screener answer’s item_id: no session is created', async () => {
    const { cookie, id } = await createFreeUser();
    const response = await t.client.post('/api/screener/answers', {
      cookie,
      body: { item_id: 'item\u0000', score: 3 },
    });
    await expectNulRefused(response, 'en');
    expect(await t.db.select().from(schemaScreenerSessions).where(eq(schemaScreenerSessions.userId, id))).toEqual([]);
  });

  it('a field no schema reads (an unknown key) is refused too, before validation', async () => {
    const { cookie, id } = await createFreeUser();
    await expectNulRefused(
      await t.client.post('/api/check-ins', {
        cookie,
        body: { feeling_text: 'a calm day', mood_level: 3, 'note\u0000': 'x' },
      }),
      'en',
    );
    await expectNulRefused(
      await t.client.post('/api/check-ins', {
        cookie,
        body: { feeling_text: 'a calm day', mood_level: 3, extra: [['fine', 'not\u0000fine']] },
        headers: { 'accept-language': 'es' },
      }),
      'es',
    );
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, id))).toEqual([]);
  });
});
