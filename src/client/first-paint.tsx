import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout.js';
import { AuthIntro } from './features/auth/auth-page.js';
import { CheckInLoading } from './features/check-ins/check-in-page.js';
import { HomeLoading } from './features/home/home-page.js';
import { LessonsLoading } from './features/lessons/lessons-page.js';
import SchemaTheoryPage from './features/schema-theory/schema-theory-page.js';
import { loadLocale } from './i18n/index.js';
import { getPathLocale, locales, localizePath } from '../shared/locale.js';

/**
 * The pages that get a static first paint, locale-neutral; each is written in every language.
 * /schema-theory is the same text for everyone, signed in or not (its accordions closed, as the
 * app first shows them). Home, check-in and lessons are a person's own: only their title, over the
 * "Loading…" the app shows until it knows who is signed in. A signed-in person sees the visitor's
 * header for the moment the app takes to start (it keeps its height, so nothing below moves).
 */
const pages: Array<{ path: string; Component: React.ComponentType }> = [
  { path: '/auth', Component: AuthIntro },
  { path: '/', Component: HomeLoading },
  { path: '/check-in', Component: CheckInLoading },
  { path: '/lessons', Component: LessonsLoading },
  { path: '/schema-theory', Component: SchemaTheoryPage },
];

/**
 * What a first visit sees before the app has started (issue 13: on a slow phone the app's first
 * paint comes seconds after the HTML): the frame (header, footer) of a visitor nobody has signed in
 * as, and the page's heading, rendered with the app's own components at build time. The server puts
 * it in the page's `#root` (src/server/page-html.ts), marked `inert` so nothing can be typed into a
 * copy the app is about to replace; the app renders over it once it has started. Only what is the
 * same for every visitor goes in: of a signed-in person's pages only their title, and the forms come with the app.
 */
export async function renderFirstPaints(): Promise<Record<string, string>> {
  const html: Record<string, string> = {};
  for (const locale of locales)
    for (const page of pages) {
      const path = localizePath(page.path, locale);
      html[`${locale} ${page.path}`] = await renderFirstPaint(path, page.Component);
    }
  return html;
}

async function renderFirstPaint(path: string, Page: React.ComponentType): Promise<string> {
  await loadLocale(getPathLocale(path));
  const routes: RouteObject[] = [{ Component: AppLayout, children: [{ path, Component: Page }] }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Never fetches: /api/me stays pending, as it is when the app first renders.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return `<div inert>${markup}</div>`;
}
