import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { checkIns } from '../../db/schema.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import { badRequest } from '../../lib/http-error.js';
import { addDays, localDay } from '../../../shared/progress.js';
import { TimeZoneSchema } from '../../../shared/schemas/check-in.js';

/**
 * Browser tests only: the factories are mounted when NODE_ENV=test AND E2E_FACTORIES=true, never
 * otherwise (so never in production). Both must be said out loud: a test server alone does not
 * get them.
 */
export function testFactoriesEnabled(env: { NODE_ENV?: string; E2E_FACTORIES?: string }): boolean {
  return env.NODE_ENV === 'test' && env.E2E_FACTORIES === 'true';
}

const CheckInFactorySchema = z.object({
  /** How many check-ins, one per local day at most. */
  count: z.number().int().min(1).max(400),
  /** Over how many past local days (today is day 0). */
  days: z.number().int().min(1).max(400),
  /** Consecutive days ending today; the rest are spread over the earlier days, after one missed day. */
  streak: z.number().int().min(0).max(400).optional(),
  time_zone: TimeZoneSchema.optional(),
});

/** Which days back (0 = today) get a check-in: `streak` in a row from today, the rest spread evenly before a gap. */
export function factoryDaysAgo(count: number, days: number, streak = Math.min(count, days)): number[] {
  if (streak > count || streak > days) throw badRequest('invalidRequest');
  const rest = count - streak;
  if (rest === 0) return Array.from({ length: streak }, (_, i) => i);
  const first = streak + 1; // the missed day keeps the streak exactly `streak` long
  const slots = days - first;
  if (rest > slots) throw badRequest('invalidRequest');
  const spread = Array.from({ length: rest }, (_, i) => first + Math.floor((i * slots) / rest));
  return [...Array.from({ length: streak }, (_, i) => i), ...spread];
}

/** Local noon of the day `daysAgo` back in the zone (a minute ago for today, when noon is still to come). */
function localNoon(daysAgo: number, timeZone: string, now: Date): Date {
  const day = addDays(localDay(now, timeZone), -daysAgo);
  let at = new Date(`${day}T12:00:00Z`);
  const seen = localDay(at, timeZone);
  if (seen > day) at = new Date(at.getTime() - 12 * 3_600_000);
  else if (seen < day) at = new Date(at.getTime() + 12 * 3_600_000);
  return at.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : at;
}

/** POST /api/test-factories/check-ins: past check-ins for the signed-in person only. */
export function createTestFactoryRoutes(db: Database) {
  return new Hono<AppEnv>().post('/check-ins', async (c) => {
    const user = requireUser(c);
    const body = await parseJsonBody(c, CheckInFactorySchema);
    const timeZone = body.time_zone || 'UTC';
    const now = new Date();
    const daysAgo = factoryDaysAgo(body.count, body.days, body.streak);
    await db.insert(checkIns).values(
      daysAgo.map((ago) => ({
        userId: user.id,
        createdAt: localNoon(ago, timeZone, now),
        feelingText: `Seeded check-in ${ago} days ago.`,
        moodLevel: (ago % 5) + 1,
      })),
    );
    return c.json({ days_ago: daysAgo, moods: daysAgo.map((ago) => (ago % 5) + 1) }, 201);
  });
}
