import type { SchemaKey } from './patterns.js';

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** Schemas averaging this or more in the first pass get the follow-up statements (spec section 4). */
export const FOLLOWUP_THRESHOLD = 4;
export const SUGGESTION_RULES = { primaryThreshold: 3.2, minSuggestions: 2, maxSuggestions: 3 } as const;
export const CORE_PATTERNS_MIN = 1;
export const CORE_PATTERNS_MAX = 3;

export type ScreenerItem = { id: string; schema_key: SchemaKey; order_index: number; is_followup: boolean };
export type ScreenerAnswer = { item_id: string; score: number };
export type SchemaAverage = { schema_key: SchemaKey; average_score: number; answered: number };

/** Average score per schema over the given answers, in the items' schema order; unanswered schemas are left out. */
export function averageScoresBySchema(
  items: readonly ScreenerItem[],
  answers: readonly ScreenerAnswer[],
): SchemaAverage[] {
  const itemById = new Map(items.map((item) => [item.id, item]));
  const totals = new Map<SchemaKey, { sum: number; count: number }>();
  for (const answer of answers) {
    const item = itemById.get(answer.item_id);
    if (!item) continue;
    const total = totals.get(item.schema_key) ?? { sum: 0, count: 0 };
    total.sum += answer.score;
    total.count += 1;
    totals.set(item.schema_key, total);
  }
  return [...totals.entries()].map(([schema_key, { sum, count }]) => ({
    schema_key,
    average_score: sum / count,
    answered: count,
  }));
}

const byOrder = (a: ScreenerItem, b: ScreenerItem) => a.order_index - b.order_index;

export function getInitialItems<T extends ScreenerItem>(items: readonly T[]): T[] {
  return items.filter((item) => !item.is_followup).sort(byOrder);
}

/** After the first pass: the schemas averaging 4 or more that have follow-up statements, and those statements in order. */
export function getFollowupPlan<T extends ScreenerItem>(items: readonly T[], answers: readonly ScreenerAnswer[]) {
  const initial = getInitialItems(items);
  const initialIds = new Set(initial.map((item) => item.id));
  const averages = averageScoresBySchema(
    initial,
    answers.filter((answer) => initialIds.has(answer.item_id)),
  );
  const candidates = new Set(averages.filter((a) => a.average_score >= FOLLOWUP_THRESHOLD).map((a) => a.schema_key));
  const followupItems = items.filter((item) => item.is_followup && candidates.has(item.schema_key)).sort(byOrder);
  const schemas = [...new Set(followupItems.map((item) => item.schema_key))];
  return { schemas, items: followupItems };
}

export type ScreenerProgress<T extends ScreenerItem = ScreenerItem> =
  | { phase: 'initial' | 'followup'; questions: T[]; index: number; followupSchemas: SchemaKey[] }
  | { phase: 'done'; followupSchemas: SchemaKey[] };

/**
 * Where a session stands: the phase, its questions and the first unanswered one. A session
 * resumes exactly here after a reload; it is done when both phases have no question left.
 */
export function getScreenerProgress<T extends ScreenerItem>(
  items: readonly T[],
  answers: readonly ScreenerAnswer[],
): ScreenerProgress<T> {
  const answered = new Set(answers.map((answer) => answer.item_id));
  const initial = getInitialItems(items);
  const nextInitial = initial.findIndex((item) => !answered.has(item.id));
  if (nextInitial !== -1) return { phase: 'initial', questions: initial, index: nextInitial, followupSchemas: [] };
  const plan = getFollowupPlan(items, answers);
  const nextFollowup = plan.items.findIndex((item) => !answered.has(item.id));
  if (nextFollowup !== -1) {
    return { phase: 'followup', questions: plan.items, index: nextFollowup, followupSchemas: plan.schemas };
  }
  return { phase: 'done', followupSchemas: plan.schemas };
}

/**
 * The statements a session asks, in order: the first pass, then (once every first-pass statement
 * is answered) the follow-ups its answers call for. Going back and changing a first-pass answer
 * can change the follow-ups; an answer to a statement no longer asked is left out of the results.
 */
export function getScreenerSequence<T extends ScreenerItem>(
  items: readonly T[],
  answers: readonly ScreenerAnswer[],
): T[] {
  const answered = new Set(answers.map((answer) => answer.item_id));
  const initial = getInitialItems(items);
  if (initial.some((item) => !answered.has(item.id))) return initial;
  return [...initial, ...getFollowupPlan(items, answers).items];
}

/** Only the answers to statements the session asks (see getScreenerSequence). */
export function askedAnswers<A extends ScreenerAnswer>(items: readonly ScreenerItem[], answers: readonly A[]): A[] {
  const asked = new Set(getScreenerSequence(items, answers).map((item) => item.id));
  return answers.filter((answer) => asked.has(answer.item_id));
}

/**
 * One step of a session as the page shows it: the statement at `requested` (a statement already
 * answered, when the person went back) or else the first unanswered one. The count runs over both
 * phases, so the follow-ups continue the first pass ("Question 37 of 40", 90%) instead of
 * starting again at 0%; `remaining` counts the unanswered statements from here on.
 */
export type ScreenerStep<T extends ScreenerItem = ScreenerItem> = {
  item: T;
  position: number;
  total: number;
  percent: number;
  answer: number | undefined;
  canGoBack: boolean;
  phase: 'initial' | 'followup';
  followupCount: number;
  remaining: number;
};

export function getScreenerStep<T extends ScreenerItem>(
  items: readonly T[],
  answers: readonly ScreenerAnswer[],
  requested?: number,
): ScreenerStep<T> | null {
  const scores = new Map(answers.map((answer) => [answer.item_id, answer.score]));
  const sequence = getScreenerSequence(items, answers);
  const firstOpen = sequence.findIndex((item) => !scores.has(item.id));
  if (firstOpen === -1) return null;
  const position =
    requested !== undefined && Number.isInteger(requested) && requested >= 0 && requested < firstOpen
      ? requested
      : firstOpen;
  const item = sequence[position]!;
  const followupCount = sequence.filter((statement) => statement.is_followup).length;
  return {
    item,
    position,
    total: sequence.length,
    percent: Math.round((position / sequence.length) * 100),
    answer: scores.get(item.id),
    canGoBack: position > 0,
    phase: item.is_followup ? 'followup' : 'initial',
    followupCount,
    remaining: sequence.slice(position).filter((statement) => !scores.has(statement.id)).length,
  };
}

/** About five seconds a statement: the time estimate shown for a number of statements, in whole minutes (at least 1). */
export const SECONDS_PER_STATEMENT = 5;
export function estimateMinutes(statements: number): number {
  return Math.max(1, Math.round((statements * SECONDS_PER_STATEMENT) / 60));
}

/**
 * Suggested patterns (spec section 5): every schema at or above the primary threshold, padded to
 * the minimum with the next top scorers, capped at the maximum; highest first.
 */
export function suggestPatterns(averages: readonly SchemaAverage[], rules = SUGGESTION_RULES): SchemaAverage[] {
  const sorted = [...averages].sort((a, b) => b.average_score - a.average_score);
  const aboveThreshold = sorted.filter((a) => a.average_score >= rules.primaryThreshold).length;
  const count = Math.min(rules.maxSuggestions, Math.max(aboveThreshold, rules.minSuggestions), sorted.length);
  return sorted.slice(0, count);
}

/** The text a score is shown with: one decimal. */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}
