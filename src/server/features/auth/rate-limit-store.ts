import type { Redis } from 'ioredis';

export type RateLimitStore = {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
};

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
  };
}
