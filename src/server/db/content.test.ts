import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findClinicalWords } from '../../shared/clinical-words.js';
import { schemaNamesMatch } from '../../shared/lessons.js';
import { SCHEMA_KEYS } from '../../shared/patterns.js';
import { LESSON_SCHEMA_KEYS, readLessonFiles, readLessonsContent } from './lesson-content.js';
import { lessons, schemaScreenerItems } from './schema.js';
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
      'lessons',
      'patterns',
      'replies',
      'schema-theory',
      'screener',
      'screener-about',
    ]);
  });
});

describe('lessons (content/lessons/<slug>.<locale>.json)', () => {
  const files = readLessonFiles();
  const slugs = [...new Set(files.map((f) => f.slug))];
  const english = files.filter((f) => f.locale === 'en').map((f) => f.lesson);

  it('every lesson has its English and Spanish file, agreeing on slug, pattern, order and minutes', () => {
    for (const slug of slugs) {
      const pair = files.filter((f) => f.slug === slug);
      expect(pair.map((f) => f.locale).sort(), slug).toEqual(['en', 'es']);
      const [en, es] = [pair[0]!.lesson, pair[1]!.lesson];
      for (const field of ['slug', 'schema_key', 'schema_type', 'order_index', 'estimated_minutes'] as const) {
        expect(es[field], `${slug}: ${field}`).toBe(en[field]);
      }
      expect(en.slug, `${slug}: the slug inside is the file's name`).toBe(slug);
    }
    // The loader joins the pairs the same way, and stops the boot when one is broken.
    expect(
      readLessonsContent()
        .map((l) => l.id)
        .sort(),
    ).toEqual([...slugs].sort());
  });

  it('25 or more lessons: 2 or more per measured pattern, 1 or more for social isolation, one order_index each', () => {
    // Until the last lesson writer lands order_index 1-12 and 25, the counts here may fail: expected.
    expect(english.length).toBeGreaterThanOrEqual(25);
    for (const key of SCHEMA_KEYS) {
      expect(english.filter((l) => l.schema_key === key).length, key).toBeGreaterThanOrEqual(2);
    }
    expect(english.filter((l) => l.schema_key === 'social_isolation').length).toBeGreaterThanOrEqual(1);
    const orders = english.map((l) => l.order_index);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('schema_type matches its own pattern key by the priority rule, and no other key', () => {
    // The library's priority rule (spec section 5) meets schema_type and core pattern keys with
    // schemaNamesMatch: a lesson must reach its own pattern's people and nobody else's.
    for (const lesson of english) {
      const matched = LESSON_SCHEMA_KEYS.filter((key) => schemaNamesMatch(lesson.schema_type, key));
      expect(matched, `${lesson.slug}: ${lesson.schema_type}`).toEqual([lesson.schema_key]);
    }
  });

  it('one badge text per pattern and language', () => {
    for (const locale of ['en', 'es'] as const) {
      const labels = new Map<string, Set<string>>();
      for (const { lesson } of files.filter((f) => f.locale === locale)) {
        labels.set(lesson.schema_type, (labels.get(lesson.schema_type) ?? new Set()).add(lesson.schema_label));
      }
      for (const [type, set] of labels) expect([...set], `${locale} ${type}`).toHaveLength(1);
    }
  });

  it('3-4 Identify and 3-4 Challenge exercises, a title of 70 characters at most, a description of 220, 5-12 minutes', () => {
    const problems: string[] = [];
    for (const { file, lesson } of files) {
      for (const list of ['exercises', 'challenge_exercises'] as const) {
        const n = lesson[list].length;
        if (n < 3 || n > 4) problems.push(`${file}: ${list} has ${n}`);
      }
      if (lesson.title.length > 70) problems.push(`${file}: title has ${lesson.title.length} characters`);
      if (lesson.description.length > 220) problems.push(`${file}: description has ${lesson.description.length}`);
      if (lesson.estimated_minutes < 5 || lesson.estimated_minutes > 12) problems.push(`${file}: minutes`);
    }
    expect(problems).toEqual([]);
  });

  it('markdown without raw HTML, links or images (the page renders it without an HTML pass)', () => {
    const problems: string[] = [];
    for (const { file, lesson } of files) {
      const html = /<\/?[a-z!?][^>]*>?/i.exec(lesson.content);
      if (html) problems.push(`${file}: HTML "${html[0].slice(0, 40)}"`);
      const link = /!?\[[^\]]*\]\([^)]*\)|https?:\/\//i.exec(lesson.content);
      if (link) problems.push(`${file}: link or image "${link[0].slice(0, 40)}"`);
      if (!/^## /m.test(lesson.content)) problems.push(`${file}: no ## heading`);
    }
    expect(problems).toEqual([]);
  });

  it('no clinical words anywhere in a lesson, not even negated', () => {
    // findClinicalWords allows a disclaimer's negation ("not a diagnosis"); lessons have no disclaimer
    // of their own (the page shows it), so every hit counts.
    const offending: string[] = [];
    for (const { file, lesson } of files) {
      for (const text of strings(lesson)) {
        for (const hit of findClinicalWords(text)) offending.push(`${file}: ${hit.match}`);
      }
    }
    expect(offending).toEqual([]);
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

  it('loads every lesson in both languages, and a second run puts edited rows back in place', async () => {
    const database = await createTestDatabase();
    try {
      const content = readLessonsContent();
      const first = content[0]!;
      await database.db.update(lessons).set({ titleEs: 'edited by hand' }).where(eq(lessons.id, first.id));
      await seedContent(database.db);
      const rows = await database.db.select().from(lessons);
      expect(rows).toHaveLength(content.length);
      const row = rows.find((r) => r.id === first.id)!;
      expect(row).toMatchObject({
        schemaType: first.schema_type,
        orderIndex: first.order_index,
        title: first.text.en.title,
        titleEs: first.text.es.title,
        contentEs: first.text.es.content,
      });
      expect(JSON.parse(row.challengeExercisesEs)).toEqual(first.text.es.challenge_exercises);
    } finally {
      await database.dispose();
    }
  });
});
