import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, profiles, user } from '../../db/schema.js';
import { createTestApp, createUser, sessionCookie } from '../../test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const resetLinkOf = (mailIndex: number) => {
  const mail = t.sent[mailIndex];
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the mail');
  return new URL(link);
};

describe('sign up', () => {
  it('creates the user with a profile, signs them in and falls back to the email as name', async () => {
    const { email, cookie } = await createUser(t);
    const me = await t.client.get('/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user).toMatchObject({ email, name: email });
    expect(body.profile).toEqual({ check_ins_used: 0, has_completed_screener: false });
    expect(body.subscription).toBeNull();
    expect(body.access).toEqual({ status: 'needs_screener' });
  });

  it('stores the password hashed with scrypt, never in clear', async () => {
    const { email, password } = await createUser(t);
    const [row] = await t.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.hash).toBeTruthy();
    expect(row?.hash).not.toContain(password);
    expect(row?.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it.each([
    [{ email: 'not-an-email', password: 'a calm river 42' }, 'Please enter a valid email address'],
    [{ email: 'short@example.com', password: '1234567' }, 'Password must be at least 8 characters'],
    [{ email: 'common@example.com', password: 'password1' }, 'one of the most common'],
    [{ email: 'html@example.com', password: 'a calm river 42', name: '<script>alert(1)</script>' }, 'cannot contain <'],
    [{ email: 'long@example.com', password: 'a calm river 42', name: 'n'.repeat(81) }, 'at most 80 characters'],
  ])('refuses %j with a clear message', async (body, message) => {
    const response = await t.client.post('/api/auth/sign-up/email', { body, ip: t.nextIp() });
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.error.code).toBe('validation');
    expect(json.error.message).toContain(message);
    const [stored] = await t.db
      .select()
      .from(user)
      .where(eq(user.email, String(body.email)));
    expect(stored).toBeUndefined();
  });

  it('answers in Spanish when the page is Spanish', async () => {
    const response = await t.client.post('/api/auth/sign-up/email', {
      body: { email: 'x@example.com', password: '123' },
      ip: t.nextIp(),
      headers: { 'accept-language': 'es' },
    });
    expect((await response.json()).error.message).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it('stores a name with SQL in it exactly as written', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const { email } = await createUser(t, { name });
    const [stored] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(stored?.name).toBe(name);
  });

  it('answers a second sign-up with the same email like a new one, without a second account (sign-up.test.ts has more)', async () => {
    const signUp = (email: string) =>
      t.client.post('/api/auth/sign-up/email', {
        body: { email, password: 'another calm river', name: '' },
        ip: t.nextIp(),
      });
    const withoutIdAndClock = async (response: Response) => {
      const body = await response.json();
      return {
        status: response.status,
        cookies: response.headers.getSetCookie(),
        user: { ...body.user, id: 0, createdAt: 0, updatedAt: 0 },
      };
    };
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const fresh = await withoutIdAndClock(await signUp(email));
    const again = await withoutIdAndClock(await signUp(email));
    expect(fresh.status).toBe(200);
    expect(again).toEqual(fresh);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('sets an HttpOnly SameSite=Lax cookie and ends the session on the server at sign-out', async () => {
    const { email, password } = await createUser(t);
    const signIn = await t.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: t.nextIp() });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = sessionCookie(signIn);

    expect((await t.client.get('/api/me', { cookie })).status).toBe(200);
    const signOut = await t.client.post('/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    // The old cookie, replayed, no longer opens anything.
    expect((await t.client.get('/api/me', { cookie })).status).toBe(401);
  });

  it('answers a wrong password with the same message as an unknown email', async () => {
    const { email } = await createUser(t);
    const wrong = await t.client.post('/api/auth/sign-in/email', {
      body: { email, password: 'not the one' },
      ip: t.nextIp(),
    });
    const unknown = await t.client.post('/api/auth/sign-in/email', {
      body: { email: 'nobody@example.com', password: 'not the one' },
      ip: t.nextIp(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).error.message).toBe((await unknown.json()).error.message);
  });

  it('rate limits sign-in per IP: the 31st attempt in 5 minutes gets 429 with a translated message', async () => {
    const ip = t.nextIp();
    // A different account each time, so the per-account throttle (throttle.test.ts) stays out of it.
    const attempt = (i: number) =>
      t.client.post('/api/auth/sign-in/email', {
        body: { email: `nobody-${i}@example.com`, password: 'wrong password' },
        ip,
        headers: { 'accept-language': 'es' },
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(i)).status).toBe(401);
    const blocked = await attempt(30);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    });
    // Another address is not affected.
    const other = await t.client.post('/api/auth/sign-in/email', {
      body: { email: 'nobody-else@example.com', password: 'wrong password' },
      ip: t.nextIp(),
    });
    expect(other.status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link in the page language; the new password works and the old one fails', async () => {
    const { email, password } = await createUser(t);
    const before = t.sent.length;
    const request = await t.client.post('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/es/auth' },
      ip: t.nextIp(),
    });
    expect(request.status).toBe(200);
    expect(t.sent).toHaveLength(before + 1);
    const mail = t.sent[before]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Restablece tu contraseña de Patternwise');
    expect(mail.html).toContain('<a href=');
    const link = resetLinkOf(before);
    expect(link.pathname).toBe('/es/auth');
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    expect(new URLSearchParams(link.hash.slice(1)).get('type')).toBe('recovery');

    const newPassword = 'a quiet mountain 7';
    const reset = await t.client.post('/api/auth/reset-password', { body: { newPassword, token }, ip: t.nextIp() });
    expect(reset.status).toBe(200);
    const again = await t.client.post('/api/auth/reset-password', {
      body: { newPassword: 'yet another one 9', token },
      ip: t.nextIp(),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toContain('invalid or has expired');

    const oldSignIn = await t.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: t.nextIp() });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await t.client.post('/api/auth/sign-in/email', {
      body: { email, password: newPassword },
      ip: t.nextIp(),
    });
    expect(newSignIn.status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await createUser(t);
    const before = t.sent.length;
    const response = await t.client.post('/api/auth/request-password-reset', {
      body: { email: 'nobody-here@example.com', redirectTo: '/auth' },
      ip: t.nextIp(),
    });
    const knownResponse = await t.client.post('/api/auth/request-password-reset', {
      body: { email: known.email, redirectTo: '/auth' },
      ip: t.nextIp(),
    });
    expect(response.status).toBe(knownResponse.status);
    expect(await response.json()).toEqual(await knownResponse.json());
    expect(t.sent).toHaveLength(before + 1);
    expect(t.sent.at(-1)?.subject).toBe('Reset your Patternwise password');
  });

  it('refuses a common password as the new one', async () => {
    const { email } = await createUser(t);
    const before = t.sent.length;
    await t.client.post('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth' }, ip: t.nextIp() });
    const token = new URLSearchParams(resetLinkOf(before).hash.slice(1)).get('token')!;
    const reset = await t.client.post('/api/auth/reset-password', {
      body: { newPassword: 'qwerty123', token },
      ip: t.nextIp(),
    });
    expect(reset.status).toBe(400);
    expect((await reset.json()).error.message).toContain('most common');
  });
});

describe('profile and cascade', () => {
  it('deleting a user removes their profile row', async () => {
    const { email } = await createUser(t);
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await t.db.select().from(profiles).where(eq(profiles.id, row!.id))).toHaveLength(1);
    await t.db.delete(user).where(eq(user.id, row!.id));
    expect(await t.db.select().from(profiles).where(eq(profiles.id, row!.id))).toHaveLength(0);
  });
});
