/**
 * The statistical side of the pattern detector: a multinomial naive Bayes over thirteen classes
 * (the twelve patterns and "none") on binary stemmed n-gram features of both languages, trained by
 * `npm run train:patterns` on our labelled check-ins. Its feature counts, per-pattern thresholds and
 * cue settings live in content/cues/_classifier.json.
 *
 * Why naive Bayes and not the logistic regression it replaced: with about a hundred entries per
 * pattern and language, most telling phrases occur in one or two training entries. Naive Bayes
 * uses each of them at once, where a regularised regression shrinks them to nothing. On held-back
 * folds of the same data (thresholds chosen on the other folds) F1 rose from about 0.42 to 0.58 at
 * precision 0.88; the regression's recall did not rise with character n-grams, less L2 or softmax.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SCHEMA_KEYS, type SchemaKey } from '../../../../shared/patterns.js';
import type { Locale } from '../../../../shared/locale.js';
import { CUES_DIR } from './cue-files.js';
import type { CueScore } from './cues.js';
import { cueFeatures, extractFeatures, type FeatureHit } from './features.js';

export const MODEL_FILE = '_classifier.json';

/** The classes of the model: the patterns in SCHEMA_KEYS order, then "none" (an entry with no pattern). */
export const CLASS_COUNT = SCHEMA_KEYS.length + 1;
/** Separates feature names in the model file (never part of one: features are words, spaces, apostrophes and colons). */
export const NAME_SEPARATOR = '|';
/** A model-file counts key: class letters (a-m) each followed by a count. */
export const COUNTS_KEY = /^(?:[a-m]\d+(?:\.\d+)?)+$/;

const PatternSettings = z
  .object({
    /**
     * The probability at or above which the pattern fires (chosen on held-back folds of the training
     * data), or null when the classifier alone never fires it.
     */
    threshold: z.number().min(0).max(1).nullable(),
    /**
     * The cue level (cues.ts cueLevel) at or above which the cues alone also fire the pattern (at least 3),
     * or null when only the classifier does: chosen where it held precision on held-back folds.
     */
    cuesAlone: z.number().int().min(3).nullable(),
  })
  .strict();

const perClass = z.array(z.number()).length(CLASS_COUNT);

export const ModelSchema = z
  .object({
    version: z.literal(2),
    /** How the model was trained (for people reading the file). */
    trained: z.object({ rows: z.number().int(), note: z.string() }).strict(),
    /** Additive smoothing of the counts. */
    alpha: z.number().positive(),
    /**
     * How much the summed evidence of the features counts against the priors (below 1: naive Bayes
     * counts overlapping n-grams as independent and would be sure of nearly everything). Fitted to
     * the log loss of held-back folds, so the probabilities mean what they say and can be ranked.
     */
    evidenceScale: z.number().positive().max(1),
    /** Per class: log of its share of the training entries. */
    logPriors: perClass,
    /** Per class: log of (its feature count + alpha x vocabulary size), the denominator of every likelihood. */
    logTotals: perClass,
    patterns: z.record(z.enum(SCHEMA_KEYS), PatternSettings),
    /**
     * The vocabulary, grouped by how often each feature was seen with each class: a key "a2d0.5m1"
     * (class a = the first pattern ... m = none, each followed by its count; an entry with two patterns
     * counts half to each) maps to the names of the features with exactly those counts, joined by
     * NAME_SEPARATOR. Grouping and the short keys keep the file small.
     */
    counts: z.record(z.string().regex(COUNTS_KEY), z.string()),
  })
  .strict();

export type ModelData = z.infer<typeof ModelSchema>;

/** A loaded model: each feature's log-likelihood per class (SCHEMA_KEYS order, then none). */
export type Model = {
  weights: Map<string, Float64Array>;
  /** Log priors per class. */
  bias: Float64Array;
  /** What the summed log-likelihoods are multiplied by (ModelSchema evidenceScale). */
  scale: number;
  thresholds: Float64Array;
  /** Per pattern: the cue level that fires it alone (Infinity: never). */
  cuesAlone: number[];
};

/** "a2d0.5m1" -> counts per class. */
export function parseCounts(key: string): Float64Array {
  const counts = new Float64Array(CLASS_COUNT);
  for (const [, letter, count] of key.matchAll(/([a-m])([\d.]+)/g)) {
    counts[(letter ?? 'a').charCodeAt(0) - 97] = Number(count);
  }
  return counts;
}

export function buildModel(data: ModelData): Model {
  const weights = new Map<string, Float64Array>();
  for (const [key, names] of Object.entries(data.counts)) {
    const counts = parseCounts(key);
    // Features with the same counts share one row.
    const row = counts.map((count, k) => Math.log(count + data.alpha) - (data.logTotals[k] ?? 0));
    for (const name of names.split(NAME_SEPARATOR)) weights.set(name, row);
  }
  const thresholds = Float64Array.from(SCHEMA_KEYS, (key) => data.patterns[key].threshold ?? Number.POSITIVE_INFINITY);
  const cuesAlone = SCHEMA_KEYS.map((key) => data.patterns[key].cuesAlone ?? Number.POSITIVE_INFINITY);
  return { weights, bias: Float64Array.from(data.logPriors), scale: data.evidenceScale, thresholds, cuesAlone };
}

let loaded: Model | undefined;

/** The committed model (loaded and validated on first use). */
export function committedModel(): Model {
  loaded ??= buildModel(ModelSchema.parse(JSON.parse(readFileSync(new URL(MODEL_FILE, CUES_DIR), 'utf8'))));
  return loaded;
}

/** What the classifier sees in a text and its cue scores: each feature once, at its first occurrence. */
export function uniqueFeatures(norm: string, locale: Locale, cues: CueScore[]): FeatureHit[] {
  const seen = new Set<string>();
  return [...extractFeatures(norm, locale), ...cueFeatures(cues)].filter(
    (hit) => !seen.has(hit.name) && seen.add(hit.name),
  );
}

/** The summed log-likelihoods of a text's features per class (SCHEMA_KEYS order, then none). */
export function evidence(model: Model, features: readonly { name: string }[]): Float64Array {
  const sum = new Float64Array(CLASS_COUNT);
  for (const { name } of features) {
    const row = model.weights.get(name);
    if (row) for (let k = 0; k < sum.length; k++) sum[k] = (sum[k] ?? 0) + (row[k] ?? 0);
  }
  return sum;
}

/** Posterior of every class for log priors and summed evidence, the evidence scaled by `scale`. */
export function softmax(bias: Float64Array, sum: Float64Array, scale: number): Float64Array {
  const z = bias.map((b, k) => b + scale * (sum[k] ?? 0));
  const top = Math.max(...z);
  const e = z.map((x) => Math.exp(x - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / total);
}

/** Posterior of every class (SCHEMA_KEYS order, then none) for a text's features. */
export function posteriors(model: Model, features: readonly { name: string }[]): Float64Array {
  return softmax(model.bias, evidence(model, features), model.scale);
}

/** Probability of each pattern (SCHEMA_KEYS order) for a text's features. */
export function probabilities(model: Model, features: readonly { name: string }[]): Float64Array {
  return posteriors(model, features).subarray(0, SCHEMA_KEYS.length);
}

/**
 * How much each feature occurrence speaks for one pattern (for quoting the clause that carries it):
 * its log-likelihood for the pattern above its average over the classes.
 */
export function contributions(model: Model, features: FeatureHit[], key: SchemaKey): { pos: number; weight: number }[] {
  const k = SCHEMA_KEYS.indexOf(key);
  return features.map(({ name, pos }) => {
    const row = model.weights.get(name);
    if (!row) return { pos, weight: 0 };
    const mean = row.reduce((a, b) => a + b, 0) / row.length;
    return { pos, weight: (row[k] ?? mean) - mean };
  });
}
