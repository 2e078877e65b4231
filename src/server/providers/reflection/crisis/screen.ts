/**
 * The decision: concepts tagged on tokens, combined by rules within a clause, read in context
 * (negation of the risk predicate, someone else's experience, news/fiction/helper frames, a
 * resolved past), then aggregated over the whole entry with cross-sentence escalations
 * (crisis-screening.md §5.1-5.4).
 */
import type { SafetyLevel } from '../../../../shared/safety.js';
import { indexEntry, readHit, type Entry } from './context.js';
import type { CrisisCategory, Lexicon, Rule } from './lexicon.js';
import { bareRelapseWords, sentenceFeatures, windowProbability, type CrisisModel, type HitView } from './model.js';
import { tag, type Tagged } from './tagging.js';

export { tag, type Tagged };

export type Hit = {
  rule: Rule;
  category: CrisisCategory;
  positions: number[];
  level: SafetyLevel | 'signal';
  /** Why a hit was lowered, for tests and the evaluation report (never logged with text). */
  context:
    'current' | 'negated' | 'accident' | 'ordinary_reason' | 'joking' | 'other_person' | 'topic' | 'resolved_past';
};

export type Screen = {
  level: SafetyLevel;
  categories: CrisisCategory[];
  hits: Hit[];
  /**
   * No hit was lowered by context, so the safety net may read every sentence (otherwise it skips
   * the sentences with a lowered hit and reads the rest: a veto never swallows another sentence).
   */
  modelEligible: boolean;
  /** The safety net raised the entry (rules alone read it lower). */
  byModel: boolean;
};

const RANK: Record<Hit['level'], number> = { none: 0, past_or_mention: 1, signal: 1.5, current_risk: 2 };

/** Positions of each concept, per clause. */
function indexClause(tokens: Tagged[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const token of tokens)
    for (const concept of token.concepts) {
      const list = index.get(concept);
      if (list) list.push(token.index);
      else index.set(concept, [token.index]);
    }
  return index;
}

/** Every placement of the rule's elements within its window in one clause (anchored on the first element). */
function placements(rule: Rule, index: Map<string, number[]>): number[][] {
  const lists = rule.elements.map((alternatives) =>
    alternatives.flatMap((c) => index.get(c) ?? []).sort((a, b) => a - b),
  );
  if (lists.some((list) => list.length === 0)) return [];
  const found: number[][] = [];
  for (const anchor of lists[0]!) {
    const chosen = [anchor];
    for (const list of lists.slice(1)) {
      const previous = chosen[chosen.length - 1]!;
      const candidates = rule.ordered
        ? list.filter((p) => p > previous)
        : list.filter((p) => p !== anchor || list.length === 1);
      const best = candidates.reduce<number | null>(
        (bestSoFar, p) => (bestSoFar === null || Math.abs(p - anchor) < Math.abs(bestSoFar - anchor) ? p : bestSoFar),
        null,
      );
      if (best === null) break;
      chosen.push(best);
    }
    if (chosen.length !== lists.length) continue;
    if (Math.max(...chosen) - Math.min(...chosen) <= rule.window) found.push(chosen);
  }
  return found;
}

/** The best-read placement of every rule in every clause. */
function findHits(entry: Entry, lexicon: Lexicon): Hit[] {
  const hits: Hit[] = [];
  for (const clause of entry.clauses.values()) {
    const index = indexClause(clause);
    for (const rule of lexicon.rules) {
      if (!rule.elements.every((alternatives) => alternatives.some((c) => index.has(c)))) continue;
      let best: Hit | null = null;
      for (const positions of placements(rule, index)) {
        const hit = readHit(entry, rule, positions);
        if (!best || RANK[hit.level] > RANK[best.level]) best = hit;
      }
      if (best) hits.push(best);
    }
  }
  return hits;
}

/** Warning signs, counted once per word: two rules reading the same words are one sign. */
function countSignals(signals: Hit[]): number {
  const counted: Hit[] = [];
  for (const hit of signals)
    if (!counted.some((c) => c.positions.some((p) => hit.positions.includes(p)))) counted.push(hit);
  return counted.length;
}

/**
 * Cross-sentence combinations (a plan told over several sentences, a farewell after a decision):
 * the categories of an escalation, or, for a count of warning signs, those signs' own categories.
 */
function escalate(tokens: Tagged[], hits: Hit[], lexicon: Lexicon): CrisisCategory[] {
  const live = hits.filter((h) => h.level === 'signal' || h.level === 'current_risk');
  // A sentence the rules lowered (an accident, a routine, someone else, the news) feeds no escalation.
  const lowered = new Set(hits.filter((h) => LOWERED.has(h.context)).map((h) => tokens[h.positions[0]!]!.sentence));
  const signs = live.filter((h) => h.level === 'signal');
  const signals = countSignals(signs);
  const present = (part: string) => {
    const [kind, value = ''] = part.split(':');
    const any = value.split('|');
    if (kind === 'signals') return signals >= Number(value);
    if (kind === 'concept') return tokens.some((t) => !lowered.has(t.sentence) && any.some((c) => t.concepts.has(c)));
    // Someone else's death, which the rules rightly lowered, still tells what "going with him" means.
    if (kind === 'mention') return tokens.some((t) => any.some((c) => t.concepts.has(c)));
    if (kind === 'rule') return live.some((h) => any.includes(h.rule.id));
    return live.some((h) => h.category === part);
  };
  return lexicon.escalations
    .filter((e) => e.when.every(present))
    .flatMap((e) => (e.when.some((w) => w.startsWith('signals:')) ? signs.map((h) => h.category) : [e.category]));
}

/** Contexts in which the rules found a reason to lower: the safety net must not undo them. */
const LOWERED: ReadonlySet<Hit['context']> = new Set([
  'negated',
  'accident',
  'ordinary_reason',
  'joking',
  'other_person',
  'topic',
  'resolved_past',
]);

/** The hits as the model reads them: live ones are features, lowered ones veto their sentence. */
export function hitViews(hits: readonly Hit[]): HitView[] {
  return hits.flatMap((h) => {
    const live = h.level === 'current_risk' || h.level === 'signal';
    if (!live && !LOWERED.has(h.context)) return [];
    return [{ ruleId: h.rule.id, position: Math.min(...h.positions), live }];
  });
}

/**
 * The live, audible warning signs that lower the net's bar. A bare "day 0" or "relapsed" (no
 * self-harm context in the entry) is not one: the net does not read those words at all.
 */
export function netSigns(tokens: readonly Tagged[], hits: readonly Hit[]): Hit[] {
  const unread = bareRelapseWords(tokens);
  return hits.filter((h) => h.level === 'signal' && !h.rule.quiet && !h.positions.every((p) => unread.has(p)));
}

/** The rules' grade: the highest hit, raised by escalations; categories of the hits at that level. */
function gradeByRules(tokens: Tagged[], hits: Hit[], lexicon: Lexicon): Pick<Screen, 'level' | 'categories'> {
  const escalated = escalate(tokens, hits, lexicon);
  const current = hits.filter((h) => h.level === 'current_risk').map((h) => h.category);
  if (current.length > 0 || escalated.length > 0)
    return { level: 'current_risk', categories: unique([...current, ...escalated]) };
  const mentions = hits
    .filter((h) => h.level === 'past_or_mention' || (h.level === 'signal' && !h.rule.quiet))
    .map((h) => h.category);
  if (mentions.length > 0) return { level: 'past_or_mention', categories: unique(mentions) };
  return { level: 'none', categories: [] };
}

/** The rules' reading of an entry: its tokens, hits and grade (the model's input, also in training). */
export function readByRules(text: string, lexicon: Lexicon) {
  const tokens = tag(text, lexicon);
  const hits = findHits(indexEntry(tokens), lexicon);
  return { tokens, hits, ...gradeByRules(tokens, hits, lexicon) };
}

/**
 * Grades an entry by the rules, then lets the safety-net model (when given) raise it to a current
 * risk: at its threshold, or at a lower one when a rule already found a live warning sign. The
 * model never reads a sentence in which the rules lowered a hit for a reason.
 */
export function screen(text: string, lexicon: Lexicon, model: CrisisModel | null): Screen {
  const { tokens, hits, level, categories } = readByRules(text, lexicon);
  const modelEligible = !hits.some((h) => LOWERED.has(h.context));
  const base = { level, categories, hits, modelEligible, byModel: false };
  if (level === 'current_risk' || !model) return base;
  const signs = netSigns(tokens, hits).map((h) => h.category);
  const bar = signs.length > 0 ? Math.min(model.signal_threshold, model.threshold) : model.threshold;
  if (windowProbability(model, sentenceFeatures(tokens, hitViews(hits))) < bar) return base;
  return {
    ...base,
    level: 'current_risk',
    categories: signs.length > 0 ? unique(signs) : ['unspecified'],
    byModel: true,
  };
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}
