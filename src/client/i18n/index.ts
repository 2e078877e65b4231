import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getPathLocale, locales, type Locale } from '../../shared/locale.js';

/**
 * Each language's messages come in two chunks of their own, loaded only when a page in that
 * language is shown (issue 13): the first screen's (`en.ts`: the frame, sign-in, home, check-in,
 * settings), which `main.tsx` waits for before the first render, and the other pages' (`en-later.ts`),
 * which those pages' routes wait for and which is fetched anyway once the first page has loaded.
 * `AppLayout` suspends on a switch of language until the new one has the parts the app has needed so
 * far, so a key is never shown in place of its text.
 */
type Part = 'firstScreen' | 'later';

const loaders: Record<Part, Record<Locale, () => Promise<object>>> = {
  firstScreen: {
    en: () => import('./en.js').then((module) => module.en),
    es: () => import('./es.js').then((module) => module.es),
  },
  later: {
    en: () => import('./en-later.js').then((module) => module.enLater),
    es: () => import('./es-later.js').then((module) => module.esLater),
  },
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

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads one part of a language once; the same promise for every caller (React's `use` needs that). */
function loadPart(part: Part, locale: Locale): Promise<void> {
  const key = `${part} ${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[part][locale]().then((translation) => {
      i18nByLocale[locale].addResourceBundle(locale, 'translation', translation, true, true);
      loaded.add(key);
    });
    // A failed download (a flaky network) may be tried again on the next render.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The messages of the first screen in this language: what the first render needs. */
export function loadFirstScreen(locale: Locale): Promise<void> {
  return loadPart('firstScreen', locale);
}

const whole = new Map<Locale, Promise<void>>();

/** All of a language's messages, once (the same promise for every caller). */
export function loadLocale(locale: Locale): Promise<void> {
  let promise = whole.get(locale);
  if (!promise) {
    promise = Promise.all([loadPart('firstScreen', locale), loadPart('later', locale)]).then(() => undefined);
    promise.catch(() => whole.delete(locale));
    whole.set(locale, promise);
  }
  return promise;
}

/** Set once a page beyond the first screen has been opened: from then on a language is shown whole. */
let laterNeeded = false;

/**
 * For the pages beyond the first screen (their routes wait for it): the later messages of the
 * path's language and of every language already shown.
 */
export function loadLaterMessages(): Promise<void> {
  const shown = locales.filter(
    (locale) => locale === getPathLocale(window.location.pathname) || loading.has(`firstScreen ${locale}`),
  );
  return Promise.all(shown.map((locale) => loadPart('later', locale))).then(() => {
    laterNeeded = true;
  });
}

/** Fetches the other pages' messages of this language without waiting for them (after the first screen). */
export function prefetchLaterMessages(locale: Locale) {
  loadPart('later', locale).catch(() => undefined);
}

/** Whether this language has the messages the app needs now (the first screen's, and the rest once a later page was opened). */
export function isLocaleLoaded(locale: Locale): boolean {
  return loaded.has(`firstScreen ${locale}`) && (!laterNeeded || loaded.has(`later ${locale}`));
}

/** What `isLocaleLoaded` waits for, as one promise per language and need (for React's `use`). */
export function loadNeeded(locale: Locale): Promise<void> {
  return laterNeeded ? loadLocale(locale) : loadFirstScreen(locale);
}
