/**
 * The one rule for crisis help (issue 7, beyond-the-spec 4): which lines a person sees, in which
 * order, for their country and language. The crisis reply (server) and /help and the crisis card
 * (client) all call `helplinesFor`, so they can never disagree. The data is
 * `content/helplines.json`, checked against `helplines-schema.ts` by the server before it starts,
 * by the client build and by the tests: a broken file fails all three, never a person in crisis.
 */
import rawHelplines from '../../content/helplines.json';
import type { HelplinesFile } from './helplines-schema.js';
import type { Locale } from './locale.js';

type Helpline = HelplinesFile['resources'][number];

/** The lines, as checked by the server's start-up and the build (see above). */
export const helplineData = rawHelplines as HelplinesFile;

/** The countries we list lines for, in the file's order. */
export const HELPLINE_COUNTRIES: readonly string[] = Object.keys(helplineData.byCountry);

/**
 * "Another country" in the country picker: ISO 3166's user-assigned "unknown" code. Like any
 * country we list no lines for, it gets the international directory and the emergency line.
 */
export const ANOTHER_COUNTRY = 'ZZ';

export function isHelplineCountry(code: string | null | undefined): code is string {
  return typeof code === 'string' && Object.hasOwn(helplineData.byCountry, code);
}

// ---------------------------------------------------------------------------------------------
// Where the person is
// ---------------------------------------------------------------------------------------------

/**
 * IANA zones of the countries we list lines for. Browsers report ICU's ids, some of them legacy
 * ("America/Buenos_Aires"), so both spellings are here.
 */
const ZONES_BY_COUNTRY: Record<string, readonly string[]> = {
  US: [
    'America/New_York',
    'America/Detroit',
    'America/Chicago',
    'America/Denver',
    'America/Boise',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Juneau',
    'America/Sitka',
    'America/Nome',
    'America/Adak',
    'America/Menominee',
    'America/Indianapolis',
    'America/Louisville',
    'Pacific/Honolulu',
  ],
  GB: ['Europe/London', 'Europe/Belfast'],
  IE: ['Europe/Dublin'],
  CA: [
    'America/Toronto',
    'America/Montreal',
    'America/Vancouver',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Regina',
    'America/Swift_Current',
    'America/Halifax',
    'America/Moncton',
    'America/Glace_Bay',
    'America/Goose_Bay',
    'America/St_Johns',
    'America/Whitehorse',
    'America/Dawson',
    'America/Dawson_Creek',
    'America/Fort_Nelson',
    'America/Creston',
    'America/Iqaluit',
    'America/Rankin_Inlet',
    'America/Cambridge_Bay',
    'America/Inuvik',
    'America/Yellowknife',
    'America/Atikokan',
    'America/Thunder_Bay',
    'America/Nipigon',
    'America/Rainy_River',
    'America/Blanc-Sablon',
  ],
  ES: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  MX: [
    'America/Mexico_City',
    'America/Cancun',
    'America/Merida',
    'America/Monterrey',
    'America/Matamoros',
    'America/Chihuahua',
    'America/Ciudad_Juarez',
    'America/Ojinaga',
    'America/Mazatlan',
    'America/Bahia_Banderas',
    'America/Hermosillo',
    'America/Tijuana',
  ],
  AR: [
    'America/Buenos_Aires',
    'America/Cordoba',
    'America/Catamarca',
    'America/Jujuy',
    'America/Mendoza',
    'America/Rosario',
  ],
  CO: ['America/Bogota'],
  CL: ['America/Santiago', 'America/Punta_Arenas', 'Pacific/Easter'],
};

/** Zone families that belong to one country whatever the city ("America/Argentina/Salta"). */
const ZONE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['America/Argentina/', 'AR'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
];

const COUNTRY_BY_ZONE = new Map(
  Object.entries(ZONES_BY_COUNTRY).flatMap(([country, zones]) => zones.map((zone) => [zone, country] as const)),
);

/** The country of a time zone, for the zones of the countries we list lines for; else null. */
export function countryOfTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null;
  return COUNTRY_BY_ZONE.get(timeZone) ?? ZONE_PREFIXES.find(([prefix]) => timeZone.startsWith(prefix))?.[1] ?? null;
}

/** The country of a language tag ("es-MX" -> "MX"); null without one, or for "es-419" (a continent). */
export function regionOfLanguageTag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    const region = new Intl.Locale(tag.replace(/_/g, '-')).region;
    return region && /^[A-Z]{2}$/.test(region) ? region : null;
  } catch {
    return null;
  }
}

/**
 * Where the person probably is, from what the browser says: the region of their first language
 * ("es-MX" -> MX, "en-GB" -> GB); else the country of their time zone (a Mexican browser set to
 * plain "es" still runs on America/Mexico_City); else the region of a later language; else null.
 * A region we list no lines for is still returned: the person then sees the international
 * directory for their country, never another country's line presented as theirs. The zone may be
 * given as a function, called only when the first language names no region: reading it costs a
 * browser its first `Intl.DateTimeFormat`, a long task on a slow phone (issue 13).
 */
export function inferCountry({
  languages,
  timeZone,
}: {
  languages: readonly string[];
  timeZone?: string | null | (() => string | null | undefined);
}): string | null {
  const [primary, ...others] = languages;
  return (
    regionOfLanguageTag(primary) ??
    countryOfTimeZone(typeof timeZone === 'function' ? timeZone() : timeZone) ??
    others.map(regionOfLanguageTag).find((region) => region !== null) ??
    null
  );
}

/** A country's name in the page's language, from the platform (Intl.DisplayNames); the code if none. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// ---------------------------------------------------------------------------------------------
// What the person sees
// ---------------------------------------------------------------------------------------------

/** One help resource as shown to a person: everything already in their language. */
export type HelpResource = {
  id: string;
  kind: 'helpline' | 'directory' | 'emergency';
  /** The country the line is listed for (ISO 3166-1); null for the directory and a generic emergency line. */
  country: string | null;
  /** Where inside the country it answers, when it is not national. */
  region: string | null;
  name: string;
  /** A short note beside the buttons; it never repeats a number. */
  note: string | null;
  /** How to reach it as one plain sentence (for text-only places: the CLI, logs of a reply). */
  contact: string;
  phone: string | null;
  phoneAlt: string | null;
  phoneAltNote: string | null;
  sms: string | null;
  whatsapp: string | null;
  whatsappUrl: string | null;
  email: string | null;
  url: string | null;
  hours: string | null;
};

const CONTACT_VERBS: Record<Locale, { call: string; callOrText: string }> = {
  en: { call: 'Call {n}', callOrText: 'Call or text {n}' },
  es: { call: 'Llama al {n}', callOrText: 'Llama o escribe al {n}' },
};

function localized<T>(locale: Locale, english: T, spanish: T | undefined): T {
  return locale === 'es' && spanish !== undefined ? spanish : english;
}

/** "Call 135. Free from … From anywhere in Argentina: (011) 5275-1135.": every way in, one sentence each. */
function contactSentence(line: Helpline, locale: Locale): string {
  const verb = CONTACT_VERBS[locale][line.sms === line.phone ? 'callOrText' : 'call'];
  const note = localized(locale, line.note, line.note_es);
  const parts = [verb.replace('{n}', line.phone)];
  if (note) parts.push(note.replace(/\.$/, ''));
  if (line.phoneAlt) parts.push(`${localized(locale, line.phoneAltNote, line.phoneAltNote_es)}: ${line.phoneAlt}`);
  if (line.whatsapp) parts.push(`WhatsApp: ${line.whatsapp}`);
  return `${parts.join('. ')}.`;
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

function toHelpResource(line: Helpline, country: string, locale: Locale): HelpResource {
  const callingCode = helplineData.callingCodes[country];
  return {
    id: line.id,
    kind: 'helpline',
    country,
    region: line.region ?? null,
    name: locale === 'es' ? (line.name_es ?? line.name) : (line.name_en ?? line.name),
    note: localized(locale, line.note, line.note_es) ?? null,
    contact: contactSentence(line, locale),
    phone: line.phone,
    phoneAlt: line.phoneAlt ?? null,
    phoneAltNote: localized(locale, line.phoneAltNote, line.phoneAltNote_es) ?? null,
    sms: line.sms ?? null,
    whatsapp: line.whatsapp ?? null,
    whatsappUrl: line.whatsapp && callingCode ? `https://wa.me/${callingCode}${digitsOf(line.whatsapp)}` : null,
    email: line.email ?? null,
    url: line.url,
    hours: line.hours,
  };
}

const emptyContact = {
  region: null,
  note: null,
  phone: null,
  phoneAlt: null,
  phoneAltNote: null,
  sms: null,
  whatsapp: null,
  whatsappUrl: null,
  email: null,
  hours: null,
} as const;

/** The international directory (findahelpline.com), for anyone anywhere. */
export function directoryResource(locale: Locale): HelpResource {
  const { directory } = helplineData;
  const description = locale === 'es' ? directory.description_es : directory.description;
  return {
    ...emptyContact,
    id: 'directory',
    kind: 'directory',
    country: null,
    name: directory.name,
    note: description,
    contact: `${description} ${directory.url}`,
    url: directory.url,
  };
}

/** The emergency line: the country's number where our table gives one, else "your local emergency number". */
export function emergencyResource(country: string | null | undefined, locale: Locale): HelpResource {
  const copy = helplineData.emergency[locale];
  const known = country && Object.hasOwn(helplineData.emergencyNumbers, country) ? country : null;
  const number = known ? helplineData.emergencyNumbers[known]!.number : null;
  const contact = number ? copy.withNumber.replace('{number}', number) : copy.generic;
  return {
    ...emptyContact,
    id: number ? `emergency-${known!.toLowerCase()}` : 'emergency',
    kind: 'emergency',
    country: known,
    name: copy.name,
    // With a number, the card's call button says it all; without one, the sentence is the help.
    note: number ? null : contact,
    contact,
    phone: number,
    url: null,
    hours: '24/7',
  };
}

/** A country's own lines, its local number first (the order of `byCountry`); [] for a country we do not list. */
export function countryHelplines(country: string, locale: Locale): HelpResource[] {
  const ids = isHelplineCountry(country) ? helplineData.byCountry[country]! : [];
  return ids.map((id) =>
    toHelpResource(
      helplineData.resources.find((line) => line.id === id)!,
      country,
      locale,
    ),
  );
}

/** With no country known: the first line of each country the language's speakers most likely call from. */
function languageDefaultHelplines(locale: Locale): HelpResource[] {
  return helplineData.byLocale[locale].flatMap((country) => countryHelplines(country, locale).slice(0, 1));
}

/**
 * The help a person sees, in order, everywhere (crisis reply, crisis card, /help):
 * - a country we list: its lines (local number first), then the directory, then the emergency line;
 * - a country we do not list (or "another country"): the directory, then the emergency line, never
 *   another country's line presented as theirs;
 * - no country known: the first line of each country of the language (each named with its
 *   country), then the directory and "call your local emergency number" (reflection-engine 4.4).
 */
export function helplinesFor(country: string | null | undefined, locale: Locale): HelpResource[] {
  const code = country?.trim().toUpperCase() || null;
  const lines = code === null ? languageDefaultHelplines(locale) : countryHelplines(code, locale);
  return [...lines, directoryResource(locale), emergencyResource(code, locale)];
}

/** The countries in the order /help shows them: the person's first, then their language's, then the rest. */
export function helpCountryOrder(country: string | null | undefined, locale: Locale): string[] {
  const first = isHelplineCountry(country) ? [country] : [];
  return [...new Set([...first, ...helplineData.byLocale[locale], ...HELPLINE_COUNTRIES])];
}

/** Every country's lines for /help, grouped and named by the caller, in `helpCountryOrder`. */
export function helplinesByCountry(
  country: string | null | undefined,
  locale: Locale,
): { country: string; lines: HelpResource[]; emergency: HelpResource | null }[] {
  return helpCountryOrder(country, locale).map((code) => {
    const emergency = emergencyResource(code, locale);
    return { country: code, lines: countryHelplines(code, locale), emergency: emergency.phone ? emergency : null };
  });
}

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

/** A `tel:` link that dials the number as written ("800 911 2000" -> tel:8009112000, "*4141" kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d*#+]/g, '')}`;
}

export function smsHref(number: string): string {
  return `sms:${number.replace(/[^\d+]/g, '')}`;
}
