import { TZDate } from '@date-fns/tz';

export type ReminderSchedule = { localTime: string; days: readonly number[]; timeZone: string };

/**
 * The first instant strictly after `after` when the person's clock reads `localTime` on one of
 * `days` (ISO weekdays, 1 = Monday) in `timeZone`. `@date-fns/tz` does the zone arithmetic, so a
 * 09:00 reminder stays at 09:00 local across a DST change (08:00 UTC in Madrid's winter, 07:00 in
 * summer); a time that does not exist on the day clocks go forward lands just after the gap.
 */
export function nextOccurrence(schedule: ReminderSchedule, after: Date): Date {
  const [hours, minutes] = schedule.localTime.split(':').map(Number) as [number, number];
  const local = new TZDate(after.getTime(), schedule.timeZone);
  // Eight days cover "later today" to "the same weekday next week".
  for (let offset = 0; offset <= 7; offset += 1) {
    const candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + offset,
      hours,
      minutes,
      schedule.timeZone,
    );
    const isoDay = candidate.getDay() === 0 ? 7 : candidate.getDay();
    if (candidate.getTime() > after.getTime() && schedule.days.includes(isoDay)) return new Date(candidate.getTime());
  }
  throw new Error('a reminder schedule needs at least one day');
}
