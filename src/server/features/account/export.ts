import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checkIns,
  clientCoreSchemas,
  lessons,
  profiles,
  reminderSettings,
  schemaScreenerItems,
  schemaScreenerResults,
  schemaScreenerSessions,
  subscriptions,
  user,
  userLessonProgress,
} from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import type { Locale } from '../../../shared/locale.js';
import { isEntitled, tierForProduct, type PlanCatalog } from '../../../shared/plans.js';
import type { AccountExport } from '../../../shared/schemas/responses.js';

type Row = Record<string, unknown>;
type JsonRow = Record<string, unknown>;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A database row as the export writes it: every column (so a column added later is exported
 * without touching this file), snake_case like the database, dates in ISO 8601, minus the
 * columns named in `omit` (the owner id, which the export is about anyway).
 */
function exportRow(row: Row, omit: readonly string[] = []): JsonRow {
  const out: JsonRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[snakeCase(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Everything Patternwise keeps about one person, read in one transaction so the parts agree:
 * profile, every check-in, screener sessions with their answers, core patterns, lesson progress
 * with its notes, the subscription state and the daily reminder settings. Every query is keyed on `userId`; nothing of
 * anyone else is read. Password hashes and session tokens are not the person's writing and stay out.
 */
export async function buildAccountExport(
  db: Database,
  userId: string,
  { locale, catalog, now = new Date() }: { locale: Locale; catalog: PlanCatalog; now?: Date },
): Promise<AccountExport> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(user).where(eq(user.id, userId));
    if (!person) throw notFound();
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));

    const entries = await tx
      .select()
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
      .orderBy(asc(checkIns.createdAt), asc(checkIns.id));

    const sessions = await tx
      .select()
      .from(schemaScreenerSessions)
      .where(eq(schemaScreenerSessions.userId, userId))
      .orderBy(asc(schemaScreenerSessions.createdAt), asc(schemaScreenerSessions.id));
    const answers = await tx
      .select({
        sessionId: schemaScreenerResults.sessionId,
        itemId: schemaScreenerResults.itemId,
        schemaKey: schemaScreenerItems.schemaKey,
        prompt: schemaScreenerItems.prompt,
        promptEs: schemaScreenerItems.promptEs,
        isFollowup: schemaScreenerItems.isFollowup,
        score: schemaScreenerResults.score,
        createdAt: schemaScreenerResults.createdAt,
      })
      .from(schemaScreenerResults)
      .innerJoin(schemaScreenerSessions, eq(schemaScreenerSessions.id, schemaScreenerResults.sessionId))
      .innerJoin(schemaScreenerItems, eq(schemaScreenerItems.id, schemaScreenerResults.itemId))
      .where(eq(schemaScreenerSessions.userId, userId))
      .orderBy(asc(schemaScreenerItems.orderIndex), asc(schemaScreenerResults.itemId));

    const corePatterns = await tx
      .select()
      .from(clientCoreSchemas)
      .where(eq(clientCoreSchemas.userId, userId))
      .orderBy(asc(clientCoreSchemas.createdAt), asc(clientCoreSchemas.schemaKey));

    const progress = await tx
      .select({ progress: userLessonProgress, title: lessons.title, titleEs: lessons.titleEs })
      .from(userLessonProgress)
      .innerJoin(lessons, eq(lessons.id, userLessonProgress.lessonId))
      .where(eq(userLessonProgress.userId, userId))
      .orderBy(asc(lessons.orderIndex), asc(lessons.id));

    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const [reminder] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));

    const { checkInsUsed = 0, hasCompletedScreener = false } = profile ?? {};
    return {
      format: 'patternwise-data-export',
      version: 1,
      exported_at: now.toISOString(),
      profile: {
        ...exportRow(person, ['image']),
        id: person.id,
        email: person.email,
        name: person.name,
        created_at: person.createdAt.toISOString(),
        check_ins_used: checkInsUsed,
        has_completed_screener: hasCompletedScreener,
      },
      check_ins: entries.map((entry) => ({
        ...exportRow(entry, ['userId']),
        id: entry.id,
        created_at: entry.createdAt.toISOString(),
        feeling_text: entry.feelingText,
        mood_level: entry.moodLevel,
        ai_response: entry.aiResponse,
        detected_schemas: entry.detectedSchemas,
        crisis: entry.crisis,
      })),
      screener_sessions: sessions.map((session) => ({
        ...exportRow(session, ['userId']),
        id: session.id,
        created_at: session.createdAt.toISOString(),
        answers: answers
          .filter((answer) => answer.sessionId === session.id)
          .map((answer) => ({
            item_id: answer.itemId,
            schema_key: answer.schemaKey,
            statement: locale === 'es' ? answer.promptEs : answer.prompt,
            is_followup: answer.isFollowup,
            score: answer.score,
            created_at: answer.createdAt.toISOString(),
          })),
      })),
      core_patterns: corePatterns.map((pattern) => ({
        ...exportRow(pattern, ['userId']),
        schema_key: pattern.schemaKey,
        created_at: pattern.createdAt.toISOString(),
      })),
      lesson_progress: progress.map(({ progress: row, title, titleEs }) => ({
        ...exportRow(row, ['userId']),
        lesson_id: row.lessonId,
        lesson_title: locale === 'es' ? titleEs : title,
        current_stage: row.currentStage,
        completed: row.completed,
        identify_notes: row.identifyNotes,
        understand_notes: row.understandNotes,
        challenge_notes: row.challengeNotes,
        notes: row.notes,
      })),
      subscription: subscription
        ? {
            ...exportRow(subscription, ['userId', 'id']),
            provider: subscription.provider,
            status: subscription.status,
            tier: tierForProduct(subscription.productId, catalog),
            entitled: isEntitled(subscription, now),
            current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
            cancel_at_period_end: subscription.cancelAtPeriodEnd,
          }
        : null,
      reminder: reminder
        ? {
            ...exportRow(reminder, ['userId']),
            enabled: reminder.enabled,
            local_time: reminder.localTime,
            days: reminder.days,
            time_zone: reminder.timeZone,
            locale: reminder.locale,
            next_due_at: reminder.nextDueAt?.toISOString() ?? null,
            last_sent_at: reminder.lastSentAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}
