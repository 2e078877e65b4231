import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schemaScreenerItems, schemaScreenerResults, schemaScreenerSessions } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import type { SchemaKey } from '../../../shared/patterns.js';

export async function listItems(db: Database) {
  const rows = await db.select().from(schemaScreenerItems).orderBy(asc(schemaScreenerItems.orderIndex));
  return rows.map((row) => ({
    id: row.id,
    schema_key: row.schemaKey as SchemaKey,
    order_index: row.orderIndex,
    is_followup: row.isFollowup,
    prompt: { en: row.prompt, es: row.promptEs },
  }));
}

export async function findLatestSessionId(db: Database, userId: string) {
  const [row] = await db
    .select({ id: schemaScreenerSessions.id })
    .from(schemaScreenerSessions)
    .where(eq(schemaScreenerSessions.userId, userId))
    .orderBy(desc(schemaScreenerSessions.createdAt))
    .limit(1);
  return row?.id ?? null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuid.test(value);

/** The session if it is this user's; anyone else's (or a malformed id) is simply not found. */
export async function requireOwnSession(db: Database, userId: string, sessionId: string) {
  if (!isUuid(sessionId)) throw notFound();
  const [row] = await db
    .select({ id: schemaScreenerSessions.id })
    .from(schemaScreenerSessions)
    .where(and(eq(schemaScreenerSessions.id, sessionId), eq(schemaScreenerSessions.userId, userId)));
  if (!row) throw notFound();
  return row.id;
}

export async function createSession(db: Database, userId: string) {
  const [row] = await db.insert(schemaScreenerSessions).values({ userId }).returning({ id: schemaScreenerSessions.id });
  return row!.id;
}

export async function listAnswers(db: Database, sessionId: string) {
  return db
    .select({ item_id: schemaScreenerResults.itemId, score: schemaScreenerResults.score })
    .from(schemaScreenerResults)
    .where(eq(schemaScreenerResults.sessionId, sessionId));
}

export async function itemExists(db: Database, itemId: string) {
  const [row] = await db
    .select({ id: schemaScreenerItems.id })
    .from(schemaScreenerItems)
    .where(eq(schemaScreenerItems.id, itemId));
  return Boolean(row);
}

/** Answering the same statement again replaces the earlier answer. */
export async function saveAnswer(db: Database, sessionId: string, itemId: string, score: number) {
  await db
    .insert(schemaScreenerResults)
    .values({ sessionId, itemId, score })
    .onConflictDoUpdate({
      target: [schemaScreenerResults.sessionId, schemaScreenerResults.itemId],
      set: { score: sql`excluded.score` },
    });
}

/**
 * One round trip for an answer to an existing session: stores it (replacing an earlier answer to
 * the statement) only when the session is this user's and the statement exists. False when either
 * is not so; the caller then asks which, on that rare path only.
 */
function ownAnswerUpsert(db: Database) {
  return db
    .insert(schemaScreenerResults)
    .select(
      db
        .select({
          sessionId: schemaScreenerSessions.id,
          itemId: schemaScreenerItems.id,
          score: sql<number>`${sql.placeholder('score')}::smallint`.as('score'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(schemaScreenerSessions)
        .innerJoin(schemaScreenerItems, eq(schemaScreenerItems.id, sql.placeholder('itemId')))
        .where(
          and(
            eq(schemaScreenerSessions.id, sql.placeholder('sessionId')),
            eq(schemaScreenerSessions.userId, sql.placeholder('userId')),
          ),
        ),
    )
    .onConflictDoUpdate({
      target: [schemaScreenerResults.sessionId, schemaScreenerResults.itemId],
      set: { score: sql`excluded.score` },
    })
    .returning({ sessionId: schemaScreenerResults.sessionId })
    .prepare('save_own_answer');
}

/** Prepared once, when the routes are made (as the check-in lister is): the statement every answer in a running session is. */
export function createOwnAnswerSaver(db: Database) {
  const upsert = ownAnswerUpsert(db);
  return async (userId: string, sessionId: string, itemId: string, score: number) =>
    (await upsert.execute({ userId, sessionId, itemId, score })).length > 0;
}
