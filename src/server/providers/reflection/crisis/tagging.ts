/**
 * Tagging: every word of an entry gets its concepts from the lexicon (both languages), phrases
 * tag their first word, and idioms ("this deadline is killing me", "me muero de risa") then remove
 * concepts inside their own span only (crisis-screening.md §5.1 steps 1-3, §4.1).
 */
import type { Idiom, Lexicon } from './lexicon.js';
import { tokenize, type Token } from './text.js';

export type Tagged = Token & {
  keys: ReadonlySet<string>;
  concepts: Set<string>;
  /** Concepts of a phrase this word ends or continues ("clean" in "months clean"): tagged on its first word. */
  phraseTailOf?: Set<string>;
  /** Inside an idiom's span ("me morí de la risa"): its words are not meant literally. */
  inIdiom?: boolean;
};

/** Tokens with their keys and concepts, after phrases were joined and idioms cancelled their span. */
export function tag(text: string, lexicon: Lexicon): Tagged[] {
  return tagWithIdioms(text, lexicon).tokens;
}

/** The tagged tokens and the ids of the idioms that cancelled a span (for the lexicon's own tests). */
export function tagWithIdioms(text: string, lexicon: Lexicon): { tokens: Tagged[]; idioms: string[] } {
  const tokens = tokenize(text, lexicon.expansions).map((token): Tagged => {
    const concepts = new Set(lexicon.conceptsOf(token));
    if (token.clitic === 'self') concepts.add('self_refl');
    if (token.clitic === 'other') concepts.add('other_refl');
    return Object.assign(token, { keys: lexicon.keysOf(token.squeezed ?? token.surface), concepts });
  });
  for (const token of tokens) tagPhrases(tokens, token.index, lexicon);
  markOthersBodies(tokens);
  markDistantPast(tokens);
  return { tokens, idioms: cancelIdioms(tokens, lexicon) };
}

/** "Her arms", "my sister's legs", "sus brazos": a body part of someone else is their experience. */
function markOthersBodies(tokens: Tagged[]) {
  for (const token of tokens) {
    if (!token.concepts.has('body') && !token.concepts.has('body_minor')) continue;
    for (const k of [1, 2]) {
      const before = tokens[token.index - k];
      if (!before || before.clause !== token.clause) break;
      if (before.possessive || before.concepts.has('other_owner')) {
        token.concepts.add('other_refl');
        break;
      }
      if (before.concepts.has('self')) break;
    }
  }
}

/** Ages and past habits: "at 16", "a los 20", "when I was 17", "antes me cortaba", "pensaba". */
const AGE_BEFORE = new Set(['at', 'was', 'los', 'tenia', 'age', 'aged']);
const NOT_AGE_AFTER = new Set([
  'km',
  'kmh',
  'kph',
  'mph',
  'miles',
  'percent',
  'por',
  'dollars',
  'bucks',
  'pesos',
  'euros',
  'am',
  'pm',
  'h',
  'hs',
  'horas',
  'hours',
  'mins',
  'minutes',
  'minutos',
  'de',
  'o',
  'oclock',
]);
const IMPERFECT =
  /^(?:[a-z]{3,}(?:aba|abas|aban|abamos)|queria|tenia|sentia|pedia|podia|vivia|decia|sabia|dormia|comia|usaba)$/;

/** A word of this concept among the few words before this one, in its sentence. */
export function conceptJustBefore(tokens: readonly Tagged[], token: Tagged, concept: string, words: number): boolean {
  for (let k = 1; k <= words; k++) {
    const before = tokens[token.index - k];
    if (before?.sentence !== token.sentence) return false;
    if (before.concepts.has(concept)) return true;
  }
  return false;
}

function markDistantPast(tokens: Tagged[]) {
  for (const token of tokens) {
    const before = tokens[token.index - 1];
    const after = tokens[token.index + 1];
    // An age of youth, not a clock time or a speed ("at 80"): 13 to 39, no minutes, "am" or unit after it.
    const age = /^\d{2}$/.test(token.surface) ? Number(token.surface) : 0;
    if (
      age >= 13 &&
      age < 40 &&
      before &&
      AGE_BEFORE.has(before.surface) &&
      // "No quiero llegar a los 30", "make it to 30": an age still ahead, not a past one.
      !conceptJustBefore(tokens, token, 'reach_verb', 3)
    )
      if (
        !after ||
        after.sentence !== token.sentence ||
        !(NOT_AGE_AFTER.has(after.surface) || /^\d/.test(after.surface))
      )
        token.concepts.add('past_closed');
    // "Antes me cortaba": a sentence that opens on "antes" (not "antes de/que") tells a closed past.
    if (
      token.surface === 'antes' &&
      (!before || before.sentence !== token.sentence) &&
      after &&
      !['de', 'que'].includes(after.surface)
    )
      token.concepts.add('past_closed');
    if (IMPERFECT.test(token.surface)) token.concepts.add('past_habit');
  }
}

export function sameClause(tokens: Tagged[], from: number, to: number): boolean {
  return tokens[to] !== undefined && tokens[to].clause === tokens[from]!.clause;
}

function hasKey(token: Tagged, key: string): boolean {
  return key.startsWith('~') ? token.accented === key.slice(1) : token.keys.has(key);
}

/** A phrase of the lexicon tags its first word (one concept occurrence per phrase, so a rule sees it once). */
function tagPhrases(tokens: Tagged[], start: number, lexicon: Lexicon) {
  const first = tokens[start]!;
  const next = sameClause(tokens, start, start + 1) ? tokens[start + 1]!.keys : null;
  for (const key of first.keys) {
    for (const phrase of lexicon.phrasesFrom(key, next)) {
      let end = start;
      let ok = true;
      for (let k = 1; k < phrase.keys.length && ok; k += 1) {
        const want = phrase.keys[k]!;
        const next = tokens[end + 1];
        if (want === '$') ok = !sameClause(tokens, start, end + 1) || next!.pauseBefore;
        else if (sameClause(tokens, start, end + 1) && (want === '*' || hasKey(next!, want))) end += 1;
        else ok = false;
      }
      if (!ok) continue;
      for (const c of phrase.concepts) first.concepts.add(c);
      for (let k = start + 1; k <= end; k += 1) {
        const tail = (tokens[k]!.phraseTailOf ??= new Set());
        for (const c of phrase.concepts) tail.add(c);
      }
    }
  }
}

/** The end (exclusive) of an idiom matched at `start`, or -1. Optional elements are tried both ways. */
function matchIdiom(tokens: Tagged[], idiom: Idiom, start: number, at: number, element: number): number {
  if (element === idiom.seq.length) return at;
  const step = idiom.seq[element]!;
  const token = tokens[at];
  // An idiom is said in one breath: a comma or a dash inside it ends it ("matarme, me levanto").
  const joined = token !== undefined && (at === start || !token.pauseBefore);
  if (token && joined && sameClause(tokens, start, at) && step.test(token, token.keys, token.concepts)) {
    const end = matchIdiom(tokens, idiom, start, at + 1, element + 1);
    if (end >= 0) return end;
  }
  return step.optional ? matchIdiom(tokens, idiom, start, at, element + 1) : -1;
}

/** Pseudo-triggers ("this deadline is killing me", "me muero de risa") cancel only their own span. */
function cancelIdioms(tokens: Tagged[], lexicon: Lexicon): string[] {
  const cancels: { from: number; to: number; idiom: Idiom }[] = [];
  for (const token of tokens)
    for (const idiom of lexicon.idiomsFrom(token.keys, token.concepts)) {
      const end = matchIdiom(tokens, idiom, token.index, token.index, 0);
      if (end > token.index) cancels.push({ from: token.index, to: end, idiom });
    }
  for (const { from, to, idiom } of cancels)
    for (let i = from; i < to; i += 1) {
      for (const c of idiom.cancels) tokens[i]!.concepts.delete(c);
      tokens[i]!.inIdiom = true;
    }
  return cancels.map((c) => c.idiom.id);
}
