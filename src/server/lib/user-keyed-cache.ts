/**
 * What both of the app's read caches share (the session lookups and the check-in pages): entries
 * that belong to one person, live until a deadline, go least recently used first beyond the limits
 * (per person, in all, and by a size), and are all dropped at once for a person whose data changed.
 *
 * Two rules keep an entry from outliving a change. Nothing is kept while the change notifications
 * cannot be heard (`setListening(false)` empties it), and a value read from the database before a
 * change was reported is not stored after it: `generation()` before the read, handed back to `set`.
 */
export function createUserKeyedCache<V>(options: {
  now?: () => number;
  maxEntries: number;
  maxPerUser?: number;
  /** The size of a value and the most all values may add up to (characters of a page, say). */
  sizeOf?: (value: V) => number;
  maxSize?: number;
}) {
  const now = options.now ?? Date.now;
  const sizeOf = options.sizeOf ?? (() => 0);
  const maxSize = options.maxSize ?? Infinity;
  const maxPerUser = options.maxPerUser ?? Infinity;
  type Entry = { userId: string; value: V; until: number };
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  let size = 0;
  let listening = false;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= sizeOf(entry.value);
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  };

  const clear = () => {
    generation++;
    entries.clear();
    keysByUser.clear();
    size = 0;
  };

  return {
    get: (key: string): V | undefined => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        remove(key);
        return undefined;
      }
      // Least recently used first out, overall and within the person's entries: a hit moves to the end.
      entries.delete(key);
      entries.set(key, entry);
      const keys = keysByUser.get(entry.userId)!;
      keys.delete(key);
      keys.add(key);
      return entry.value;
    },
    /** The generation to hand back to `set` with what the database answered. */
    generation: () => generation,
    /** Keeps `value` until `until` (ms since the epoch), unless the data changed since `readAtGeneration`. */
    set: (key: string, userId: string, value: V, until: number, readAtGeneration: number) => {
      if (!listening || readAtGeneration !== generation || until <= now() || sizeOf(value) > maxSize) return;
      remove(key);
      entries.set(key, { userId, value, until });
      size += sizeOf(value);
      const keys = keysByUser.get(userId) ?? new Set<string>();
      keys.add(key);
      keysByUser.set(userId, keys);
      if (keys.size > maxPerUser) remove(keys.values().next().value!);
      while (entries.size > options.maxEntries || size > maxSize) remove(entries.keys().next().value!);
    },
    forgetUser: (userId: string) => {
      generation++;
      for (const key of keysByUser.get(userId) ?? []) remove(key);
    },
    clear,
    /** Entries are kept only while the invalidations can be heard; a gap in listening drops them all. */
    setListening: (value: boolean) => {
      listening = value;
      clear();
    },
    /** How many entries of this person are kept. */
    entriesOf: (userId: string) => keysByUser.get(userId)?.size ?? 0,
    get size() {
      return entries.size;
    },
    get listening() {
      return listening;
    },
  };
}

export type UserKeyedCache<V> = ReturnType<typeof createUserKeyedCache<V>>;
