import { z } from 'zod';

const isKnownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * PUT /api/reminders: the whole setting at once. The browser sends its own IANA time zone; unlike
 * a check-in's optional zone, a reminder cannot be scheduled without one, so an unknown zone is a 400.
 */
export const ReminderSettingsSchema = z.strictObject(
  {
    enabled: z.boolean({ error: 'invalidRequest' }),
    time: z.string({ error: 'reminderTimeInvalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reminderTimeInvalid'),
    days: z
      .array(
        z
          .number({ error: 'reminderDaysInvalid' })
          .int('reminderDaysInvalid')
          .min(1, 'reminderDaysInvalid')
          .max(7, 'reminderDaysInvalid'),
        {
          error: 'reminderDaysInvalid',
        },
      )
      .min(1, 'reminderDaysEmpty')
      .max(7, 'reminderDaysInvalid')
      .refine((days) => new Set(days).size === days.length, 'reminderDaysInvalid')
      .transform((days) => [...days].sort((a, b) => a - b)),
    time_zone: z
      .string({ error: 'reminderTimeZoneInvalid' })
      .max(64, 'reminderTimeZoneInvalid')
      .refine(isKnownTimeZone, 'reminderTimeZoneInvalid'),
  },
  { error: 'invalidRequest' },
);
export type ReminderSettingsInput = z.input<typeof ReminderSettingsSchema>;
