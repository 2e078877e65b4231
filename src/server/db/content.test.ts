import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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

const pairedFolders = ['patterns', 'schema-theory', 'screener-about'];
const forbidden =
  /\b(diagnos\w*|disorders?|symptoms?|cures?|patients?|trastornos?|síntomas?|diagnóstic\w*|pacientes?)\b/i;
// The disclaimer may say what this is not ("not a diagnosis", "Is this a diagnosis? No.").
const negatedUse =
  /(?:\b(?:not|no|never|nor|isn't|is this|sin|ni|tampoco)|¿es esto)\s+(\S+\s+){0,2}(diagnos\w*|diagnóstic\w*)/i;

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
    const offending: string[] = [];
    const files = [
      ...pairedFolders.flatMap((folder) => [`${folder}/en.json`, `${folder}/es.json`]),
      'screener/items.json',
    ];
    for (const file of files) {
      for (const text of strings(readJson(file))) {
        const sentences = text.split(/(?<=[.!?])\s+/);
        for (const sentence of sentences) {
          if (forbidden.test(sentence) && !negatedUse.test(sentence)) offending.push(`${file}: ${sentence}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('every content folder is listed here (a new one must get its checks)', () => {
    expect(readdirSync(contentDir).sort()).toEqual([
      'helplines.json',
      'patterns',
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
