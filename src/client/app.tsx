import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError, claimPreloadedReads, forgetPreloadedReads } from './lib/api.js';
import { registerServiceWorker } from './lib/pwa.js';
import { router } from './router.js';
import { meQuery } from './session/api.js';
import { getPathLocale } from '../shared/locale.js';
import { loadFirstScreen, prefetchLaterMessages } from './i18n/index.js';

/**
 * The app itself, started by `main.tsx` once the browser has painted the page's static first paint
 * (src/client/first-paint.tsx): asks `/api/me`, loads the path's language and page, renders over it.
 */
/**
 * One more try after a failure, but not after an answer that would be the same again (signed out,
 * no access, not found): the lessons of a person without a plan show their upgrade card at once,
 * not a second later (issue 13).
 */
const final = (error: Error) => error instanceof ApiError && [401, 403, 404].includes(error.status);
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (failures, error) => failures < 1 && !final(error), refetchOnWindowFocus: true },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Who is signed in is asked at once, beside the page's chunks (preloaded by the HTML), not after them;
// for a request that carried a session cookie the HTML has preloaded it (and the page's first
// reads), and the app takes over those answers. Once the person moves on, the ones no page used go.
claimPreloadedReads();
void queryClient.prefetchQuery(meQuery);
const firstLocation = router.state.location.key;
const unsubscribeFromMoves = router.subscribe((state) => {
  if (state.location.key === firstLocation) return;
  unsubscribeFromMoves();
  forgetPreloadedReads();
});

/** Resolves once the router has loaded the page's route (its chunk); until then it would render nothing. */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

// The path's language and the page first (each a chunk of its own, fetched side by side), so the
// first render shows the page with text, never keys, and replaces the static first paint the server
// may have sent (src/client/first-paint.tsx) without a blank moment.
// Should the language's download fail, the layout asks again (and the router's error page says so).
// As a transition, so React renders in slices and yields between them: a phone's main thread is
// never held for the whole first render (Lighthouse's Total Blocking Time).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
const locale = getPathLocale(window.location.pathname);
void Promise.all([loadFirstScreen(locale), routerReady]).then(render, render);
// The other pages' messages once this one has loaded, so the next page opens without waiting for them.
if (document.readyState === 'complete') prefetchLaterMessages(locale);
else window.addEventListener('load', () => prefetchLaterMessages(locale), { once: true });

registerServiceWorker();
