import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { seedContent } from '../db/seed.js';

/**
 * A migrated database holding only the seeded content, for one test file: PGlite in memory by default, or a fresh
 * PostgreSQL database (created and dropped here) in the vitest project that targets TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { dispose: () => Promise<void> }> {
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
