import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { clientCoreSchemas, profiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import { CorePatternsSchema } from '../../../shared/schemas/screener.js';

async function listCorePatterns(db: Database, userId: string) {
  const rows = await db
    .select({ schemaKey: clientCoreSchemas.schemaKey })
    .from(clientCoreSchemas)
    .where(eq(clientCoreSchemas.userId, userId))
    .orderBy(asc(clientCoreSchemas.createdAt), asc(clientCoreSchemas.schemaKey));
  return rows.map((row) => row.schemaKey);
}

export function createCorePatternRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = requireUser(c);
        return c.json({ schema_keys: await listCorePatterns(db, user.id) });
      })
      /**
       * Replaces the user's core patterns and marks the screener complete. Saving the very same
       * selection again answers 409 'already_saved' (the spec's duplicate-key path).
       */
      .put('/', async (c) => {
        const user = requireUser(c);
        const { schema_keys } = await parseJsonBody(c, CorePatternsSchema);
        const current = await listCorePatterns(db, user.id);
        const unchanged = current.length === schema_keys.length && schema_keys.every((key) => current.includes(key));
        if (unchanged) throw new HttpError(409, 'already_saved', 'alreadySaved');
        await db.transaction(async (tx) => {
          await tx.delete(clientCoreSchemas).where(eq(clientCoreSchemas.userId, user.id));
          await tx.insert(clientCoreSchemas).values(schema_keys.map((schemaKey) => ({ userId: user.id, schemaKey })));
          await tx.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, user.id));
        });
        return c.json({ schema_keys });
      })
  );
}
