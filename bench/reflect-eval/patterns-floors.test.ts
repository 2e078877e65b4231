/**
 * Floors for the pattern detector, set just below what it measures, so a change that loses ground
 * fails. The held-out set (patterns/heldout.jsonl) is locked: it is read here only to compute
 * aggregates (precision, recall, F1, share of empty results) per language and style; no entry, id
 * or per-entry result is printed or used for tuning. The in-sample sets are scored separately: their
 * figures say how well the training data is fitted, not how the detector does on new text.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HELDOUT_SET,
  metrics,
  readJsonl,
  scoreRows,
  styleOf,
  type Metrics,
  type PatternRow,
  type Scored,
  type Style,
} from './pattern-scores.js';

const fmt = (m: Metrics) =>
  `P ${m.precision.toFixed(3)} R ${m.recall.toFixed(3)} F1 ${m.f1.toFixed(3)} empty ${m.noneEmpty}/${m.none}`;

function slice(scored: Scored[], locale: 'en' | 'es' | 'all', style: Style | 'all'): Metrics {
  return metrics(
    scored.filter(
      (s) => (locale === 'all' || s.row.locale === locale) && (style === 'all' || styleOf(s.row) === style),
    ),
  );
}

type Floor = { locale: 'en' | 'es' | 'all'; style: Style | 'all'; precision?: number; f1?: number; empty?: number };

function checkFloors(name: string, scored: Scored[], floors: Floor[]) {
  for (const floor of floors) {
    const m = slice(scored, floor.locale, floor.style);
    it(`${name} ${floor.locale} ${floor.style}: ${fmt(m)}`, () => {
      if (floor.precision !== undefined) expect(m.precision).toBeGreaterThanOrEqual(floor.precision);
      if (floor.f1 !== undefined) expect(m.f1).toBeGreaterThanOrEqual(floor.f1);
      if (floor.empty !== undefined) expect(m.emptyRate).toBeGreaterThanOrEqual(floor.empty);
    });
  }
}

// Targets (issue 7, on unseen text): indirect P >= 0.85 and F1 >= 0.65; explicit F1 >= 0.90; entries
// with no pattern left empty >= 0.90. The floors below are what the detector reaches, not the targets.
describe.runIf(existsSync(new URL(HELDOUT_SET, import.meta.url)))('pattern detector on the locked held-out set', () => {
  const scored = scoreRows(readJsonl<PatternRow>(HELDOUT_SET));
  checkFloors('held-out', scored, [
    // Held-out v2 (written by a writer who saw nothing else), scored on the round-3 detector
    // (2026-11-24): P 0.94 R 0.71 F1 0.81, none left empty 96/100.
    { locale: 'all', style: 'all', precision: 0.92, f1: 0.79 }, // 0.936 / 0.807
    { locale: 'all', style: 'explicit', precision: 0.96, f1: 0.91 }, // 0.978 / 0.929
    { locale: 'all', style: 'indirect', precision: 0.9, f1: 0.68 }, // 0.919 / 0.704
    { locale: 'all', style: 'none', empty: 0.94 }, // 96/100
    { locale: 'en', style: 'all', precision: 0.91, f1: 0.79 }, // 0.933 / 0.810
    { locale: 'es', style: 'all', precision: 0.92, f1: 0.78 }, // 0.939 / 0.80
    { locale: 'en', style: 'explicit', f1: 0.9 }, // 0.92
    { locale: 'es', style: 'explicit', f1: 0.93 }, // 0.95
    { locale: 'en', style: 'indirect', precision: 0.89, f1: 0.7 }, // 0.909 / 0.723
    { locale: 'es', style: 'indirect', precision: 0.91, f1: 0.66 }, // 0.931 / 0.684
    { locale: 'en', style: 'none', empty: 0.96 }, // 49/50
    { locale: 'es', style: 'none', empty: 0.92 }, // 47/50
  ]);
});

describe('pattern detector in-sample (training data: fit, not generalisation)', () => {
  const older = scoreRows(['dev.jsonl', 'dev2.jsonl', 'heldout.jsonl'].flatMap((name) => readJsonl<PatternRow>(name)));
  // In-sample figures measured 2026-11-24 on the broadened cues and the retrained classifier.
  checkFloors('dev+dev2+old heldout', older, [
    { locale: 'en', style: 'all', precision: 0.97, f1: 0.96 }, // 0.991 / 0.978
    { locale: 'es', style: 'all', precision: 0.97, f1: 0.97 }, // 0.991 / 0.984
    { locale: 'all', style: 'none', empty: 0.98 }, // 176/177
  ]);
  const train = scoreRows(
    ['patterns/train.en.jsonl', 'patterns/train.es.jsonl'].flatMap((name) => readJsonl<PatternRow>(name)),
  );
  checkFloors('patterns/train', train, [
    { locale: 'en', style: 'explicit', precision: 0.95, f1: 0.93 }, // 0.968 / 0.947
    { locale: 'es', style: 'explicit', precision: 0.94, f1: 0.95 }, // 0.957 / 0.964
    { locale: 'en', style: 'indirect', precision: 0.97, f1: 0.93 }, // 0.989 / 0.944
    { locale: 'es', style: 'indirect', precision: 0.96, f1: 0.92 }, // 0.975 / 0.939
    { locale: 'all', style: 'none', empty: 0.99 }, // 272/273
  ]);
});
