import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Better Auth keeps its request state, endpoint context and database adapter in AsyncLocalStorage.
 * On Node 20 the first `run` of any AsyncLocalStorage turns on promise hooks for every promise of
 * the process, for good: after one sign-in, each API request paid for them (about a fifth of the CPU
 * of a read answered from the caches: bench/README.md). The storages installed here are Better Auth's own, kept where it looks
 * for them, and switch themselves off whenever no Better Auth call is running, so the hooks are on
 * only while one is. A call that starts later turns them on again; what was stored for a call still
 * running is never lost (they are off only when none runs), and Better Auth leaves no work of its
 * own running after a call returns (its background tasks are awaited here: no `backgroundTasks`).
 */
class ScopedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    running++;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      leave();
      throw error;
    }
    if (!isThenable(result)) {
      leave();
      return result;
    }
    return result.then(
      (value) => {
        leave();
        return value;
      },
      (error: unknown) => {
        leave();
        throw error;
      },
    ) as R;
  }
}

/** Better Auth's calls running now, across its storages (nested runs count each). */
let running = 0;
const scoped: ScopedAsyncLocalStorage<unknown>[] = [];

function leave() {
  if (--running > 0) return;
  for (const storage of scoped) storage.disable();
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** Where Better Auth (`@better-auth/core/context`) keeps its storages, one set per process. */
const STORAGE_NAMES = ['requestStateAsyncStorage', 'endpointContextAsyncStorage', 'adapterAsyncStorage'] as const;

type BetterAuthGlobal = { version?: string; epoch?: number; context?: Record<string, unknown> };

/**
 * Installs the storages before Better Auth makes its own (it makes one only where none is set).
 * Idempotent; storages some other copy of Better Auth already made are left as they are.
 */
export function scopeBetterAuthAsyncContext() {
  const key = Symbol.for('better-auth:global');
  const holder = globalThis as unknown as Record<symbol, BetterAuthGlobal | undefined>;
  // The shape Better Auth creates itself when it finds none (`__getBetterAuthGlobal`): it fills in its version.
  const global = (holder[key] ??= { epoch: 1, context: {} } as BetterAuthGlobal);
  const context = (global.context ??= {});
  for (const name of STORAGE_NAMES) {
    if (context[name]) continue;
    const storage = new ScopedAsyncLocalStorage<unknown>();
    scoped.push(storage);
    context[name] = storage;
  }
}
