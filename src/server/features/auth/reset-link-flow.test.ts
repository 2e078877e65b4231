import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, sessionCookie } from '../../test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Only Date is faked, so a test can step past the link's hour; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
  vi.useRealTimers();
});

/** Asks for a reset link as the page does and returns the token from the mail. */
async function resetToken(email: string, locale = 'en'): Promise<string> {
  const before = t.sent.length;
  const response = await t.client.post('/api/auth/request-password-reset', {
    body: { email, redirectTo: locale === 'es' ? '/es/auth' : '/auth' },
    ip: t.nextIp(),
  });
  expect(response.status).toBe(200);
  const link = t.sent[before]?.text.match(/https?:\/\/\S+/)?.[0];
  const token = link && new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  if (!token) throw new Error('no reset mail');
  return token;
}

const check = (token: string) => t.client.post('/api/auth/check-reset-link', { body: { token }, ip: t.nextIp() });
const stateOf = async (token: string) => ((await (await check(token)).json()) as { state: string }).state;
const reset = (token: string, newPassword: string, locale = 'en') =>
  t.client.post('/api/auth/reset-password', {
    body: { newPassword, token },
    ip: t.nextIp(),
    headers: { 'accept-language': locale },
  });

describe('POST /api/auth/check-reset-link', () => {
  it('says a fresh link works, and that it no longer does once used', async () => {
    const { email } = await createUser(t);
    const token = await resetToken(email);
    expect(await stateOf(token)).toBe('valid');
    expect((await reset(token, 'a brand new lake 8')).status).toBe(200);
    expect(await stateOf(token)).toBe('invalid');
  });

  it('says an unknown link does not work, and a link older than an hour has expired', async () => {
    expect(await stateOf('not-a-real-token')).toBe('invalid');
    const { email } = await createUser(t);
    const token = await resetToken(email);
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect(await stateOf(token)).toBe('expired');
  });

  it('a link replaced by a newer one no longer works', async () => {
    const { email } = await createUser(t);
    const first = await resetToken(email);
    vi.setSystemTime(Date.now() + 61_000); // one mail per address a minute
    const second = await resetToken(email);
    expect(await stateOf(first)).toBe('invalid');
    expect(await stateOf(second)).toBe('valid');
  });

  it('refuses a request without a token, and never writes the token to the log', async () => {
    expect((await t.client.post('/api/auth/check-reset-link', { body: {}, ip: t.nextIp() })).status).toBe(400);
    const { email } = await createUser(t);
    const token = await resetToken(email);
    await check(token);
    expect(t.logs.text()).not.toContain(token);
  });
});

describe('a completed reset signs the person in', () => {
  it('answers with a session cookie that opens /api/me for that account', async () => {
    const { email } = await createUser(t);
    const token = await resetToken(email);
    const response = await reset(token, 'a brand new lake 9');
    expect(response.status).toBe(200);
    const me = await t.client.get('/api/me', { cookie: sessionCookie(response) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('sets no session when the reset fails (a used link, a common password)', async () => {
    const { email } = await createUser(t);
    const token = await resetToken(email);
    const common = await reset(token, 'password123');
    expect(common.status).toBe(400);
    expect(common.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(false);
    expect((await reset(token, 'a brand new lake 10')).status).toBe(200);
    const again = await reset(token, 'a brand new lake 11');
    expect(again.status).toBe(400);
    expect(again.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(false);
  });
});

describe('password rules name their field, so the form shows them under the password box', () => {
  it('reset: a common password is about newPassword, in the page language', async () => {
    const { email } = await createUser(t);
    const token = await resetToken(email);
    const body = (await (await reset(token, 'password123', 'es')).json()) as { error: Record<string, string> };
    expect(body.error.field).toBe('newPassword');
    expect(body.error.message).toContain('de las más comunes');
  });

  it('sign-up: a common password is about password; a wrong sign-in names no field', async () => {
    const signUp = await t.client.post('/api/auth/sign-up/email', {
      body: { email: `common-${crypto.randomUUID()}@example.com`, password: 'password123', name: '' },
      ip: t.nextIp(),
    });
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as { error: Record<string, string> }).error.field).toBe('password');
    const signIn = await t.client.post('/api/auth/sign-in/email', {
      body: { email: 'nobody@example.com', password: 'whatever 123' },
      ip: t.nextIp(),
    });
    expect(((await signIn.json()) as { error: Record<string, string> }).error.field).toBeUndefined();
  });
});
