import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createMemoryRateLimitStore } from './lib/rate-limit-store.js';
import { createTestApp, createUser, TEST_APP_URL, TEST_AUTH_SECRET } from './test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await t.app.request('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('says not ready when the database does not answer', async () => {
    const app = createApp({
      ...appDepsOf(t),
      pingDatabase: () => Promise.reject(new Error('down')),
    });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
  });
});

describe('bad input never gets a 500', () => {
  it('malformed JSON -> 400 with a message', async () => {
    const response = await t.client.post('/api/auth/sign-in/email', { rawBody: '{"email": ', ip: t.nextIp() });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = await response.json();
    expect(body.error.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it.each([
    { email: 42, password: 'a calm river 42' },
    { email: 'a@b.co', password: ['array'] },
    { email: null },
    'just a string',
    [],
  ])('wrong types %j -> 400', async (body) => {
    const response = await t.client.post('/api/auth/sign-up/email', { body, ip: t.nextIp() });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toEqual(expect.any(String));
  });

  it('a 2 MiB body -> 413 with a message, and nothing stored', async () => {
    const body = { email: 'big@example.com', password: 'a calm river 42', name: 'x'.repeat(2 * 1024 * 1024) };
    const response = await t.client.post('/api/auth/sign-up/email', { body, ip: t.nextIp() });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      code: 'body_too_large',
      message: 'The request is too large (1 MiB at most)',
    });
    const signIn = await t.client.post('/api/auth/sign-in/email', {
      body: { email: 'big@example.com', password: 'a calm river 42' },
      ip: t.nextIp(),
    });
    expect(signIn.status).toBe(401);
  });

  it('unknown API path -> 404 in our error shape', async () => {
    const response = await t.client.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it('GET /api/me without a session -> 401', async () => {
    const response = await t.client.get('/api/me');
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual({ code: 'unauthorized', message: 'Please sign in first' });
  });
});

describe('security', () => {
  it('sends CSP without inline scripts, nosniff and frame-ancestors none; HSTS only in production', async () => {
    const response = await t.app.request('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const production = createApp({ ...appDepsOf(t), production: true });
    const secured = await production.request('/healthz');
    expect(secured.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('gives API answers the security headers T32 asks of them, without the ones that only steer a document', async () => {
    const { cookie } = await createUser(t);
    for (const response of [await t.client.get('/api/me', { cookie }), await t.client.get('/api/me')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      for (const documentOnly of [
        'x-frame-options',
        'x-xss-protection',
        'x-dns-prefetch-control',
        'origin-agent-cluster',
      ]) {
        expect(response.headers.get(documentOnly)).toBeNull();
      }
    }
    const page = await t.app.request('/healthz');
    expect(page.headers.get('content-security-policy')).toContain("base-uri 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const { cookie } = await createUser(t);
    const fromElsewhere = await t.client.post('/api/auth/sign-out', {
      cookie,
      body: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect((await fromElsewhere.json()).error.code).toBe('forbidden_origin');
    expect((await t.client.get('/api/me', { cookie })).status).toBe(200);

    const formPost = await t.client.post('/api/auth/sign-out', {
      cookie,
      rawBody: 'a=b',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.status).toBe(403);
  });

  it('keeps free text and passwords out of the logs', async () => {
    const secretName = 'Canary-Name-7f3a';
    const secretPassword = 'canary password 7f3a';
    await createUser(t, { name: secretName, password: secretPassword });
    const logs = t.logs.text();
    expect(logs).toContain('"path":"/api/auth/sign-up/email"');
    expect(logs).not.toContain(secretName);
    expect(logs).not.toContain(secretPassword);
  });
});

describe('pages', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'pw-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');

  it('serves the app for known pages in both languages and 404 for others', async () => {
    const app = createApp({ ...appDepsOf(t), staticDir });
    for (const path of [
      '/',
      '/es',
      '/auth',
      '/es/auth',
      '/lessons/abc',
      '/es/schema-screener/results',
      '/marketing-resources',
    ]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    for (const path of ['/nope', '/es/nope', '/es/marketing-resources', '/lessons/a/b']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('id="root"');
    }
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

function appDepsOf(testApp: typeof t) {
  return {
    db: testApp.db,
    // Only its options are read by these apps: the session cookie's name, for the pages' HTML.
    auth: { options: {} } as never,
    resolveSession: () => Promise.resolve({ user: null, account: null, setCookies: [] }),
    reflection: undefined as never,
    payments: testApp.payments,
    authSecret: TEST_AUTH_SECRET,
    rateLimitStore: createMemoryRateLimitStore(),
    reflectionLimits: { perMinute: 1000, perDay: 10_000 },
    logger: testApp.logs.logger,
    appUrl: TEST_APP_URL,
    production: false,
    trustProxy: true,
    pingDatabase: async () => {},
  };
}
