/**
 * Context of a hit (crisis-screening.md §5.4): a negated risk predicate, an accident, a joke,
 * someone else's experience, a news/fiction/helper frame, a resolved past. Each lowers a hit; none
 * clears an entry on its own, since other hits keep their level.
 */
import type { Rule } from './lexicon.js';
import type { Hit } from './screen.js';
import { conceptJustBefore, type Tagged } from './tagging.js';

/** An entry's tokens with what the context checks ask of it, computed once. */
export type Entry = {
  tokens: Tagged[];
  clauses: Map<number, Tagged[]>;
  /** Concepts present in each sentence. */
  sentences: Map<number, Set<string>>;
  /** Sentences with a recovery marker ("grateful", "doing better"). */
  resolvedSentences: Set<number>;
  /** "Él dice que está bien... Ese 'él' soy yo": the writer says the other person is themselves. */
  selfAsOther: boolean;
};

export function indexEntry(tokens: Tagged[]): Entry {
  const clauses = new Map<number, Tagged[]>();
  const sentences = new Map<number, Set<string>>();
  const resolvedSentences = new Set<number>();
  let selfAsOther = false;
  for (const token of tokens) {
    if (token.concepts.has('self_as_other')) selfAsOther = true;
    const clause = clauses.get(token.clause);
    if (clause) clause.push(token);
    else clauses.set(token.clause, [token]);
    let concepts = sentences.get(token.sentence);
    if (!concepts) sentences.set(token.sentence, (concepts = new Set()));
    for (const concept of token.concepts) concepts.add(concept);
    // "Everyone keeps saying it gets better": a recovery other people promise is not the writer's.
    if (token.concepts.has('resolved') && !conceptJustBefore(tokens, token, 'report', 4))
      resolvedSentences.add(token.sentence);
  }
  return { tokens, clauses, sentences, resolvedSentences, selfAsOther };
}

const NEGATION_REACH = 3;

/** "Why not just kill myself", "por qué no terminar con todo": the "not" weighs the act, it does not deny it. */
function asksWhyNot(tokens: Tagged[], i: number): boolean {
  const before = tokens[i - 1]?.surface;
  return before === 'why' || (before === 'que' && tokens[i - 2]?.surface === 'por');
}

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
    // "Una idea que no se me escapa nunca y es matarme": a "no" before the "and" denies something else.
    if (AND.has(token.surface)) return false;
    // "I can't stop thinking about it", "no paro de pensar en eso": the negator intensifies.
    if (has(token, 'neg') && !has(token, 'not_stop') && !asksWhyNot(tokens, i)) return true;
    if (tokens[i + 1]!.pauseBefore) return false;
  }
  return false;
}

/**
 * A person named after "of"/"de" ("the wedding of my sister") or after a reporting verb is not the
 * subject, unless a relative clause makes them one ("a call from someone who had a date").
 */
function isSubjectCandidate(tokens: Tagged[], i: number): boolean {
  if (tokens[i]!.possessive) return false;
  // "he said he's going to end it": a subject pronoun after a reporting verb is the one who acts.
  if (SUBJECT_PRONOUNS.has(tokens[i]!.surface)) return ![1, 2].some((k) => has(tokens[i - k], 'prep'));
  // "someone who", "alguien que", "my ex saying goodbye": the person does what follows.
  const next = tokens[i + 1];
  // Not after "a"/"to": "le pido al Señor que me lleve" asks someone to act on the writer. The
  // English article "a" is no dative: "a girl who had the urge" is the girl's urge.
  const dative =
    next?.surface !== 'who' && [1, 2].some((k) => ['a', 'al', 'to'].includes(tokens[i - k]?.surface ?? ''));
  if (
    !dative &&
    (has(next, 'relative') || (next?.clause === tokens[i]!.clause && /(?:ing|ando|iendo)$/.test(next.surface)))
  )
    return true;
  // "told me his girlfriend has been self-harming": a person followed by its verb is the subject.
  if (next?.clause === tokens[i]!.clause && AUXILIARIES.has(next.surface)) return true;
  return ![1, 2, 3, 4].some((k) => has(tokens[i - k], 'report')) && ![1, 2].some((k) => has(tokens[i - k], 'prep'));
}

const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'ella', 'ellos', 'ellas']);
/** Verbs that follow their subject: the person before them is the one who acts. */
const AUXILIARIES: ReadonlySet<string> = new Set(['has', 'had', 'is', 'was', 'keeps', 'kept', 'ha', 'habia', 'sigue']);

/** Spanish "se" before a verb ("se quiere morir", "se tomó"), not "se me ocurre". */
function isOtherSe(tokens: Tagged[], i: number): boolean {
  // "ya sé dónde está la llave", "ya se cual es": the verb "saber", the writer knows.
  if (tokens[i]?.accented === 'sé' || KNOWN_WHAT.has(tokens[i + 1]?.surface ?? '')) return false;
  return has(tokens[i], 'se_clitic') && !has(tokens[i + 1], 'proclitic_me');
}

/** Question words after "se": "se donde", "se cual" is "I know where", not someone's reflexive act. */
const KNOWN_WHAT: ReadonlySet<string> = new Set([
  'donde',
  'cual',
  'cuales',
  'como',
  'cuando',
  'cuanto',
  'cuantas',
  'cuantos',
]);

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
  if (speaksAsUno(tokens, first)) return false;
  if (mournsSomeone(tokens, first)) return true;
  if (asksToBeTaken(tokens, rule, sorted)) return false;
  const around = tokens.slice(sorted[0], sorted[sorted.length - 1]! + 3).filter((t) => t.clause === first.clause);
  // "la idea de terminar con mi vida": the life is the writer's own, whoever else the entry names.
  if (around.some((t) => has(t, 'life_obj') && POSSESSIVES.has(t.surface))) return false;
  // "después de tomarse unas pastillas": someone else's reflexive act right after a word of the hit.
  if (span.some((t) => has(t, 'other_refl')) || around.some((t) => t.clitic === 'other')) return true;
  // "rezo para no amanecer", "I took": a first-person word in the predicate itself (not "my"),
  // unless someone's words are being reported ("dice que quisiera no despertar").
  const reported = tokens.some(
    (t) => t.clause === first.clause && t.index < first.index && has(t, 'report') && has(t, 'third'),
  );
  if (!reported && span.some((t) => has(t, 'self') && !POSSESSIVES.has(t.surface))) return false;
  const last = sorted[sorted.length - 1]!;
  // "once the kids are at their dad's this weekend I'm taking the pills": the writer named between
  // a time and the act is its subject.
  const namesWriter = (t: Tagged) => FIRST_PERSON.has(t.surface) || FIRST_PERSON_VERBS.has(t.accented);
  if (tokens.slice(first.index + 1, last).some((t) => t.clause === first.clause && namesWriter(t))) return false;
  // "Mi comadre me mandó un audio diciendo que ya no quiere vivir": a verb of the hit in the third
  // person, with someone named before it in the sentence, is that person's.
  const namedBefore = () =>
    tokens.some((t) => t.sentence === first.sentence && t.index < first.index && has(t, 'third'));
  if (span.some((t) => THIRD_PERSON_VERBS.has(t.accented)) && namedBefore()) return true;
  // "ojalá me muriera dormida": a proclitic "me" on the hit's last verb makes the writer its subject.
  if (last > first.index && has(tokens[last - 1], 'proclitic_me')) return false;
  const nearLast = (t: Tagged) => t.index < Math.max(first.index, last - 3);
  // An act done for others ("letters for the kids", "transferred her to my ex so she can have her after")
  // names them after the act: only the person before the act is its subject.
  const forOthers = rule.category === 'preparatory' || rule.category === 'plan';
  if (!forOthers && last !== first.index && nearestPerson(tokens, last, nearLast) === 'third') return true;
  // In a list of the day ("took the kids to swimming, decided on the woods") each comma starts a new act.
  const stop = (t: Tagged) => t.clause !== first.clause || tokens[t.index + 1]!.pauseBefore;
  return nearestPerson(tokens, first.index, stop) === 'third';
}

/** "prayed God takes me before He takes her": a wish to be taken that names "me" is the writer's. */
function asksToBeTaken(tokens: Tagged[], rule: Rule, sorted: number[]): boolean {
  if (!rule.elements.some((alternatives) => alternatives.includes('take_me'))) return false;
  const last = sorted[sorted.length - 1]!;
  const clause = tokens[sorted[0]!]!.clause;
  return [1, 2].some((k) => tokens[last + k]?.clause === clause && tokens[last + k]?.surface === 'me');
}

/** "Perdí a mi primo por suicidio", "we lost him to suicide": the death is the one mourned, named before it. */
function mournsSomeone(tokens: Tagged[], first: Tagged): boolean {
  if (!has(tokens[first.index - 1], 'death_cause')) return false;
  const before = tokens.slice(0, first.index).filter((t) => t.clause === first.clause);
  return before.some((t) => has(t, 'loss_verb')) && before.some((t) => has(t, 'third'));
}

/**
 * "Uno se pone a pensar en matarse": the impersonal "uno" is the writer speaking of themselves
 * ("uno de mis amigos", "uno a uno" are not), unless someone is named between it and the hit.
 */
function speaksAsUno(tokens: Tagged[], first: Tagged): boolean {
  for (let i = first.index - 1; i >= 0 && tokens[i]!.clause === first.clause; i -= 1) {
    const token = tokens[i]!;
    if (SUBJECT_PRONOUNS.has(token.surface) || has(token, 'family')) return false;
    if (token.surface === 'uno')
      return opensClause(tokens, i) && !NOT_IMPERSONAL_AFTER.has(tokens[i + 1]?.surface ?? '');
  }
  return false;
}

/** The word starts its sentence or a new part of it ("..., uno se pone", "y uno piensa"). */
function opensClause(tokens: Tagged[], i: number): boolean {
  const before = tokens[i - 1];
  return !before || before.sentence !== tokens[i]!.sentence || tokens[i]!.pauseBefore || AND.has(before.surface);
}

const NOT_IMPERSONAL_AFTER: ReadonlySet<string> = new Set(['de', 'del', 'a', 'mas', 'menos', 'por', 'que', 'y']);

const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'mine', 'mi', 'mis', 'our']);
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'yo']);
/** Spanish verbs of wishing and thinking that can only be someone else's ("quiere", never "quiero"). */
const THIRD_PERSON_VERBS: ReadonlySet<string> = new Set(['quiere', 'piensa', 'desea', 'planea', 'intenta', 'dice']);
/**
 * First-person verbs between a time and the act ("cuando se vayan, lo hago"; "no dejo de pensar"),
 * as written with accents: "dejó" or "mató" is someone else.
 */
const FIRST_PERSON_VERBS: ReadonlySet<string> = new Set([
  'dejo',
  'paro',
  'hago',
  'voy',
  'mato',
  'tiro',
  'corto',
  'quiero',
  'pienso',
]);

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
  // A wish or an urge someone else has ("a girl who had the urge to cut") does not make it the writer's.
  const othersOwn = (t: Tagged) =>
    [2, 3].some((k) => has(tokens[t.index - k], 'relative') && has(tokens[t.index - k - 1], 'third'));
  const owns = (t: Tagged) => (has(t, 'wish') || has(t, 'urge') || has(t, 'intent')) && !othersOwn(t);
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
  // A past habit ("pensaba en quitarme la vida") is closed only when the entry says the present is better.
  const resolvedLater = [...resolvedSentences].some((s) => s >= sentence);
  const markers = resolvedLater ? ['past_closed', 'year_number', 'past_habit'] : ['past_closed', 'year_number'];
  if (!sentencesHave(entry, near, markers)) return false;
  // A cover story ("le dije a mi mamá que fue en educación física") is told about a present injury.
  if (resolvedSentences.size === 0 && sentencesHave(entry, [...entry.sentences.keys()], ['excuse'])) return false;
  // "Ten years ago today", "decades ago now": a present time that dates the past is not a present risk;
  // otherwise the nearer of the two times in the hit's sentence tells when it happens.
  const distance = (predicate: (t: Tagged) => boolean) =>
    Math.min(
      Infinity,
      ...tokens
        .filter((t) => t.sentence === sentence && predicate(t))
        .map((t) => Math.min(...positions.map((p) => Math.abs(p - t.index)))),
    );
  // "Last year this time": a time inside the phrase that closes the past is that past's.
  // "Two years ago I wanted to die, today I ran my first 10k": a present after the hit, past a comma
  // or an "and", opens the next part of the sentence; it dates the hit only if that part is about
  // the risk too ("and today I want to again").
  const hitEnd = Math.max(...positions);
  const pastBefore = tokens.some(
    (t) => t.sentence === sentence && t.index < Math.min(...positions) && markers.some((m) => has(t, m)),
  );
  const datesAnotherPart = (t: Tagged) =>
    pastBefore && t.index > hitEnd && opensNextPart(tokens, hitEnd, t.index) && !partHas(tokens, t.index, RETURNING);
  const present = distance(
    (t) => has(t, 'time_now') && !has(t, 'past_closed') && !datesThePast(tokens, t.index) && !datesAnotherPart(t),
  );
  const past = distance((t) => markers.some((m) => has(t, m)));
  const pastAt = tokens.filter((t) => t.sentence === sentence && markers.some((m) => has(t, m))).map((t) => t.index);
  const firstPast = pastAt.length > 0 ? Math.min(...pastAt) : Infinity;
  if (present < Infinity && present <= past && resolvedSentences.size === 0) return false;
  // "Tonight I drove there and sat in the car": a dated later sentence about the risk is a return too.
  const laterNow = [...entry.sentences.keys()].some(
    (s) =>
      s > sentence &&
      !resolvedSentences.has(s) &&
      sentencesHave(entry, [s], ['time_now']) &&
      sentencesHave(entry, [s], RETURNING_NOW),
  );
  if (laterNow) return false;
  // "Lately the thoughts are back": a return counts next to the hit, or in a later sentence about the risk.
  return !tokens.some(
    (t) =>
      t.sentence >= sentence &&
      has(t, 'recur') &&
      !has(t, 'past_closed') &&
      // "a few years back", "last year this time": the words close the past, they do not bring it back.
      !conceptJustBefore(tokens, t, 'past_closed', 2) &&
      !resolvedSentences.has(t.sentence) &&
      (t.sentence === sentence
        ? t.index > firstPast || positions.some((p) => Math.abs(p - t.index) <= 4)
        : sentencesHave(entry, [t.sentence], RETURNING)),
  );
}

/** What a return ("again", "still", "otra vez") must be about to undo a resolved past. */
const RETURNING = [
  'die',
  'kill',
  'suicide_word',
  'self_harm_word',
  'nssi_act',
  'nssi_obj',
  'means_object',
  'means_place',
  'means_act',
  'means_act_weak',
  'think',
  'urge',
  'wish',
  'think_it',
  'do_it',
  'hopeless',
  'no_future',
  'vanish',
  'attempt',
  'relapse',
  'burden',
  'sleep_death',
];

/** What a dated later sentence must speak of to reopen a closed past ("Tonight I drove there and sat in the car"). */
const RETURNING_NOW = [
  'gaze',
  'plan_words',
  'do_it',
  'urge',
  'think_it',
  'hopeless',
  'no_future',
  'relapse',
  'attempt',
  'suicide_word',
  'self_harm_word',
  'die',
  'kill',
  'means_act',
  'means_act_weak',
  'sleep_death',
  'vanish',
];

const AND: ReadonlySet<string> = new Set(['and', 'y', 'e']);

/** Words that join a new part of a sentence ("...and today I ran"), like a comma does. */
const PART_JOINERS: ReadonlySet<string> = new Set([...AND, 'now', 'ahora', 'then', 'luego']);

/** A comma, or a joining word just before `at`, between the hit's end and `at`. */
function opensNextPart(tokens: Tagged[], hitEnd: number, at: number): boolean {
  for (let i = hitEnd + 1; i <= at; i++) if (tokens[i]!.pauseBefore) return true;
  return PART_JOINERS.has(tokens[at - 1]?.surface ?? '') || PART_JOINERS.has(tokens[at]?.surface ?? '');
}

/** Whether the part of the sentence that starts at `from` (to the next comma) has one of the concepts. */
function partHas(tokens: Tagged[], from: number, concepts: readonly string[]): boolean {
  const sentence = tokens[from]!.sentence;
  for (let i = from; i < tokens.length && tokens[i]!.sentence === sentence; i++) {
    if (i > from && tokens[i]!.pauseBefore) break;
    if (concepts.some((concept) => has(tokens[i], concept))) return true;
  }
  return false;
}

/** A present word right next to a closed past ("years ago today", "hoy se cumplen"): it dates the past. */
function datesThePast(tokens: Tagged[], i: number): boolean {
  // "Hace 5 años hoy": the phrase is tagged on its first word, so its last words count too.
  const closes = (t: Tagged | undefined) => has(t, 'past_closed') || t?.phraseTailOf?.has('past_closed') === true;
  // "El año pasado y ahorita": a joining word between them makes the present a time of its own.
  const joined = (k: number) =>
    tokens.slice(Math.min(i, i + k) + 1, Math.max(i, i + k) + 1).some((t) => t.index !== i && AND.has(t.surface));
  return [-2, -1, 1, 2].some(
    (k) => closes(tokens[i + k]) && tokens[i + k]!.sentence === tokens[i]!.sentence && !joined(k),
  );
}

/**
 * "Burned my wrist on the oven tray": an accident, unless it says it was on purpose; "sorted Dad's
 * pill organiser": a medication routine, not a stockpile.
 */
function isAccident(entry: Entry, rule: Rule, positions: number[]): boolean {
  const sentence = [entry.tokens[positions[0]!]!.sentence];
  // "Pressed the hot straightener on my stomach. I know it's bad. I don't want to stop.": what
  // follows an act says whether it was meant.
  const after = [sentence[0]!, sentence[0]! + 1, sentence[0]! + 2];
  if (rule.category === 'self_harm')
    return (
      // "Fell off the bike, arm is all scraped up": an injury told with no one doing it takes its cause
      // from the sentence.
      (itemHas(entry.tokens, positions, 'accident') ||
        (sentencesHave(entry, sentence, ['accident']) && !itemHas(entry.tokens, positions, 'self'))) &&
      !sentencesHave(entry, after, ['on_purpose', 'relapse']) &&
      !sentencesHave(entry, sentence, ['recur']) &&
      // "Pelando papas pensé en cortarme": an act thought of, wished or urged is never an accident.
      !thoughtOf(entry.tokens, positions) &&
      // Keeping an injury secret ("where nobody sees") or covering for it is not what an accident asks for.
      !sentencesHave(entry, [...entry.sentences.keys()], ['cover_story', 'secrecy'])
    );
  const usesMeans =
    positions.some((p) => has(entry.tokens[p], 'means_object')) || sentencesHave(entry, sentence, ['means_object']);
  if (!usesMeans || !rule.elements.some((alternatives) => alternatives.includes('means_object'))) return false;
  // A stockpile, a lethal amount or a secret is never a routine or an accident.
  if (sentencesHave(entry, [...entry.sentences.keys()], STOCKPILE)) return false;
  const near = [sentence[0]! - 1, sentence[0]!, sentence[0]! + 1];
  return sentencesHave(entry, near, ['routine']) && !sentencesHave(entry, near, MEANT);
}

/** A thought, wish or urge just before the act ("pensé en cortarme", "wanted to burn myself"). */
function thoughtOf(tokens: Tagged[], positions: number[]): boolean {
  const start = Math.min(...positions);
  return tokens
    .slice(Math.max(0, start - 4), Math.max(...positions))
    .some((t) => t.sentence === tokens[start]!.sentence && ['think', 'wish', 'urge'].some((c) => has(t, c)));
}

/**
 * A concept in the hit's own item of a list of the day ("made dinner, cut my wrist, watched a show":
 * each comma starts another act): the words from the pause before the hit to the pause after it.
 */
function itemHas(tokens: Tagged[], positions: number[], concept: string): boolean {
  const sentence = tokens[positions[0]!]!.sentence;
  let start = Math.min(...positions);
  while (start > 0 && !tokens[start]!.pauseBefore && tokens[start - 1]!.sentence === sentence) start -= 1;
  let end = Math.max(...positions);
  while (end + 1 < tokens.length && !tokens[end + 1]!.pauseBefore && tokens[end + 1]!.sentence === sentence) end += 1;
  for (let i = start; i <= end; i += 1) if (has(tokens[i], concept)) return true;
  return false;
}

const STOCKPILE = ['quantity', 'secrecy', 'conceal', 'cover_story', 'research'];
/** Words that make an everyday object a means: meaning to, wanting to, thinking of using it. */
const MEANT = ['on_purpose', 'think', 'urge', 'wish', 'think_it', 'access'];

/**
 * Hyperbole is told in words of dying and wishing ("I'm throwing myself out the window haha"); an
 * act (a will, a blade, a hit, pills counted) is not made lighter by a "lol" after it.
 */
const JOKE_PRONE: ReadonlySet<string> = new Set(['wish_dead', 'nonspecific_ideation', 'method', 'burden']);

/** Words that keep an ordinary reason from explaining an act away: a cover story, a death or a vanishing. */
const REASON_BLOCKERS = [
  'cover_story',
  'pretext',
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
  'not_for',
  'that_night',
  'access',
  'odd_calm',
  'know_how',
];

/**
 * "Moving next month, gave my bike to the kid next door"; "last day at the firm, handed over my
 * passwords": a preparatory act or a plan with an ordinary reason in the entry (a move, a trip, a
 * new job, a baby) next to it, unless the entry calls that reason a cover story, speaks of dying
 * or names a means.
 */
function hasOrdinaryReason(entry: Entry, rule: Rule, positions: number[]): boolean {
  const sentence = entry.tokens[positions[0]!]!.sentence;
  if (isOuting(entry, rule, sentence)) return true;
  if (rule.category !== 'preparatory' && rule.category !== 'plan') return false;
  const near = [sentence - 1, sentence, sentence + 1];
  const all = [...entry.sentences.keys()];
  return sentencesHave(entry, near, ['ordinary_reason']) && !sentencesHave(entry, all, REASON_BLOCKERS);
}

/**
 * What makes "relapsed", "day 0" or a lost streak a self-harm relapse: an act, an instrument, a
 * body part, marks, hiding them, "sh". Without one of these the words belong to any habit (a
 * cigarette one relapses on is the habit, not an instrument).
 */
const SELF_HARM_CONTEXT = ['nssi_act', 'nssi_obj', 'self_harm_word', 'body', 'marks', 'conceal', 'on_purpose'];

export function hasSelfHarmContext(tokens: readonly Tagged[]): boolean {
  return tokens.some((t) => !t.concepts.has('habit_object') && SELF_HARM_CONTEXT.some((c) => t.concepts.has(c)));
}

/**
 * "Back to day 0 on Duolingo", "recaí con el cigarro", "recaída de la gripe": relapse words about
 * something else (a habit, a diet, an app, an illness), with no self-harm context in the entry.
 */
function isOtherRelapse(entry: Entry, positions: number[]): boolean {
  const about = (p: number) => has(entry.tokens[p], 'relapse') || has(entry.tokens[p], 'habit_object');
  if (!positions.every(about)) return false;
  const all = [...entry.sentences.keys()];
  return (
    sentencesHave(entry, all, ['relapse']) &&
    sentencesHave(entry, all, ['habit_object']) &&
    !hasSelfHarmContext(entry.tokens)
  );
}

/** Words that make a place or a jump someone's own risk, whatever the view. */
const OWNING = [
  'wish',
  'urge',
  'intent',
  'intent_strong',
  'think',
  'think_it',
  'lethal',
  'self_refl',
  'decision',
  'plan_words',
  'no_future',
  'hopeless',
  'vanish',
  'die',
];

/**
 * "Watching the tracks curve over the old bridges was magical", "jumped off the dock with my cousins":
 * a place or a jump enjoyed on an outing is not a method, unless the sentence wants, thinks or plans it.
 */
function isOuting(entry: Entry, rule: Rule, sentence: number): boolean {
  if (rule.category !== 'method' && rule.category !== 'plan') return false;
  return sentencesHave(entry, [sentence], ['enjoy']) && !sentencesHave(entry, [sentence], OWNING);
}

/**
 * "I'm throwing myself out the window haha": hyperbole, a mention at most (crisis-screening.md §4.1).
 * Never when a time is named or the writer insists nearby ("...tonight lol", "lol. I mean it"):
 * a laugh does not make a dated intention lighter.
 */
function isJoking(entry: Entry, rule: Rule, positions: number[]): boolean {
  const { tokens } = entry;
  const sentence = tokens[positions[0]!]!.sentence;
  const near = [sentence - 1, sentence, sentence + 1];
  // "If I have to hear one more carol I'm going to jump off a bridge": the condition is an annoyance,
  // and it makes the threat as light as a laugh would, whatever the category.
  // "Me voy a tirar del Malecón jaja (mentira...)": a laugh taken back as a joke lightens any threat too.
  const retracted = sentencesHave(entry, near, ['retraction']) && sentencesHave(entry, [sentence], ['laugh']);
  const annoyance = (retracted || sentencesHave(entry, [sentence], ['annoyance_if'])) && rule.category !== 'self_harm';
  if (!JOKE_PRONE.has(rule.category) && !annoyance) return false;
  // "Hungover to hell, I want to die": a passing misery named next to a wish to die is said like a laugh.
  const misery =
    rule.category === 'wish_dead' &&
    sentencesHave(entry, near, ['passing_misery']) &&
    !sentencesHave(entry, near, ['no_future', 'hopeless', 'burden', 'harm_event', 'take_me', 'passive_wish']);
  if (!(annoyance || misery || sentencesHave(entry, [sentence], ['laugh'])) || sentencesHave(entry, near, ['serious']))
    return false;
  // "...tonight lol" is dated; "gym today, I want to die lol" is not: a time after the hit counts.
  const after = Math.max(...positions);
  return !tokens.some((t) => t.index > after && near.includes(t.sentence) && has(t, 'time_now'));
}

/** A rule's placement read in its context: its level and, when lowered, why. */
export function readHit(entry: Entry, rule: Rule, positions: number[]): Hit {
  const { tokens } = entry;
  const base = { rule, category: rule.category, positions };
  const risk = rule.strength === 'signal' ? 'signal' : 'current_risk';
  if (isNegated(tokens, rule, positions)) return { ...base, level: 'none', context: 'negated' };
  if (isAccident(entry, rule, positions)) return { ...base, level: 'none', context: 'accident' };
  if (hasOrdinaryReason(entry, rule, positions) || isOtherRelapse(entry, positions))
    return { ...base, level: 'none', context: 'ordinary_reason' };
  if (isJoking(entry, rule, positions)) return { ...base, level: 'past_or_mention', context: 'joking' };
  if (!entry.selfAsOther && isAboutSomeoneElse(tokens, rule, positions))
    return { ...base, level: 'past_or_mention', context: 'other_person' };
  if (isTopical(entry, rule, positions)) return { ...base, level: 'past_or_mention', context: 'topic' };
  if (isResolvedPast(entry, positions)) return { ...base, level: 'past_or_mention', context: 'resolved_past' };
  return { ...base, level: risk, context: 'current' };
}
