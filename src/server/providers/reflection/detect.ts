/**
 * Pattern detector of the built-in reflection engine: which of the twelve patterns a check-in shows,
 * each with the words of the entry that show it.
 *
 * Two readers, both over the normalized text (both languages, whatever the locale, so mixed entries
 * work), one verdict:
 * - the cue lexicon (content/cues/<pattern>.<locale>.json, patterns/cues.ts): weighted phrases and
 *   word families, gated for negation, past distancing and other people, adding up to a score per
 *   pattern;
 * - the classifier (content/cues/_classifier.json, patterns/classifier.ts): naive Bayes on
 *   stemmed n-grams plus the cue scores, which follows wording no cue lists and learns how far each
 *   pattern's cues can be trusted.
 * A pattern fires when its probability reaches its own threshold (unless the writer negated or set
 * its statement in the past: cues.ts withdrawnStatements), or when its cue level (cues.ts
 * cueLevel) reaches the one at which the cues alone kept precision on held-back training folds
 * (`cuesAlone`, never below CUE_THRESHOLD). Precision first: the reply never depends on a pattern being found.
 */
import { SCHEMA_KEYS, type SchemaKey } from '../../../shared/patterns.js';
import type { Locale } from '../../../shared/locale.js';
import { cutQuote, normalizeWithMap, spanAt, splitClauses, type Span } from './normalize.js';
import { committedModel, contributions, probabilities, uniqueFeatures, type Model } from './patterns/classifier.js';
import {
  CUE_THRESHOLD,
  cueLevel,
  scoreCues,
  withdrawnStatements,
  type CueScore,
  type CueTrace,
} from './patterns/cues.js';
import { aboutSomeoneElse } from './patterns/gates.js';
import type { DetectedPattern } from './types.js';

/** At most this many patterns are returned. */
export const MAX_PATTERNS = 3;
/** Quotes are cut to this many characters. */
export const MAX_PHRASE = 120;

/** Why a pattern was found, and how strongly (1 = just at a threshold). */
export type Verdict = {
  key: SchemaKey;
  strength: number;
  /** The normalized-text offset of the words that show it (the strongest cue), or null: use the classifier's clause. */
  cuePos: number | null;
  by: 'cues' | 'classifier' | 'both';
};

type Reading = { norm: string; cues: CueScore[]; probs: Float64Array; model: Model; withdrawn: Set<SchemaKey> };

function read(
  norm: string,
  locale: Locale,
  trace: CueTrace[] = [],
): Reading & { features: ReturnType<typeof uniqueFeatures> } {
  const model = committedModel();
  const cues = scoreCues(norm, trace);
  const features = uniqueFeatures(norm, locale, cues);
  const withdrawn = withdrawnStatements(trace);
  return { norm, cues, probs: probabilities(model, features), model, features, withdrawn };
}

/** The patterns either reader finds, strongest first. */
function verdicts({ cues, probs, model, norm, withdrawn }: Reading): Verdict[] {
  const found: Verdict[] = [];
  const writer = !aboutSomeoneElse(norm);
  SCHEMA_KEYS.forEach((key, k) => {
    const cue = cues.find((c) => c.key === key);
    const byCues =
      cue !== undefined && cueLevel(cue) >= Math.max(CUE_THRESHOLD, model.cuesAlone[k] ?? Number.POSITIVE_INFINITY);
    const prob = probs[k] ?? 0;
    const threshold = model.thresholds[k] ?? Number.POSITIVE_INFINITY;
    // The classifier alone never finds a pattern whose statement the writer negated or set in the past.
    const byModel = prob >= threshold && writer && !withdrawn.has(key);
    if (!byCues && !byModel) return;
    found.push({
      key,
      strength: Math.max(byCues ? cue.score / CUE_THRESHOLD : 0, prob / threshold),
      cuePos: byCues ? cue.best.pos : null,
      by: byCues && byModel ? 'both' : byCues ? 'cues' : 'classifier',
    });
  });
  return found.sort((a, b) => b.strength - a.strength);
}

/** The clause of the original text that adds most to a pattern's probability, at its strongest word. */
function classifierFocus(reading: ReturnType<typeof read>, key: SchemaKey, map: number[], clauses: Span[]): number {
  const totals = new Map<Span, number>();
  const peaks = new Map<Span, { weight: number; origin: number }>();
  for (const { pos, weight } of contributions(reading.model, reading.features, key)) {
    if (weight <= 0) continue;
    const origin = map[pos] ?? 0;
    const clause = spanAt(clauses, origin);
    if (!clause) continue;
    totals.set(clause, (totals.get(clause) ?? 0) + weight);
    if ((peaks.get(clause)?.weight ?? 0) < weight) peaks.set(clause, { weight, origin });
  }
  let best: Span | undefined;
  let bestTotal = 0;
  for (const [clause, total] of totals) {
    if (total > bestTotal) [best, bestTotal] = [clause, total];
  }
  return best ? (peaks.get(best)?.origin ?? best.start) : 0;
}

/**
 * The patterns a check-in shows clearly, strongest first (at most three), each with the clause of
 * the original text that shows it: the clause of its strongest cue or, when only the classifier
 * found it, the clause that adds most to its probability. [] when nothing clear is there.
 */
export function detectPatterns(text: string, locale: Locale): DetectedPattern[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const { text: norm, map } = normalizeWithMap(text);
  const reading = read(norm, locale);
  const clauses = splitClauses(text);
  return verdicts(reading)
    .slice(0, MAX_PATTERNS)
    .map(({ key, cuePos }) => {
      const origin = cuePos !== null ? (map[cuePos] ?? 0) : classifierFocus(reading, key, map, clauses);
      const clause = spanAt(clauses, origin);
      const phrase = clause ? cutQuote(text, clause, origin, MAX_PHRASE) : text.trim().slice(0, MAX_PHRASE);
      return { schema_key: key, phrase };
    });
}

/** Every cue match in a text with the reason it was not counted (null when it was), the classifier's probabilities, and the verdicts. */
export function explainPatterns(
  text: string,
  locale: Locale = 'en',
): { normalized: string; hits: CueTrace[]; probabilities: Record<SchemaKey, number>; detected: Verdict[] } {
  const norm = normalizeWithMap(text).text;
  const hits: CueTrace[] = [];
  const reading = read(norm, locale, hits);
  const probs = Object.fromEntries(SCHEMA_KEYS.map((key, k) => [key, reading.probs[k] ?? 0])) as Record<
    SchemaKey,
    number
  >;
  return { normalized: norm, hits, probabilities: probs, detected: verdicts(reading) };
}
