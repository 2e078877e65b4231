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
  /** Follows a notification channel on a connection of its own until `close` (or the returned stop). */
  listen: (channel: string, listener: ChannelListener) => () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * What a channel's follower hears: each payload, and whether it is listening at all. While it is
 * not (the connection lost, before the first LISTEN), notifications are missed: whoever relies on
 * them must not trust what they would have invalidated.
 */
export type ChannelListener = {
  onNotification: (payload: string) => void;
  onListening: (listening: boolean) => void;
};

/** From the first retry after a lost listening connection to the longest pause between retries. */
const LISTEN_RETRY_MS = { first: 250, max: 5_000 };

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
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder })),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, listener) => {
      const stop = listenOnPostgres(url, channel, listener, options.logger);
      listeners.add(stop);
      return () => (listeners.delete(stop), stop());
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose it), opened
 * again after any loss with a growing pause; the listener hears when it stops and starts listening.
 */
function listenOnPostgres(url: string, channel: string, listener: ChannelListener, logger?: DatabaseLogger) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = LISTEN_RETRY_MS.first;
  const lost = (error?: Error & { code?: string }) => {
    if (stopped || !client) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    client = undefined;
    listener.onListening(false);
    if (error) logger?.warn({ err: { name: error.name, code: error.code }, channel }, 'database listener lost');
    retry = setTimeout(connect, pause);
    pause = Math.min(pause * 2, LISTEN_RETRY_MS.max);
  };
  const connect = () => {
    if (stopped) return;
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onNotification(message.payload);
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (client !== current || stopped) return;
        pause = LISTEN_RETRY_MS.first;
        listener.onListening(true);
      })
      .catch((error: Error) => {
        if (client === current) lost(error);
      });
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    listener.onListening(false);
    current?.removeAllListeners();
    current?.on('error', () => undefined);
    await current?.end().catch(() => undefined);
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
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    // In process: a notification reaches the callback before the statement that caused it returns.
    listen: (channel, listener) => {
      let stopped = false;
      const unlisten = client.listen(channel, listener.onNotification).then((stop) => {
        if (!stopped) listener.onListening(true);
        return stop;
      });
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        listener.onListening(false);
        const unlistenNow = await unlisten.catch(() => undefined);
        if (!client.closed) await unlistenNow?.();
      };
      listeners.add(stop);
      return stop;
    },
    // Listeners hear first that nothing more will come (a closed database is not a quiet one).
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await client.close();
    },
  };
}
