import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Locale } from '../../shared/locale.js';
import { LESSON_PATTERN_KEYS, type LessonPatternKey } from '../../shared/patterns.js';

const lessonsDir = fileURLToPath(new URL('../../../content/lessons/', import.meta.url));

/** The twelve measured patterns, and social isolation, which has a lesson but no screener statements. */
export const LESSON_SCHEMA_KEYS = LESSON_PATTERN_KEYS;
export type LessonSchemaKey = LessonPatternKey;

const Text = z.string().trim().min(1);
/** Editorial limits (3-4 exercises, title and description lengths) are checked by content.test.ts, not at boot. */
const Exercises = z.array(Text).min(1);

/** One file of content/lessons: `<slug>.<locale>.json` (format: docs of issue 10). */
export const LessonFileSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  schema_key: z.enum(LESSON_SCHEMA_KEYS),
  schema_type: Text,
  schema_label: Text,
  order_index: z.number().int().min(1),
  estimated_minutes: z.number().int().min(1).max(60),
  title: Text,
  description: Text,
  content: Text,
  exercises: Exercises,
  challenge_exercises: Exercises,
});
export type LessonFile = z.infer<typeof LessonFileSchema>;

/** A lesson in both languages: what the seed writes and what the routes read labels from. */
export type LessonContent = {
  id: string;
  schema_key: LessonSchemaKey;
  schema_type: string;
  order_index: number;
  estimated_minutes: number;
  text: Record<Locale, LessonFile>;
};

const FILE_NAME = /^(?<slug>.+)\.(?<locale>en|es)\.json$/;

/** Every file of content/lessons by its name, parsed and validated; a name of another shape is an error. */
export function readLessonFiles(): { file: string; slug: string; locale: Locale; lesson: LessonFile }[] {
  return readdirSync(lessonsDir)
    .sort()
    .map((file) => {
      const match = FILE_NAME.exec(file)?.groups;
      if (!match) throw new Error(`content/lessons/${file}: expected <slug>.<en|es>.json`);
      const parsed = LessonFileSchema.safeParse(JSON.parse(readFileSync(`${lessonsDir}${file}`, 'utf8')));
      if (!parsed.success) throw new Error(`content/lessons/${file}: ${z.prettifyError(parsed.error)}`);
      return { file, slug: match.slug!, locale: match.locale as Locale, lesson: parsed.data };
    });
}

let cached: LessonContent[] | undefined;

/**
 * The lessons of content/lessons, both languages joined by slug, ordered by order_index. Read once
 * per process: a lesson missing a language, a file whose slug is not its name, or the two files of
 * a lesson disagreeing on what they share stops the boot instead of showing half a lesson.
 */
export function readLessonsContent(): LessonContent[] {
  if (cached) return cached;
  const bySlug = new Map<string, Partial<Record<Locale, LessonFile>>>();
  for (const { file, slug, locale, lesson } of readLessonFiles()) {
    if (lesson.slug !== slug) throw new Error(`content/lessons/${file}: slug "${lesson.slug}" is not the file's name`);
    bySlug.set(slug, { ...bySlug.get(slug), [locale]: lesson });
  }
  const lessons = [...bySlug].map(([slug, { en, es }]): LessonContent => {
    if (!en || !es) throw new Error(`content/lessons/${slug}: needs both ${slug}.en.json and ${slug}.es.json`);
    for (const field of ['schema_key', 'schema_type', 'order_index', 'estimated_minutes'] as const) {
      if (en[field] !== es[field]) throw new Error(`content/lessons/${slug}: ${field} differs between en and es`);
    }
    return {
      id: slug,
      schema_key: en.schema_key,
      schema_type: en.schema_type,
      order_index: en.order_index,
      estimated_minutes: en.estimated_minutes,
      text: { en, es },
    };
  });
  cached = lessons.sort((a, b) => a.order_index - b.order_index || a.id.localeCompare(b.id));
  return cached;
}
