import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { getPathLocale, localizePath, type Locale } from '../../shared/locale.js';

export function useLocale(): Locale {
  return getPathLocale(useLocation().pathname);
}

/** Turns a locale-neutral path ('/check-in') into the current page's language ('/es/check-in'). */
export function useLocalizedPath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
