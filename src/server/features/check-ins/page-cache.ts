import { createUserKeyedCache } from '../../lib/user-keyed-cache.js';

/** Which page of their history a person asked for (every parameter that changes the answer). */
export type PageRequest = { page: number; page_size: number };

/**
 * Small on purpose: an entry is what a person wrote, kept in memory only to spare a query. A
 * person re-reads their first page or two; the whole cache stays a few megabytes at most.
 */
export const CHECK_IN_PAGE_LIMITS = { perUser: 3, pages: 1_000, characters: 4_000_000 };

/**
 * The history pages answered in the last few seconds, as sent (the JSON text), so a person
 * re-reading their last check-ins costs no query. Keyed by the person and the page request, least
 * recently used out beyond a few pages a person and a small total. Every change to a person's
 * check-ins drops their pages: at once in the instance that made it (`forgetUser` after the
 * request, as the session cache is told), and in every instance through the database's
 * notification (migration 0008). While that notification cannot be heard, nothing is kept.
 */
export function createCheckInPageCache(options: {
  ttlMs: number;
  now?: () => number;
  limits?: Partial<typeof CHECK_IN_PAGE_LIMITS>;
}) {
  const limits = { ...CHECK_IN_PAGE_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const pages = createUserKeyedCache<string>({
    now,
    maxEntries: limits.pages,
    maxPerUser: limits.perUser,
    sizeOf: (body) => body.length,
    maxSize: limits.characters,
  });
  const keyOf = (userId: string, request: PageRequest) => `${userId}\n${request.page}\n${request.page_size}`;
  return {
    get: (userId: string, request: PageRequest) => pages.get(keyOf(userId, request)),
    set: (userId: string, request: PageRequest, body: string, readAtGeneration: number) =>
      pages.set(keyOf(userId, request), userId, body, now() + options.ttlMs, readAtGeneration),
    /** The generation to hand back to `set` with the page the database answered. */
    generation: pages.generation,
    forgetUser: pages.forgetUser,
    clear: pages.clear,
    setListening: pages.setListening,
    /** How many pages of this person are kept (none once their check-ins changed). */
    pagesOf: pages.entriesOf,
    get size() {
      return pages.size;
    },
    get listening() {
      return pages.listening;
    },
  };
}

export type CheckInPageCache = ReturnType<typeof createCheckInPageCache>;

/** The page from the cache when it holds it, else from `read`, kept for the next request. */
export async function readThroughPageCache(
  cache: CheckInPageCache | undefined,
  userId: string,
  request: PageRequest,
  read: () => Promise<string>,
) {
  const cached = cache?.get(userId, request);
  if (cached !== undefined) return cached;
  const generation = cache?.generation() ?? 0;
  const body = await read();
  cache?.set(userId, request, body, generation);
  return body;
}
