export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Paths that exist only in English, without an /es twin (spec section 2). */
const unprefixedOnly = ['/marketing-resources'];

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

export function getPathLocale(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The path without its /es prefix: '/es/auth' -> '/auth', '/es' -> '/'. */
export function stripLocale(pathname: string): string {
  if (getPathLocale(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** A locale-neutral path ('/auth') in the given locale ('/es/auth'). */
export function localizePath(path: string, locale: Locale): string {
  const [pathname = '/', suffix = ''] = splitSuffix(path);
  const base = stripLocale(pathname);
  if (locale === 'en' || unprefixedOnly.includes(base)) return base + suffix;
  return (base === '/' ? '/es' : `/es${base}`) + suffix;
}

/** The same page in the other language, keeping the query and hash. */
export function toggleLocalePath(path: string): string {
  const [pathname = '/'] = splitSuffix(path);
  return localizePath(path, getPathLocale(pathname) === 'es' ? 'en' : 'es');
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/** The first supported language of an Accept-Language header, English otherwise. */
export function getHeaderLocale(acceptLanguage: string | undefined | null): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}
