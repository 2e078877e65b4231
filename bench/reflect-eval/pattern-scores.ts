/**
 * Scoring of the pattern detector on a labelled set, shared by `npm run eval:reflect` (run.ts) and
 * the floors test (patterns-floors.test.ts). Aggregates only: nothing here prints an entry.
 */
import { readFileSync } from 'node:fs';

import { LOCKED_HELDOUT_SETS, PATTERN_TRAINING_SETS } from '../../src/server/providers/reflection/training-sets.js';
import { performance } from 'node:perf_hooks';
import { SCHEMA_KEYS, type SchemaKey } from '../../src/shared/patterns.js';
import type { Locale } from '../../src/shared/locale.js';
import { detectPatterns } from '../../src/server/providers/reflection/detect.js';

export type Style = 'explicit' | 'indirect' | 'none';
export type PatternRow = {
  id: string;
  locale: Locale;
  mood_level: number;
  feeling_text: string;
  schemas: SchemaKey[];
  style?: Style;
  crisis?: boolean;
};

/** The training sets (read while writing cues, or used to train the classifier). */
export const IN_SAMPLE_SETS = PATTERN_TRAINING_SETS;
/** The locked held-out set: scored in aggregate only, never read for tuning. */
export const HELDOUT_SET = LOCKED_HELDOUT_SETS.patterns;

export function readJsonl<T = PatternRow>(name: string): T[] {
  return readFileSync(new URL(name, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export type Scored = { row: PatternRow; found: SchemaKey[]; ms: number };

/** Runs the detector on every row (timing each call). */
export function scoreRows(rows: PatternRow[]): Scored[] {
  return rows.map((row) => {
    const started = performance.now();
    const found = detectPatterns(row.feeling_text, row.locale).map((d) => d.schema_key);
    return { row, found, ms: performance.now() - started };
  });
}

export type Metrics = {
  entries: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  /** Entries with no gold pattern, and how many of them got none. */
  none: number;
  noneEmpty: number;
  /** noneEmpty / none (NaN when there are none). */
  emptyRate: number;
};

export function metrics(scored: Scored[]): Metrics {
  let [tp, fp, fn, none, noneEmpty] = [0, 0, 0, 0, 0];
  for (const { row, found } of scored) {
    tp += found.filter((k) => row.schemas.includes(k)).length;
    fp += found.filter((k) => !row.schemas.includes(k)).length;
    fn += row.schemas.filter((k) => !found.includes(k)).length;
    if (row.schemas.length === 0) {
      none++;
      if (found.length === 0) noneEmpty++;
    }
  }
  const precision = tp + fp === 0 ? Number.NaN : tp / (tp + fp);
  const recall = tp + fn === 0 ? Number.NaN : tp / (tp + fn);
  const f1 = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  return {
    entries: scored.length,
    tp,
    fp,
    fn,
    precision,
    recall,
    f1,
    none,
    noneEmpty,
    emptyRate: none === 0 ? Number.NaN : noneEmpty / none,
  };
}

/** A row's style: labelled, or (older sets) "none" without a pattern and unknown otherwise. */
export const styleOf = (row: PatternRow): Style | undefined =>
  row.style ?? (row.schemas.length === 0 ? 'none' : undefined);

/** Metrics for every language x style slice ("all" included). */
export function slices(scored: Scored[]): { locale: Locale | 'all'; style: Style | 'all'; m: Metrics }[] {
  const out: { locale: Locale | 'all'; style: Style | 'all'; m: Metrics }[] = [];
  for (const locale of ['all', 'en', 'es'] as const) {
    for (const style of ['all', 'explicit', 'indirect', 'none'] as const) {
      const subset = scored.filter(
        (s) => (locale === 'all' || s.row.locale === locale) && (style === 'all' || styleOf(s.row) === style),
      );
      if (subset.length > 0) out.push({ locale, style, m: metrics(subset) });
    }
  }
  return out;
}

export function perPattern(scored: Scored[]) {
  return SCHEMA_KEYS.map((key) => {
    let [tp, fp, fn] = [0, 0, 0];
    for (const { row, found } of scored) {
      const gold = row.schemas.includes(key);
      const hit = found.includes(key);
      if (gold && hit) tp++;
      else if (hit) fp++;
      else if (gold) fn++;
    }
    return { key, support: tp + fn, tp, fp, fn, f1: tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn) };
  });
}

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
}
