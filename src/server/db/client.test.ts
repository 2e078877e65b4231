import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CONNECTION_TIMEOUT_MILLIS, openDatabase } from './client.js';
import { checkIns, profiles, user } from './schema.js';
import { createLogCapture } from '../test/test-app.js';
import { createTestDatabase, currentDatabaseName } from '../test/test-database.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';

describe('database', () => {
  it('migrating twice is harmless, and the schema holds its constraints', async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      await database.db.insert(user).values({ id: 'u1', name: 'U', email: 'u1@example.com' });
      const [profile] = await database.db.select().from(profiles);
      expect(profile).toMatchObject({ id: 'u1', checkInsUsed: 0, hasCompletedScreener: false });
      await expect(
        database.db.insert(checkIns).values({ userId: 'u1', feelingText: 'x', moodLevel: 6 }),
      ).rejects.toThrow();
      const indexes = await database.db.execute(
        sql`select indexname from pg_indexes where tablename = 'check_ins' and indexdef like '%user_id, created_at DESC%'`,
      );
      expect((indexes as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });
});

describe('PostgreSQL connections during an outage', () => {
  it('a server that accepts but never answers fails the request after the connection timeout, not never', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/x`, pgliteDir: '' });
    const started = Date.now();
    try {
      const error = await database.ping().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECTION_TIMEOUT_MILLIS - 100);
      expect(Date.now() - started).toBeLessThan(CONNECTION_TIMEOUT_MILLIS + 3_000);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  // Postgres project only: needs a real server whose backends can be terminated.
  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'a terminated idle connection is logged by its code only, and the next query reconnects',
    async () => {
      const database = await createTestDatabase();
      const logs = createLogCapture();
      const name = await currentDatabaseName(database.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const watched = openDatabase({ url: url.toString(), pgliteDir: '', logger: logs.logger });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await watched.ping();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await expect.poll(() => logs.text()).toContain('database connection lost');
        expect(logs.text()).toContain('"code":"57P01"');
        expect(logs.text()).not.toContain('terminating connection');
        await expect(watched.ping()).resolves.toBeUndefined();
      } finally {
        await admin.end();
        await watched.close();
        await database.dispose();
      }
    },
  );
});
