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
/** In-sample (the model trained on them): measured 0.022 en / 0.031 es (round 5). */
const MAX_CHECK_IN_FALSE_ALARMS = 0.04;

/**
 * Floors a little below what was measured when they were set (recall / false alarms):
 * legacy en 1.000/0.000, es 1.000/0.000; train (in-sample, round 5: with train-heldout-v4 and train7) en
 * 0.993/0.046, es 0.993/0.042 (the Spanish false-alarm floor moved from 0.04 to 0.047 because the
 * sets grew: the calm Spanish entries of the two new sets are the harder ones; on the round-4 sets
 * alone the round-5 screen reads es 0.993/0.033, the round-4 screen 0.990/0.031);
 * locked held-out v5 (220 rows a language, written by a writer who saw nothing else; scored once on
 * the round-5 screen, aggregates only) en 0.945/0.073, es 0.955/0.136: the Spanish recall meets the
 * 0.95 target, the English one sits just under it, and the Spanish false alarms are over the 0.10
 * budget (everyday objects, resolved pasts and third parties). (Round 4 on held-out v4, now
 * retired: en 0.891/0.109, es 0.845/0.118.)
 */
const FLOORS: Record<keyof typeof SETS, Record<Locale, { recall: number; falseAlarms: number }>> = {
  legacy: { en: { recall: 0.98, falseAlarms: 0.02 }, es: { recall: 0.98, falseAlarms: 0.02 } },
  train: { en: { recall: 0.98, falseAlarms: 0.055 }, es: { recall: 0.98, falseAlarms: 0.047 } },
  heldout: { en: { recall: 0.93, falseAlarms: 0.085 }, es: { recall: 0.94, falseAlarms: 0.145 } },
};

/**
 * A current risk read as `none` (not even the gentle line to /help), the worst miss. Set just above
 * what was measured: train (round 5) en 0.004, es 0.002; held-out v5 (round 5) en 0.055, es 0.018.
 */
const MAX_UNDER_TRIAGE = { legacy: 0.02, train: 0.01, heldout: 0.06 } as const;

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
    for (const locale of ['en', 'es'] as const) {
      it(`${set} ${locale}: recall and false alarms hold their floors`, () => {
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
