import { and, desc, eq, getTableColumns, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkIns, checkInTotals, profiles } from '../../db/schema.js';
import { FREE_CHECK_IN_LIMIT } from '../../../shared/constants.js';
import { isSchemaKey } from '../../../shared/patterns.js';
import { isCheckInId } from '../../../shared/schemas/check-in.js';
import type { CheckInListItem, DetectedPattern } from '../../../shared/schemas/responses.js';
import { RECENT_REPLIES } from '../../providers/reflection/snippets.js';

export type NewCheckIn = Omit<typeof checkIns.$inferInsert, 'id' | 'createdAt' | 'userId'>;

/**
 * Stores a check-in. When it counts (a free user's ordinary entry; never a subscriber's, never a
 * crisis entry) the counter moves in the same transaction, and only while the screener is done
 * and fewer than the limit are used: of many parallel saves at 4 used, exactly one finds a row to
 * update. Returns null when the limit (or the screener) stops the save.
 */
export async function insertCheckIn(db: Database, userId: string, counted: boolean, values: NewCheckIn) {
  // Uncounted, it is one statement (the history total moves in its trigger): no transaction's extra round trips.
  if (!counted) return insertRow(db, userId, values);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(profiles)
      .set({ checkInsUsed: sql`${profiles.checkInsUsed} + 1` })
      .where(
        and(
          eq(profiles.id, userId),
          eq(profiles.hasCompletedScreener, true),
          lt(profiles.checkInsUsed, FREE_CHECK_IN_LIMIT),
        ),
      )
      .returning({ used: profiles.checkInsUsed });
    if (used.length === 0) return null;
    return insertRow(tx, userId, values);
  });
}

async function insertRow(db: Database, userId: string, values: NewCheckIn) {
  const [row] = await db
    .insert(checkIns)
    .values({ ...values, userId })
    .returning();
  return row!;
}

/** The user's own check-in; anyone else's (or a malformed id) is simply not found. */
export async function findOwnCheckIn(db: Database, userId: string, id: string) {
  if (!isCheckInId(id)) return null;
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.id, id), eq(checkIns.userId, userId)));
  return row ?? null;
}

/**
 * Changes the user's own check-in (the exercise attached to it); null when it is not theirs or no
 * longer exists. The free counter is never touched: the check-in was counted when it was saved.
 */
export async function updateOwnCheckIn(
  db: Database,
  userId: string,
  id: string,
  values: Partial<Pick<NewCheckIn, 'reframingExercise' | 'crisis' | 'detectedSchemas' | 'patternEvidence'>>,
) {
  const [row] = await db
    .update(checkIns)
    .set(values)
    .where(and(eq(checkIns.id, id), eq(checkIns.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the user's own check-in; false when it is not theirs. The free counter stays as it is. */
export async function deleteOwnCheckIn(db: Database, userId: string, id: string) {
  if (!isCheckInId(id)) return false;
  const rows = await db
    .delete(checkIns)
    .where(and(eq(checkIns.id, id), eq(checkIns.userId, userId)))
    .returning({ id: checkIns.id });
  return rows.length > 0;
}

/**
 * The page query of the history: the user's check-ins newest first over the `(user_id, created_at
 * desc)` index, their total read from `check_in_totals` (kept by triggers), so a person with
 * 100,000 check-ins costs what one with 10 does.
 */
export function checkInPageQuery(db: Database) {
  const total = sql<number>`coalesce((select ${checkInTotals.total} from ${checkInTotals} where ${checkInTotals.userId} = ${sql.placeholder('userId')}), 0)`;
  return db
    .select({ row: getTableColumns(checkIns), total: total.mapWith(Number) })
    .from(checkIns)
    .where(eq(checkIns.userId, sql.placeholder('userId')))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * A page of the user's check-ins with their total: one prepared statement. Only a page past the
 * end, which has no row to carry the total, reads it on its own.
 */
export function createCheckInLister(db: Database) {
  const pageQuery = checkInPageQuery(db).prepare('check_ins_page');
  const totalQuery = db
    .select({ value: checkInTotals.total })
    .from(checkInTotals)
    .where(eq(checkInTotals.userId, sql.placeholder('userId')))
    .prepare('check_ins_total');
  return async (userId: string, page: number, pageSize: number) => {
    const found = await pageQuery.execute({ userId, limit: pageSize, offset: (page - 1) * pageSize });
    const rows = found.map((f) => f.row);
    if (found.length > 0) return { rows, total: found[0]!.total };
    if (page === 1) return { rows, total: 0 };
    const [stored] = await totalQuery.execute({ userId });
    return { rows, total: stored?.value ?? 0 };
  };
}

/**
 * The replies the person was last shown (saved ai_response values), newest first: one query on
 * the (user_id, created_at desc) index, so the engine can avoid repeating their openings.
 */
export async function listRecentReplies(db: Database, userId: string, limit = RECENT_REPLIES): Promise<string[]> {
  const rows = await db
    .select({ reply: checkIns.aiResponse })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), isNotNull(checkIns.aiResponse)))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit);
  return rows.flatMap((row) => (row.reply ? [row.reply] : []));
}

export function toCheckInJson(row: typeof checkIns.$inferSelect): CheckInListItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    feeling_text: row.feelingText,
    mood_level: row.moodLevel,
    ai_response: row.aiResponse,
    detected_schemas: row.detectedSchemas.filter(isSchemaKey),
    pattern_evidence: row.patternEvidence.filter((e): e is DetectedPattern => isSchemaKey(e.schema_key)),
    reframing_exercise: row.reframingExercise,
    crisis: row.crisis,
  };
}
