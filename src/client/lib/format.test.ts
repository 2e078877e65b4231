import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDecimal } from './format.js';

// 23 November 2026, 09:06 and 21:40 in UTC, formatted in UTC so the test holds in every time zone.
const morning = '2026-11-23T09:06:00.000Z';
const evening = '2026-11-23T21:40:00.000Z';

describe('formatDateTime', () => {
  it("keeps the spec's English form, 'MMM d, yyyy • h:mm a'", () => {
    expect(formatDateTime(morning, 'en', 'UTC')).toBe('Nov 23, 2026 • 9:06 AM');
    expect(formatDateTime(evening, 'en', 'UTC')).toBe('Nov 23, 2026 • 9:40 PM');
  });

  it('writes Spanish dates day first, with a 24-hour clock', () => {
    expect(formatDateTime(morning, 'es', 'UTC')).toBe('23 nov 2026, 9:06');
    expect(formatDateTime(evening, 'es', 'UTC')).toBe('23 nov 2026, 21:40');
  });
});

describe('formatDecimal', () => {
  it('uses a point in English and a comma in Spanish, with one decimal', () => {
    expect(formatDecimal(4.75, 'en')).toBe('4.8');
    expect(formatDecimal(4.75, 'es')).toBe('4,8');
    expect(formatDecimal(3, 'es')).toBe('3,0');
  });
});
