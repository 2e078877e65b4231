/**
 * Context of a hit (crisis-screening.md §5.4): a negated risk predicate, an accident, a joke,
 * someone else's experience, a news/fiction/helper frame, a resolved past. Each lowers a hit; none
 * clears an entry on its own, since other hits keep their level.
 */
import type { Rule } from './lexicon.js';
import type { Hit } from './screen.js';
import type { Tagged } from './tagging.js';

/** An entry's tokens with what the context checks ask of it, computed once. */
export type Entry = {
  tokens: Tagged[];
  clauses: Map<number, Tagged[]>;
  /** Concepts present in each sentence. */
  sentences: Map<number, Set<string>>;
  /** Sentences with a recovery marker ("grateful", "doing better"). */
  resolvedSentences: Set<number>;
};

export function indexEntry(tokens: Tagged[]): Entry {
  const clauses = new Map<number, Tagged[]>();
  const sentences = new Map<number, Set<string>>();
  const resolvedSentences = new Set<number>();
  for (const token of tokens) {
    const clause = clauses.get(token.clause);
    if (clause) clause.push(token);
    else clauses.set(token.clause, [token]);
    let concepts = sentences.get(token.sentence);
    if (!concepts) sentences.set(token.sentence, (concepts = new Set()));
    for (const concept of token.concepts) concepts.add(concept);
    if (token.concepts.has('resolved')) resolvedSentences.add(token.sentence);
  }
  return { tokens, clauses, sentences, resolvedSentences };
}

const NEGATION_REACH = 3;

export function has(token: Tagged | undefined, concept: string): boolean {
  return token !== undefined && token.concepts.has(concept);
}

/** "I'd never hurt myself": a negator shortly before the risk predicate, with no pause between. */
function isNegated(tokens: Tagged[], rule: Rule, positions: number[]): boolean {
  if (!rule.negatable || rule.elements.some((alternatives) => alternatives.includes('neg'))) return false;
  const first = Math.min(...positions);
  for (let i = first - 1; i >= Math.max(0, first - NEGATION_REACH); i -= 1) {
    const token = tokens[i]!;
    if (token.clause !== tokens[first]!.clause) return false;
    if (has(token, 'neg')) return true;
    if (tokens[i + 1]!.pauseBefore) return false;
  }
  return false;
}

/** A person named after "of"/"de" ("the wedding of my sister") or after a reporting verb is not the subject. */
function isSubjectCandidate(tokens: Tagged[], i: number): boolean {
  if (tokens[i]!.possessive) return false;
  return ![1, 2, 3, 4].some((k) => has(tokens[i - k], 'report')) && ![1, 2].some((k) => has(tokens[i - k], 'prep'));
}

/** Spanish "se" before a verb ("se quiere morir", "se tomó"), not "se me ocurre". */
function isOtherSe(tokens: Tagged[], i: number): boolean {
  return has(tokens[i], 'se_clitic') && !has(tokens[i + 1], 'proclitic_me');
}

/** The nearest person before position `from` (down to `stop`): 'third', 'self' or null. */
function nearestPerson(tokens: Tagged[], from: number, stop: (t: Tagged) => boolean): 'third' | 'self' | null {
  for (let i = from - 1; i >= 0 && !stop(tokens[i]!); i -= 1) {
    const token = tokens[i]!;
    if ((has(token, 'third') && isSubjectCandidate(tokens, i)) || isOtherSe(tokens, i)) return 'third';
    const reported = has(tokens[i - 1], 'report') || has(tokens[i + 1], 'report');
    if (has(token, 'self') && !(reported && has(token, 'obj_me'))) return 'self';
  }
  return null;
}

/**
 * Whose experience it is: the predicate's own person (myself, matarme; herself, matarse), else the
 * nearest person before it in the clause, or before its last part ("after she took a load of
 * pills"). A quotation is read from its speaker ("he said 'I'll end it'" is his; "my brain keeps
 * saying 'end it'" is the writer's).
 */
function isAboutSomeoneElse(tokens: Tagged[], rule: Rule, positions: number[]): boolean {
  if (rule.experiencer === 'writer') return false;
  const sorted = [...positions].sort((a, b) => a - b);
  const first = tokens[sorted[0]!]!;
  if (first.quoteStart >= 0)
    return nearestPerson(tokens, first.quoteStart, (t) => t.sentence !== first.sentence) === 'third';
  const span = sorted.map((p) => tokens[p]!);
  if (span.some((t) => has(t, 'self_refl') || has(t, 'proclitic_me'))) return false;
  if (span.some((t) => has(t, 'other_refl'))) return true;
  const last = sorted[sorted.length - 1]!;
  const nearLast = (t: Tagged) => t.index < Math.max(first.index, last - 3);
  if (last !== first.index && nearestPerson(tokens, last, nearLast) === 'third') return true;
  return nearestPerson(tokens, first.index, (t) => t.clause !== first.clause) === 'third';
}

function sentencesHave(entry: Entry, sentences: number[], concepts: string[]): boolean {
  return sentences.some((s) => concepts.some((c) => entry.sentences.get(s)?.has(c) === true));
}

/** Words that only name the topic: a news item or a story may use them with no one at risk. */
const BARE = new Set(['suicide_word', 'self_harm_word', 'attempt']);

/**
 * A news item, a story, a class or a helper's shift (in the sentence, or next to a bare topic
 * word): the hit is a mention unless the writer makes it their own (myself, "I want", "I think").
 */
function isTopical(entry: Entry, rule: Rule, positions: number[]): boolean {
  const { tokens } = entry;
  const first = tokens[Math.min(...positions)]!;
  const bare = rule.elements.every((alternatives) => alternatives.every((c) => BARE.has(c)));
  if (bare && first.quoteStart >= 0) return true;
  const near = bare ? [first.sentence - 1, first.sentence, first.sentence + 1] : [first.sentence];
  if (!sentencesHave(entry, near, ['topic', 'helper'])) return false;
  const clause = entry.clauses.get(first.clause) ?? [];
  const span = positions.map((p) => tokens[p]!);
  if (span.some((t) => has(t, 'self_refl') || has(t, 'proclitic_me'))) return false;
  const owns = (t: Tagged) => has(t, 'wish') || has(t, 'urge') || has(t, 'intent');
  if (bare) return !(clause.some((t) => has(t, 'self')) && clause.some((t) => owns(t) || has(t, 'think')));
  return !clause.some((t) => has(t, 'self') || owns(t));
}

/**
 * "Two years ago I wanted to die; today I ran 10k": a closed past next to the hit, with nothing
 * present in its sentence and nothing coming back after it ("again", "still", "the thoughts are back").
 */
function isResolvedPast(entry: Entry, positions: number[]): boolean {
  const { tokens, resolvedSentences } = entry;
  const sentence = tokens[positions[0]!]!.sentence;
  const near = [sentence - 1, sentence, sentence + 1];
  if (!sentencesHave(entry, near, ['past_closed', 'year_number'])) return false;
  if (sentencesHave(entry, [sentence], ['time_now']) && resolvedSentences.size === 0) return false;
  return !tokens.some(
    (t) => t.sentence >= sentence && has(t, 'recur') && !has(t, 'past_closed') && !resolvedSentences.has(t.sentence),
  );
}

/**
 * "Burned my wrist on the oven tray": an accident, unless it says it was on purpose; "sorted Dad's
 * pill organiser": a medication routine, not a stockpile.
 */
function isAccident(entry: Entry, rule: Rule, positions: number[]): boolean {
  const sentence = [entry.tokens[positions[0]!]!.sentence];
  if (rule.category === 'self_harm')
    return (
      sentencesHave(entry, sentence, ['accident']) &&
      !sentencesHave(entry, sentence, ['on_purpose', 'recur', 'relapse']) &&
      !sentencesHave(entry, [...entry.sentences.keys()], ['cover_story'])
    );
  const usesMeans = positions.some((p) => has(entry.tokens[p], 'means_object'));
  const near = [sentence[0]! - 1, sentence[0]!, sentence[0]! + 1];
  return usesMeans && sentencesHave(entry, near, ['routine']);
}

/**
 * Hyperbole is told in words of dying and wishing ("I'm throwing myself out the window haha"); an
 * act (a will, a blade, a hit, pills counted) is not made lighter by a "lol" after it.
 */
const JOKE_PRONE: ReadonlySet<string> = new Set(['wish_dead', 'nonspecific_ideation', 'method', 'burden']);

/** Words that keep an ordinary reason from explaining an act away: a cover story, a death or a vanishing. */
const REASON_BLOCKERS = [
  'cover_story',
  'do_it',
  'vanish',
  'die',
  'kill',
  'suicide_word',
  'intent_strong',
  'apology_all',
  'means_object',
  'lethal',
  'hoard',
];

/**
 * "Moving next month, gave my bike to the kid next door"; "last day at the firm, handed over my
 * passwords": a preparatory act or a plan with an ordinary reason in the entry (a move, a trip, a
 * new job, a baby) next to it, unless the entry calls that reason a cover story, speaks of dying
 * or names a means.
 */
function hasOrdinaryReason(entry: Entry, rule: Rule, positions: number[]): boolean {
  if (rule.category !== 'preparatory' && rule.category !== 'plan') return false;
  const sentence = entry.tokens[positions[0]!]!.sentence;
  const near = [sentence - 1, sentence, sentence + 1];
  const all = [...entry.sentences.keys()];
  return sentencesHave(entry, near, ['ordinary_reason']) && !sentencesHave(entry, all, REASON_BLOCKERS);
}

/**
 * "I'm throwing myself out the window haha": hyperbole, a mention at most (crisis-screening.md §4.1).
 * Never when a time is named or the writer insists nearby ("...tonight lol", "lol. I mean it"):
 * a laugh does not make a dated intention lighter.
 */
function isJoking(entry: Entry, rule: Rule, positions: number[]): boolean {
  if (!JOKE_PRONE.has(rule.category)) return false;
  const sentence = entry.tokens[positions[0]!]!.sentence;
  const near = [sentence - 1, sentence, sentence + 1];
  return sentencesHave(entry, [sentence], ['laugh']) && !sentencesHave(entry, near, ['serious', 'time_now']);
}

/** A rule's placement read in its context: its level and, when lowered, why. */
export function readHit(entry: Entry, rule: Rule, positions: number[]): Hit {
  const { tokens } = entry;
  const base = { rule, category: rule.category, positions };
  const risk = rule.strength === 'signal' ? 'signal' : 'current_risk';
  if (isNegated(tokens, rule, positions)) return { ...base, level: 'none', context: 'negated' };
  if (isAccident(entry, rule, positions)) return { ...base, level: 'none', context: 'accident' };
  if (hasOrdinaryReason(entry, rule, positions)) return { ...base, level: 'none', context: 'ordinary_reason' };
  if (isJoking(entry, rule, positions)) return { ...base, level: 'past_or_mention', context: 'joking' };
  if (isAboutSomeoneElse(tokens, rule, positions))
    return { ...base, level: 'past_or_mention', context: 'other_person' };
  if (isTopical(entry, rule, positions)) return { ...base, level: 'past_or_mention', context: 'topic' };
  if (isResolvedPast(entry, positions)) return { ...base, level: 'past_or_mention', context: 'resolved_past' };
  return { ...base, level: risk, context: 'current' };
}
