import { Hono } from 'hono';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app-env.js';
import { handleError } from '../../lib/error-handler.js';
import { createTestApp, createUser, TEST_AUTH_SECRET } from '../../test/test-app.js';
import type { Auth } from './create-auth.js';
import { createAuthRoutes } from './routes.js';

const SERVICE_UNAVAILABLE = {
  en: 'We cannot reach our database right now. Your text is still on this page: please try again in a minute.',
  es: 'Ahora mismo no podemos conectar con nuestra base de datos. Tu texto sigue en esta página: vuelve a intentarlo en un minuto.',
};

describe('auth during a database outage', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let account: { email: string; password: string };
  beforeAll(async () => {
    t = await createTestApp();
    account = await createUser(t);
    await t.dispose(); // the database goes away under the running app
  });

  it.each([
    ['sign-in', '/api/auth/sign-in/email', () => ({ email: account.email, password: account.password })],
    ['sign-up', '/api/auth/sign-up/email', () => ({ email: 'new@example.com', password: 'a calm river 42', name: '' })],
    ['reset request', '/api/auth/request-password-reset', () => ({ email: account.email, redirectTo: '/auth' })],
  ])('%s answers 503 service_unavailable in the page language with Retry-After, not 500', async (_name, path, body) => {
    for (const locale of ['en', 'es'] as const) {
      const response = await t.client.post(path, {
        body: body(),
        ip: t.nextIp(),
        headers: { 'accept-language': locale },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE[locale] },
      });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('does not count an outage against the account: sign-ins keep answering 503, not 429', async () => {
    for (let i = 0; i < 15; i += 1) {
      const response = await t.client.post('/api/auth/sign-in/email', {
        body: { email: account.email, password: 'a wrong guess' },
        ip: t.nextIp(),
      });
      expect(response.status).toBe(503);
    }
  });
});

describe('a failure Better Auth answered itself', () => {
  // Better Auth answers some database errors with a bare 500, or a "failed to create" 4xx, instead of throwing them.
  const appAnswering = (answer: () => Response, pingDatabase: () => Promise<void>) => {
    const auth = { handler: () => Promise.resolve(answer()) } as unknown as Auth;
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('locale', 'es');
      c.set('logger', pino({ level: 'silent' }));
      await next();
    });
    app.onError(handleError);
    app.route('/api/auth', createAuthRoutes(auth, { trustProxy: false, pingDatabase, authSecret: TEST_AUTH_SECRET }));
    return app;
  };

  const bare500 = () => new Response(null, { status: 500 });
  const failedToCreateUser = () => Response.json({ code: 'FAILED_TO_CREATE_USER', message: 'Failed' }, { status: 422 });
  const databaseDown = () => Promise.reject(new Error('connection refused'));
  const databaseUp = async () => {};

  it.each([
    ['a bare 500', bare500],
    ['422 FAILED_TO_CREATE_USER', failedToCreateUser],
  ])('%s becomes 503 when the database does not answer either', async (_name, answer) => {
    const response = await appAnswering(answer, databaseDown).request('/api/auth/sign-up/email', { method: 'POST' });
    expect(response.status).toBe(503);
    expect((await response.json()).error).toEqual({ code: 'service_unavailable', message: SERVICE_UNAVAILABLE.es });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stays as it was when the database is fine (the fault is not an outage)', async () => {
    expect((await appAnswering(bare500, databaseUp).request('/api/auth/get-session')).status).toBe(500);
    const refused = await appAnswering(failedToCreateUser, databaseUp).request('/api/auth/sign-up/email', {
      method: 'POST',
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.code).toBe('failed_to_create_user');
  });
});
