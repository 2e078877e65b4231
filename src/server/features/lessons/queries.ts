import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkIns, lessons, userLessonProgress } from '../../db/schema.js';
import type { LessonProgressState } from '../../../shared/lessons.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProgressRow = typeof userLessonProgress.$inferSelect;

/** The library: every lesson by order_index, with the texts of both languages (the route picks one). */
export function listLessons(db: Database) {
  return db
    .select({
      id: lessons.id,
      schemaType: lessons.schemaType,
      orderIndex: lessons.orderIndex,
      estimatedMinutes: lessons.estimatedMinutes,
      title: lessons.title,
      description: lessons.description,
      titleEs: lessons.titleEs,
      descriptionEs: lessons.descriptionEs,
    })
    .from(lessons)
    .orderBy(asc(lessons.orderIndex), asc(lessons.id));
}

export async function findLesson(db: Database, id: string) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}
export type LessonRow = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

/** (lesson_id, completed) of the user's progress rows: the library's completion marks. */
export function listCompletion(db: Database, userId: string) {
  return db
    .select({ lessonId: userLessonProgress.lessonId, completed: userLessonProgress.completed })
    .from(userLessonProgress)
    .where(eq(userLessonProgress.userId, userId));
}

/** The user's latest check-ins, newest first (the first-open prefill reads ten). */
export async function listRecentCheckIns(db: Database, userId: string, limit: number) {
  const rows = await db
    .select({
      createdAt: checkIns.createdAt,
      feelingText: checkIns.feelingText,
      detectedSchemas: checkIns.detectedSchemas,
    })
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit);
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    feeling_text: row.feelingText,
    detected_schemas: row.detectedSchemas,
  }));
}

export function toProgressState(row: ProgressRow): LessonProgressState {
  return {
    completed: row.completed,
    current_stage: row.currentStage,
    identify_notes: row.identifyNotes,
    understand_notes: row.understandNotes,
    challenge_notes: row.challengeNotes,
    notes: row.notes,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

function toColumns(state: LessonProgressState) {
  return {
    completed: state.completed,
    currentStage: state.current_stage,
    identifyNotes: state.identify_notes,
    understandNotes: state.understand_notes,
    challengeNotes: state.challenge_notes,
    notes: state.notes,
    completedAt: state.completed_at === null ? null : new Date(state.completed_at),
  };
}

const ownRow = (userId: string, lessonId: string) =>
  and(eq(userLessonProgress.userId, userId), eq(userLessonProgress.lessonId, lessonId));

/** The user's own progress on one lesson (every read is keyed on the user, so nobody reads another's). */
export async function findProgress(db: Database, userId: string, lessonId: string) {
  const [row] = await db.select().from(userLessonProgress).where(ownRow(userId, lessonId));
  return row ? toProgressState(row) : null;
}

/** Saves progress only when none exists yet; null when some already did (a second tab opened it first). */
export async function insertProgressIfAbsent(
  db: Database,
  userId: string,
  lessonId: string,
  state: LessonProgressState,
) {
  const [row] = await db
    .insert(userLessonProgress)
    .values({ userId, lessonId, ...toColumns(state) })
    .onConflictDoNothing()
    .returning();
  return row ? toProgressState(row) : null;
}

async function lockProgress(tx: Tx, userId: string, lessonId: string) {
  const [row] = await tx.select().from(userLessonProgress).where(ownRow(userId, lessonId)).for('update');
  return row;
}

/**
 * One change to the user's progress on a lesson, computed by `change` from what is stored (null
 * before any progress) under a row lock, so two tabs' saves queue up instead of overwriting each
 * other. `change` answers the new state, or null to leave things as they are; it may throw an
 * HttpError, which rolls everything back. Answers the stored state (null when there is none).
 */
export async function changeProgress(
  db: Database,
  userId: string,
  lessonId: string,
  change: (current: LessonProgressState | null) => LessonProgressState | null,
): Promise<LessonProgressState | null> {
  return db.transaction(async (tx) => {
    let row = await lockProgress(tx, userId, lessonId);
    if (!row) {
      const next = change(null);
      if (!next) return null;
      const [inserted] = await tx
        .insert(userLessonProgress)
        .values({ userId, lessonId, ...toColumns(next) })
        .onConflictDoNothing()
        .returning();
      if (inserted) return toProgressState(inserted);
      // Another request created the row meanwhile: apply the change to what it stored.
      row = await lockProgress(tx, userId, lessonId);
      if (!row) throw new Error('lesson progress vanished while locked');
    }
    const next = change(toProgressState(row));
    if (!next) return toProgressState(row);
    const [updated] = await tx
      .update(userLessonProgress)
      .set(toColumns(next))
      .where(eq(userLessonProgress.id, row.id))
      .returning();
    return toProgressState(updated!);
  });
}
