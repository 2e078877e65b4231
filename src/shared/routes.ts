import { getPathLocale, stripLocale } from './locale.js';

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

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) =>
    part.startsWith(':') ? pathParts[index] !== '' : part === pathParts[index],
  );
}

/** Whether a browser path is one of our pages (otherwise it is a 404). */
export function isKnownPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const neutral = stripLocale(trimmed);
  if (getPathLocale(trimmed) === 'en' && englishOnlyPaths.some((pattern) => matches(pattern, neutral))) return true;
  return pagePaths.some((pattern) => matches(pattern, neutral));
}
