import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from './db/schema.js';
import { createTestApp, createUser, TEST_APP_URL } from './test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const sameOrigin = { origin: TEST_APP_URL };

describe('Cache-Control: no-store on every API answer', () => {
  it('is sent on our routes, Better Auth routes, successes and errors alike', async () => {
    const { cookie } = await createUser(t);
    const answers = {
      'GET /api/me (signed in)': await t.client.get('/api/me', { cookie }),
      'GET /api/me (401)': await t.client.get('/api/me'),
      'GET /api/nothing-here (404)': await t.client.get('/api/nothing-here'),
      'GET /api/auth/get-session': await t.client.get('/api/auth/get-session', { cookie }),
      'POST /api/auth/sign-in/email (401)': await t.client.post('/api/auth/sign-in/email', {
        body: { email: 'nobody@example.com', password: 'a calm river 42' },
        ip: t.nextIp(),
      }),
      'POST /api/auth/sign-up/email (200)': await t.client.post('/api/auth/sign-up/email', {
        body: { email: `cache-${crypto.randomUUID()}@example.com`, password: 'a calm river 42', name: '' },
        ip: t.nextIp(),
      }),
      'POST cross-site (403)': await t.client.post('/api/auth/sign-out', {
        body: {},
        headers: { origin: 'https://evil.example' },
      }),
      'POST text/plain (415)': await t.client.post('/api/check-ins', {
        rawBody: '{}',
        headers: { 'content-type': 'text/plain' },
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('leaves the health checks to their own caching rules', async () => {
    expect((await t.app.request('/healthz')).headers.get('cache-control')).not.toBe('no-store');
  });
});

const english = 'Send the request body as JSON (Content-Type: application/json)';
const spanish = 'Envía el cuerpo de la petición como JSON (Content-Type: application/json)';

/** The bodies a cross-site form (or a careless client) sends without a CORS preflight. */
const nonJsonBodies: Record<string, () => { body: BodyInit; headers: Record<string, string> }> = {
  'text/plain': () => ({ body: '{"email":"a@b.co"}', headers: { 'content-type': 'text/plain' } }),
  'text/plain;charset=UTF-8': () => ({ body: '{}', headers: { 'content-type': 'text/plain;charset=UTF-8' } }),
  'application/x-www-form-urlencoded': () => ({
    body: 'email=a%40b.co&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'multipart/form-data': () => {
    const form = new FormData();
    form.set('email', 'a@b.co');
    return { body: form, headers: {} };
  },
  'no content type': () => ({ body: new TextEncoder().encode('{}'), headers: {} }),
};

const stateChanging = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-out'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/check-ins'],
  ['POST', '/api/check-ins/reflect'],
  ['POST', '/api/screener/answers'],
  ['PUT', '/api/core-patterns'],
  ['PATCH', '/api/me'],
  ['DELETE', '/api/me'],
] as const;

describe('JSON routes refuse non-JSON bodies with 415', () => {
  it.each(Object.keys(nonJsonBodies))('%s -> 415 on every state-changing route, in English', async (kind) => {
    for (const [method, path] of stateChanging) {
      const { body, headers } = nonJsonBodies[kind]!();
      const response = await t.app.request(path, { method, body, headers: { ...sameOrigin, ...headers } });
      expect(response.status, `${method} ${path}`).toBe(415);
      expect(await response.json(), `${method} ${path}`).toEqual({
        error: { code: 'unsupported_media_type', message: english },
      });
    }
  });

  it('answers in Spanish for a Spanish client', async () => {
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: 'email=a%40b.co',
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: { code: 'unsupported_media_type', message: spanish } });
  });

  it('a form-encoded sign-up creates no account', async () => {
    const email = `form-${crypto.randomUUID()}@example.com`;
    const password = 'a calm river 42';
    const form = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: new URLSearchParams({ email, password, name: '' }).toString(),
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': t.nextIp() },
    });
    expect(form.status).toBe(415);
    const signIn = await t.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: t.nextIp() });
    expect(signIn.status).toBe(401);
  });

  it('accepts application/json with or without a charset, in any letter case', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
    ]) {
      const response = await t.client.post('/api/auth/sign-up/email', {
        body: { email: `json-${crypto.randomUUID()}@example.com`, password: 'a calm river 42', name: '' },
        headers: { 'content-type': contentType },
        ip: t.nextIp(),
      });
      expect(response.status, contentType).toBe(200);
    }
  });

  it('lets a request without a body through (sign-out with no body signs out)', async () => {
    const { cookie } = await createUser(t);
    const signOut = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: { ...sameOrigin, cookie } });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.getSetCookie().join(';')).toMatch(/session_token=;/);
  });
});

describe('over a real HTTP connection', () => {
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((ready) => {
      server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('a bodiless POST (Content-Length: 0) passes, a text/plain one is refused', async () => {
    const { cookie } = await createUser(t);
    const empty = await fetch(`${base}/api/auth/sign-out`, { method: 'POST', headers: { ...sameOrigin, cookie } });
    expect(empty.status).toBe(200);

    const text = await fetch(`${base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
    expect(text.headers.get('cache-control')).toBe('no-store');
  });

  it('a chunked POST is judged by its bytes: empty passes, a body without a type is refused', async () => {
    const { cookie } = await createUser(t);
    expect(await postChunked(`${base}/api/auth/sign-out`, cookie, '')).toBe(200);
    expect(await postChunked(`${base}/api/auth/sign-out`, cookie, '{}')).toBe(415);
  });

  it('a write is held to 1 MiB whether its length is declared or chunked, and a body within it is saved', async () => {
    const { cookie, id } = await createUser(t);
    await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, id));
    const json = { ...sameOrigin, cookie, 'content-type': 'application/json' };
    const post = (body: string) => fetch(`${base}/api/check-ins`, { method: 'POST', headers: json, body });
    const checkIn = (feeling: string) => JSON.stringify({ feeling_text: feeling, mood_level: 3 });

    expect((await post(checkIn('A slow, quiet Sunday.'))).status).toBe(201);
    const declared = await post(checkIn('x'.repeat(2 * 1024 * 1024)));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('body_too_large');
    expect(await postChunked(`${base}/api/check-ins`, cookie, checkIn('y'.repeat(2 * 1024 * 1024)), json)).toBe(413);

    const saved = await (await fetch(`${base}/api/check-ins`, { headers: { cookie } })).json();
    expect(saved.items.map((item: { feeling_text: string }) => item.feeling_text)).toEqual(['A slow, quiet Sunday.']);
  });
});

/** Node's client sends a POST as Transfer-Encoding: chunked, with no Content-Length. */
function postChunked(url: string, cookie: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...sameOrigin, cookie, ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    if (body) request.write(body);
    request.end();
  });
}
