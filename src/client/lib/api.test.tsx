import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeResponseSchema } from '../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../test/fake-api.js';
import { signedInAs } from '../test/render-app.js';
import { apiFetch, claimPreloadedReads, forgetPreloadedReads } from './api.js';

/** What the server puts in the head of a page asked for with the session cookie (src/server/page-html.ts). */
function preloadReads(...paths: string[]) {
  for (const path of paths) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', path);
    document.head.append(link);
    // `as` once it is in: happy-dom would otherwise preload it itself, over the real network.
    link.setAttribute('as', 'fetch');
  }
}

afterEach(() => {
  forgetPreloadedReads();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('the reads the page’s HTML preloaded', () => {
  it('are asked for at once, as the preload was (no header of the app’s own), and used once', async () => {
    window.history.replaceState(null, '', '/es/check-in');
    const me = signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 });
    const api = stubApi({ 'GET /api/me': () => reply(MeResponseSchema, me) });
    preloadReads('/api/me');
    claimPreloadedReads();
    // Before anyone asks: the answer is on its way while the app starts.
    expect(api.calls('GET /api/me')).toEqual([expect.objectContaining({ language: null })]);
    expect(await apiFetch('/api/me', { schema: 'MeResponseSchema' })).toEqual(me);
    expect(api.calls('GET /api/me')).toHaveLength(1);
    // The next read of it is a fresh one, in the page's language.
    await apiFetch('/api/me', { schema: 'MeResponseSchema' });
    expect(api.calls('GET /api/me').map((call) => call.language)).toEqual([null, 'es']);
  });

  it('are dropped unused once the person has moved on, so a later page never gets a stale answer', async () => {
    const api = stubApi({ 'GET /api/core-patterns': () => replyError(401, 'unauthorized', 'Please sign in') });
    preloadReads('/api/core-patterns');
    claimPreloadedReads();
    forgetPreloadedReads();
    await expect(apiFetch('/api/core-patterns')).rejects.toMatchObject({ status: 401 });
    expect(api.calls('GET /api/core-patterns')).toHaveLength(2);
  });

  it('asks nothing when the page preloaded nothing (a visitor without a session)', () => {
    const api = stubApi({});
    claimPreloadedReads();
    expect(api.requests).toEqual([]);
  });
});

describe('offline', () => {
  it('a request that cannot go out is an ApiError, and the schemas it could not download leave no unhandled rejection', async () => {
    vi.resetModules();
    vi.doMock('../../shared/schemas/responses.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { apiFetch: fetchWhileOffline, ApiError } = await import('./api.js');
      const failure = await fetchWhileOffline('/api/me', { schema: 'MeResponseSchema' }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 0, code: 'network' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      vi.doUnmock('../../shared/schemas/responses.js');
      vi.resetModules();
    }
  });
});
