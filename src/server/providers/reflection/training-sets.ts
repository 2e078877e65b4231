/**
 * The labelled training sets under bench/reflect-eval/ (paths relative to it), named once for the
 * training scripts, the evaluation and the floors tests. The locked held-out splits are not here:
 * no training code can read them by listing.
 */

/** Check-ins labelled with their patterns; none of them speaks of crisis. */
export const PATTERN_TRAINING_SETS: readonly string[] = [
  'dev.jsonl',
  'dev2.jsonl',
  'heldout.jsonl',
  'patterns/train.en.jsonl',
  'patterns/train.es.jsonl',
  'patterns/train2.jsonl',
  'patterns/train3.jsonl',
  'patterns/train-heldout-v1.jsonl',
  'patterns/train-heldout-v2.jsonl',
  'patterns/train4.jsonl',
];

/** Crisis sets, each written as a batch by one writer (the groups of the crisis cross-validation). */
export const CRISIS_TRAINING_SETS: readonly string[] = [
  'crisis.jsonl',
  'crisis/train.jsonl',
  'crisis/train2.jsonl',
  'crisis/train-heldout-v1.jsonl',
  'crisis/train3.jsonl',
  'crisis/train4.en.jsonl',
  'crisis/train4.es.jsonl',
  'crisis/train-heldout-v2.jsonl',
  'crisis/train5.en.jsonl',
  'crisis/train5.es.jsonl',
  'crisis/train-heldout-v3.jsonl',
  'crisis/train6.en.jsonl',
  'crisis/train6.es.jsonl',
  'crisis/train-heldout-v4.jsonl',
  'crisis/train7.en.jsonl',
  'crisis/train7.es.jsonl',
  'crisis/train-heldout-v5.jsonl',
  'crisis/train-heldout-v6.jsonl',
  'crisis/train8.en.jsonl',
  'crisis/train8.es.jsonl',
  'crisis/train9.en.jsonl',
  'crisis/train9.es.jsonl',
  'crisis/train10.en.jsonl',
  'crisis/train10.es.jsonl',
  'crisis/train11.en.jsonl',
  'crisis/train11.es.jsonl',
  'crisis/train12.en.jsonl',
  'crisis/train12.es.jsonl',
  'crisis/train13.en.jsonl',
  'crisis/train13.es.jsonl',
  'crisis/train-heldout-v7.jsonl',
  'crisis/train14.jsonl',
  'crisis/train15.jsonl',
  'crisis/train-heldout-v8.jsonl',
  'crisis/train16.jsonl',
  'crisis/train17.jsonl',
  'crisis/train-heldout-v9.jsonl',
  'crisis/train18.jsonl',
  'crisis/train-heldout-v10.jsonl',
  'crisis/train19.jsonl',
  'crisis/train20.jsonl',
  'crisis/train21.jsonl',
  'crisis/train22.jsonl',
  'crisis/train-heldout-v11.jsonl',
  'crisis/train23.jsonl',
  'crisis/train24.jsonl',
  'crisis/train-ordinary.jsonl',
  'crisis/train-heldout-v12.jsonl',
  'crisis/train25.jsonl',
  'crisis/train26.jsonl',
  'crisis/train-ordinary2.jsonl',
  'crisis/train-heldout-v13.jsonl',
  'crisis/train27.jsonl',
  'crisis/train28.jsonl',
  'crisis/train-heldout-v14.jsonl',
  'crisis/train29.jsonl',
  'crisis/train30.jsonl',
  'crisis/train-heldout-v15.jsonl',
  'crisis/train31.jsonl',
  'crisis/train32.jsonl',
  'crisis/train-heldout-v16.jsonl',
  'crisis/train33.jsonl',
  'crisis/train34.jsonl',
  'crisis/train-heldout-v17.jsonl',
  'crisis/train35.jsonl',
  'crisis/train36.jsonl',
];

/**
 * The locked held-out splits: scored in aggregate by the evaluation and the floors tests only.
 * A split that was looked at while tuning is retired into training (renamed `train-heldout-v*`)
 * and a fresh one written by someone who saw nothing else.
 */
export const LOCKED_HELDOUT_SETS = {
  patterns: 'patterns/heldout-v3.jsonl',
  crisis: 'crisis/heldout-v18.jsonl',
} as const;

export function isLockedHeldout(name: string): boolean {
  return (Object.values(LOCKED_HELDOUT_SETS) as string[]).includes(name);
}
