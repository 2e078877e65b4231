/**
 * Floors for the pattern detector, set just below what it measures, so a change that loses ground
 * fails. The held-out set (LOCKED_HELDOUT_SETS.patterns, now patterns/heldout-v3.jsonl) is locked: it is read here only to compute
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
    // Held-out v3 (written by a writer who saw nothing else), scored once on the detector of
    // 2026-11-25 (cues broadened on train4 and the retired v2): P 0.93 R 0.75 F1 0.83, none left
    // empty 96/100. Every target is met on it, as on v2 before it.
    { locale: 'all', style: 'all', precision: 0.91, f1: 0.81 }, // 0.926 / 0.829
    { locale: 'all', style: 'explicit', precision: 0.93, f1: 0.9 }, // 0.950 / 0.915
    { locale: 'all', style: 'indirect', precision: 0.91, f1: 0.75 }, // 0.929 / 0.765
    { locale: 'all', style: 'none', empty: 0.95 }, // 96/100
    { locale: 'en', style: 'all', precision: 0.92, f1: 0.82 }, // 0.937 / 0.836
    { locale: 'es', style: 'all', precision: 0.9, f1: 0.8 }, // 0.916 / 0.821
    { locale: 'en', style: 'explicit', f1: 0.89 }, // 0.904
    { locale: 'es', style: 'explicit', f1: 0.91 }, // 0.925
    { locale: 'en', style: 'indirect', precision: 0.95, f1: 0.77 }, // 0.971 / 0.793
    { locale: 'es', style: 'indirect', precision: 0.87, f1: 0.72 }, // 0.887 / 0.737
    { locale: 'en', style: 'none', empty: 0.94 }, // 47/50
    { locale: 'es', style: 'none', empty: 0.96 }, // 49/50
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
