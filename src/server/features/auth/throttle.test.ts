import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT } from '../../../shared/constants.js';
import { createTestApp, createUser, TEST_AUTH_SECRET } from '../../test/test-app.js';
import { ACCOUNT_SIGN_IN_LIMIT, createAccountThrottle, hashAccount } from './account-throttle.js';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '../../lib/rate-limit-store.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

type TestApp = typeof t;
// Better Auth keeps its per-address counts per process, and each test app's nextIp() starts over:
// these addresses are this file's own, so the apps below never share a per-address count.
let addressCounter = 0;
const nextAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const signIn = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  app.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: nextAddress(), headers });

const RATE_LIMITED = {
  en: 'Too many attempts. Please wait a few minutes and try again.',
  es: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
};

describe('client address behind a trusted proxy', () => {
  it('a forged left-most X-Forwarded-For entry does not escape the per-address sign-in limit', async () => {
    const addressTheProxySaw = t.nextIp();
    // Another email each time, so only the per-address limit is in play.
    const attempt = (i: number) =>
      t.client.post('/api/auth/sign-in/email', {
        body: { email: `forger-${i}@example.com`, password: 'wrong password' },
        headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}, ${addressTheProxySaw}` },
      });
    for (let i = 0; i < SIGN_IN_LIMIT.max; i += 1) expect((await attempt(i)).status).toBe(401);
    const blocked = await attempt(SIGN_IN_LIMIT.max);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toEqual({ code: 'rate_limited', message: RATE_LIMITED.en });
  });
});

describe('sign-in limit per account', () => {
  it('150 wrong passwords from 150 addresses: from the 11th on, 429 in the page language with Retry-After', async () => {
    const { email } = await createUser(t);
    const statuses: number[] = [];
    const refusals: { locale: 'en' | 'es'; response: Response }[] = [];
    for (let i = 0; i < 150; i += 1) {
      const locale = i % 2 === 0 ? 'en' : 'es';
      // Letter case does not make another account.
      const spelling = i % 3 === 0 ? email.toUpperCase() : email;
      const response = await signIn(t, spelling, `wrong password ${i}`, { 'accept-language': locale });
      statuses.push(response.status);
      if (response.status === 429 && refusals.length < 2) refusals.push({ locale, response });
    }
    const max = ACCOUNT_SIGN_IN_LIMIT.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array(150 - max).fill(429));
    for (const { locale, response } of refusals) {
      expect((await response.json()).error).toEqual({ code: 'rate_limited', message: RATE_LIMITED[locale] });
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SIGN_IN_LIMIT.window);
    }
    expect(new Set(refusals.map((refusal) => refusal.locale))).toEqual(new Set(['en', 'es']));
  });

  it('refuses even the right password while locked, and leaves other accounts alone', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max; i += 1) {
      expect((await signIn(t, owner.email, 'a wrong guess')).status).toBe(401);
    }
    expect((await signIn(t, owner.email, owner.password)).status).toBe(429);
    expect((await signIn(t, other.email, 'a wrong guess')).status).toBe(401);
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
  });

  it('counts only wrong passwords: sign-ins that succeed do not use up the allowance', async () => {
    const { email, password } = await createUser(t);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max - 1; i += 1) {
      expect((await signIn(t, email, 'a wrong guess')).status).toBe(401);
    }
    for (let i = 0; i < 3; i += 1) expect((await signIn(t, email, password)).status).toBe(200);
    expect((await signIn(t, email, 'a wrong guess')).status).toBe(401);
    expect((await signIn(t, email, 'a wrong guess')).status).toBe(429);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
    const { email } = await createUser(t);
    const burst = await Promise.all(Array.from({ length: 25 }, () => signIn(t, email, 'a wrong guess')));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_SIGN_IN_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - ACCOUNT_SIGN_IN_LIMIT.max);
  });

  it('logs each failure with a hashed account id and the client address, never the email', async () => {
    const email = `Logged.Person-${crypto.randomUUID()}@example.com`;
    const ip = t.nextIp();
    await t.client.post('/api/auth/sign-in/email', { body: { email, password: 'a wrong guess' }, ip });
    const failures = t.logs
      .text()
      .split('\n')
      .filter((line) => line.includes('"sign-in failed"'))
      .map((line) => JSON.parse(line) as { account: string; ip: string });
    expect(failures).toContainEqual(expect.objectContaining({ account: hashAccount(email, TEST_AUTH_SECRET), ip }));
    expect(hashAccount(email, TEST_AUTH_SECRET)).toBe(hashAccount(email.toLowerCase(), TEST_AUTH_SECRET));
    expect(t.logs.text().toLowerCase()).not.toContain(email.toLowerCase());
    expect(t.logs.text().toLowerCase()).not.toContain(email.split('@')[0]!.toLowerCase());
  });
});

describe('account throttle windows', () => {
  const request = { ip: '203.0.113.7', logger: pino({ level: 'silent' }) };
  const answer = (status: number) => () => Promise.resolve(new Response(null, { status }));

  it('lets the owner in again when the window closes; attempts refused meanwhile do not extend it', async () => {
    let clock = 1_000_000;
    const throttle = createAccountThrottle(
      createMemoryRateLimitStore(() => clock),
      TEST_AUTH_SECRET,
    );
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max; i += 1) {
      expect(await throttle('owner@example.com', answer(401), request)).toHaveProperty('response');
    }
    clock += (ACCOUNT_SIGN_IN_LIMIT.window - 60) * 1000;
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle('owner@example.com', answer(200), request)).toEqual({ retryAfter: 60 });
    }
    clock += 60 * 1000;
    expect(await throttle('owner@example.com', answer(200), request)).toHaveProperty('response');
  });

  it('gives the attempt back when the sign-in throws (an outage is not a wrong password)', async () => {
    const throttle = createAccountThrottle(createMemoryRateLimitStore(), TEST_AUTH_SECRET);
    const outage = (): Promise<Response> => Promise.reject(new Error('database unavailable'));
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max + 5; i += 1) {
      await expect(throttle('owner@example.com', outage, request)).rejects.toThrow();
    }
    expect(await throttle('owner@example.com', answer(200), request)).toHaveProperty('response');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Runs where a Redis server is given (CI sets TEST_REDIS_URL); reported as skipped elsewhere.
describe.skipIf(!redisUrl)('sign-in limit per account shared in Redis', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefix = `pw-test-${crypto.randomUUID()}:`;
  let second: TestApp;
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ signInAttemptStore: createRedisRateLimitStore(redis, prefix) });
    second = await createTestApp({ signInAttemptStore: createRedisRateLimitStore(redis, prefix) });
  });
  afterAll(async () => {
    await Promise.all([first.dispose(), second.dispose()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two app instances count one account together, and a success counts on neither', async () => {
    const { email, password } = await createUser(first);
    const half = ACCOUNT_SIGN_IN_LIMIT.max / 2;
    for (let i = 0; i < half; i += 1) expect((await signIn(first, email, 'a wrong guess')).status).toBe(401);
    expect((await signIn(first, email, password)).status).toBe(200);
    // The second instance has its own database, where the email names nobody: still the same account's count.
    for (let i = 0; i < half; i += 1) expect((await signIn(second, email, 'a wrong guess')).status).toBe(401);
    const blocked = await signIn(first, email, password, { 'accept-language': 'es' });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.message).toBe(RATE_LIMITED.es);
    expect((await signIn(second, email, 'a wrong guess')).status).toBe(429);
    const key = `${prefix}${hashAccount(email, TEST_AUTH_SECRET)}`;
    expect(await redis.ttl(key)).toBeGreaterThan(0);
  });

  it('never leaves a key without expiry when giving back an attempt after its window closed', async () => {
    const store = createRedisRateLimitStore(redis, prefix);
    await store.refund('closed-window');
    expect(await redis.exists(`${prefix}closed-window`)).toBe(0);
  });
});
