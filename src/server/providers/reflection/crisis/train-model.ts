/**
 * Retrains the screen's safety-net model and rewrites content/crisis/model.json. From the repo root:
 *
 *   node --import tsx src/server/providers/reflection/crisis/train-model.ts
 *
 * Run it again after any change to content/crisis/ (the features are the lexicons' stems, concepts
 * and rule hits) or to the training sets, then run the crisis tests and floors. It takes about a
 * minute on two cores and prints the cross-validated figures it stored.
 *
 * What it does (training.ts): reads every labelled crisis set and the ordinary check-ins (never
 * the locked held-out split, LOCKED_HELDOUT_SETS.crisis); scores each entry out of fold by
 * grouped cross-validation, each crisis set held out whole as a stand-in for writers the model has
 * not seen; picks the two thresholds (plain, and after a live warning sign) with the best recall in
 * the weaker language whose false alarms stay within LIMITS in both; then trains on everything.
 */
import { writeFileSync } from 'node:fs';
import { CONTENT_DIR, loadLexicon } from './lexicon.js';
import type { CrisisModel } from './model.js';
import {
  chooseThresholds,
  CRISIS_SETS,
  crossValidate,
  DEFAULT_OPTIONS,
  loadExamples,
  ORDINARY_SETS,
  train,
  type Figures,
} from './training.js';

/**
 * Recall first, within the product's false-alarm budget (<= 0.10 per language), with a margin:
 * at most 0.075 on the crisis sets' calm entries (idioms, news, a friend's crisis, a resolved past,
 * the hardest to keep calm) and 0.065 on ordinary check-ins, both in grouped cross-validation. The
 * check-in limit was 0.06 until round 6 and 0.07 from then to round 16, when the net chose 0.65
 * (from 0.75) at the 0.07 limit: blind false alarms rose to 0.105-0.116 and ordinary reframing
 * words ("it does not mean I am unwanted") were raised to a crisis, so round 17 took back half.
 */
const LIMITS = { checkInFalseAlarms: 0.065, crisisFalseAlarms: 0.075 };

const pct = (value: number) => value.toFixed(3);
const describe = (f: Figures) =>
  (['en', 'es'] as const).map(
    (l) =>
      `${l} recall ${pct(f[l].recall)}, false alarms ${pct(f[l].crisisFalseAlarms)} (crisis sets) / ${pct(f[l].checkInFalseAlarms)} (check-ins)`,
  );

const examples = loadExamples(loadLexicon());
const scores = crossValidate(examples);
const chosen = chooseThresholds(examples, scores, LIMITS);
if (!chosen) throw new Error('no threshold keeps the cross-validated false alarms within the limits');
const model: CrisisModel = {
  trained_on: [...CRISIS_SETS, ...ORDINARY_SETS],
  cross_validation: describe(chosen.figures),
  threshold: chosen.threshold,
  signal_threshold: chosen.signalThreshold,
  ...train(examples, DEFAULT_OPTIONS),
};
writeFileSync(new URL('model.json', CONTENT_DIR), `${JSON.stringify(model, null, 2)}\n`);
process.stdout.write(
  [
    `trained on ${examples.length} entries, ${Object.keys(model.weights).length} weights`,
    `thresholds ${model.threshold} (after a warning sign ${model.signal_threshold})`,
    ...model.cross_validation,
    '',
  ].join('\n'),
);
