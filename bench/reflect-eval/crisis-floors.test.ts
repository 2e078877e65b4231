/**
 * Honest gates for the crisis screen (issue 7, item 7): binary crisis = `current_risk`, scored per
 * language on the in-sample sets (the rules were written and the safety-net model trained on
 * them) and on the locked held-out set, which is only ever scored in aggregate here: its texts are
 * never printed, and no rule or weight was tuned on it. Floors sit just below what was measured
 * when they were set (see the report printed by this test); raise them when the screen improves,
 * never lower them to pass.
 *
 * Targets (issue 7): recall >= 0.95 and false alarms <= 0.10 in each language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRISIS_TRAINING_SETS, LOCKED_HELDOUT_SETS, PATTERN_TRAINING_SETS } from '../../src/server/providers/reflection/training-sets.js';
import type { SafetyLevel } from '../../src/shared/safety.js';
import { detectCrisis } from '../../src/server/providers/reflection/crisis.js';

type Row = { locale: 'en' | 'es'; text?: string; feeling_text?: string; level?: SafetyLevel; crisis?: boolean };
type Score = { recall: number; falseAlarms: number; underTriage: number; positives: number; negatives: number };
type Locale = 'en' | 'es';

const SETS = {
  /** The first crisis set (260 rows), read while the first rules were written. */
  legacy: ['crisis.jsonl'],
  /**
   * The labelled sets the concept rules were written against and the model trained on (the
   * retired held-out v1 and the focused train3 included). Cross-validated figures, each set held
   * out whole, are in content/crisis/model.json.
   */
  train: CRISIS_TRAINING_SETS.filter((name) => name !== 'crisis.jsonl'),
  /** Locked: aggregate scores only. */
  heldout: [LOCKED_HELDOUT_SETS.crisis],
} as const;

/** Ordinary check-ins of the pattern sets (low moods, worries): a crisis reading there is a false alarm. */
const CHECK_INS = PATTERN_TRAINING_SETS;
/**
 * In-sample (the model trained on them): measured 0.022 en / 0.026 es (round 18, 4,919 check-ins;
 * round 17 0.017 / 0.026; round 12 0.022 / 0.028; round 10 0.025 / 0.029). On the locked patterns held-out v2 the screen alarms on 5.5% (23/420, round 6).
 */
const MAX_CHECK_IN_FALSE_ALARMS = 0.035;

/**
 * Floors a little below what was measured when they were set (recall / false alarms):
 * legacy en 1.000/0.000, es 1.000/0.000; train (in-sample, round 18) en 0.987/0.046, es 0.986/0.034
 * (round 17 en 0.982/0.045, es 0.986/0.034; round 16 en 0.989/0.046, es 0.990/0.037 at the lower thresholds round 17 took back; round 15 en 0.985/0.044, es 0.985/0.036; round 14 en 0.985/0.045, es 0.985/0.036; round 12 en 0.987/0.046, es 0.987/0.037). Rounds 8 to
 * 15 added twenty-five sets by new writers to training (held-out v7 to v14, train14 to train30:
 * 11,000 entries harder than the rest, scored fresh at recall 0.78-0.98), so the in-sample recall
 * floors moved from 0.99 to 0.985 and, in round 13, to 0.98, and the in-sample under-triage ceiling
 * from 0.005 to 0.01 (round 7 on its sets: en 0.995/0.048, es 0.994/0.039).
 * The locked held-out split is v18 (crisis/heldout-v18.jsonl, written by a writer who saw nothing
 * else), scored once on the round-18 screen (2026-11-25): en 0.960/0.053, es 0.960/0.063. Its
 * floors sit just under that, so they guard against losing ground: on v18 both languages meet both
 * targets (recall >= 0.95, false alarms <= 0.10), the first blind split where they do. (Round 17 on
 * held-out v17: en 0.944/0.042, es 0.960/0.084; round 16 on held-out v16: en 0.928/0.116, es
 * 0.960/0.105; round 15 on held-out v15: en 0.904/0.053, es 0.936/0.074;
 * round 14 on held-out v14: en 0.888/0.063, es 0.952/0.074; round 13 on held-out v13: en 0.912/0.032, es 0.920/0.084; round 12 on v12: en 0.944/0.105, es
 * 0.912/0.105; round 11 on v11: en 0.912/0.105, es 0.872/0.084; round 10 on v10: en 0.888/0.095,
 * es 0.792/0.053; round 9 on v9: en 0.936/0.063, es 0.864/0.011; round 8 on v8: en 0.920/0.084,
 * es 0.904/0.116; round 7 on v7: en 0.952/0.126, es 0.840/0.095; round 6 on v6: en 0.968/0.168,
 * es 0.888/0.147; round 5 on v5: en 0.945/0.073, es 0.955/0.136; round 4 on v4: en 0.891/0.109,
 * es 0.845/0.118.)
 */
const FLOORS: Record<keyof typeof SETS, Record<Locale, { recall: number; falseAlarms: number }>> = {
  legacy: { en: { recall: 0.98, falseAlarms: 0.02 }, es: { recall: 0.98, falseAlarms: 0.02 } },
  train: { en: { recall: 0.98, falseAlarms: 0.05 }, es: { recall: 0.98, falseAlarms: 0.04 } },
  heldout: { en: { recall: 0.95, falseAlarms: 0.07 }, es: { recall: 0.95, falseAlarms: 0.07 } },
};

/**
 * A current risk read as `none` (not even the gentle line to /help), the worst miss. Set just above
 * what was measured: train (round 18) en 0.007, es 0.005 (round 17 en 0.010, es 0.006, when the ceiling moved from 0.01 to 0.012 as
 * the net's thresholds rose back to 0.70 / 0.60; round 15 en 0.008, es 0.007; round 13 0.009 / 0.007); held-out v18
 * (round 18) en 0.024, es 0.016 (v17 on round 17: en 0.040, es 0.016; v16 on round 16: en 0.048, es 0.008; v15 on round 15: en 0.072, es 0.064; v14 on round 14: en 0.096, es 0.032, when the ceiling was 0.10;
 * v13 on round 13: en 0.064, es 0.048; v12 on round 12: en 0.040, es 0.064; v11 on round
 * 11: en 0.072, es 0.120; v10 on round 10: en 0.088, es 0.144; v9 on round 9: en 0.056, es 0.120;
 * v8 on round 8: en 0.072, es 0.072; v7 on round 7: en 0.048, es 0.112; v6 on round 6: en 0.016,
 * es 0.096).
 */
const MAX_UNDER_TRIAGE = { legacy: 0.02, train: 0.012, heldout: 0.04 } as const;

function readRows(names: readonly string[]): Row[] {
  return names.flatMap((name) => {
    const url = new URL(`./${name}`, import.meta.url);
    if (!existsSync(url)) return [];
    return readFileSync(url, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Row);
  });
}

const isRisk = (row: Row) => (row.level ? row.level === 'current_risk' : row.crisis === true);

function score(rows: Row[]): Score {
  const readings = rows.map((row) => ({ row, level: detectCrisis([row.text ?? row.feeling_text ?? '']).level }));
  const positives = readings.filter((r) => isRisk(r.row));
  const negatives = readings.filter((r) => !isRisk(r.row));
  const share = (list: typeof readings, predicate: (r: (typeof readings)[number]) => boolean) =>
    list.length === 0 ? 0 : list.filter(predicate).length / list.length;
  return {
    recall: share(positives, (r) => r.level === 'current_risk'),
    falseAlarms: share(negatives, (r) => r.level === 'current_risk'),
    underTriage: share(positives, (r) => r.level === 'none'),
    positives: positives.length,
    negatives: negatives.length,
  };
}

const report: string[] = [];

describe('crisis screen floors (binary: current_risk)', () => {
  for (const [set, names] of Object.entries(SETS) as [keyof typeof SETS, readonly string[]][]) {
    // The locked split is written apart from the screen; until its file exists there is nothing to score.
    const missing = names.some((name) => !existsSync(new URL(`./${name}`, import.meta.url)));
    for (const locale of ['en', 'es'] as const) {
      it.skipIf(set === 'heldout' && missing)(`${set} ${locale}: recall and false alarms hold their floors`, () => {
        // Rows are read inside the test, so a run filtered to the in-sample sets never reads the held-out.
        const subset = readRows(names).filter((row) => row.locale === locale);
        expect(subset.length, `${set} has ${locale} rows`).toBeGreaterThan(0);
        const s = score(subset);
        expect(s.positives, `${set} ${locale} has crisis rows`).toBeGreaterThan(0);
        report.push(
          `${set.padEnd(8)} ${locale}  recall ${s.recall.toFixed(3)} (n=${s.positives})  false alarms ${s.falseAlarms.toFixed(3)} (n=${s.negatives})  under-triage ${s.underTriage.toFixed(3)}`,
        );
        expect(s.recall).toBeGreaterThanOrEqual(FLOORS[set][locale].recall);
        expect(s.falseAlarms).toBeLessThanOrEqual(FLOORS[set][locale].falseAlarms);
        expect(s.underTriage).toBeLessThanOrEqual(MAX_UNDER_TRIAGE[set]);
      });
    }
  }

  for (const locale of ['en', 'es'] as const) {
    it(`ordinary check-ins (${locale}): false alarms stay low`, () => {
      const rows = readRows(CHECK_INS).filter((row) => row.locale === locale && !isRisk(row));
      const s = score(rows);
      report.push(`check-ins ${locale}  false alarms ${s.falseAlarms.toFixed(3)} (n=${s.negatives})`);
      expect(s.falseAlarms).toBeLessThanOrEqual(MAX_CHECK_IN_FALSE_ALARMS);
    });
  }

  it('prints the aggregate report (no texts)', () => {
    console.log(`\ncrisis screen, binary current_risk\n${report.join('\n')}`);
    expect(report.length).toBeGreaterThan(0);
  });
});
