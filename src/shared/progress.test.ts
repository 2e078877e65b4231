import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentStreak,
  dailyMoods,
  daysEndingAt,
  localDay,
  summarizeProgress,
  weekStart,
  weeklyPatternActivity,
} from './progress.js';

const at = (iso: string) => new Date(iso);
const entry = (iso: string, moodLevel = 3, detectedSchemas: string[] = []) => ({
  createdAt: at(iso),
  moodLevel,
  detectedSchemas,
});

describe('local days', () => {
  it('an evening in Mexico City is still that day there, already the next in UTC', () => {
    expect(localDay(at('2026-03-01T03:30:00Z'), 'America/Mexico_City')).toBe('2026-02-28');
    expect(localDay(at('2026-03-01T03:30:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('day arithmetic crosses month and year ends and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month boundary
  });
});

describe('current streak', () => {
  it('counts days in a row back from today, across a month boundary', () => {
    expect(currentStreak(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'], '2026-03-02')).toBe(4);
  });

  it('a day not written yet today keeps yesterday’s streak; a missed day ends it', () => {
    expect(currentStreak(['2026-02-28', '2026-03-01'], '2026-03-02')).toBe(2);
    expect(currentStreak(['2026-02-27', '2026-03-01', '2026-03-02'], '2026-03-02')).toBe(2);
    expect(currentStreak(['2026-02-28'], '2026-03-02')).toBe(0);
    expect(currentStreak([], '2026-03-02')).toBe(0);
  });

  it('counts by the person’s days across a DST change (New York springs forward 2026-03-08)', () => {
    // 23:30 local each evening: 04:30Z before the change, 03:30Z after it.
    const moments = ['2026-03-07T04:30:00Z', '2026-03-08T04:30:00Z', '2026-03-09T03:30:00Z', '2026-03-10T03:30:00Z'];
    const days = moments.map((m) => localDay(at(m), 'America/New_York'));
    expect(days).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    expect(currentStreak(days, '2026-03-09')).toBe(4);
    // The short day (23 hours) is one day: two check-ins on it do not count twice.
    const shortDay = ['2026-03-08T05:30:00Z', '2026-03-09T03:30:00Z'].map((m) => localDay(at(m), 'America/New_York'));
    expect(new Set(shortDay)).toEqual(new Set(['2026-03-08']));
  });

  it('property: a run of n consecutive days ending today is a streak of n, whatever the start date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 2, max: 30 }),
        (start, n, gap) => {
          const today = start.toISOString().slice(0, 10);
          const run = daysEndingAt(today, n);
          // Older check-ins before a missed day never extend it.
          const older = daysEndingAt(addDays(today, -n - 1), gap);
          expect(currentStreak([...older, ...run], today)).toBe(n);
          expect(currentStreak([...older, ...run.slice(0, -1)], today)).toBe(n - 1);
        },
      ),
    );
  });

  it('property: duplicates and order never change the streak', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 })), (offsets) => {
        const today = '2026-03-02';
        const days = offsets.map((o) => addDays(today, -o));
        const expected = currentStreak(days, today);
        expect(currentStreak([...days, ...days].reverse(), today)).toBe(expected);
        expect(expected).toBeLessThanOrEqual(new Set(days).size);
      }),
    );
  });
});

describe('daily moods and weekly patterns', () => {
  it('averages each day, with null on days without a check-in', () => {
    const days = daysEndingAt('2026-03-02', 3);
    const daily = dailyMoods(
      [entry('2026-02-28T10:00:00Z', 2), entry('2026-02-28T20:00:00Z', 5), entry('2026-03-02T09:00:00Z', 4)],
      days,
      'UTC',
    );
    expect(daily).toEqual([
      { date: '2026-02-28', average_mood: 3.5, count: 2 },
      { date: '2026-03-01', average_mood: null, count: 0 },
      { date: '2026-03-02', average_mood: 4, count: 1 },
    ]);
  });

  it('groups patterns per Monday week, core patterns first even when absent, once per check-in', () => {
    const days = daysEndingAt('2026-03-03', 10); // Feb 22 (Sun) .. Mar 3 (Tue): three weeks
    const { weeks, patterns } = weeklyPatternActivity(
      [
        entry('2026-02-22T12:00:00Z', 3, ['failure']), // not a measured pattern: ignored
        entry('2026-02-27T12:00:00Z', 3, ['abandonment', 'abandonment']),
        entry('2026-03-01T12:00:00Z', 3, ['abandonment', 'subjugation']),
        entry('2026-03-02T12:00:00Z', 3, ['subjugation']),
        entry('2026-03-03T12:00:00Z', 3, ['subjugation']),
      ],
      days,
      'UTC',
      ['emotional_inhibition'],
    );
    expect(weeks).toEqual(['2026-02-16', '2026-02-23', '2026-03-02']);
    expect(patterns).toEqual([
      { schema_key: 'emotional_inhibition', core: true, counts: [0, 0, 0] },
      { schema_key: 'subjugation', core: false, counts: [0, 1, 2] },
      { schema_key: 'abandonment', core: false, counts: [0, 2, 0] },
    ]);
  });

  it('property: the weekly counts add up to the pattern mentions in range', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            offsetHours: fc.integer({ min: 0, max: 24 * 45 }),
            mood: fc.integer({ min: 1, max: 5 }),
            schemas: fc.uniqueArray(fc.constantFrom('abandonment', 'subjugation', 'self_sacrifice')),
          }),
          { maxLength: 60 },
        ),
        fc.constantFrom('UTC', 'America/New_York', 'Europe/Madrid', 'Pacific/Auckland'),
        (raw, timeZone) => {
          const now = at('2026-03-20T12:00:00Z');
          const entries = raw.map((r) => ({
            createdAt: new Date(now.getTime() - r.offsetHours * 3_600_000),
            moodLevel: r.mood,
            detectedSchemas: r.schemas,
          }));
          const summary = summarizeProgress({ entries, range: 30, timeZone, now, corePatterns: [] });
          const inRange = entries.filter((e) => summary.daily.some((d) => d.date === localDay(e.createdAt, timeZone)));
          expect(summary.check_in_count).toBe(inRange.length);
          const mentions = inRange.reduce((n, e) => n + e.detectedSchemas.length, 0);
          const counted = summary.patterns.reduce((n, p) => n + p.counts.reduce((a, b) => a + b, 0), 0);
          expect(counted).toBe(mentions);
          for (const p of summary.patterns) expect(p.counts).toHaveLength(summary.weeks.length);
          expect(summary.daily).toHaveLength(30);
        },
      ),
    );
  });
});
