import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.js';
import { MeResponseSchema, type MeResponse } from '../../shared/schemas/responses.js';
import { reply, replyError, type FakeRoutes } from './fake-api.js';

/**
 * Renders pages the way `main.tsx` and `router.tsx` do (the real layout with its toaster, i18n of
 * the path's language, React Query), at `path`, in a memory router mounted at `/` and `/es`.
 * Only the network is fake (see `fake-api.ts`).
 */
export function renderApp(path: string, pages: RouteObject[]) {
  const router = createMemoryRouter(
    [
      {
        Component: AppLayout,
        children: [
          { path: '/es', children: pages },
          { path: '/', children: pages },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // The API helper reads the page's language from the address bar, as in a browser.
  const syncAddressBar = () => {
    const { pathname, search, hash } = router.state.location;
    window.history.replaceState(null, '', pathname + search + hash);
  };
  syncAddressBar();
  router.subscribe(syncAddressBar);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, path: () => router.state.location.pathname + router.state.location.search };
}

/** What `GET /api/me` answers for a signed-in person; `access` decides where the guards send them. */
export function signedInAs(access: MeResponse['access'], overrides: Partial<MeResponse> = {}): MeResponse {
  const screenerDone = access.status !== 'needs_screener';
  return {
    user: { id: 'user-1', email: 'ana@example.com', name: 'Ana' },
    profile: { check_ins_used: 'used' in access ? access.used : 0, has_completed_screener: screenerDone },
    subscription: null,
    access,
    ...overrides,
  };
}

/** The answer to `GET /api/me` for a signed-in person (see `signedInAs`). */
export const meSignedIn = (access: MeResponse['access'], overrides: Partial<MeResponse> = {}) =>
  reply(MeResponseSchema, signedInAs(access, overrides));

/** The answer to `GET /api/me` for a visitor who is not signed in: 401, as the server answers. */
export const meSignedOut = () => replyError(401, 'unauthorized', 'Please sign in first');

/** `GET /api/me` for a signed-in person, to spread into `stubApi`'s routes: `stubApi({ ...asSignedIn(access), ... })`. */
export const asSignedIn = (access: MeResponse['access'], overrides: Partial<MeResponse> = {}): FakeRoutes => ({
  'GET /api/me': () => meSignedIn(access, overrides),
});

/** `GET /api/me` for a signed-out visitor, to spread into `stubApi`'s routes. */
export const asSignedOut: FakeRoutes = { 'GET /api/me': meSignedOut };
