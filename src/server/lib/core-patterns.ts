import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clientCoreSchemas } from '../db/schema.js';
import { isSchemaKey, type SchemaKey } from '../../shared/patterns.js';

/**
 * The person's 1-3 core patterns, in the order they chose them (the unique (user_id, schema_key)
 * index); read by the core-patterns, lessons and progress routes.
 */
export async function listCorePatterns(db: Database, userId: string): Promise<SchemaKey[]> {
  const rows = await db
    .select({ schemaKey: clientCoreSchemas.schemaKey })
    .from(clientCoreSchemas)
    .where(eq(clientCoreSchemas.userId, userId))
    .orderBy(asc(clientCoreSchemas.createdAt), asc(clientCoreSchemas.schemaKey));
  return rows.map((row) => row.schemaKey).filter(isSchemaKey);
}
