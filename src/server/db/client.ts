import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Where the database reports a lost connection; only its code and name are ever passed. */
export type DatabaseLogger = Pick<Logger, 'warn'>;

export type OpenDatabaseOptions = {
  url?: string;
  pgliteDir: string;
  poolSize?: number;
  logger?: DatabaseLogger;
  /** How long a request waits for a connection (a new one, or a free one from a full pool) before failing. */
  connectionTimeoutMillis?: number;
};

/** Long enough for a busy server, short enough that a request during an outage fails fast with a 503. */
export const CONNECTION_TIMEOUT_MILLIS = 5_000;

/** PostgreSQL when a URL is given, otherwise embedded PGlite (a directory, or memory:// for tests). */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  return options.url ? openPostgres(options.url, options) : openPglite(options.pgliteDir);
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECTION_TIMEOUT_MILLIS,
  });
  survivesLostConnections(pool, options.logger);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder })),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL may drop any connection (restart, failover, pg_terminate_backend, a proxy's idle
 * kill). pg reports it as an 'error' event, and an 'error' event nobody listens to ends the
 * process. The pool re-emits the loss of an idle connection (already removed, the next query
 * opens a new one); a connection lost while checked out fails its next query instead, which the
 * error handler answers with a 503. The message is never logged: it can quote the query's data.
 */
function survivesLostConnections(pool: pg.Pool, logger: DatabaseLogger | undefined) {
  pool.on('error', (error: Error & { code?: string }) => {
    logger?.warn({ err: { name: error.name, code: error.code } }, 'database connection lost');
  });
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

const MIGRATION_LOCK_ID = 727_001;

/** Several instances may boot at once: one migrates while the others wait on an advisory lock. */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}

function openPglite(dir: string): DatabaseHandle {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
