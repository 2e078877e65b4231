import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from 'better-auth/crypto';
import { createTestApp, createUser } from '../../test/test-app.js';
import { betterAuthScrypt, createPasswordHasher, type PasswordHasher } from './password-hashing.js';

/** Better Auth's scrypt, counting how many runs overlap. */
function watchedScrypt() {
  const seen = { running: 0, most: 0 };
  const watch =
    <A, R>(work: (arg: A) => Promise<R>) =>
    async (arg: A) => {
      seen.most = Math.max(seen.most, ++seen.running);
      try {
        return await work(arg);
      } finally {
        seen.running -= 1;
      }
    };
  const scrypt: PasswordHasher = { hash: watch(betterAuthScrypt.hash), verify: watch(betterAuthScrypt.verify) };
  return { scrypt, seen };
}

describe('password hashing under a concurrency limit', () => {
  it('runs 6 parallel verifications at most 2 at a time, and each still gets its answer', async () => {
    const hash = await hashPassword('a calm river 42');
    const { scrypt, seen } = watchedScrypt();
    const hasher = createPasswordHasher(2, scrypt);
    const answers = await Promise.all(
      ['a calm river 42', 'wrong', 'a calm river 42', 'wrong', 'a calm river 42', 'a calm river 42'].map((password) =>
        hasher.verify({ hash, password }),
      ),
    );
    expect(answers).toEqual([true, false, true, false, true, true]);
    expect(seen.most).toBe(2);
  });

  it('with a limit of 1, hashes and verifications take turns', async () => {
    const { scrypt, seen } = watchedScrypt();
    const hasher = createPasswordHasher(1, scrypt);
    const [hash] = await Promise.all([hasher.hash('first password 1'), hasher.hash('second password 2')]);
    expect(await hasher.verify({ hash, password: 'first password 1' })).toBe(true);
    expect(seen.most).toBe(1);
  });

  it('verifies a hash made by Better Auth before the limit existed', async () => {
    const stored = await hashPassword('an older password 7');
    const hasher = createPasswordHasher(1);
    expect(await hasher.verify({ hash: stored, password: 'an older password 7' })).toBe(true);
    expect(await hasher.verify({ hash: stored, password: 'an older password 8' })).toBe(false);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => createPasswordHasher(0)).toThrow();
  });
});

describe('sign-in through the limited hasher', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('4 sign-ins at once all succeed (they queue for the hasher), a wrong password still fails', async () => {
    const { email, password } = await createUser(t);
    const signIn = (pw: string) =>
      t.client.post('/api/auth/sign-in/email', { body: { email, password: pw }, ip: t.nextIp() });
    const statuses = (await Promise.all([password, password, password, password].map(signIn))).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await signIn('not the password 1')).status).toBe(401);
  });
});
