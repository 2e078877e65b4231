/**
 * Crisis screen of the reflection engine (crisis-screening.md; beyond-the-spec §4): the concept
 * lexicons and rules of content/crisis/ compiled once at load, the safety-net model beside them,
 * and one function to grade texts.
 */
import type { SafetyLevel } from '../../../../shared/safety.js';
import { CATEGORIES, loadLexicon, type CrisisCategory } from './lexicon.js';
import { loadModel } from './model.js';
import { screen } from './screen.js';

export { CATEGORIES as CRISIS_CATEGORIES, type CrisisCategory };

export type CrisisResult = {
  level: SafetyLevel;
  /** The C-SSRS-based categories behind the level (safe to log: no text). */
  categories: CrisisCategory[];
  /** True only for a current risk: the crisis reply, no patterns, no exercise, saved flagged. */
  crisis: boolean;
};

const LEXICON = loadLexicon();
const MODEL = loadModel();

/**
 * Grades the texts of one entry together (a check-in, or the fields of a reframing exercise), in
 * English and Spanish whatever the locale: each text is its own sentence, and a plan split across
 * fields still counts.
 */
export function detectCrisis(texts: readonly string[]): CrisisResult {
  const joined = texts.filter((t) => typeof t === 'string' && t.trim() !== '').join('\n');
  if (joined === '') return { level: 'none', categories: [], crisis: false };
  // The engine screens an entry, then the composer asks about the entry and each of its clauses in
  // turn, coming back to the entry between clauses: the last few readings are kept.
  const known = recentReads.get(joined);
  if (known) return known;
  const { level, categories } = screen(joined, LEXICON, MODEL);
  const result = { level, categories, crisis: level === 'current_risk' };
  if (recentReads.size >= RECENT_READS) recentReads.delete(recentReads.keys().next().value!);
  recentReads.set(joined, result);
  return result;
}

/** Enough for one entry and its clauses; a reading depends on the text alone. */
const RECENT_READS = 32;
const recentReads = new Map<string, CrisisResult>();

/** The full reading of one text, hits included: for tests and the evaluation report only. */
export function explainCrisis(text: string) {
  return screen(text, LEXICON, MODEL);
}

/** The compiled lexicon (rules, idioms), for the lexicon's own tests. */
export const CRISIS_LEXICON = LEXICON;
