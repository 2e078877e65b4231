/**
 * Training of the pattern classifier (used by tools/train-patterns.ts, `npm run train:patterns`):
 * counts of binary stemmed n-gram features per class (the twelve patterns and "none") for a
 * multinomial naive Bayes, and the model file that holds them. Deterministic: counting only, folds by
 * id hash.
 */
import { SCHEMA_KEYS, type SchemaKey } from '../../../../shared/patterns.js';
import type { Locale } from '../../../../shared/locale.js';
import { normalize } from '../normalize.js';
import { CLASS_COUNT, NAME_SEPARATOR, type ModelData } from './classifier.js';
import { uniqueFeatures } from './classifier.js';
import { scoreCues } from './cues.js';

export type LabelledRow = {
  id: string;
  locale: Locale;
  feeling_text: string;
  schemas: SchemaKey[];
  style?: 'explicit' | 'indirect' | 'none';
};

export type TrainOptions = {
  /**
   * Additive smoothing. Small, since the telling phrases are rare: 0.2 was best on held-back folds
   * (0.1 lost entries with no pattern to false finds, 0.5 and 1 lost recall).
   */
  alpha: number;
  /** A feature must appear in at least this many training entries (1: all; on held-back folds each step up cost F1). */
  minCount: number;
  /**
   * Drop the bigrams seen in one entry only that hold a function word ("the bus", "que hoy"): a third
   * of the vocabulary, no loss on held-back folds, and the model file stays under 600 KB.
   */
  dropFunctionSingletons: boolean;
};

export const DEFAULT_OPTIONS: TrainOptions = { alpha: 0.2, minCount: 1, dropFunctionSingletons: true };

/** Articles, prepositions and conjunctions (as stemmed): see TrainOptions.dropFunctionSingletons. */
const FUNCTION_WORDS = new Set(
  'the a an and to of in on at for it de la el y que en lo los las un una con por del al'.split(' '),
);

const isFunctionBigram = (name: string) => name.includes(' ') && name.split(' ').some((w) => FUNCTION_WORDS.has(w));

/** Feature names of each row (each once), cue features included. */
export function featurize(rows: Pick<LabelledRow, 'locale' | 'feeling_text'>[]): string[][] {
  return rows.map((row) => {
    const norm = normalize(row.feeling_text);
    return uniqueFeatures(norm, row.locale, scoreCues(norm)).map((f) => f.name);
  });
}

/** Counts per class: each entry adds one in total, shared equally by its patterns (or all to "none"). */
function classShares(schemas: SchemaKey[]): [number, number][] {
  if (schemas.length === 0) return [[SCHEMA_KEYS.length, 1]];
  return schemas.map((key) => [SCHEMA_KEYS.indexOf(key), 1 / schemas.length]);
}

export type Counts = {
  /** Per feature, how often it was seen with each class. */
  features: Map<string, Float64Array>;
  /** Per class, the entries' shares. */
  entries: Float64Array;
};

/** Counts features per class over the training entries. */
export function count(docs: string[][], labels: SchemaKey[][], options: TrainOptions = DEFAULT_OPTIONS): Counts {
  const features = new Map<string, Float64Array>();
  const entries = new Float64Array(CLASS_COUNT);
  const df = new Map<string, number>();
  docs.forEach((doc, i) => {
    const shares = classShares(labels[i] ?? []);
    for (const [k, share] of shares) entries[k] = (entries[k] ?? 0) + share;
    for (const name of doc) {
      df.set(name, (df.get(name) ?? 0) + 1);
      let row = features.get(name);
      if (!row) {
        row = new Float64Array(CLASS_COUNT);
        features.set(name, row);
      }
      for (const [k, share] of shares) row[k] = (row[k] ?? 0) + share;
    }
  });
  for (const [name, n] of df) {
    if (n < options.minCount || (n === 1 && options.dropFunctionSingletons && isFunctionBigram(name))) {
      features.delete(name);
    }
  }
  return { features, entries };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Counts per class as a model-file key (classifier.ts COUNTS_KEY): "a2d0.5m1". */
export function countsKey(row: Float64Array): string {
  return [...row.keys()]
    .filter((k) => round(row[k] ?? 0) !== 0)
    .map((k) => `${String.fromCharCode(97 + k)}${round(row[k] ?? 0)}`)
    .join('');
}

export type PatternSettings = Record<SchemaKey, { threshold: number | null; cuesAlone: number | null }>;

/** The model file: counts grouped by value (see classifier.ts ModelSchema), the per-pattern settings, how it was trained. */
export function toModelData(
  { features, entries }: Counts,
  settings: PatternSettings,
  trainedOn: ModelData['trained'],
  options: TrainOptions = DEFAULT_OPTIONS,
  evidenceScale = 1,
): ModelData {
  const totals = new Float64Array(CLASS_COUNT);
  const groups = new Map<string, string[]>();
  for (const [name, row] of features) {
    row.forEach((c, k) => (totals[k] = (totals[k] ?? 0) + c));
    const key = countsKey(row);
    if (key === '') continue;
    const group = groups.get(key) ?? [];
    group.push(name);
    groups.set(key, group);
  }
  const n = entries.reduce((a, b) => a + b, 0);
  const vocabulary = features.size;
  return {
    version: 2,
    trained: trainedOn,
    alpha: options.alpha,
    evidenceScale,
    logPriors: [...entries].map((e) => round(Math.log(e / n))),
    logTotals: [...totals].map((t) => round(Math.log(t + options.alpha * vocabulary))),
    patterns: settings,
    counts: Object.fromEntries(
      [...groups.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, names]) => [key, names.sort().join(NAME_SEPARATOR)]),
    ),
  };
}

/** Stable fold of an id (FNV-1a hash), so folds do not move when rows are added elsewhere. */
export function foldOf(id: string, folds: number): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < id.length; k++) hash = Math.imul(hash ^ id.charCodeAt(k), 0x01000193) >>> 0;
  return hash % folds;
}
