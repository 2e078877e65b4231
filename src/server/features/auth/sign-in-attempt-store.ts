import type { Redis } from 'ioredis';
import { createRedisRateLimitStore, type RateLimitStore } from '../../lib/rate-limit-store.js';

/**
 * A rate-limit store that can give an attempt back. A sign-in takes its place in the account's
 * window before the password is checked (so parallel guesses cannot all slip past a read-then-
 * count check) and is handed back when it turns out not to be a wrong password.
 */
export type RefundableRateLimitStore = RateLimitStore & { refund(key: string): Promise<void> };

// Only an open window gives back: DECR on an expired key would create one without an expiry.
const REFUND_IF_OPEN = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/** The shared fixed windows of `rate-limit-store`, so several instances count one account together. */
export function createRedisSignInAttemptStore(
  redis: Redis,
  prefix = 'patternwise:sign-in-account:',
): RefundableRateLimitStore {
  const counting = createRedisRateLimitStore(redis, prefix);
  return {
    consume: (key, rule) => counting.consume(key, rule),
    async refund(key) {
      await redis.eval(REFUND_IF_OPEN, 1, prefix + key);
    },
  };
}

/**
 * The same windows in this process (one instance, no Redis). `rate-limit-store`'s memory twin
 * keeps its windows private, so they are kept here with the same rules.
 */
export function createMemorySignInAttemptStore(now: () => number = Date.now): RefundableRateLimitStore {
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
