import { inspect } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { account, user, verification } from '../../db/schema.js';
import { createTestApp, createUser, sessionCookie } from '../../test/test-app.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  // Only Date is faked, so a test can step past the one-mail-a-minute throttle; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
  vi.useRealTimers();
});

const aMinuteLater = () => vi.setSystemTime(Date.now() + 61_000);

/** Asks for a reset link and returns the token from the mail (null when no mail was sent). */
async function requestResetToken(email: string): Promise<string | null> {
  const before = t.sent.length;
  const response = await t.client.post('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/auth' },
    ip: t.nextIp(),
  });
  expect(response.status).toBe(200);
  const mail = t.sent[before];
  if (!mail) return null;
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  return new URLSearchParams(link.hash.slice(1)).get('token');
}

const resetWith = (token: string, newPassword: string) =>
  t.client.post('/api/auth/reset-password', { body: { newPassword, token }, ip: t.nextIp() });

const signIn = (email: string, password: string) =>
  t.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: t.nextIp() });

const changePassword = (cookie: string, body: Record<string, unknown>, locale = 'en') =>
  t.client.post('/api/auth/change-password', {
    cookie,
    body,
    ip: t.nextIp(),
    headers: { 'accept-language': locale },
  });

const updateUser = (cookie: string, body: unknown, locale = 'en') =>
  t.client.post('/api/auth/update-user', { cookie, body, ip: t.nextIp(), headers: { 'accept-language': locale } });

async function storedName(email: string) {
  const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, email));
  return row?.name;
}

async function passwordHash(email: string) {
  const [row] = await t.db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row?.hash;
}

describe('reset links', () => {
  it('a newer link revokes the earlier one; the newer one works', async () => {
    const { email } = await createUser(t);
    const first = await requestResetToken(email);
    aMinuteLater();
    const second = await requestResetToken(email);
    expect(first && second).toBeTruthy();

    const withFirst = await resetWith(first!, 'first link password 1');
    expect(withFirst.status).toBe(400);
    expect((await withFirst.json()).error.message).toContain('invalid or has expired');
    expect((await resetWith(second!, 'second link password 2')).status).toBe(200);
    expect((await signIn(email, 'second link password 2')).status).toBe(200);
  });

  it('a completed reset revokes every other outstanding link', async () => {
    const { email } = await createUser(t);
    const first = await requestResetToken(email);
    aMinuteLater();
    const second = await requestResetToken(email);
    aMinuteLater();
    const third = await requestResetToken(email);
    expect((await resetWith(third!, 'the third link won 3')).status).toBe(200);

    for (const token of [first!, second!, third!]) {
      expect((await resetWith(token, 'trying an old link 4')).status).toBe(400);
    }
    expect((await signIn(email, 'the third link won 3')).status).toBe(200);
  });

  it('a password change revokes the links sent before it', async () => {
    const { email, password, cookie } = await createUser(t);
    const token = await requestResetToken(email);
    const change = await changePassword(cookie, { currentPassword: password, newPassword: 'a changed river 43' });
    expect(change.status).toBe(200);

    expect((await resetWith(token!, 'too late for this 5')).status).toBe(400);
    expect((await signIn(email, 'a changed river 43')).status).toBe(200);
  });

  it('the database holds only a hash of the token, never the token itself', async () => {
    const { email } = await createUser(t);
    aMinuteLater();
    const token = await requestResetToken(email);
    expect(token).toBeTruthy();
    const rows = await t.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const value of Object.values(row)) expect(String(value)).not.toContain(token!);
    }
    // The hashed row still answers the link from the mail.
    expect((await resetWith(token!, 'hashed link works 6')).status).toBe(200);
  });

  it('sends one mail per address a minute, and the second request answers exactly like the first', async () => {
    const { email } = await createUser(t);
    aMinuteLater();
    const before = t.sent.length;
    const ask = () =>
      t.client.post('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth' }, ip: t.nextIp() });
    const first = await ask();
    const second = await ask();
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(t.sent.slice(before).filter((mail) => mail.to === email)).toHaveLength(1);

    // The link that was mailed still works: the throttled request did not revoke it.
    const token = new URLSearchParams(new URL(t.sent[before]!.text.match(/https?:\/\/\S+/)![0]).hash.slice(1)).get(
      'token',
    );
    expect((await resetWith(token!, 'still the first link 7')).status).toBe(200);

    aMinuteLater();
    expect(await requestResetToken(email)).toBeTruthy();
  });

  it('leaves the account name out of the reset mail', async () => {
    const { email } = await createUser(t, { name: 'Zoë Quimby-Larkspur' });
    aMinuteLater();
    const before = t.sent.length;
    await requestResetToken(email);
    const mail = t.sent[before]!;
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/Zo|Quimby|Larkspur/);
  });
});

describe('update-user', () => {
  it.each([
    ['null', null, 'nameInvalid'],
    ['a number', 42, 'nameInvalid'],
    ['CR/LF', 'Ana\r\nBcc: someone@example.com', 'nameInvalid'],
    ['a script tag', '<script>alert(1)</script>', 'nameInvalid'],
    ['200k characters', 'n'.repeat(200_000), 'nameTooLong'],
    ['a NUL byte', 'Ana\u0000', 'nameInvalid'],
  ])('refuses a name that is %s with 400 and a translated message, storing nothing', async (_label, name, key) => {
    const { email, cookie } = await createUser(t, { name: 'Original Name' });
    const english = await updateUser(cookie, { name });
    const spanish = await updateUser(cookie, { name }, 'es');
    expect(english.status).toBe(400);
    expect(spanish.status).toBe(400);
    const messages = {
      nameInvalid: [
        'Name cannot contain < or > or control characters',
        'El nombre no puede contener < ni > ni caracteres de control',
      ],
      nameTooLong: ['Name must be at most 80 characters', 'El nombre puede tener como máximo 80 caracteres'],
    }[key]!;
    expect((await english.json()).error).toEqual({ code: 'validation', message: messages[0] });
    expect((await spanish.json()).error).toEqual({ code: 'validation', message: messages[1] });
    expect(await storedName(email)).toBe('Original Name');
  });

  it.each([
    ['email', { name: 'Ana', email: 'takeover@example.com' }],
    ['image', { name: 'Ana', image: 'javascript:alert(1)' }],
    ['emailVerified', { name: 'Ana', emailVerified: false }],
    ['password', { password: 'a brand new one 99' }],
  ])('refuses an unknown field (%s) with 400 and changes nothing', async (_field, body) => {
    const { email, password, cookie } = await createUser(t, { name: 'Original Name' });
    const userRow = () => t.db.select().from(user).where(eq(user.email, email));
    const [before] = await userRow();
    const response = await updateUser(cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: 'validation', message: 'The request is not valid' });
    expect(await userRow()).toEqual([before]);
    expect(before).toMatchObject({ name: 'Original Name', image: null, emailVerified: true });
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('changes the name when it is valid (trimmed), and an empty name falls back to the email', async () => {
    const { email, cookie } = await createUser(t);
    const response = await updateUser(cookie, { name: '  Ana María  ' });
    expect(response.status).toBe(200);
    expect(await storedName(email)).toBe('Ana María');
    expect((await updateUser(cookie, { name: '' })).status).toBe(200);
    expect(await storedName(email)).toBe(email);
  });

  it('still needs a session', async () => {
    const response = await updateUser('', { name: 'Ana' });
    expect(response.status).toBe(401);
  });
});

describe('password rules', () => {
  const commonPasswords = ['password123', 'qwertyuiop', 'Password123', ' password123 ', 'QwertyUiop', 'password1234'];

  it.each(commonPasswords)('sign-up refuses the common password %j', async (password) => {
    const email = `common-${crypto.randomUUID()}@example.com`;
    const response = await t.client.post('/api/auth/sign-up/email', {
      body: { email, password, name: '' },
      ip: t.nextIp(),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('most common');
    expect(await storedName(email)).toBeUndefined();
  });

  it.each(commonPasswords)('reset refuses the common password %j', async (password) => {
    const { email } = await createUser(t);
    aMinuteLater();
    const token = await requestResetToken(email);
    const response = await resetWith(token!, password);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('most common');
  });

  it.each(commonPasswords)('change-password refuses the common password %j', async (password) => {
    const { email, password: current, cookie } = await createUser(t);
    const hash = await passwordHash(email);
    const response = await changePassword(cookie, { currentPassword: current, newPassword: password });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('most common');
    expect(await passwordHash(email)).toBe(hash);
  });

  it('sign-up refuses a 7-character password and accepts an 8-character one', async () => {
    const short = await t.client.post('/api/auth/sign-up/email', {
      body: { email: `short-${crypto.randomUUID()}@example.com`, password: 'kq8#vz2', name: '' },
      ip: t.nextIp(),
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Password must be at least 8 characters');
    await expect(createUser(t, { password: 'kq8#vz2m' })).resolves.toBeTruthy();
  });
});

describe('change-password', () => {
  it('needs the current password', async () => {
    const { cookie } = await createUser(t);
    const english = await changePassword(cookie, { newPassword: 'a brand new river 8' });
    const spanish = await changePassword(cookie, { newPassword: 'a brand new river 8', currentPassword: '' }, 'es');
    expect(english.status).toBe(400);
    expect((await english.json()).error.message).toBe('Please enter your current password');
    expect(spanish.status).toBe(400);
    expect((await spanish.json()).error.message).toBe('Escribe tu contraseña actual');
  });

  it('refuses a wrong current password with currentPasswordWrong and keeps the password', async () => {
    const { email, password, cookie } = await createUser(t);
    const english = await changePassword(cookie, { currentPassword: 'not my password', newPassword: 'a new river 44' });
    const spanish = await changePassword(
      cookie,
      { currentPassword: 'not my password', newPassword: 'a new river 44' },
      'es',
    );
    expect([400, 401]).toContain(english.status);
    expect((await english.json()).error.message).toBe('Your current password is not correct');
    expect((await spanish.json()).error.message).toBe('Tu contraseña actual no es correcta');
    expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, 'a new river 44')).status).toBe(401);
  });

  it('refuses a new password equal to the current one', async () => {
    const { password, cookie } = await createUser(t);
    const response = await changePassword(cookie, { currentPassword: password, newPassword: password }, 'es');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('La nueva contraseña tiene que ser distinta de la actual');
  });

  it('applies the sign-up length rule to the new password', async () => {
    const { password, cookie } = await createUser(t);
    const response = await changePassword(cookie, { currentPassword: password, newPassword: 'kq8#vz2' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Password must be at least 8 characters');
  });

  it('signs out every other session even when the client asks to keep them; this one carries on', async () => {
    const { email, password, cookie } = await createUser(t);
    const other = sessionCookie(await signIn(email, password));
    expect((await t.client.get('/api/me', { cookie: other })).status).toBe(200);

    const change = await changePassword(cookie, {
      currentPassword: password,
      newPassword: 'a changed river 45',
      revokeOtherSessions: false,
    });
    expect(change.status).toBe(200);
    const fresh = sessionCookie(change) || cookie;

    expect((await t.client.get('/api/me', { cookie: other })).status).toBe(401);
    expect((await t.client.get('/api/me', { cookie: fresh })).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'a changed river 45')).status).toBe(200);
  });
});

/** Everything written to stdout, stderr or the console while `run` runs. */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  // As the console would print them: an error with its cause, SQL and parameters.
  const record = (...args: unknown[]) =>
    void chunks.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 }))).join(' '));
  const writes = [process.stdout, process.stderr].map((stream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      record(chunk);
      return true;
    }),
  );
  const consoles = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(record),
  );
  try {
    await run();
  } finally {
    for (const spy of [...writes, ...consoles]) spy.mockRestore();
  }
  return chunks.join('\n');
}

describe("Better Auth's own logging", () => {
  it('a database failure inside Better Auth prints no email, name, password or query, and pino gets a better-auth line without them', async () => {
    const app = await createTestApp();
    const name = 'Quillon Vantrebeck';
    const { email, password } = await createUser(app, { name });
    const newEmail = `never-stored-${crypto.randomUUID()}@example.com`;
    const answers: Response[] = [];

    const output = await captureOutput(async () => {
      // A session that cannot be written: sign-in fails inside Better Auth, the token among the query's parameters.
      await app.db.execute(sql`ALTER TABLE sessions ADD CONSTRAINT refuse_new_sessions CHECK (false) NOT VALID`);
      answers.push(await app.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: app.nextIp() }));

      // A user that cannot be written: the email and the name are among the parameters.
      await app.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_new_users CHECK (false) NOT VALID`);
      answers.push(
        await app.client.post('/api/auth/sign-up/email', {
          body: { email: newEmail, password: 'a calm river 42', name },
          ip: app.nextIp(),
        }),
      );

      // The database gone altogether.
      await app.dispose();
      answers.push(await app.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: app.nextIp() }));
    });

    const logs = app.logs.text();
    for (const secret of [email, newEmail, name, password, 'Failed query', 'params:', 'refuse_new']) {
      expect(output).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    const lines = logs
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { source?: string; level: number });
    expect(lines.filter((line) => line.source === 'better-auth' && line.level >= 50).length).toBeGreaterThanOrEqual(3);

    // The caller hears our usual answers: an internal error in our shape, a refusal, a passing outage.
    const [signIn, signUp, closed] = answers;
    expect(signIn!.status).toBe(500);
    expect((await signIn!.json()).error.code).toBe('internal');
    expect(signUp!.ok).toBe(false);
    expect(closed!.status).toBe(503);
  });
});
