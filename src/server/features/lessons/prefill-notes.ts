import type { Locale } from '../../../shared/locale.js';

type Quoted = { created_at: string; feeling_text: string };

const INTRO: Record<Locale, string> = {
  en: 'From your recent check-ins, moments where this pattern may have shown up:',
  es: 'En tus registros recientes, momentos en los que este patrón pudo haber aparecido:',
};

const quote: Record<Locale, (text: string) => string> = {
  en: (text) => `“${text}”`,
  es: (text) => `«${text}»`,
};

/**
 * The Identify notes a first open pre-fills (spec section 4): a numbered list of the matching
 * check-ins, each with its date in the person's language and time zone (UTC when unknown) and their
 * own words quoted. Line breaks inside an entry become spaces so each stays one list item.
 */
export function buildPrefillNotes(matches: readonly Quoted[], locale: Locale, timeZone?: string): string {
  const date = new Intl.DateTimeFormat(locale === 'es' ? 'es' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: timeZone ?? 'UTC',
  });
  const items = matches.map((match, index) => {
    const text = match.feeling_text.replace(/\s+/g, ' ').trim();
    return `${index + 1}. ${date.format(new Date(match.created_at))}: ${quote[locale](text)}`;
  });
  return [INTRO[locale], '', ...items].join('\n');
}
