import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../shared/locale.js';
import { en } from './en.js';
import { es } from './es.js';

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** One instance per language, so a page renders in its path's language from the first paint. */
export const i18nByLocale: Record<Locale, I18n> = {
  en: i18next,
  es: i18next.cloneInstance({ lng: 'es', initAsync: false }),
};
