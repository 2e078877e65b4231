/**
 * Training and grouped cross-validation of the safety-net model (used by train-model.ts and by
 * experiments; nothing here runs in the app). Reads only the labelled training sets listed below:
 * the locked held-out split (LOCKED_HELDOUT_SETS.crisis in training-sets.ts) is never read here.
 */
import { existsSync, readFileSync } from 'node:fs';

import { CRISIS_TRAINING_SETS, PATTERN_TRAINING_SETS } from '../training-sets.js';
import type { Lexicon } from './lexicon.js';
import { sentenceFeatures, WINDOW_SENTENCES, type CrisisModel } from './model.js';
import { hitViews, netSigns, readByRules } from './screen.js';

const BENCH = new URL('../../../../../bench/reflect-eval/', import.meta.url);

/** Crisis sets, each written as a batch by one writer: the groups of the cross-validation. */
export const CRISIS_SETS = CRISIS_TRAINING_SETS;
/** Ordinary check-ins of the pattern sets (low moods, worries): every one of them should stay calm. */
export const ORDINARY_SETS = PATTERN_TRAINING_SETS;

type Row = {
  locale: string;
  text?: string;
  feeling_text?: string;
  level?: string;
  crisis?: boolean;
  category?: string;
};
type Sentence = { features: string[]; vetoed: boolean };

export type Example = {
  set: string;
  locale: string;
  category: string;
  ordinary: boolean;
  risk: boolean;
  /** The rules alone read a current risk. */
  rules: boolean;
  /** A rule found a live warning sign (the model's lower bar applies). */
  signal: boolean;
  sentences: Sentence[];
};

export type TrainOptions = {
  l2: number;
  epochs: number;
  /** Feature prefixes the model may use (`en`, `es`, `c`, `r`, `g`). */
  prefixes: readonly string[];
  /** Weight of each window of a calm entry, next to the entry itself. */
  windowWeight: number;
  minCount: number;
};

export const DEFAULT_OPTIONS: TrainOptions = {
  // Round 6: 2.5e-5 (was 1e-4) gave about half a point more grouped-CV recall at the same false alarms.
  l2: 2.5e-5,
  epochs: 15,
  prefixes: ['en', 'es', 'c', 'r', 'g', 'p'],
  windowWeight: 0.3,
  minCount: 3,
};

function readRows(name: string): Row[] {
  const url = new URL(name, BENCH);
  if (!existsSync(url)) return [];
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
}

export function loadExamples(lexicon: Lexicon, sets: readonly string[] = [...CRISIS_SETS, ...ORDINARY_SETS]) {
  return sets.flatMap((set) =>
    readRows(set).map((row): Example => {
      const reading = readByRules(row.text ?? row.feeling_text ?? '', lexicon);
      return {
        set,
        locale: row.locale,
        category: row.category ?? (ORDINARY_SETS.includes(set) ? 'ordinary' : 'unlabelled'),
        ordinary: ORDINARY_SETS.includes(set),
        risk: row.level ? row.level === 'current_risk' : row.crisis === true,
        rules: reading.level === 'current_risk',
        signal: netSigns(reading.tokens, reading.hits).length > 0,
        sentences: sentenceFeatures(reading.tokens, hitViews(reading.hits)),
      };
    }),
  );
}

/** Runs of consecutive sentences the model may read (none with a lowered hit), as at run time. */
export function windowsOf(sentences: readonly Sentence[]): string[][] {
  const windows: string[][] = [];
  for (let start = 0; start < sentences.length; start += 1)
    for (let size = 1; size <= WINDOW_SENTENCES && start + size <= sentences.length; size += 1) {
      const run = sentences.slice(start, start + size);
      if (run.some((s) => s.vetoed)) break;
      windows.push([...new Set(run.flatMap((s) => s.features))]);
    }
  return windows;
}

type Doc = { features: string[]; label: number; weight: number };

/**
 * A crisis entry is one example (its readable sentences together); a calm one is one example and,
 * at a lower weight, each of its windows too, since at run time every window is a chance to alarm.
 */
function docsOf(examples: readonly Example[], options: TrainOptions): Doc[] {
  const keep = (f: string) => options.prefixes.includes(f.slice(0, f.indexOf(':')));
  return examples.flatMap((e) => {
    const readable = e.sentences.filter((s) => !s.vetoed).flatMap((s) => s.features);
    const whole = { features: [...new Set(readable)].filter(keep), label: e.risk ? 1 : 0, weight: 1 };
    if (e.risk) return [whole];
    const windows = windowsOf(e.sentences).map((w) => ({
      features: w.filter(keep),
      label: 0,
      weight: options.windowWeight,
    }));
    return [whole, ...windows];
  });
}

/** A seeded random source (mulberry32): folds and shuffles are reproducible. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * L2-regularised logistic regression by AdaGrad over sparse binary features (those seen in
 * `minCount`+ examples). Crisis entries are weighted up to balance the calm ones.
 */
export function train(examples: readonly Example[], options: TrainOptions = DEFAULT_OPTIONS) {
  const docs = docsOf(examples, options);
  const counts = new Map<string, number>();
  for (const doc of docs) for (const f of doc.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const ids = new Map<string, number>();
  for (const [f, n] of counts) if (n >= options.minCount) ids.set(f, ids.size);
  const rows = docs.map((doc) => doc.features.flatMap((f) => (ids.has(f) ? [ids.get(f)!] : [])));
  const mass = (label: number) => docs.filter((d) => d.label === label).reduce((sum, d) => sum + d.weight, 0);
  const positiveWeight = mass(0) / Math.max(1, mass(1));
  const weights = new Float64Array(ids.size);
  const squares = new Float64Array(ids.size).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const random = seeded(11);
  const order = docs.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const doc = docs[i]!;
      let z = bias;
      for (const id of rows[i]!) z += weights[id]!;
      const error = (sigmoid(z) - doc.label) * doc.weight * (doc.label === 1 ? positiveWeight : 1);
      for (const id of rows[i]!) {
        const gradient = error + options.l2 * docs.length * weights[id]! * 0.02;
        squares[id]! += gradient * gradient;
        weights[id]! -= (0.5 * gradient) / Math.sqrt(squares[id]!);
      }
      biasSquares += error * error;
      bias -= (0.5 * error) / Math.sqrt(biasSquares);
    }
  }
  const named: Record<string, number> = {};
  for (const [f, id] of ids) if (Math.abs(weights[id]!) >= 0.01) named[f] = round(weights[id]!);
  return { l2: options.l2, bias: round(bias), weights: named };
}

/** The highest window score of an entry (as model.ts reads it). */
export function scoreOf(model: Pick<CrisisModel, 'bias' | 'weights'>, sentences: readonly Sentence[]): number {
  let best = -Infinity;
  for (const window of windowsOf(sentences)) {
    let z = model.bias;
    for (const f of window) z += model.weights[f] ?? 0;
    best = Math.max(best, z);
  }
  return best === -Infinity ? 0 : sigmoid(best);
}

/**
 * Grouped cross-validation: each crisis set is held out whole (a proxy for writers the model has
 * not seen), with a random share of the calm check-ins; returns each example's out-of-fold score.
 */
export function crossValidate(examples: readonly Example[], options: TrainOptions = DEFAULT_OPTIONS) {
  const groups = [...new Set(examples.filter((e) => !e.ordinary).map((e) => e.set))];
  const random = seeded(3);
  const fold = examples.map((e) => (e.ordinary ? Math.floor(random() * groups.length) : groups.indexOf(e.set)));
  const scores = new Array<number>(examples.length).fill(0);
  groups.forEach((_, k) => {
    const model = train(
      examples.filter((_, i) => fold[i] !== k),
      options,
    );
    examples.forEach((e, i) => {
      if (fold[i] === k) scores[i] = scoreOf(model, e.sentences);
    });
  });
  return scores;
}

export type Figures = Record<'en' | 'es', { recall: number; crisisFalseAlarms: number; checkInFalseAlarms: number }>;

/** Recall, false alarms on the crisis sets' calm entries, and on ordinary check-ins, per language. */
export function figures(examples: readonly Example[], flagged: (e: Example, i: number) => boolean): Figures {
  const share = (predicate: (e: Example) => boolean) => {
    const chosen = examples.map((e, i) => ({ e, i })).filter(({ e }) => predicate(e));
    return chosen.filter(({ e, i }) => flagged(e, i)).length / Math.max(1, chosen.length);
  };
  const of = (locale: string) => ({
    recall: share((e) => e.locale === locale && e.risk),
    crisisFalseAlarms: share((e) => e.locale === locale && !e.risk && !e.ordinary),
    checkInFalseAlarms: share((e) => e.locale === locale && e.ordinary),
  });
  return { en: of('en'), es: of('es') };
}

export type Limits = { checkInFalseAlarms: number; crisisFalseAlarms: number };

/**
 * The pair of thresholds (plain, and after a live warning sign) with the best recall in the weaker
 * language whose cross-validated false alarms stay within the limits in both languages.
 */
export function chooseThresholds(examples: readonly Example[], scores: readonly number[], limits: Limits) {
  const grid = Array.from({ length: 19 }, (_, i) => round(0.05 + i * 0.05));
  let best: { threshold: number; signalThreshold: number; figures: Figures; recall: number } | null = null;
  for (const threshold of grid)
    for (const signalThreshold of grid.filter((t) => t <= threshold)) {
      const result = figures(
        examples,
        (e, i) => e.rules || scores[i]! >= threshold || (e.signal && scores[i]! >= signalThreshold),
      );
      const within = (['en', 'es'] as const).every(
        (l) =>
          result[l].checkInFalseAlarms <= limits.checkInFalseAlarms &&
          result[l].crisisFalseAlarms <= limits.crisisFalseAlarms,
      );
      const recall = Math.min(result.en.recall, result.es.recall);
      if (within && (!best || recall > best.recall)) best = { threshold, signalThreshold, figures: result, recall };
    }
  return best;
}
