import type { Redis } from 'ioredis';

export type RateLimitStore = {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
  /**
   * Gives one attempt back to a window still open. A sign-in takes its place before the password
   * is checked (so parallel guesses cannot all slip past a read-then-count check) and hands it
   * back when it was not a wrong password.
   */
  refund(key: string): Promise<void>;
};

// Only an open window gives back: DECR on an expired key would create one without an expiry.
const REFUND_IF_OPEN = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/** A fixed window per key in Redis, so several app instances share one count. */
export function createRedisRateLimitStore(redis: Redis, prefix = 'patternwise:rl:'): RateLimitStore {
  return {
    async consume(key, rule) {
      const redisKey = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).ttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.expire(redisKey, rule.window);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: ttl > 0 ? ttl : rule.window };
    },
    async refund(key) {
      await redis.eval(REFUND_IF_OPEN, 1, prefix + key);
    },
  };
}

/**
 * The same fixed windows kept in this process: the embedded default when no Redis is configured
 * (one instance). Expired windows are swept as keys are touched, so memory stays bounded.
 */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const openWindow = (key: string, at: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > at ? entry : undefined;
  };
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
  };
  return {
    consume(key, rule) {
      const at = now();
      sweep(at);
      const entry = openWindow(key, at) ?? { count: 0, resetAt: at + rule.window * 1000 };
      windows.set(key, entry);
      entry.count += 1;
      if (entry.count <= rule.max) return Promise.resolve({ allowed: true, retryAfter: null });
      return Promise.resolve({ allowed: false, retryAfter: Math.max(1, Math.ceil((entry.resetAt - at) / 1000)) });
    },
    refund(key) {
      const entry = openWindow(key, now());
      if (entry && entry.count > 0) entry.count -= 1;
      return Promise.resolve();
    },
  };
}
