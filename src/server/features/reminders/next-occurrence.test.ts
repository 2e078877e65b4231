import { describe, expect, it } from 'vitest';
import { nextOccurrence } from './next-occurrence.js';

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const madrid = (localTime: string, days = everyDay) => ({ localTime, days, timeZone: 'Europe/Madrid' });
const at = (iso: string) => new Date(iso);

describe('nextOccurrence', () => {
  it('is later today when the time is still ahead, tomorrow once it has passed (exactly at the time counts as passed)', () => {
    expect(nextOccurrence(madrid('09:00'), at('2027-01-14T07:59:59Z')).toISOString()).toBe('2027-01-14T08:00:00.000Z');
    expect(nextOccurrence(madrid('09:00'), at('2027-01-14T08:00:00Z')).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('keeps 09:00 local across both DST changes in Madrid (last Sundays of March and October)', () => {
    // Saturday 27 March 2027 at 09:00 CET is 08:00 UTC; on Sunday clocks go forward, 09:00 CEST is 07:00 UTC.
    expect(nextOccurrence(madrid('09:00'), at('2027-03-27T08:00:00Z')).toISOString()).toBe('2027-03-28T07:00:00.000Z');
    // Saturday 30 October 2027 at 09:00 CEST is 07:00 UTC; on Sunday clocks go back, 09:00 CET is 08:00 UTC.
    expect(nextOccurrence(madrid('09:00'), at('2027-10-30T07:00:00Z')).toISOString()).toBe('2027-10-31T08:00:00.000Z');
  });

  it('a time inside the spring-forward gap is sent once that day, just after the gap', () => {
    const next = nextOccurrence(madrid('02:30'), at('2027-03-27T12:00:00Z'));
    expect(next.getTime()).toBeGreaterThanOrEqual(Date.parse('2027-03-28T01:00:00Z'));
    expect(next.getTime()).toBeLessThan(Date.parse('2027-03-28T02:00:00Z'));
  });

  it('skips days not chosen: weekdays only from a Friday evening is Monday', () => {
    const weekdays = { localTime: '20:00', days: [1, 2, 3, 4, 5], timeZone: 'America/Mexico_City' };
    // Friday 15 January 2027, 21:00 in Mexico City (UTC-6).
    expect(nextOccurrence(weekdays, at('2027-01-16T03:00:00Z')).toISOString()).toBe('2027-01-19T02:00:00.000Z');
    expect(nextOccurrence({ ...weekdays, days: [5] }, at('2027-01-16T03:00:00Z')).toISOString()).toBe(
      '2027-01-23T02:00:00.000Z',
    );
  });
});
