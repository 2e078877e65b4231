import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SCHEMA_KEYS } from '../../shared/patterns.js';
import type { Database } from './client.js';
import { readLessonsContent } from './lesson-content.js';
import { lessons, schemaScreenerItems } from './schema.js';

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));

const ScreenerItemsFile = z.array(
  z.object({
    id: z.string().min(1),
    schema_key: z.enum(SCHEMA_KEYS),
    is_followup: z.boolean(),
    order_index: z.number().int(),
    en: z.string().min(1),
    es: z.string().min(1),
  }),
);

export function readScreenerItemsContent() {
  return ScreenerItemsFile.parse(JSON.parse(readFileSync(`${contentDir}screener/items.json`, 'utf8')));
}

/** Loads the reviewed content into the database: a change updates rows in place, never duplicates them. */
export async function seedContent(db: Database) {
  await seedScreenerItems(db);
  await seedLessons(db);
}

async function seedScreenerItems(db: Database) {
  const items = readScreenerItemsContent();
  await db
    .insert(schemaScreenerItems)
    .values(
      items.map((item) => ({
        id: item.id,
        schemaKey: item.schema_key,
        prompt: item.en,
        promptEs: item.es,
        orderIndex: item.order_index,
        isFollowup: item.is_followup,
      })),
    )
    .onConflictDoUpdate({
      target: schemaScreenerItems.id,
      set: {
        schemaKey: sql`excluded.schema_key`,
        prompt: sql`excluded.prompt`,
        promptEs: sql`excluded.prompt_es`,
        orderIndex: sql`excluded.order_index`,
        isFollowup: sql`excluded.is_followup`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * content/lessons -> lessons (id = slug; English and *_es columns; exercises as JSON text). A lesson
 * whose file is removed keeps its row, so progress that points at it is never lost.
 */
async function seedLessons(db: Database) {
  const content = readLessonsContent();
  if (content.length === 0) return;
  await db
    .insert(lessons)
    .values(
      content.map(({ id, schema_type, order_index, estimated_minutes, text: { en, es } }) => ({
        id,
        schemaType: schema_type,
        orderIndex: order_index,
        estimatedMinutes: estimated_minutes,
        title: en.title,
        description: en.description,
        content: en.content,
        exercises: JSON.stringify(en.exercises),
        challengeExercises: JSON.stringify(en.challenge_exercises),
        titleEs: es.title,
        descriptionEs: es.description,
        contentEs: es.content,
        exercisesEs: JSON.stringify(es.exercises),
        challengeExercisesEs: JSON.stringify(es.challenge_exercises),
      })),
    )
    .onConflictDoUpdate({
      target: lessons.id,
      set: {
        schemaType: sql`excluded.schema_type`,
        orderIndex: sql`excluded.order_index`,
        estimatedMinutes: sql`excluded.estimated_minutes`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        content: sql`excluded.content`,
        exercises: sql`excluded.exercises`,
        challengeExercises: sql`excluded.challenge_exercises`,
        titleEs: sql`excluded.title_es`,
        descriptionEs: sql`excluded.description_es`,
        contentEs: sql`excluded.content_es`,
        exercisesEs: sql`excluded.exercises_es`,
        challengeExercisesEs: sql`excluded.challenge_exercises_es`,
        updatedAt: sql`now()`,
      },
    });
}
