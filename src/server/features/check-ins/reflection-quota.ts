import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { HttpError } from '../../lib/http-error.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';

export type ReflectionLimits = { perMinute: number; perDay: number };

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/**
 * Every reflection may call a paid model, so each person gets a burst limit per minute and a daily
 * quota, counted per user (in Redis when configured, so all instances share them). Crisis texts
 * never reach this: their reply comes from rules, and help is never rationed.
 */
export function createReflectionQuota(store: RateLimitStore, limits: ReflectionLimits) {
  return async function requireReflectionQuota(c: Context<AppEnv>, userId: string) {
    const minute = await store.consume(`reflect:minute:${userId}`, { window: MINUTE, max: limits.perMinute });
    if (!minute.allowed) throw refuse(c, 'reflection_rate_limited', minute.retryAfter ?? MINUTE);
    const day = await store.consume(`reflect:day:${userId}`, { window: DAY, max: limits.perDay });
    if (!day.allowed) throw refuse(c, 'reflection_daily_quota', day.retryAfter ?? DAY);
  };
}

function refuse(c: Context<AppEnv>, code: 'reflection_rate_limited' | 'reflection_daily_quota', retryAfter: number) {
  // Set on the context, so the error response shaped by `handleError` carries it.
  c.header('Retry-After', String(retryAfter));
  return new HttpError(
    429,
    code,
    code === 'reflection_rate_limited' ? 'reflectionRateLimited' : 'reflectionDailyQuota',
  );
}
