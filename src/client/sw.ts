/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/client/sw.js).
 *
 * - Precaches the app shell of this build (index.html, the hashed JS and CSS, the manifests and
 *   icons), so the app opens offline.
 * - Pages come from the network first, so the visit after a deploy gets the new shell; the
 *   precached index.html answers only when the network does not.
 * - Nothing else is handled: /api and everything personal go to the network untouched, never into
 *   a cache.
 * - No skipWaiting: a new version never takes over a page in use; it starts on the next visit.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Past this, a page that hangs (a train's Wi-Fi) opens from the precached shell instead. */
const NETWORK_TIMEOUT_MS = 4000;

const SHELL = '/index.html';

async function shell({ request }: { request: Request }): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), NETWORK_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([fetch(request), late]);
    if (response) return response;
  } catch {
    // Offline, or the server cannot be reached: the precached shell below.
  } finally {
    clearTimeout(timer);
  }
  return (await matchPrecache(SHELL)) ?? Response.error();
}

// Registered before the precache's own route, which would answer "/" from the cache first.
registerRoute(
  new NavigationRoute(shell, {
    denylist: [/^\/api\//, /^\/healthz$/, /^\/readyz$/, /^\/assets\//],
  }),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
