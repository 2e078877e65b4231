import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { seedContent } from '../db/seed.js';

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

/**
 * A migrated database holding only the seeded content, for one test file: PGlite in memory by default, or a fresh
 * PostgreSQL database (created and dropped here) in the vitest project that targets TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !serverUrl) {
    const handle = openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    await seedContent(handle.db);
    return { ...handle, dispose: handle.close };
  }
  const name = `pw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 5 });
  await handle.migrate();
  await seedContent(handle.db);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The name of the database a test app uses, to reach it from another connection (an admin's, a relay's). */
export async function currentDatabaseName(db: Database): Promise<string> {
  const result = (await db.execute(sql`select current_database() as name`)) as { rows: [{ name: string }] };
  return result.rows[0].name;
}
