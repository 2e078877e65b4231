import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './rate-limit-store.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs where a Redis server is given (CI sets TEST_REDIS_URL); reported as skipped elsewhere.
describe.skipIf(!redisUrl)('Redis rate-limit store', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('allows max requests per window, refuses the next, and shares the count between instances', async () => {
    const prefix = `pw-test-${crypto.randomUUID()}:`;
    const first = createRedisRateLimitStore(redis, prefix);
    const second = createRedisRateLimitStore(redis, prefix);
    const rule = { window: 60, max: 3 };
    expect((await first.consume('1.2.3.4|/sign-in/email', rule)).allowed).toBe(true);
    expect((await second.consume('1.2.3.4|/sign-in/email', rule)).allowed).toBe(true);
    expect((await first.consume('1.2.3.4|/sign-in/email', rule)).allowed).toBe(true);
    const refused = await second.consume('1.2.3.4|/sign-in/email', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await first.consume('5.6.7.8|/sign-in/email', rule)).allowed).toBe(true);
    expect(await redis.ttl(`${prefix}1.2.3.4|/sign-in/email`)).toBeGreaterThan(0);
  });
});

describe('memory rate-limit store', () => {
  it('allows max per window, refuses the next with the seconds left, and opens a new window after it', async () => {
    let clock = 1_000_000;
    const store = createMemoryRateLimitStore(() => clock);
    const rule = { window: 60, max: 2 };
    expect((await store.consume('user-1', rule)).allowed).toBe(true);
    expect((await store.consume('user-1', rule)).allowed).toBe(true);
    clock += 20_000;
    expect(await store.consume('user-1', rule)).toEqual({ allowed: false, retryAfter: 40 });
    expect((await store.consume('user-2', rule)).allowed).toBe(true);
    clock += 40_000;
    expect((await store.consume('user-1', rule)).allowed).toBe(true);
  });
});
