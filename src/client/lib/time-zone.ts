/**
 * The browser's IANA time zone ("America/Mexico_City"), or undefined when it does not say. One
 * place for it: the first `Intl.DateTimeFormat` of a page loads the platform's locale data, a long
 * task on a slow phone, so callers ask only when they need the zone (issue 13).
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
