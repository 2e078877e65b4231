import { and, asc, desc, eq, exists, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkIns, schemaScreenerItems, schemaScreenerResults, schemaScreenerSessions } from '../../db/schema.js';
import type { ScreenerItem } from '../../../shared/screener.js';

const DAY_MS = 86_400_000;

/**
 * The person's own check-ins from a little before the range's first local day (every time zone's
 * midnight is within two days of UTC's) until now: mood and patterns only, never the text. One
 * query over the (user_id, created_at) index; the exact range is cut by local day in JS.
 */
export function listRangeEntries(db: Database, userId: string, range: number, now: Date) {
  return db
    .select({ createdAt: checkIns.createdAt, moodLevel: checkIns.moodLevel, detectedSchemas: checkIns.detectedSchemas })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), gte(checkIns.createdAt, rangeFloor(range, now))))
    .orderBy(asc(checkIns.createdAt));
}

export const rangeFloor = (range: number, now: Date) => new Date(now.getTime() - (range + 2) * DAY_MS);

/** Only when the streak reaches the range's start: the moments of earlier check-ins, newest first. */
export async function listEarlierMoments(db: Database, userId: string, before: Date, limit = 5_000) {
  const rows = await db
    .select({ createdAt: checkIns.createdAt })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), lt(checkIns.createdAt, before)))
    .orderBy(desc(checkIns.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/**
 * The person's latest screener session that has answers, with every answer and the statements'
 * patterns (the screener feature's tables, read here: features do not import each other).
 */
export async function latestScreenerAnswers(db: Database, userId: string) {
  const [session] = await db
    .select({ id: schemaScreenerSessions.id, createdAt: schemaScreenerSessions.createdAt })
    .from(schemaScreenerSessions)
    .where(
      and(
        eq(schemaScreenerSessions.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(schemaScreenerResults)
            .where(eq(schemaScreenerResults.sessionId, schemaScreenerSessions.id)),
        ),
      ),
    )
    .orderBy(desc(schemaScreenerSessions.createdAt))
    .limit(1);
  if (!session) return null;
  const [items, answers] = await Promise.all([
    db
      .select({
        id: schemaScreenerItems.id,
        schema_key: schemaScreenerItems.schemaKey,
        order_index: schemaScreenerItems.orderIndex,
        is_followup: schemaScreenerItems.isFollowup,
      })
      .from(schemaScreenerItems),
    db
      .select({ item_id: schemaScreenerResults.itemId, score: schemaScreenerResults.score })
      .from(schemaScreenerResults)
      .where(eq(schemaScreenerResults.sessionId, session.id)),
  ]);
  return { createdAt: session.createdAt, items: items as ScreenerItem[], answers };
}

/** The balanced thoughts of the person's completed reframing exercises, newest first (never anyone else's). */
export async function listBalancedThoughts(db: Database, userId: string, limit = 200) {
  const rows = await db
    .select({ id: checkIns.id, createdAt: checkIns.createdAt, exercise: checkIns.reframingExercise })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), isNotNull(checkIns.reframingExercise)))
    .orderBy(desc(checkIns.createdAt))
    .limit(limit);
  return rows.flatMap((row) => {
    const text = row.exercise?.alternative_thought.trim();
    return text ? [{ check_in_id: row.id, created_at: row.createdAt.toISOString(), text }] : [];
  });
}
