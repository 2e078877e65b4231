/**
 * Runs at most `limit` tasks at a time; the others wait their turn, first come first served.
 * For CPU-heavy work on libuv's thread pool (scrypt): bounded, it leaves cores to the requests.
 */
export function createConcurrencyLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`concurrency limit must be a positive integer: ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The next waiter takes this slot over (running stays the same), or the slot is freed.
      if (waiting.length > 0) waiting.shift()!();
      else running -= 1;
    }
  };
}
