import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../shared/locale.js';
import type { Translations } from './en.js';

/**
 * Each language's messages are a chunk of their own, loaded only when a page in that language is
 * shown: the first screen carries one language, not both (issue 13). `main.tsx` waits for the
 * path's language before the first render and `AppLayout` suspends on a switch until the other
 * one has arrived, so a key is never shown in place of its text.
 */
const load: Record<Locale, () => Promise<Translations>> = {
  en: () => import('./en.js').then((module) => module.en),
  es: () => import('./es.js').then((module) => module.es),
};

function createLocaleInstance(lng: Locale): I18n {
  const instance = createInstance({
    lng,
    resources: {},
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  void instance.use(initReactI18next).init();
  return instance;
}

/** One instance per language, so a page renders in its path's language from the first paint. */
export const i18nByLocale: Record<Locale, I18n> = { en: createLocaleInstance('en'), es: createLocaleInstance('es') };

const loading = new Map<Locale, Promise<void>>();

/** Loads a language's messages once; the same promise for every caller (React's `use` needs that). */
export function loadLocale(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = load[locale]().then((translation) => {
      i18nByLocale[locale].addResourceBundle(locale, 'translation', translation, true, true);
    });
    // A failed download (a flaky network) may be tried again on the next render.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

export function isLocaleLoaded(locale: Locale): boolean {
  return i18nByLocale[locale].hasResourceBundle(locale, 'translation');
}
