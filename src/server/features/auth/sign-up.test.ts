import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema.js';
import {
  confirmationTokenFor,
  confirmEmail,
  createTestApp,
  createUser,
  sessionCookie,
  TEST_APP_URL,
} from '../../test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const password = 'a calm river 42';
const newEmail = () => `sign-up-${crypto.randomUUID()}@example.com`;

const signUp = (email: string, options: { locale?: 'en' | 'es'; name?: string; password?: string } = {}) =>
  t.client.post('/api/auth/sign-up/email', {
    body: { email, password: options.password ?? password, name: options.name ?? '' },
    ip: t.nextIp(),
    headers: { 'accept-language': options.locale ?? 'en' },
  });

const signIn = (email: string, pass: string, locale: 'en' | 'es' = 'en') =>
  t.client.post('/api/auth/sign-in/email', {
    body: { email, password: pass },
    ip: t.nextIp(),
    headers: { 'accept-language': locale },
  });

const verify = (token: string) =>
  t.client.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { ip: t.nextIp() });

const mailsTo = (email: string) => t.sent.filter((mail) => mail.to === email);
const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]);

/** What a caller can see of an answer, minus what differs between any two sign-ups (the id and the clock). */
async function observable(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  const headers = [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort();
  return {
    status: response.status,
    headers,
    setCookie: response.headers.getSetCookie(),
    body: { ...body, user: { ...body.user, id: typeof body.user.id, createdAt: 'time', updatedAt: 'time' } },
    idShape: String(body.user.id).replace(/[A-Za-z0-9]/g, 'x'),
  };
}

describe('sign-up does not tell whether an email is registered', () => {
  it('answers a new and an already-registered email alike: status, body, headers, and no session cookie', async () => {
    const email = newEmail();
    const first = await observable(await signUp(email));
    await confirmEmail(t, email);
    const again = await observable(await signUp(email));

    expect(first.status).toBe(200);
    expect(first.setCookie).toEqual([]);
    expect(again).toEqual(first);
    expect(first.body).toMatchObject({ token: null, user: { email, emailVerified: false } });
  });

  it('answers an unconfirmed registered email like a new one too', async () => {
    const email = newEmail();
    const first = await observable(await signUp(email));
    const again = await observable(await signUp(email));
    expect(again).toEqual(first);
  });

  it('takes comparable time for a registered email (mean at least a third of a new sign-up)', async () => {
    const registered = await createUser(t);
    const timeOf = async (email: string) => {
      const started = performance.now();
      const response = await signUp(email);
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    await timeOf(newEmail()); // warm-up
    const fresh: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      fresh.push(await timeOf(newEmail()));
      existing.push(await timeOf(registered.email));
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(existing)).toBeGreaterThanOrEqual(mean(fresh) / 3);
  });

  it('keeps the existing account as it was and never logs the address', async () => {
    const { email, cookie } = await createUser(t, { name: 'Ana' });
    expect((await signUp(email, { name: 'Someone Else', password: 'another calm river 7' })).status).toBe(200);
    const rows = await t.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(rows).toEqual([{ name: 'Ana' }]);
    expect((await signIn(email, 'another calm river 7')).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
    expect((await t.client.get('/api/me', { cookie })).status).toBe(200);
    expect(t.logs.text()).not.toContain(email);
  });
});

describe('sign-up mails', () => {
  it.each([
    ['en', '/auth', 'Confirm your email for Patternwise', 'Confirm my email'],
    ['es', '/es/auth', 'Confirma tu correo para Patternwise', 'Confirmar mi correo'],
  ] as const)('a new account gets a confirmation link to the %s auth page', async (locale, path, subject, button) => {
    const email = newEmail();
    await signUp(email, { locale, name: 'Zoë Quimby' });
    const [mail, ...others] = mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(subject);
    expect(mail!.html).toContain(button);
    const link = linkIn(mail!.text);
    expect(`${link.origin}${link.pathname}${link.search}`).toBe(`${TEST_APP_URL}${path}`);
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token')).toBeTruthy();
    // A name typed by whoever signed up never reaches someone else's inbox.
    // (The token is base64: 'ë' can never occur in it by chance, as 'Zo' once did.)
    expect(mail!.text + mail!.html).not.toContain('Zoë');
    expect(mail!.text + mail!.html).not.toContain('Quimby');
  });

  it.each([
    ['en', '/auth', 'Someone tried to sign up with your email', 'If it was you, sign in, or reset your password'],
    [
      'es',
      '/es/auth',
      'Alguien intentó registrarse con tu correo',
      'Si fuiste tú, inicia sesión, o restablece tu contraseña',
    ],
  ] as const)(
    'an existing account gets a note with the %s sign-in link instead',
    async (locale, path, subject, text) => {
      const { email } = await createUser(t);
      const before = t.sent.length;
      await signUp(email, { locale, name: 'Mallory' });
      const mails = t.sent.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(email);
      expect(mails[0]!.subject).toBe(subject);
      expect(mails[0]!.text).toContain(text);
      expect(mails[0]!.text).not.toContain('Mallory');
      expect(linkIn(mails[0]!.text).href).toBe(`${TEST_APP_URL}${path}`);
    },
  );
});

describe('repeated sign-ups with a registered email', () => {
  it('mail its owner at most 3 notes an hour, and keep answering the same', async () => {
    const { email } = await createUser(t);
    const before = t.sent.length;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await observable(await signUp(email)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(t.sent.slice(before).filter((mail) => mail.to === email)).toHaveLength(3);
  });
});

describe('confirming the email', () => {
  it('signs in through the link: a session cookie, then the account as a new user', async () => {
    const email = newEmail();
    await signUp(email);
    const token = confirmationTokenFor(t, email);
    const confirmed = await verify(token);
    expect(confirmed.status).toBe(200);
    expect(t.logs.text()).not.toContain(token);
    const cookie = sessionCookie(confirmed);
    expect(cookie).toContain('session_token');
    const me = await t.client.get('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).access).toEqual({ status: 'needs_screener' });
  });

  it('a used link verifies nothing more and opens no session', async () => {
    const email = newEmail();
    await signUp(email);
    const token = confirmationTokenFor(t, email);
    expect((await verify(token)).status).toBe(200);
    const replay = await verify(token);
    expect(replay.status).toBe(200);
    expect(replay.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a forged link with 401', async () => {
    const response = await verify('not.a.token');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a link older than 24 hours', async () => {
    const email = newEmail();
    await signUp(email);
    const token = confirmationTokenFor(t, email);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
      const response = await verify(token);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('signing in before confirming', () => {
  it.each([
    ['en', 'Please confirm your email first: open the link we sent you.'],
    ['es', 'Primero confirma tu correo: abre el enlace que te enviamos.'],
  ] as const)('answers 403 in %s with the right password, and mails a fresh link', async (locale, message) => {
    const email = newEmail();
    await signUp(email);
    const before = t.sent.length;
    const response = await signIn(email, password, locale);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await response.json()).error.message).toBe(message);
    const resent = t.sent.slice(before);
    expect(resent).toHaveLength(1);
    expect(linkIn(resent[0]!.text).pathname).toBe(locale === 'es' ? '/es/auth' : '/auth');
    expect((await verify(confirmationTokenFor(t, email))).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('mails at most 5 confirmation links an hour, however often someone signs in with the password', async () => {
    const email = newEmail();
    await signUp(email);
    for (let i = 0; i < 8; i += 1) expect((await signIn(email, password)).status).toBe(403);
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('answers a wrong password as usual (401), so the 403 tells nothing to someone without it', async () => {
    const email = newEmail();
    await signUp(email);
    const before = t.sent.length;
    expect((await signIn(email, 'not the password 1')).status).toBe(401);
    expect(t.sent.length).toBe(before);
  });
});

describe('a completed password reset', () => {
  it("confirms the email: an account someone else pre-registered is its owner's after the reset", async () => {
    const email = newEmail();
    // Somebody registers the address with a password they know, and never confirms it.
    expect((await signUp(email, { password: 'an intruder knows this 1' })).status).toBe(200);
    // The owner resets the password through the mail only they can read.
    const requested = await t.client.post('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/auth' },
      ip: t.nextIp(),
    });
    expect(requested.status).toBe(200);
    const resetMail = mailsTo(email).find((mail) => mail.text.includes('#type=recovery'));
    const token = new URLSearchParams(linkIn(resetMail!.text).hash.slice(1)).get('token')!;
    const reset = await t.client.post('/api/auth/reset-password', {
      body: { token, newPassword: 'the owner chose this 2' },
      ip: t.nextIp(),
    });
    expect(reset.status).toBe(200);
    // The owner signs in at once; the intruder's password opens nothing.
    expect((await signIn(email, 'the owner chose this 2')).status).toBe(200);
    expect((await signIn(email, 'an intruder knows this 1')).status).toBe(401);
  });
});
