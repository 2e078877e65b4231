import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_KEYS } from '../../../shared/patterns.js';
import { buildCrisisReply, detectCrisis, getCrisisResources } from './crisis.js';

type CrisisRow = { id: string; locale: 'en' | 'es'; text: string; crisis: boolean; kind: string };
type CheckInRow = { id: string; feeling_text: string; crisis: boolean };

const readJsonl = <T>(name: string): T[] =>
  readFileSync(new URL(`../../../../bench/reflect-eval/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

const rows = readJsonl<CrisisRow>('crisis.jsonl');
const flagged = (row: CrisisRow) => detectCrisis([row.text]).crisis;
const rate = (list: CrisisRow[], predicate: (row: CrisisRow) => boolean) =>
  list.length === 0 ? 0 : list.filter(predicate).length / list.length;

describe('detectCrisis on the crisis set (bench/reflect-eval/crisis.jsonl)', () => {
  const explicit = rows.filter((r) => r.kind === 'explicit' && r.crisis);
  const indirect = rows.filter((r) => r.kind === 'indirect' && r.crisis);

  it('has the expected slices', () => {
    expect(explicit.length).toBeGreaterThanOrEqual(100);
    expect(indirect.length).toBeGreaterThanOrEqual(50);
  });

  it('detects every explicit crisis line, in both languages', () => {
    const missed = explicit.filter((r) => !flagged(r)).map((r) => `${r.id}: ${r.text}`);
    expect(missed).toEqual([]);
  });

  it('detects indirect crisis lines (burden, farewell, means, passive wish) with recall >= 0.90', () => {
    const recall = rate(indirect, flagged);
    const missed = indirect.filter((r) => !flagged(r)).map((r) => r.id);
    expect(recall, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('detects a topical mention that turns personal', () => {
    for (const row of rows.filter((r) => r.kind === 'topic' && r.crisis)) expect(flagged(row), row.id).toBe(true);
  });

  it('keeps idiom false alarms at or below 5%', () => {
    const idioms = rows.filter((r) => r.kind === 'idiom');
    const alarms = idioms.filter(flagged).map((r) => `${r.id}: ${r.text}`);
    expect(rate(idioms, flagged), alarms.join(' | ')).toBeLessThanOrEqual(0.05);
  });

  it('never alarms on ordinary sadness', () => {
    const sad = rows.filter((r) => r.kind === 'sad');
    expect(sad.filter(flagged).map((r) => r.id)).toEqual([]);
  });

  it('keeps alarms on impersonal topic mentions (documentaries, talks, a friend) low', () => {
    const topic = rows.filter((r) => r.kind === 'topic' && !r.crisis);
    expect(rate(topic, flagged)).toBeLessThanOrEqual(0.25);
  });

  it('does not alarm on the everyday check-ins of the dev set', () => {
    const dev = readJsonl<CheckInRow>('dev.jsonl');
    const alarms = dev.filter((r) => !r.crisis && detectCrisis([r.feeling_text]).crisis).map((r) => r.id);
    expect(alarms).toEqual([]);
  });
});

describe('detectCrisis beyond the set', () => {
  it.each([
    "I've been thinking of ending my life",
    "I'm going to kill myself",
    'i wanna die',
    'I just want it all to end',
    'nobody would care if I died',
    'my dad hits me',
    'I have pills saved up',
    'I don’t want to exist anymore',
    'everyone would be happier if I was dead',
    'tengo pensamientos de suicidio',
    'estoy pensando en quitarme la vida',
    'mi padre me pega',
    'mi tío me toca cuando estamos solos',
    'quiero dejar de existir',
    'me he vuelto a cortar',
    'soy una carga',
    'K1LL MYSELF',
    'quiero morirme ya',
  ])('flags %j', (text) => {
    expect(detectCrisis([text]).crisis).toBe(true);
  });

  it.each([
    "I'm dying to go on vacation",
    'my phone is about to die',
    'I hurt myself playing football',
    'I cut my hair today',
    'me corté el pelo',
    'me toca trabajar el sábado',
    'en el trabajo grupal me tocó la parte que nadie quería',
    'my brother beat me at chess',
    "I'm gone for the weekend, back monday",
    'no quiero vivir en esta ciudad',
    'cuando no esté en casa riega las plantas',
    'me voy a morir de la risa',
    'I never wake up early',
    'ugh, my boss will kill me if I’m late',
    'the suspense is killing me',
  ])('does not flag %j', (text) => {
    expect(detectCrisis([text]).crisis).toBe(false);
  });

  it('screens both languages whatever the entry language, and every text given', () => {
    expect(detectCrisis(['all good today', 'quiero morirme']).crisis).toBe(true);
    expect(detectCrisis(['hoy bien', 'I want to die']).crisis).toBe(true);
    expect(detectCrisis(['', 'nothing to report']).crisis).toBe(false);
    expect(detectCrisis([]).crisis).toBe(false);
  });

  it('names the categories it found', () => {
    expect(detectCrisis(['I want to kill myself']).categories).toContain('suicidal_ideation');
    expect(detectCrisis(['I cut myself again']).categories).toContain('self_harm');
    expect(detectCrisis(['my husband hit me again']).categories).toContain('abuse');
    expect(detectCrisis(['soy una carga para mi familia']).categories).toContain('burden');
    expect(detectCrisis(['fine']).categories).toEqual([]);
  });
});

describe('buildCrisisReply', () => {
  const labels = [
    ...Object.values(
      JSON.parse(readFileSync(new URL('../../../../content/patterns/en.json', import.meta.url), 'utf8')),
    ),
    ...Object.values(
      JSON.parse(readFileSync(new URL('../../../../content/patterns/es.json', import.meta.url), 'utf8')),
    ),
  ].map((p) => (p as { label: string }).label);

  it.each([
    ['en', '988'],
    ['es', '024'],
  ] as const)('gives the %s helpline first, then the directory', (locale, number) => {
    const reply = buildCrisisReply(locale);
    expect(reply.resources[0]?.phone).toBe(number);
    expect(reply.resources[0]?.kind).toBe('helpline');
    expect(reply.resources.at(-1)?.kind).toBe('directory');
    expect(reply.resources.at(-1)?.url).toBe('https://findahelpline.com');
    expect(reply.response).toContain(number);
    expect(reply.response.indexOf(number)).toBeLessThan(reply.response.indexOf('findahelpline.com'));
  });

  it.each(['en', 'es'] as const)('is short, calm and free of pattern language (%s)', (locale) => {
    const { response } = buildCrisisReply(locale);
    expect(response.length).toBeLessThan(900);
    expect(response).not.toMatch(/pattern|patr[oó]n|schema|esquema/i);
    for (const label of labels) expect(response).not.toContain(label);
    for (const key of SCHEMA_KEYS) expect(response).not.toContain(key);
    expect(response).not.toMatch(/\?/);
    expect(response).not.toMatch(/diagnos|disorder|symptom|patient|treatment|trastorno|síntoma|paciente|tratamiento/i);
  });

  it('writes the Spanish reply in Spanish, with the Spanish contact text', () => {
    const reply = buildCrisisReply('es');
    expect(reply.response).toMatch(/Gracias por contármelo/);
    expect(reply.resources[0]?.contact).toMatch(/^Llama al 024/);
  });
});

describe('getCrisisResources', () => {
  it('lists the locale lines in byLocale order, the other lines of that language, the directory and the emergency line', () => {
    const es = getCrisisResources('es');
    expect(es.slice(0, 3).map((r) => r.id)).toEqual(['es-024', 'mx-linea-vida', 'us-988']);
    expect(es.map((r) => r.id)).toContain('ar-135');
    expect(es.at(-2)?.kind).toBe('directory');
    expect(es.at(-1)?.kind).toBe('emergency');
    expect(es.at(-1)?.contact).toMatch(/112/);
    const en = getCrisisResources('en');
    expect(en.slice(0, 3).map((r) => r.id)).toEqual(['us-988', 'uk-ie-samaritans', 'ca-988']);
    expect(en.find((r) => r.id === 'us-988')?.contact).toMatch(/^Call or text 988/);
    for (const resource of [...es, ...en]) {
      expect(resource.name).not.toBe('');
      expect(resource.contact).not.toBe('');
    }
  });
});
