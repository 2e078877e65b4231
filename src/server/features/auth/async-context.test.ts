import { describe, expect, it } from 'vitest';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { scopeBetterAuthAsyncContext } from './async-context.js';

const storage = () => {
  scopeBetterAuthAsyncContext();
  const global = (globalThis as unknown as Record<symbol, { context: Record<string, unknown> }>)[
    Symbol.for('better-auth:global')
  ]!;
  return global.context.requestStateAsyncStorage as AsyncLocalStorage<string>;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('scopeBetterAuthAsyncContext', () => {
  it('keeps each running call its own store while another call ends, and lets go once none runs', async () => {
    const als = storage();
    const seen: (string | undefined)[] = [];
    const slow = als.run('slow', async () => {
      await tick();
      await tick();
      seen.push(als.getStore());
    });
    await als.run('quick', async () => {
      await tick();
      seen.push(als.getStore());
    });
    await slow;
    expect(seen).toEqual(['quick', 'slow']);
    expect(als.getStore()).toBeUndefined();
    // A later call works again after the storage was switched off.
    expect(await als.run('later', async () => (await tick(), als.getStore()))).toBe('later');
  });

  it('lets go after a call that throws', async () => {
    const als = storage();
    await expect(
      als.run('failing', async () => {
        await tick();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(() =>
      als.run('sync', () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    expect(als.getStore()).toBeUndefined();
  });
});
