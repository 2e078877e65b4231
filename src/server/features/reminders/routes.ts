import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { reminderSettings } from '../../db/schema.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import { DEFAULT_REMINDER_TIME, WEEK_DAYS } from '../../../shared/constants.js';
import { ReminderSettingsSchema } from '../../../shared/schemas/reminders.js';
import type { ReminderSettingsResponse } from '../../../shared/schemas/responses.js';
import { nextOccurrence } from './next-occurrence.js';

type Row = typeof reminderSettings.$inferSelect;

const toResponse = (row: Row | undefined): ReminderSettingsResponse =>
  row
    ? {
        enabled: row.enabled,
        time: row.localTime,
        days: row.days,
        time_zone: row.timeZone,
        next_due_at: row.nextDueAt?.toISOString() ?? null,
      }
    : { enabled: false, time: DEFAULT_REMINDER_TIME, days: [...WEEK_DAYS], time_zone: null, next_due_at: null };

/**
 * `GET /api/reminders` answers the person's daily reminder (the defaults before one is saved);
 * `PUT` saves all of it, with the language of the page it came from for the mails, and computes
 * the next mail from `now` (the clock the scheduler shares, so tests can move both).
 */
export function createReminderRoutes(db: Database, now: () => Date) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const person = requireUser(c);
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, person.id));
      return c.json(toResponse(row) satisfies ReminderSettingsResponse);
    })
    .put('/', async (c) => {
      const person = requireUser(c);
      const input = await parseJsonBody(c, ReminderSettingsSchema);
      const values = {
        enabled: input.enabled,
        localTime: input.time,
        days: input.days,
        timeZone: input.time_zone,
        locale: c.get('locale'),
        nextDueAt: input.enabled
          ? nextOccurrence({ localTime: input.time, days: input.days, timeZone: input.time_zone }, now())
          : null,
      };
      const [row] = await db
        .insert(reminderSettings)
        .values({ userId: person.id, ...values })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
        .returning();
      return c.json(toResponse(row) satisfies ReminderSettingsResponse);
    });
}
