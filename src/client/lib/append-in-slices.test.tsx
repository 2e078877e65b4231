import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendInSlices } from './append-in-slices.js';

const links = (count: number) =>
  Array.from({ length: count }, (_, n) => {
    const link = document.createElement('link');
    link.rel = 'prefetch-test';
    link.dataset.n = String(n);
    return link;
  });
const inHead = () =>
  [...document.head.querySelectorAll('link[rel="prefetch-test"]')].map((l) => (l as HTMLElement).dataset.n);

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="prefetch-test"]').forEach((link) => link.remove());
});

describe('appendInSlices', () => {
  it('moves a few elements per task, in order, and calls back once after the last', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    appendInSlices(links(20), done, 8);
    // The first slice at once; each later one in a task of its own.
    expect(inHead()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(inHead()).toHaveLength(16);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(inHead()).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
    expect(done).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(done).toHaveBeenCalledOnce();
  });

  it('calls back at once when there is nothing to move', () => {
    const done = vi.fn();
    appendInSlices([], done);
    expect(done).toHaveBeenCalledOnce();
  });
});
