import type { Locale } from '../../shared/locale.js';

/** The BCP 47 tag each page language formats with: US English (the spec's dates), neutral Spanish. */
const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es' };

const dateTimeFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(locale: Locale, timeZone?: string) {
  const key = `${locale}|${timeZone ?? ''}`;
  let formats = dateTimeFormats.get(key);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeZone }),
      time: new Intl.DateTimeFormat(intlLocale[locale], { timeStyle: 'short', timeZone }),
    };
    dateTimeFormats.set(key, formats);
  }
  return formats;
}

/**
 * A moment as the page's language writes it: English keeps the spec's 'MMM d, yyyy • h:mm a'
 * ("Nov 23, 2026 • 9:06 AM"), Spanish reads "23 nov 2026, 9:06".
 */
export function formatDateTime(value: string | Date, locale: Locale, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const { date: day, time } = formatsFor(locale, timeZone);
  // Newer ICU puts a narrow no-break space before AM/PM: one plain space, as the spec writes it.
  return `${day.format(date)}${locale === 'en' ? ' • ' : ', '}${time.format(date)}`.replace(/\u202f/g, ' ');
}

/** A number with a fixed count of decimals, with the page language's separator ("4.8", "4,8"). */
export function formatDecimal(value: number, locale: Locale, digits = 1): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date ('2026-11-23', already the person's day) as the page's language writes it
 * briefly: "Nov 23" / "23 nov"; with the year when asked ("Nov 23, 2026" / "23 nov 2026").
 */
export function formatDay(day: string, locale: Locale, withYear = false): string {
  const key = `${locale}|${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`)).replace(/\.$/, '');
}

/** A whole number with the page language's grouping ("1,234", "1234" / "12.345"). */
export function formatInteger(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 0 }).format(value);
}
