import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver.js';

const Schema = z.object({ feeling_text: z.string().min(1, 'required') });
type Input = z.input<typeof Schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, at preload or at the first validation, and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(Schema));
    const resolver = lazyZodResolver<Input>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(load).toHaveBeenCalledOnce();
    const bad = await resolver({ feeling_text: '' }, undefined, options);
    expect(bad.errors.feeling_text?.message).toBe('required');
    const good = await resolver({ feeling_text: 'tired' }, undefined, options);
    expect(good.values).toEqual({ feeling_text: 'tired' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the load again at the next validation when it failed (the network was gone)', async () => {
    const load = vi.fn<() => Promise<typeof Schema>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(Schema);
    const resolver = lazyZodResolver<Input>(load);
    resolver.preload();
    // The page's early load fails; the person submits later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(resolver({ feeling_text: 'x' }, undefined, options)).resolves.toMatchObject({
      values: { feeling_text: 'x' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
