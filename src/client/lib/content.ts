import type { Locale } from '../../shared/locale.js';
import type { PatternContent } from '../../shared/patterns.js';
import patternsEn from '../../../content/patterns/en.json';
import patternsEs from '../../../content/patterns/es.json';
import { useLocale } from './use-locale.js';

const patterns: Record<Locale, PatternContent> = { en: patternsEn, es: patternsEs };

/** The label, blurb and examples of the twelve measured patterns, in the page's language. */
export function usePatternContent(): PatternContent {
  return patterns[useLocale()];
}
