import { getPathLocale, stripLocale, type Locale } from './locale.js';

/** Every page of the app (spec section 2), locale-neutral. The client router and the server agree on it. */
export const pagePaths = [
  '/',
  '/auth',
  '/check-in',
  '/check-in/history',
  '/help',
  '/lessons',
  '/lessons/:id',
  '/schema-screener',
  '/schema-screener/about',
  '/schema-screener/results',
  '/schema-theory',
  '/settings',
  '/subscription',
  '/subscription/sandbox-checkout/:id',
  '/subscription/sandbox-portal/:id',
  '/summary',
] as const;

/** Pages that exist only without the /es prefix. */
export const englishOnlyPaths = ['/marketing-resources'] as const;

export type PagePath = (typeof pagePaths)[number] | (typeof englishOnlyPaths)[number];

/**
 * The module of each page, relative to src/client (the keys of the Vite manifest). The client
 * router loads a page from it and the server names its chunk in the page's HTML (modulepreload),
 * so both read the same table.
 */
export const pageModules: Record<PagePath, string> = {
  '/': 'features/home/home-page.tsx',
  '/auth': 'features/auth/auth-page.tsx',
  '/check-in': 'features/check-ins/check-in-page.tsx',
  '/check-in/history': 'features/check-ins/history-page.tsx',
  '/help': 'features/help/help-page.tsx',
  '/lessons': 'features/lessons/lessons-page.tsx',
  '/lessons/:id': 'features/lessons/lesson-page.tsx',
  '/schema-screener': 'features/screener/screener-page.tsx',
  '/schema-screener/about': 'features/screener/about-page.tsx',
  '/schema-screener/results': 'features/screener/results-page.tsx',
  '/schema-theory': 'features/schema-theory/schema-theory-page.tsx',
  '/settings': 'features/settings/settings-page.tsx',
  '/subscription': 'features/subscription/subscription-page.tsx',
  '/subscription/sandbox-checkout/:id': 'features/subscription/sandbox-checkout-page.tsx',
  '/subscription/sandbox-portal/:id': 'features/subscription/sandbox-portal-page.tsx',
  '/summary': 'features/check-ins/summary/summary-page.tsx',
  '/marketing-resources': 'features/marketing/marketing-page.tsx',
};

/**
 * The pages whose words are all in each language's first-screen messages (`src/client/i18n/en.ts`):
 * the others also wait for the later ones (`en-later.ts`), and their HTML preloads those too.
 */
export const firstScreenPages: readonly PagePath[] = ['/', '/auth'];

/**
 * What the app asks the server at once on every page (src/client/session/api.ts): who is signed in.
 * A request carrying the session cookie gets it preloaded by the page's HTML (src/server/page-html.ts).
 */
export const SESSION_REQUEST = '/api/me';

/**
 * The other reads a page makes as soon as it knows who is signed in, which a signed-in request's
 * HTML preloads beside `SESSION_REQUEST` so they run beside it, not after it. Each must be
 * fetched by the client at exactly this URL, with no header of the app's own (`claimPreloadedReads` in
 * src/client/lib/api.ts), or the browser does not reuse the preload; and its answer must not
 * depend on anything but its URL (a preload sends no Accept-Language of the page's): a read in
 * the page's language names it in the URL, so each language has its own list.
 */
export const LAST_CHECK_IN_REQUEST = '/api/check-ins?page=1&page_size=1';
export const CORE_PATTERNS_REQUEST = '/api/core-patterns';
/** The lessons library, its titles and texts in this language (`?locale=` wins over Accept-Language). */
export const lessonsRequest = (locale: Locale) => `/api/lessons?locale=${locale}`;
export const pageDataRequests: Partial<Record<PagePath, (locale: Locale) => readonly string[]>> = {
  '/': () => [LAST_CHECK_IN_REQUEST, CORE_PATTERNS_REQUEST],
  '/lessons': (locale) => [lessonsRequest(locale)],
};

/** The page shown for a path that is none of ours (its words are in the first-screen messages). */
export const notFoundModule = 'features/not-found/not-found-page.tsx';

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) =>
    part.startsWith(':') ? pathParts[index] !== '' : part === pathParts[index],
  );
}

/** The page a browser path shows (its locale-neutral pattern), or undefined for a 404. */
export function matchPage(pathname: string): PagePath | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const neutral = stripLocale(trimmed);
  if (getPathLocale(trimmed) === 'en') {
    const englishOnly = englishOnlyPaths.find((pattern) => matches(pattern, neutral));
    if (englishOnly) return englishOnly;
  }
  return pagePaths.find((pattern) => matches(pattern, neutral));
}

/** Whether a browser path is one of our pages (otherwise it is a 404). */
export function isKnownPage(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}
