import { SCHEMA_KEYS, isSchemaKey, type SchemaKey } from './patterns.js';

/**
 * The progress rules (mood trend, streak, weekly pattern activity), pure so server and tests share
 * them. A "day" is a calendar date in the person's time zone, written 'YYYY-MM-DD'; day arithmetic
 * works on those dates, never on 24-hour steps, so a DST change never splits or merges a day.
 */
export const PROGRESS_RANGES = [30, 90] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone ('2026-03-08'). */
export function localDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The date `delta` calendar days from `day` (negative goes back): '2026-03-01' - 1 = '2026-02-28'. */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

/** The Monday that starts the (ISO) week a date belongs to. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The `count` dates ending with `today`, oldest first. */
export function daysEndingAt(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/**
 * Days in a row with at least one check-in, counted back from today. A day not yet written today
 * does not break the streak: it then counts back from yesterday. No check-in today or yesterday: 0.
 */
export function currentStreak(checkInDays: Iterable<string>, today: string): number {
  const days = new Set(checkInDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export type ProgressEntry = { createdAt: Date; moodLevel: number; detectedSchemas: readonly string[] };
export type DailyMood = { date: string; average_mood: number | null; count: number };
export type PatternActivity = { schema_key: SchemaKey; core: boolean; counts: number[] };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Mood per day over the range (a day without check-ins has a null average), oldest first. */
export function dailyMoods(entries: readonly ProgressEntry[], days: readonly string[], timeZone: string): DailyMood[] {
  const sums = new Map<string, { total: number; count: number }>(days.map((d) => [d, { total: 0, count: 0 }]));
  for (const entry of entries) {
    const bucket = sums.get(localDay(entry.createdAt, timeZone));
    if (!bucket) continue;
    bucket.total += entry.moodLevel;
    bucket.count += 1;
  }
  return days.map((date) => {
    const { total, count } = sums.get(date)!;
    return { date, average_mood: count === 0 ? null : round2(total / count), count };
  });
}

/**
 * How many check-ins showed each pattern, per week (Monday first) of the range. The person's core
 * patterns come first, in their order, even in weeks (or ranges) where they did not appear; then
 * every other pattern that appeared, most frequent first. A pattern counts once per check-in.
 */
export function weeklyPatternActivity(
  entries: readonly ProgressEntry[],
  days: readonly string[],
  timeZone: string,
  corePatterns: readonly string[],
): { weeks: string[]; patterns: PatternActivity[] } {
  const inRange = new Set(days);
  const weeks = [...new Set(days.map(weekStart))];
  const weekIndex = new Map(weeks.map((w, i) => [w, i]));
  const counts = new Map<SchemaKey, number[]>();
  const core = [...new Set(corePatterns.filter(isSchemaKey))];
  for (const key of core)
    counts.set(
      key,
      weeks.map(() => 0),
    );
  for (const entry of entries) {
    const day = localDay(entry.createdAt, timeZone);
    if (!inRange.has(day)) continue;
    const week = weekIndex.get(weekStart(day))!;
    for (const key of new Set(entry.detectedSchemas)) {
      if (!isSchemaKey(key)) continue;
      let row = counts.get(key);
      if (!row) counts.set(key, (row = weeks.map(() => 0)));
      row[week]! += 1;
    }
  }
  const total = (key: SchemaKey) => counts.get(key)!.reduce((a, b) => a + b, 0);
  const others = [...counts.keys()]
    .filter((key) => !core.includes(key))
    .sort((a, b) => total(b) - total(a) || SCHEMA_KEYS.indexOf(a) - SCHEMA_KEYS.indexOf(b));
  return {
    weeks,
    patterns: [
      ...core.map((key) => ({ schema_key: key, core: true, counts: counts.get(key)! })),
      ...others.map((key) => ({ schema_key: key, core: false, counts: counts.get(key)! })),
    ],
  };
}

/** Everything the progress view shows, from the range's entries (extra older ones are ignored). */
export function summarizeProgress(input: {
  entries: readonly ProgressEntry[];
  range: ProgressRange;
  timeZone: string;
  now: Date;
  corePatterns: readonly string[];
  /** Check-in days before the range, for a streak longer than the range. */
  earlierDays?: Iterable<string>;
}) {
  const today = localDay(input.now, input.timeZone);
  const days = daysEndingAt(today, input.range);
  const daily = dailyMoods(input.entries, days, input.timeZone);
  const written = daily.filter((d) => d.count > 0);
  const count = written.reduce((n, d) => n + d.count, 0);
  const moodTotal = input.entries
    .filter((e) => days.includes(localDay(e.createdAt, input.timeZone)))
    .reduce((sum, e) => sum + e.moodLevel, 0);
  const { weeks, patterns } = weeklyPatternActivity(input.entries, days, input.timeZone, input.corePatterns);
  return {
    range: input.range,
    time_zone: input.timeZone,
    today,
    average_mood: count === 0 ? null : round2(moodTotal / count),
    check_in_count: count,
    current_streak: currentStreak([...written.map((d) => d.date), ...(input.earlierDays ?? [])], today),
    daily,
    weeks,
    patterns,
  };
}

/** Whether the streak reaches the range's first day, so days before the range may extend it. */
export function streakReachesRangeStart(summary: { current_streak: number; today: string; range: number }) {
  return summary.current_streak >= summary.range - 1;
}
