import type { DatabaseHandle } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createUserKeyedCache } from '../../lib/user-keyed-cache.js';
import type { FoundSession, SessionChanges } from './session-reader.js';

/**
 * The channel the database triggers of migrations 0007 and 0009 notify on: a user id when anything
 * of that person's may have changed ('*': everyone's), `check-ins:` and the id when only their
 * check-ins did (`check-ins:*`: everyone's).
 */
export const SESSION_CACHE_CHANNEL = 'session_cache';
const CHECK_INS_ONLY = 'check-ins:';
/** How long a lookup is trusted at most: the bound on a change whose notification was lost. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The session lookups of the last few seconds, so most requests make no session query. An entry
 * is keyed by a hash of the signed cookie value (only stored once its signature has been checked)
 * and lives until the first of: its TTL, the session's expiry, the end of the subscription period
 * it gives access by. Every change to a person's sessions, user row, profile or subscription drops
 * their entries: at once in the instance that made it (`forgetUser` after the request), and in
 * every instance through the database's notification (`followCacheInvalidations`). While that
 * notification cannot be heard (listener disconnected), nothing is kept.
 */
export function createSessionCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const lookups = createUserKeyedCache<FoundSession>({ now, maxEntries: options.maxEntries ?? MAX_ENTRIES });
  return {
    get: lookups.get,
    generation: lookups.generation,
    set(key: string, found: FoundSession, readAtGeneration: number) {
      const until = Math.min(
        now() + ttlMs,
        found.expiresAt.getTime(),
        found.account.subscription?.currentPeriodEnd?.getTime() ?? Infinity,
      );
      lookups.set(key, found.user.id, found, until, readAtGeneration);
    },
    forgetUser: lookups.forgetUser,
    clear: lookups.clear,
    setListening: lookups.setListening,
    get size() {
      return lookups.size;
    },
    get listening() {
      return lookups.listening;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** What a per-person cache of this instance needs from the database's notifications. */
export type NotifiedCache = { forgetUser(userId: string): void; clear(): void; setListening(listening: boolean): void };

/** The caches of this instance that follow the database: those that hold accounts, those that hold check-ins. */
export type FollowedCaches = { accounts: NotifiedCache[]; checkIns: NotifiedCache[] };

/**
 * Drops a person's entries whenever the database says their data changed ('*': everyone's, after a
 * truncate): in every cache, or only in those that hold check-ins when only check-ins changed.
 * Returns the stop. One channel and one listening connection for all of them.
 */
export function followCacheInvalidations(
  database: Pick<DatabaseHandle, 'listen'>,
  caches: FollowedCaches,
  logger?: Logger,
) {
  const all = [...caches.accounts, ...caches.checkIns];
  return database.listen(SESSION_CACHE_CHANNEL, {
    onNotification: (payload) => {
      const checkInsOnly = payload.startsWith(CHECK_INS_ONLY);
      const userId = checkInsOnly ? payload.slice(CHECK_INS_ONLY.length) : payload;
      for (const cache of checkInsOnly ? caches.checkIns : all) {
        if (userId === '*') cache.clear();
        else cache.forgetUser(userId);
      }
    },
    onListening: (listening) => {
      for (const cache of all) cache.setListening(listening);
      logger?.info({ listening }, listening ? 'caches on' : 'caches off until the listener is back');
    },
  });
}

/** What the app tells this instance's session cache after a write, told to the caches that hold check-ins too (the history pages). */
export function forgettingAlso(changes: SessionChanges, caches: NotifiedCache[]): SessionChanges {
  return {
    userIdOf: changes.userIdOf,
    forgetUser: (userId) => {
      changes.forgetUser(userId);
      for (const cache of caches) cache.forgetUser(userId);
    },
    forgetCheckInsOf: (userId) => {
      changes.forgetCheckInsOf(userId);
      for (const cache of caches) cache.forgetUser(userId);
    },
    forgetEveryone: () => {
      changes.forgetEveryone();
      for (const cache of caches) cache.clear();
    },
  };
}
