import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { clientCoreSchemas, profiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { listCorePatterns } from '../../lib/core-patterns.js';
import { requireUser } from '../../lib/require-user.js';
import type { CorePatternsResponse } from '../../../shared/schemas/responses.js';
import { CorePatternsSchema } from '../../../shared/schemas/screener.js';

export function createCorePatternRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = requireUser(c);
        return c.json({ schema_keys: await listCorePatterns(db, user.id) } satisfies CorePatternsResponse);
      })
      /**
       * Replaces the user's core patterns and marks the screener complete. Saving the very same
       * selection again answers 409 'already_saved' (the spec's duplicate-key path). The user's
       * profile row is locked first, so concurrent saves (a double click, two tabs) queue up and
       * each compares against what the one before it stored: one saves, the same selection again
       * gets the 409, and the unique index is never raced into a 500.
       */
      .put('/', async (c) => {
        const user = requireUser(c);
        const { schema_keys } = await parseJsonBody(c, CorePatternsSchema);
        const saved = await db.transaction(async (tx) => {
          await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).for('update');
          if (isSameSelection(await listCorePatterns(tx, user.id), schema_keys)) return false;
          await tx.delete(clientCoreSchemas).where(eq(clientCoreSchemas.userId, user.id));
          await tx.insert(clientCoreSchemas).values(schema_keys.map((schemaKey) => ({ userId: user.id, schemaKey })));
          await tx.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, user.id));
          return true;
        });
        if (!saved) throw new HttpError(409, 'already_saved', 'alreadySaved');
        return c.json({ schema_keys } satisfies CorePatternsResponse);
      })
  );
}

function isSameSelection(current: string[], next: string[]) {
  return current.length === next.length && next.every((key) => current.includes(key));
}
