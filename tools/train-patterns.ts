/**
 * `npm run train:patterns`: trains the pattern classifier on the labelled training sets and writes
 * content/cues/_classifier.json (feature counts, per-pattern thresholds and cue settings).
 *
 * Training data: the pattern sets of training-sets.ts (dev.jsonl, dev2.jsonl, the old heldout.jsonl,
 * patterns/train.{en,es}.jsonl, train2.jsonl (long, subtle entries), train3.jsonl (short, indirect
 * ones), patterns/train-heldout-v1.jsonl and train-heldout-v2.jsonl (locked splits, retired) and
 * train4.jsonl (terse "what I did today" entries from a new writer)); with
 * CRISIS_NEGATIVES=1 also the crisis sets' entries without current risk, as entries with no pattern.
 * Never a locked split (training-sets.ts LOCKED_HELDOUT_SETS): readLines refuses them.
 *
 * The classifier is a naive Bayes over stemmed unigrams and bigrams, English stems of Spanish words
 * and what the cues counted (classifier.ts, features.ts). Thresholds: five folds by id hash; each
 * fold is predicted by a model counted on the other four. On those out-of-fold predictions each
 * pattern gets the probability threshold, and the choice whether the cues alone also fire it, with
 * the best F1 among those keeping precision >= MIN_PRECISION (a margin over the 0.85 asked of unseen
 * text) and leaving at least MIN_EMPTY of the no-pattern entries empty, measured only on the sets the
 * first cues were not written from (FRESH). A pattern whose statement the writer negated or set in
 * the past is never fired by the classifier alone, here as at run time. The final model is then
 * counted on everything.
 *
 * The report is honest about choosing: each fold is scored with thresholds chosen on the other
 * folds only ("nested"). `--by-set` adds a harsher estimate: each fresh set, written separately,
 * predicted by a model that never saw it (closer to text from a new writer); train-heldout-v1 is the
 * one whose texts nobody read while the cues were broadened. `--dry-run` prints the report without
 * writing the model.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { isLockedHeldout, PATTERN_TRAINING_SETS } from '../src/server/providers/reflection/training-sets.js';
import { SCHEMA_KEYS, type SchemaKey } from '../src/shared/patterns.js';
import { normalize } from '../src/server/providers/reflection/normalize.js';
import { buildModel, evidence, MODEL_FILE, softmax } from '../src/server/providers/reflection/patterns/classifier.js';
import { CUES_DIR } from '../src/server/providers/reflection/patterns/cue-files.js';
import {
  CUE_THRESHOLD,
  cueLevel,
  scoreCues,
  withdrawnStatements,
  type CueTrace,
} from '../src/server/providers/reflection/patterns/cues.js';
import {
  count,
  DEFAULT_OPTIONS,
  featurize,
  foldOf,
  toModelData,
  type LabelledRow,
  type PatternSettings,
  type TrainOptions,
} from '../src/server/providers/reflection/patterns/train.js';

const MIN_PRECISION = Number(process.env.MIN_PRECISION ?? 0.88);
/**
 * The share of no-pattern entries the shared threshold must leave empty (in the rows it is chosen
 * on): a margin over the 0.90 asked of unseen text, which precision alone did not hold once most
 * explicit entries were found by the cues and the best-F1 threshold slid down.
 */
const MIN_EMPTY = Number(process.env.MIN_EMPTY ?? 0.94);
const FOLDS = 5;
const PATTERN_SETS = PATTERN_TRAINING_SETS;
const CRISIS_SETS = ['crisis/train.jsonl', 'crisis/train2.jsonl'];
/** The sets the cues were not written from: thresholds are chosen and figures reported on these. */
const FRESH = new Set([
  'patterns/train.en.jsonl',
  'patterns/train.es.jsonl',
  'patterns/train2.jsonl',
  'patterns/train3.jsonl',
  'patterns/train-heldout-v1.jsonl',
  'patterns/train-heldout-v2.jsonl',
  'patterns/train4.jsonl',
]);
/** Sets written separately, for `--by-set` (the two train.* files were written together). */
const WRITER_GROUP: Record<string, number> = {
  'patterns/train.en.jsonl': 0,
  'patterns/train.es.jsonl': 0,
  'patterns/train2.jsonl': 1,
  'patterns/train3.jsonl': 2,
  'patterns/train-heldout-v1.jsonl': 3,
  'patterns/train-heldout-v2.jsonl': 4,
  'patterns/train4.jsonl': 5,
};

type Row = LabelledRow & { set: string; key: string };

function readLines(name: string): Record<string, unknown>[] {
  if (isLockedHeldout(name)) throw new Error(`${name} is a locked held-out split, not training data`);
  return readFileSync(new URL(`../bench/reflect-eval/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Rows keyed by set and id (ids repeat across sets). */
function readPatternSet(name: string): Row[] {
  return readLines(name).map((r) => {
    const row = r as LabelledRow;
    return { ...row, set: name, key: `${name}:${row.id}` };
  });
}

/** Crisis entries without current risk: ordinary days and resolved or reported mentions, with no pattern. */
function readCrisisNegatives(name: string): Row[] {
  return readLines(name)
    .filter((r) => r.level === 'none' || r.level === 'past_or_mention')
    .map((r) => ({
      id: String(r.id),
      locale: r.locale as Row['locale'],
      feeling_text: String(r.text),
      schemas: [],
      set: name,
      key: `${name}:${String(r.id)}`,
    }));
}

const OPEN: PatternSettings = Object.fromEntries(
  SCHEMA_KEYS.map((key) => [key, { threshold: 0.5, cuesAlone: null }]),
) as PatternSettings;

/** What a model says of an entry before its evidence is scaled: log priors and summed log-likelihoods per class. */
type Reading = { bias: Float64Array; sum: Float64Array };

/** Readings of the rows in `test` by a model counted on the rows in `train`. */
function predict(
  rows: Row[],
  docs: string[][],
  train: number[],
  test: number[],
  options: TrainOptions,
  out: Reading[],
) {
  const counts = count(
    train.map((i) => docs[i]!),
    train.map((i) => rows[i]!.schemas),
    options,
  );
  const model = buildModel(toModelData(counts, OPEN, { rows: train.length, note: '' }, options));
  for (const i of test)
    out[i] = {
      bias: model.bias,
      sum: evidence(
        model,
        docs[i]!.map((name) => ({ name })),
      ),
    };
}

/**
 * Pattern probabilities (SCHEMA_KEYS order) of readings with the evidence scaled by `scale`; 0 for a
 * pattern whose statement the writer withdrew (negated or set in the past), which the classifier
 * alone never fires at run time either (detect.ts).
 */
const patternProbs = (readings: Reading[], scale: number, withdrawn: Set<SchemaKey>[]) =>
  readings.map(({ bias, sum }, i) => {
    const probs = softmax(bias, sum, scale).subarray(0, SCHEMA_KEYS.length);
    for (const key of withdrawn[i] ?? []) probs[SCHEMA_KEYS.indexOf(key)] = 0;
    return probs;
  });

/**
 * The evidence scale (classifier.ts ModelSchema evidenceScale) with the lowest log loss on the
 * out-of-fold readings of the fresh rows.
 */
function fitScale(rows: Row[], readings: Reading[]): number {
  const fresh = rows.map((_, i) => i).filter((i) => FRESH.has(rows[i]!.set));
  const goldClasses = (schemas: SchemaKey[]) =>
    schemas.length === 0 ? [SCHEMA_KEYS.length] : schemas.map((key) => SCHEMA_KEYS.indexOf(key));
  const loss = (scale: number) => {
    let total = 0;
    for (const i of fresh) {
      const p = softmax(readings[i]!.bias, readings[i]!.sum, scale);
      const gold = goldClasses(rows[i]!.schemas).reduce((a, k) => a + (p[k] ?? 0), 0);
      total -= Math.log(Math.max(1e-12, gold));
    }
    return total;
  };
  let best = 1;
  for (let step = 1; step <= 20; step++) if (loss(step / 20) < loss(best)) best = step / 20;
  return best;
}

/** Out-of-fold readings of every row, with `groupOf` deciding the folds (rows in group -1 always train). */
function outOfFold(rows: Row[], docs: string[][], options: TrainOptions, groupOf: (row: Row) => number): Reading[] {
  const empty = new Float64Array(SCHEMA_KEYS.length + 1);
  const probs: Reading[] = rows.map(() => ({ bias: empty, sum: empty }));
  const groups = [...new Set(rows.map(groupOf))].filter((g) => g >= 0);
  for (const group of groups) {
    const all = rows.map((_, i) => i);
    predict(
      rows,
      docs,
      all.filter((i) => groupOf(rows[i]!) !== group),
      all.filter((i) => groupOf(rows[i]!) === group),
      options,
      probs,
    );
  }
  return probs;
}

type Counts = { tp: number; fp: number; fn: number };
const f1 = ({ tp, fp, fn }: Counts) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));
const precision = (c: Counts) => c.tp / Math.max(1, c.tp + c.fp);

type Choice = { threshold: number; cuesAlone: number; f: number };

/**
 * For one pattern, over the rows `among`: the cue level (with its own best probability threshold,
 * which chooseAll then replaces by the shared one) with the best F1 among those keeping precision >=
 * MIN_PRECISION, or, where the statements alone already fall below that, at least the precision of
 * the statements alone (the classifier may add recall, never cost precision). One sweep down the
 * probabilities per cue level.
 */
function choose(k: number, rows: Row[], among: number[], probs: Float64Array[], cueLevels: number[][]): Choice {
  const key = SCHEMA_KEYS[k]!;
  const gold = (i: number) => rows[i]!.schemas.includes(key);
  const positives = among.filter(gold).length;
  const byCues = (level: number): Counts => {
    const fired = among.filter((i) => cueLevels[i]![k]! >= level);
    const tp = fired.filter(gold).length;
    return { tp, fp: fired.length - tp, fn: positives - tp };
  };
  // A statement of the belief (level 4, cues.ts cueLevel) always fires: explicit entries must not
  // wait for the classifier.
  const statements = byCues(CUE_THRESHOLD + 1);
  const floor = Math.min(MIN_PRECISION, precision(statements));
  let best: Choice = { threshold: Number.POSITIVE_INFINITY, cuesAlone: CUE_THRESHOLD + 1, f: f1(statements) };
  // The stricter cue level first, so a tie keeps it.
  for (const cuesAlone of [CUE_THRESHOLD + 1, CUE_THRESHOLD]) {
    const c = byCues(cuesAlone);
    const rest = among.filter((i) => cueLevels[i]![k]! < cuesAlone).sort((a, b) => probs[b]![k]! - probs[a]![k]!);
    for (let j = 0; j < rest.length; j++) {
      const i = rest[j]!;
      if (gold(i)) {
        c.tp++;
        c.fn--;
      } else c.fp++;
      const p = probs[i]![k]!;
      // Only where the next row has a lower probability: a threshold fires every row at or above it.
      if (p < 0.05 || (j + 1 < rest.length && probs[rest[j + 1]!]![k]! === p)) continue;
      if (precision(c) >= floor && f1(c) > best.f) best = { threshold: p, cuesAlone, f: f1(c) };
    }
  }
  return best;
}

/**
 * The cue level of each pattern (choose), then one probability threshold for every pattern: the one
 * with the best F1 over all patterns among those keeping precision >= MIN_PRECISION. A threshold per
 * pattern fitted the folds it was chosen on and lost its precision on the next (0.84 for 0.88 asked,
 * nested); one shared threshold held it (0.88) at about the same F1.
 */
function chooseAll(rows: Row[], among: number[], probs: Float64Array[], cueLevels: number[][]): Choice[] {
  const levels = SCHEMA_KEYS.map((_, k) => choose(k, rows, among, probs, cueLevels));
  let best = { threshold: Number.POSITIVE_INFINITY, f: -1 };
  for (let step = 20; step < 100; step++) {
    const threshold = step / 100;
    const c = score(
      rows,
      among,
      levels.map((level) => ({ ...level, threshold })),
      probs,
      cueLevels,
    );
    if (precision(c) < MIN_PRECISION || f1(c) <= best.f) continue;
    const choices = levels.map((level) => ({ ...level, threshold }));
    if (emptyShare(rows, among, choices, probs, cueLevels) >= MIN_EMPTY) best = { threshold, f: f1(c) };
  }
  return levels.map((level) => ({ ...level, threshold: best.threshold }));
}

/** The share of the no-pattern rows among `among` in which the choices find nothing. */
function emptyShare(rows: Row[], among: number[], choices: Choice[], probs: Float64Array[], cueLevels: number[][]) {
  const none = among.filter((i) => rows[i]!.schemas.length === 0);
  const empty = none.filter((i) => found(choices, probs[i]!, cueLevels[i]!).length === 0).length;
  return none.length === 0 ? 1 : empty / none.length;
}

/** Counts over the rows `among` of what the choices find. */
function score(rows: Row[], among: number[], choices: Choice[], probs: Float64Array[], cueLevels: number[][]): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const i of among) {
    const f = found(choices, probs[i]!, cueLevels[i]!);
    const gold = rows[i]!.schemas;
    c.tp += f.filter((k) => gold.includes(k)).length;
    c.fp += f.filter((k) => !gold.includes(k)).length;
    c.fn += gold.filter((k) => !f.includes(k)).length;
  }
  return c;
}

/** The patterns found in a row: the cues alone at their level, or the probability at its threshold; at most three. */
function found(choices: Choice[], probs: Float64Array, levels: number[]): SchemaKey[] {
  return SCHEMA_KEYS.map((key, k) => ({ key, k, strength: probs[k]! / choices[k]!.threshold }))
    .filter(({ k }) => levels[k]! >= choices[k]!.cuesAlone || probs[k]! >= choices[k]!.threshold)
    .sort((a, b) => b.strength - a.strength)
    .slice(0, 3)
    .map(({ key }) => key);
}

function report(label: string, rows: Row[], finds: SchemaKey[][], filter: (r: Row) => boolean): string {
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  let none = 0;
  let noneClean = 0;
  rows.forEach((row, i) => {
    if (!filter(row)) return;
    const f = finds[i]!;
    c.tp += f.filter((k) => row.schemas.includes(k)).length;
    c.fp += f.filter((k) => !row.schemas.includes(k)).length;
    c.fn += row.schemas.filter((k) => !f.includes(k)).length;
    if (row.schemas.length === 0) {
      none++;
      if (f.length === 0) noneClean++;
    }
  });
  const r = c.tp / Math.max(1, c.tp + c.fn);
  const empty = none === 0 ? '' : ` none left empty ${(noneClean / none).toFixed(3)} (${noneClean}/${none})`;
  return `${label.padEnd(16)} P ${precision(c).toFixed(3)} R ${r.toFixed(3)} F1 ${f1(c).toFixed(3)} (tp ${c.tp} fp ${c.fp} fn ${c.fn})${empty}`;
}

function slices(rows: Row[], finds: SchemaKey[][], extra: (r: Row) => boolean = () => true): string[] {
  const lines: string[] = [];
  for (const locale of ['all', 'en', 'es'] as const) {
    for (const style of ['all', 'explicit', 'indirect', 'none'] as const) {
      lines.push(
        `    ${report(`${locale} ${style}`, rows, finds, (r) => FRESH.has(r.set) && extra(r) && (locale === 'all' || r.locale === locale) && (style === 'all' || r.style === style))}`,
      );
    }
  }
  return lines;
}

/** Finds of every row in `test` with thresholds chosen on the fresh rows outside it. */
function nestedFinds(
  rows: Row[],
  probs: Float64Array[],
  cueLevels: number[][],
  groupOf: (row: Row) => number,
): SchemaKey[][] {
  const finds: SchemaKey[][] = rows.map(() => []);
  for (const group of new Set(rows.map(groupOf))) {
    if (group < 0) continue;
    const among = rows.map((_, i) => i).filter((i) => FRESH.has(rows[i]!.set) && groupOf(rows[i]!) !== group);
    const choices = chooseAll(rows, among, probs, cueLevels);
    rows.forEach((row, i) => {
      if (groupOf(row) === group) finds[i] = found(choices, probs[i]!, cueLevels[i]!);
    });
  }
  return finds;
}

function main() {
  const crisisNegatives = process.env.CRISIS_NEGATIVES === '1';
  const rows = [
    ...PATTERN_SETS.flatMap(readPatternSet),
    ...(crisisNegatives ? CRISIS_SETS.flatMap(readCrisisNegatives) : []),
  ];
  const docs = featurize(rows);
  const options: TrainOptions = {
    ...DEFAULT_OPTIONS,
    ...(process.env.ALPHA ? { alpha: Number(process.env.ALPHA) } : {}),
    ...(process.env.MIN_COUNT ? { minCount: Number(process.env.MIN_COUNT) } : {}),
  };
  console.log(
    `${rows.length} training rows; options ${JSON.stringify(options)}; min precision ${MIN_PRECISION}; min empty ${MIN_EMPTY}; crisis negatives ${crisisNegatives}`,
  );

  const withdrawn: Set<SchemaKey>[] = [];
  const cueLevels = rows.map((row, i) => {
    const trace: CueTrace[] = [];
    const scores = scoreCues(normalize(row.feeling_text), trace);
    withdrawn[i] = withdrawnStatements(trace);
    return SCHEMA_KEYS.map((key) => {
      const score = scores.find((s) => s.key === key);
      return score ? cueLevel(score) : 0;
    });
  });
  const byFold = (row: Row) => (row.set.startsWith('crisis/') ? -1 : foldOf(row.key, FOLDS));
  const readings = outOfFold(rows, docs, options, byFold);
  const scale = process.env.SCALE ? Number(process.env.SCALE) : fitScale(rows, readings);
  const probs = patternProbs(readings, scale, withdrawn);
  const fresh = rows.map((_, i) => i).filter((i) => FRESH.has(rows[i]!.set));
  const choices = chooseAll(rows, fresh, probs, cueLevels);

  const lines = [
    `evidence scale ${scale}`,
    '',
    `Out-of-fold (${FOLDS} folds), fresh sets, thresholds chosen on the other folds (nested):`,
    ...slices(rows, nestedFinds(rows, probs, cueLevels, byFold)),
  ];
  if (process.argv.includes('--by-set')) {
    const bySet = (row: Row) => WRITER_GROUP[row.set] ?? -1;
    const setProbs = patternProbs(outOfFold(rows, docs, options, bySet), scale, withdrawn);
    const finds = nestedFinds(rows, setProbs, cueLevels, bySet);
    lines.push('', 'Each fresh set predicted by a model that never saw it, thresholds from the other sets:');
    for (const set of [
      'patterns/train.en.jsonl',
      'patterns/train2.jsonl',
      'patterns/train3.jsonl',
      'patterns/train-heldout-v1.jsonl',
      'patterns/train-heldout-v2.jsonl',
      'patterns/train4.jsonl',
    ]) {
      const group = WRITER_GROUP[set];
      lines.push(`  ${set.replace('.en', '.{en,es}')}`, ...slices(rows, finds, (r) => WRITER_GROUP[r.set] === group));
    }
    lines.push('  all', ...slices(rows, finds));
  }
  lines.push(
    '',
    'Per pattern (probability threshold, cue level that fires alone, out-of-fold F1 on the fresh sets):',
    ...SCHEMA_KEYS.map((key, k) => {
      const { threshold, cuesAlone } = choices[k]!;
      const c: Counts = { tp: 0, fp: 0, fn: 0 };
      for (const i of fresh) {
        const fires = found(choices, probs[i]!, cueLevels[i]!).includes(key);
        const gold = rows[i]!.schemas.includes(key);
        if (fires && gold) c.tp++;
        else if (fires) c.fp++;
        else if (gold) c.fn++;
      }
      return `  ${key.padEnd(26)} p >= ${threshold.toFixed(2)}  cues alone at level >= ${cuesAlone}  P ${precision(c).toFixed(2)} F1 ${f1(c).toFixed(2)}`;
    }),
  );
  console.log(lines.join('\n'));

  if (process.argv.includes('--dry-run')) return;
  const counts = count(
    docs,
    rows.map((r) => r.schemas),
    options,
  );
  const settings = Object.fromEntries(
    SCHEMA_KEYS.map((key, k) => [
      key,
      // The threshold as chosen, unrounded: the model is sure of many entries, so it often lies within 1e-4 of 1.
      {
        threshold: Number.isFinite(choices[k]!.threshold) ? choices[k]!.threshold : null,
        cuesAlone: choices[k]!.cuesAlone,
      },
    ]),
  ) as PatternSettings;
  const note = `multinomial naive Bayes over 12 patterns + none; evidence scale and ${FOLDS}-fold thresholds at precision >= ${MIN_PRECISION} and no-pattern entries empty >= ${MIN_EMPTY}; ${JSON.stringify(options)}; crisis negatives ${crisisNegatives}`;
  const model = toModelData(counts, settings, { rows: rows.length, note }, options, scale);
  const text = `${JSON.stringify(model)}\n`;
  writeFileSync(new URL(MODEL_FILE, CUES_DIR), text);
  console.log(
    `\nwrote content/cues/${MODEL_FILE}: ${counts.features.size} features, ${Math.round(text.length / 1024)} KB`,
  );
}

main();
