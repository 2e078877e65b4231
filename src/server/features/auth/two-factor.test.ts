import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoFactor, user } from '../../db/schema.js';
import { createTestApp, createUser, sessionCookie } from '../../test/test-app.js';
import { keyFromOtpauthUri, totpCode, totpStep } from './totp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  // Only Date is faked: each test picks the 30-second step its codes belong to.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
  vi.useRealTimers();
});

/** Moves the clock to the start of the next 30-second step, so a new code is due. */
const nextStep = () => vi.setSystemTime((totpStep(Date.now()) + 1) * 30_000 + 1_000);

const post = (path: string, body: unknown, cookie?: string, locale = 'en') =>
  t.client.post(`/api/auth${path}`, { body, cookie, ip: t.nextIp(), headers: { 'accept-language': locale } });

const isSignedIn = async (cookie: string) => (await t.client.get('/api/me', { cookie })).status === 200;

/** A confirmed user with two-factor on: their password, session and the key their app holds. */
async function enrolledUser() {
  const created = await createUser(t);
  const enable = await post('/two-factor/enable', { password: created.password }, created.cookie);
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const key = keyFromOtpauthUri(totpURI);
  nextStep();
  const confirm = await post('/two-factor/verify-totp', { code: totpCode(key, totpStep(Date.now())) }, created.cookie);
  expect(confirm.status).toBe(200);
  return { ...created, cookie: sessionCookie(confirm), key, totpURI, backupCodes };
}

/** Email and password right: the answer asks for the second factor and starts no session. */
async function passwordStep(email: string, password: string) {
  const response = await post('/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  expect(await response.clone().json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  const cookie = sessionCookie(response);
  expect(await isSignedIn(cookie)).toBe(false);
  return cookie;
}

const codeNow = (key: Uint8Array) => totpCode(key, totpStep(Date.now()));

describe('enrolling', () => {
  it('gives an otpauth URI for the app and 10 backup codes, and turns on only after a right code', async () => {
    const { email, password, cookie } = await createUser(t);
    const enable = await post('/two-factor/enable', { password }, cookie);
    const body = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Patternwise:/);
    expect(new URL(body.totpURI).searchParams.get('secret')).toMatch(/^[A-Z2-7]{32,}$/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);

    // Not confirmed yet: signing in still needs the password only.
    const before = await post('/sign-in/email', { email, password });
    expect(await before.json()).not.toHaveProperty('twoFactorRedirect');

    const wrong = await post('/two-factor/verify-totp', { code: '000000' }, cookie, 'es');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toContain('Ese código no es correcto');

    const right = await post('/two-factor/verify-totp', { code: codeNow(keyFromOtpauthUri(body.totpURI)) }, cookie);
    expect(right.status).toBe(200);
    const [row] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
    expect(row?.on).toBe(true);
  });

  it('needs the password, and stores the key and backup codes encrypted', async () => {
    const { email, password, cookie } = await createUser(t);
    const refused = await post('/two-factor/enable', { password: 'not my password 9' }, cookie);
    expect(refused.status).toBe(400);
    const enable = await post('/two-factor/enable', { password }, cookie);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const [stored] = await t.db
      .select({ secret: twoFactor.secret, backupCodes: twoFactor.backupCodes })
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect(stored?.secret).not.toContain(secret);
    expect(stored?.backupCodes).not.toContain(backupCodes[0]);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password; a wrong code is refused and the right one signs in', async () => {
    const { email, password, key } = await enrolledUser();
    nextStep();
    const pending = await passwordStep(email, password);
    const wrong = await post(
      '/two-factor/verify-totp',
      { code: codeNow(key) === '123456' ? '654321' : '123456' },
      pending,
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('invalid_code');
    const right = await post('/two-factor/verify-totp', { code: codeNow(key) }, pending);
    expect(right.status).toBe(200);
    expect(await isSignedIn(sessionCookie(right))).toBe(true);
  });

  it('refuses a code that was already used, even on a new sign-in', async () => {
    const { email, password, key } = await enrolledUser();
    // The code that confirmed enrollment cannot sign in during its own step.
    const first = await passwordStep(email, password);
    const replayedEnrollment = await post('/two-factor/verify-totp', { code: codeNow(key) }, first);
    expect(replayedEnrollment.status).toBe(401);

    nextStep();
    const code = codeNow(key);
    expect((await post('/two-factor/verify-totp', { code }, first)).status).toBe(200);
    const second = await passwordStep(email, password);
    const replay = await post('/two-factor/verify-totp', { code }, second);
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.message).toContain('already used');
    // A code of an earlier step, still inside the clock-drift window, is refused too.
    expect(
      (await post('/two-factor/verify-totp', { code: totpCode(key, totpStep(Date.now()) - 1) }, second)).status,
    ).toBe(401);
  });

  it('accepts each backup code once', async () => {
    const { email, password, backupCodes } = await enrolledUser();
    const pending = await passwordStep(email, password);
    const ok = await post('/two-factor/verify-backup-code', { code: backupCodes[3] }, pending);
    expect(ok.status).toBe(200);
    expect(await isSignedIn(sessionCookie(ok))).toBe(true);

    const again = await passwordStep(email, password);
    const reused = await post('/two-factor/verify-backup-code', { code: backupCodes[3] }, again, 'es');
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.message).toContain('código de respaldo');
    expect((await post('/two-factor/verify-backup-code', { code: backupCodes[4] }, again)).status).toBe(200);
  });

  it('ends a sign-in after 5 wrong codes: the right code no longer works on it', async () => {
    const { email, password, key } = await enrolledUser();
    nextStep();
    const pending = await passwordStep(email, password);
    const wrongCode = codeNow(key) === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/two-factor/verify-totp', { code: wrongCode }, pending)).status).toBe(401);
    }
    const locked = await post('/two-factor/verify-totp', { code: codeNow(key) }, pending);
    expect(locked.status).toBe(400);
    expect((await locked.json()).error.message).toContain('Too many wrong codes');
    // A new sign-in with the next code still works.
    nextStep();
    const fresh = await passwordStep(email, password);
    expect((await post('/two-factor/verify-totp', { code: codeNow(key) }, fresh)).status).toBe(200);
  });

  it('limits codes per address: the eleventh try in a minute answers 429', async () => {
    const { email, password } = await enrolledUser();
    const pending = await passwordStep(email, password);
    const ip = t.nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.client.post('/api/auth/two-factor/verify-backup-code', {
        body: { code: 'AAAAA-BBBBB' },
        cookie: pending,
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a pending sign-in is not a session: signed-in routes stay closed', async () => {
    const { email, password } = await enrolledUser();
    const pending = await passwordStep(email, password);
    expect((await t.client.get('/api/check-ins', { cookie: pending })).status).toBe(401);
  });
});

describe('turning two-factor off', () => {
  it('needs the password; afterwards the password alone signs in', async () => {
    const { email, password, cookie } = await enrolledUser();
    const wrong = await post('/two-factor/disable', { password: 'not my password 9' }, cookie);
    expect(wrong.status).toBe(400);
    const off = await post('/two-factor/disable', { password }, cookie);
    expect(off.status).toBe(200);
    expect(await isSignedIn(sessionCookie(off))).toBe(true);
    const signIn = await post('/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    expect(await signIn.clone().json()).not.toHaveProperty('twoFactorRedirect');
    expect(await isSignedIn(sessionCookie(signIn))).toBe(true);
    const rows = await t.db
      .select()
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    expect(rows).toHaveLength(0);
  });
});
