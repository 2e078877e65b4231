import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reminderSettings, user } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../providers/mailer/mailer.js';
import { buildReminderMail } from '../../providers/mailer/reminder-mail.js';
import { nextOccurrence } from './next-occurrence.js';
import { unsubscribeUrl } from './unsubscribe-routes.js';

export type ReminderSchedulerOptions = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** The app secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Rows claimed per transaction. */
  batchSize?: number;
};

/** A reminder found more than this late (the app was down) is skipped: a 20:00 nudge at 03:00 helps no one. */
export const MAX_LATENESS_MS = 60 * 60 * 1000;
/** A failed send is tried once more this much later, then that day is let go. */
export const RETRY_DELAY_MS = 5 * 60 * 1000;

type Claimed = {
  userId: string;
  email: string;
  locale: 'en' | 'es';
  dueAt: Date;
  /** The next_due_at this claim wrote: a retry only replaces it if nothing else did since. */
  next: Date;
  send: boolean;
  firstAttempt: boolean;
};

/**
 * Sends the daily reminders that are due. Each tick claims due rows in one transaction
 * (`FOR UPDATE SKIP LOCKED`: another instance ticking at the same moment skips the rows this one
 * holds, and once this one commits they are no longer due), moves each to its next occurrence,
 * commits, and only then mails. So with any number of instances a reminder is sent at most once;
 * a crash between the commit and the mail loses that day's reminder rather than doubling it.
 */
export function createReminderScheduler(options: ReminderSchedulerOptions) {
  const { db, mailer, appUrl, secret, logger } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 50;

  const claim = (at: Date) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({
          userId: reminderSettings.userId,
          localTime: reminderSettings.localTime,
          days: reminderSettings.days,
          timeZone: reminderSettings.timeZone,
          locale: reminderSettings.locale,
          nextDueAt: reminderSettings.nextDueAt,
          email: user.email,
        })
        .from(reminderSettings)
        .innerJoin(user, eq(user.id, reminderSettings.userId))
        .where(and(eq(reminderSettings.enabled, true), lte(reminderSettings.nextDueAt, at)))
        .orderBy(asc(reminderSettings.nextDueAt))
        .limit(batchSize)
        .for('update', { of: reminderSettings, skipLocked: true });
      const claimed: Claimed[] = [];
      for (const row of due) {
        const dueAt = row.nextDueAt!;
        const next = nextOccurrence(row, at);
        const send = at.getTime() - dueAt.getTime() <= MAX_LATENESS_MS;
        await tx
          .update(reminderSettings)
          .set({ nextDueAt: next, ...(send ? { lastSentAt: at } : {}) })
          .where(eq(reminderSettings.userId, row.userId));
        // A retry is due off the person's grid; only a reminder due on it gets one.
        const firstAttempt = nextOccurrence(row, new Date(dueAt.getTime() - 1)).getTime() === dueAt.getTime();
        claimed.push({ userId: row.userId, email: row.email, locale: row.locale, dueAt, next, send, firstAttempt });
      }
      return claimed;
    });

  const retryLater = async (reminder: Claimed, at: Date) => {
    const retryAt = new Date(at.getTime() + RETRY_DELAY_MS);
    if (!reminder.firstAttempt || retryAt.getTime() >= reminder.next.getTime()) return false;
    await db
      .update(reminderSettings)
      .set({ nextDueAt: retryAt })
      .where(
        and(
          eq(reminderSettings.userId, reminder.userId),
          eq(reminderSettings.enabled, true),
          eq(reminderSettings.nextDueAt, reminder.next),
        ),
      );
    return true;
  };

  /** One pass: claims and mails batches until none is left. Answers what it did. */
  async function tick() {
    const result = { sent: 0, skipped: 0, failed: 0 };
    for (;;) {
      const at = now();
      const claimed = await claim(at);
      for (const reminder of claimed) {
        if (!reminder.send) {
          result.skipped += 1;
          continue;
        }
        try {
          await mailer.send(
            buildReminderMail({
              to: reminder.email,
              locale: reminder.locale,
              appUrl,
              unsubscribeUrl: unsubscribeUrl(appUrl, reminder.userId, secret),
            }),
          );
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          const retry = await retryLater(reminder, at);
          // By name and code: a mail error can quote the address.
          const { name, code } = error as { name?: string; code?: string };
          logger.warn({ err: { name, code }, retry }, 'reminder mail failed');
        }
      }
      if (claimed.length < batchSize) break;
    }
    if (result.sent + result.skipped + result.failed > 0) logger.info(result, 'reminders processed');
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    tick,
    /** Ticks every `intervalMs` (never two at once in this process); the timer never keeps the process alive. */
    start(intervalMs: number) {
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .catch((error: unknown) => {
            const { name, code } = error as { name?: string; code?: string };
            logger.warn({ err: { name, code } }, 'reminder tick failed');
          })
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
