import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SCHEMA_KEYS } from '../../shared/patterns.js';
import type { Database } from './client.js';
import { schemaScreenerItems } from './schema.js';

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
