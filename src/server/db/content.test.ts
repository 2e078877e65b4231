import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findClinicalWords } from '../../shared/clinical-words.js';
import { SCHEMA_KEYS } from '../../shared/patterns.js';
import { schemaScreenerItems } from './schema.js';
import { readScreenerItemsContent, seedContent } from './seed.js';
import { createTestDatabase } from '../test/test-database.js';

const contentDir = join(import.meta.dirname, '..', '..', '..', 'content');
const readJson = (path: string) => JSON.parse(readFileSync(join(contentDir, path), 'utf8')) as unknown;

/** Every key path and array length of a JSON value: an English entry without its Spanish twin shows here. */
function shapeOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shapeOf(v, `${path}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [`${path}.${key}`, ...shapeOf(v, `${path}.${key}`)]);
  }
  return [];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const pairedFolders = ['patterns', 'schema-theory', 'screener-about', 'replies'];

describe('content', () => {
  it.each(pairedFolders)('%s: every English entry has its Spanish twin, none empty', (folder) => {
    const en = readJson(`${folder}/en.json`);
    const es = readJson(`${folder}/es.json`);
    expect(shapeOf(es)).toEqual(shapeOf(en));
    expect(strings(en).every((s) => s.trim().length > 0)).toBe(true);
    expect(strings(es).every((s) => s.trim().length > 0)).toBe(true);
  });

  it('the 12 measured patterns each have a label, a blurb and three examples', () => {
    for (const locale of ['en', 'es']) {
      const patterns = readJson(`patterns/${locale}.json`) as Record<string, { label: string; examples: string[] }>;
      expect(Object.keys(patterns)).toEqual([...SCHEMA_KEYS]);
      for (const pattern of Object.values(patterns)) expect(pattern.examples).toHaveLength(3);
    }
  });

  it('the About Patterns page covers the 18 patterns, 12 of them measured, with the same labels', () => {
    for (const locale of ['en', 'es']) {
      const theory = readJson(`schema-theory/${locale}.json`) as {
        domains: { patterns: { key: string; label: string; measured: boolean }[] }[];
        responseStyles: unknown[];
      };
      const patterns = readJson(`patterns/${locale}.json`) as Record<string, { label: string }>;
      const all = theory.domains.flatMap((domain) => domain.patterns);
      expect(all).toHaveLength(18);
      expect(theory.domains).toHaveLength(5);
      expect(theory.responseStyles).toHaveLength(3);
      const measured = all.filter((p) => p.measured);
      expect(measured.map((p) => p.key).sort()).toEqual([...SCHEMA_KEYS].sort());
      for (const p of measured) expect(p.label).toBe(patterns[p.key]?.label);
    }
  });

  it('screener: 3 first-pass and 2 follow-up statements per pattern, never two of one pattern in a row', () => {
    const items = readScreenerItemsContent();
    for (const key of SCHEMA_KEYS) {
      expect(items.filter((i) => i.schema_key === key && !i.is_followup)).toHaveLength(3);
      expect(items.filter((i) => i.schema_key === key && i.is_followup)).toHaveLength(2);
    }
    for (const phase of [false, true]) {
      const ordered = items.filter((i) => i.is_followup === phase).sort((a, b) => a.order_index - b.order_index);
      ordered.slice(1).forEach((item, i) => expect(item.schema_key).not.toBe(ordered[i]!.schema_key));
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('no diagnostic or clinical words in user-facing content, except in the disclaimer negation', () => {
    // The one shared list (src/shared/clinical-words.ts); it allows "not a diagnosis", "no es terapia".
    const offending: string[] = [];
    const files = [
      ...pairedFolders.flatMap((folder) => [`${folder}/en.json`, `${folder}/es.json`]),
      'screener/items.json',
    ];
    for (const file of files) {
      for (const text of strings(readJson(file))) {
        for (const hit of findClinicalWords(text)) offending.push(`${file}: ${hit.match} in "${text}"`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('every content folder is listed here (a new one must get its checks)', () => {
    // crisis/ and cues/ are never shown to people: their checks live beside their readers
    // (crisis.test.ts validates and runs every concept and rule; patterns/cues.test.ts every cue).
    expect(readdirSync(contentDir).sort()).toEqual([
      'crisis',
      'cues',
      'helplines.json',
      'patterns',
      'replies',
      'schema-theory',
      'screener',
      'screener-about',
    ]);
  });
});

describe('seeding', () => {
  it('is idempotent: running it again updates rows in place, never duplicates them', async () => {
    const database = await createTestDatabase();
    try {
      await seedContent(database.db);
      await seedContent(database.db);
      const [{ value }] = (await database.db.select({ value: count() }).from(schemaScreenerItems)) as [
        { value: number },
      ];
      expect(value).toBe(60);
    } finally {
      await database.dispose();
    }
  });
});
