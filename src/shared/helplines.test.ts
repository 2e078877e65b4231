import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  ANOTHER_COUNTRY,
  HELPLINE_COUNTRIES,
  countryName,
  countryOfTimeZone,
  helpCountryOrder,
  helplineData,
  helplinesByCountry,
  helplinesFor,
  inferCountry,
  regionOfLanguageTag,
  smsHref,
  telHref,
} from './helplines.js';
import { checkHelplinesFile, HelplinesFileSchema } from './helplines-schema.js';
import { locales } from './locale.js';

const raw = JSON.parse(readFileSync(new URL('../../content/helplines.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;
/**
 * Every number in the helpline table of shared/reference/reflection-engine.md (4.4), as written
 * there. A number may enter content/helplines.json only after it enters this list from that table.
 */
const REFERENCE_TABLE_NUMBERS = [
  '988', // US, Canada (9-8-8)
  '116 123', // Samaritans, UK and Ireland
  '024', // Spain
  '112', // Spain, emergencies
  '717 003 717', // Spain, Teléfono de la Esperanza
  '800 911 2000', // Mexico, Línea de la Vida
  '135', // Argentina, CABA and Gran Buenos Aires
  '(011) 5275-1135', // Argentina, whole country
  '0800-999-0091', // Argentina, national mental health line
  '106', // Colombia, Bogotá
  '300 754 8933', // Colombia, Bogotá's WhatsApp
  '192', // Colombia, MinSalud (option 4)
  '123', // Colombia, emergencies
  '*4141', // Chile
];
/** National emergency numbers added beside the table, each with its official source in the JSON. */
const EMERGENCY_NUMBERS = ['911', '999'];
const firstPhone = (country: string | null, locale: 'en' | 'es') => helplinesFor(country, locale)[0]?.phone;
const ids = (country: string | null, locale: 'en' | 'es') => helplinesFor(country, locale).map((r) => r.id);

describe('content/helplines.json', () => {
  it('passes its schema', () => {
    expect(HelplinesFileSchema.safeParse(raw).success).toBe(true);
    expect(() => checkHelplinesFile(helplineData)).not.toThrow();
  });

  it('stops the server start and the build when broken, naming the fault', () => {
    const broken = { ...raw, byCountry: { ...(raw.byCountry as object), MX: ['mx-nope'] } };
    expect(() => checkHelplinesFile(broken)).toThrow(/helplines\.json is broken: .*byCountry names mx-nope/s);
  });

  it('keeps only numbers of the reference table (reflection-engine 4.4) and the national emergency numbers', () => {
    const digits = (text: string) => text.replace(/\D/g, '');
    const tableNumbers = new Set([...REFERENCE_TABLE_NUMBERS, ...EMERGENCY_NUMBERS].map(digits));
    const numbers = [
      ...helplineData.resources.flatMap((line) => [line.phone, line.phoneAlt, line.sms, line.whatsapp]),
      ...Object.values(helplineData.emergencyNumbers).map((entry) => entry.number),
    ].filter((n): n is string => n !== undefined);
    for (const number of numbers) expect(tableNumbers, number).toContain(digits(number));
  });

  it('cites at least one source for every line, emergency number and the directory', () => {
    for (const line of helplineData.resources) expect(line.sources.length, line.id).toBeGreaterThan(0);
    for (const entry of Object.values(helplineData.emergencyNumbers)) expect(entry.sources.length).toBeGreaterThan(0);
    expect(helplineData.directory.sources.length).toBeGreaterThan(0);
  });

  it.each([
    ['a note that repeats a number', { note: 'Call 800 911 2000', note_es: 'Gratis.' }],
    ['a note without its Spanish twin', { note: 'Free.', note_es: undefined }],
    ['a number with letters', { phone: 'call-me' }],
    ['a line with no source', { sources: [] }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s', (_label, change) => {
    const resources = (raw.resources as Record<string, unknown>[]).map((line, index) =>
      index === 0 ? { ...line, ...change } : line,
    );
    expect(HelplinesFileSchema.safeParse({ ...raw, resources }).success).toBe(false);
  });

  it('refuses a country that names a line that does not exist, and a line no country lists', () => {
    const byCountry = raw.byCountry as Record<string, string[]>;
    expect(HelplinesFileSchema.safeParse({ ...raw, byCountry: { ...byCountry, MX: ['mx-nope'] } }).success).toBe(false);
    const { CL: _dropped, ...withoutChile } = byCountry;
    expect(HelplinesFileSchema.safeParse({ ...raw, byCountry: withoutChile }).success).toBe(false);
  });

  it('lists the countries of the table', () => {
    expect([...HELPLINE_COUNTRIES].sort()).toEqual(['AR', 'CA', 'CL', 'CO', 'ES', 'GB', 'IE', 'MX', 'US']);
  });
});

describe('inferCountry', () => {
  it.each([
    [['es-MX', 'es'], 'Europe/Madrid', 'MX'],
    [['en-GB'], 'America/New_York', 'GB'],
    [['es-US', 'en-US'], 'America/Los_Angeles', 'US'],
    [['es-ES'], null, 'ES'],
    [['en_IE'], undefined, 'IE'],
    [['es-AR'], 'America/Argentina/Buenos_Aires', 'AR'],
    [['pt-BR'], 'America/Sao_Paulo', 'BR'],
    [['de-DE', 'en-US'], 'Europe/Berlin', 'DE'],
  ] as const)('takes the region of the first language first: %j in %s -> %s', (languages, timeZone, expected) => {
    expect(inferCountry({ languages, timeZone })).toBe(expected);
  });

  it.each([
    [['es'], 'America/Mexico_City', 'MX'],
    [['es-419', 'es'], 'America/Bogota', 'CO'],
    [['es'], 'America/Buenos_Aires', 'AR'],
    [['es'], 'America/Argentina/Cordoba', 'AR'],
    [['es'], 'America/Santiago', 'CL'],
    [['es'], 'Atlantic/Canary', 'ES'],
    [['en'], 'Europe/London', 'GB'],
    [['en'], 'Europe/Dublin', 'IE'],
    [['en'], 'America/Toronto', 'CA'],
    [['en'], 'America/Indiana/Indianapolis', 'US'],
    [['en', 'en-GB'], 'America/Chicago', 'US'],
  ] as const)('else the country of the time zone: %j in %s -> %s', (languages, timeZone, expected) => {
    expect(inferCountry({ languages, timeZone })).toBe(expected);
  });

  it('reads a time zone given as a function only when the first language names no region', () => {
    const zone = vi.fn(() => 'America/Mexico_City');
    expect(inferCountry({ languages: ['es-AR'], timeZone: zone })).toBe('AR');
    expect(zone).not.toHaveBeenCalled();
    expect(inferCountry({ languages: ['es'], timeZone: zone })).toBe('MX');
    expect(zone).toHaveBeenCalledOnce();
    expect(inferCountry({ languages: ['es', 'es-CL'], timeZone: () => undefined })).toBe('CL');
  });

  it('else the region of a later language, else null', () => {
    expect(inferCountry({ languages: ['es', 'es-CL'], timeZone: 'UTC' })).toBe('CL');
    expect(inferCountry({ languages: ['es'], timeZone: 'Europe/Berlin' })).toBeNull();
    expect(inferCountry({ languages: [], timeZone: null })).toBeNull();
    expect(inferCountry({ languages: ['not a tag!!'] })).toBeNull();
  });

  it('reads regions and zones strictly', () => {
    expect(regionOfLanguageTag('es-419')).toBeNull();
    expect(regionOfLanguageTag('zh-Hant-TW')).toBe('TW');
    expect(regionOfLanguageTag(undefined)).toBeNull();
    expect(countryOfTimeZone('America/Mexico_City')).toBe('MX');
    expect(countryOfTimeZone('Etc/UTC')).toBeNull();
    expect(countryOfTimeZone('')).toBeNull();
  });

  it('maps only real time zones (every zone of the table is known to this runtime)', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    const zones = ['America/Mexico_City', 'America/Bogota', 'Europe/Madrid', 'Europe/London', 'America/Santiago'];
    for (const zone of zones) expect(known.has(zone), zone).toBe(true);
  });
});

describe('helplinesFor', () => {
  it('gives a Mexican user Línea de la Vida first, never Spain’s 024 first (or at all)', () => {
    for (const locale of locales) {
      expect(ids('MX', locale)[0]).toBe('mx-linea-vida');
      expect(firstPhone('MX', locale)).toBe('800 911 2000');
      expect(ids('MX', locale)).not.toContain('es-024');
    }
  });

  it('gives a UK user Samaritans first, never the US 988 first (or at all)', () => {
    for (const locale of locales) {
      expect(ids('GB', locale)[0]).toBe('uk-ie-samaritans');
      expect(helplinesFor('GB', locale).some((r) => r.phone === '988')).toBe(false);
    }
    expect(ids('IE', 'en')[0]).toBe('uk-ie-samaritans');
    expect(helplinesFor('IE', 'en')[0]?.country).toBe('IE');
  });

  it('gives es-US 988 with the Spanish option, call or text', () => {
    const [line] = helplinesFor('US', 'es');
    expect(line).toMatchObject({
      id: 'us-988',
      phone: '988',
      sms: '988',
      name: '988 Línea de Prevención del Suicidio y Crisis',
    });
    expect(line?.note).toMatch(/opción 2 para hablar en español/);
    expect(line?.contact).toMatch(/^Llama o escribe al 988/);
    expect(helplinesFor('US', 'en')[0]?.note).not.toMatch(/español|Spanish/);
  });

  it.each([
    ['US', '988'],
    ['CA', '988'],
    ['GB', '116 123'],
    ['IE', '116 123'],
    ['ES', '024'],
    ['MX', '800 911 2000'],
    ['AR', '135'],
    ['CO', '192'],
    ['CL', '*4141'],
  ])('%s: the local number first, then the directory, then the emergency line', (country, number) => {
    for (const locale of locales) {
      const list = helplinesFor(country, locale);
      expect(list[0]).toMatchObject({ kind: 'helpline', country, phone: number });
      expect(list.filter((r) => r.kind === 'helpline').every((r) => r.country === country)).toBe(true);
      expect(list.at(-2)).toMatchObject({ kind: 'directory', url: 'https://findahelpline.com' });
      expect(list.at(-1)?.kind).toBe('emergency');
    }
  });

  it('keeps national lines before regional ones (Colombia: 192 before Bogotá’s 106)', () => {
    expect(ids('CO', 'es').slice(0, 2)).toEqual(['co-192', 'co-bogota-106']);
    expect(helplinesFor('CO', 'es')[1]).toMatchObject({
      region: 'Bogotá',
      whatsapp: '300 754 8933',
      whatsappUrl: 'https://wa.me/573007548933',
    });
  });

  it('gives the emergency number where the table has one, else "your local emergency number"', () => {
    expect(helplinesFor('ES', 'es').at(-1)).toMatchObject({
      phone: '112',
      contact: 'Si estás en peligro inmediato, llama al 112.',
    });
    expect(helplinesFor('CO', 'en').at(-1)?.phone).toBe('123');
    expect(helplinesFor('MX', 'es').at(-1)).toMatchObject({ phone: '911' });
    expect(helplinesFor('GB', 'en').at(-1)).toMatchObject({ phone: '999' });
    expect(helplinesFor('AR', 'es').at(-1)).toMatchObject({ phone: null });
    expect(helplinesFor('AR', 'es').at(-1)?.contact).toMatch(/número de emergencias de tu zona/);
  });

  it('with no country, gives the language default, each line named with its country', () => {
    expect(ids(null, 'en')).toEqual(['us-988', 'uk-ie-samaritans', 'ca-988', 'directory', 'emergency']);
    expect(ids(null, 'es')).toEqual(['es-024', 'mx-linea-vida', 'us-988', 'directory', 'emergency']);
    expect(helplinesFor(undefined, 'es').map((r) => r.country)).toEqual(['ES', 'MX', 'US', null, null]);
    expect(ids('', 'en')).toEqual(ids(null, 'en'));
  });

  it('gives a country we list no lines for the directory and the emergency line, never another country’s line', () => {
    for (const country of ['PE', 'DE', ANOTHER_COUNTRY]) {
      expect(ids(country, 'es')).toEqual(['directory', 'emergency']);
    }
  });

  it('accepts a lower-case code', () => {
    expect(ids('mx', 'es')).toEqual(ids('MX', 'es'));
  });

  it('speaks the page’s language and never puts a number in a note', () => {
    for (const country of [...HELPLINE_COUNTRIES, null]) {
      for (const locale of locales) {
        for (const resource of helplinesFor(country, locale)) {
          expect(resource.name).not.toBe('');
          expect(resource.contact).not.toBe('');
          expect(resource.note ?? '').not.toMatch(/\d{3}/);
        }
      }
    }
    expect(helplinesFor('ES', 'en')[0]?.name).toBe('024 Suicide Prevention Line');
    expect(helplinesFor('ES', 'es')[0]?.name).toBe('Línea 024 de atención a la conducta suicida');
    expect(helplinesFor('ES', 'en').at(-2)?.note).toMatch(/^A verified directory/);
  });
});

describe('helpCountryOrder and helplinesByCountry', () => {
  it('puts the person’s country first, then their language’s, then the rest, each once', () => {
    expect(helpCountryOrder('MX', 'es')).toEqual(['MX', 'ES', 'US', 'GB', 'IE', 'CA', 'AR', 'CO', 'CL']);
    expect(helpCountryOrder('GB', 'en').slice(0, 3)).toEqual(['GB', 'US', 'CA']);
    expect(helpCountryOrder(null, 'es').slice(0, 3)).toEqual(['ES', 'MX', 'US']);
    expect(helpCountryOrder('PE', 'es').slice(0, 3)).toEqual(['ES', 'MX', 'US']);
    expect(new Set(helpCountryOrder('MX', 'es')).size).toBe(HELPLINE_COUNTRIES.length);
  });

  it('groups the same lines as helplinesFor, with the emergency number where known', () => {
    const groups = helplinesByCountry('MX', 'es');
    expect(groups[0]).toMatchObject({ country: 'MX' });
    expect(groups[0]?.emergency?.phone).toBe('911');
    for (const group of groups) {
      const own = helplinesFor(group.country, 'es').filter((r) => r.kind === 'helpline');
      expect(group.lines).toEqual(own);
    }
    expect(groups.find((g) => g.country === 'ES')?.emergency?.phone).toBe('112');
  });
});

describe('countryName', () => {
  it('names countries in the page’s language', () => {
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('MX', 'en')).toBe('Mexico');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('US', 'es')).toBe('Estados Unidos');
  });
});

describe('links', () => {
  it('dials the number as written', () => {
    expect(telHref('800 911 2000')).toBe('tel:8009112000');
    expect(telHref('*4141')).toBe('tel:*4141');
    expect(telHref('(011) 5275-1135')).toBe('tel:01152751135');
    expect(telHref('116 123')).toBe('tel:116123');
    expect(smsHref('988')).toBe('sms:988');
  });
});
