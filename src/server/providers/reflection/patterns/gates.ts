/**
 * Gates of the cue matcher: a cue match does not count when it is negated ("I'm not worried he'll
 * leave", "sin revisarlo"), set in the past ("I used to think…", "antes pensaba…"), or about someone
 * else, either as their belief ("my sister thinks everyone will leave her") or because the entry is
 * about them ("mi abuelo vive esperando una desgracia…"). All run on normalized text.
 */

export type GateReason = 'negated' | 'distanced' | 'other';

/** Contrast words: what comes after them is read on its own. */
const CONTRAST =
  /\b(?:but|pero|aunque|though|although|however|sin embargo|now|ahora|these days|nowadays|hoy en dia|today|hoy)\b/g;

const NEGATED_TAIL = new RegExp(
  [
    // "I'm not worried (that) he'll…", "I don't think I'm…", "no creo que sea…"
    String.raw`\b(?:not|don't|didn't|never|no longer|hardly|isn't|wasn't)(?: \w+)?? (?:worried|afraid|scared|fear|fearing|think|thinking|believe|convinced|sure|feel like|feel that|expect|expecting|assume|assuming)\b(?: (?:that|about|of|like))?(?: \S+){0,4} ?$`,
    String.raw`\b(?:no|nunca|ya no|tampoco|ni)(?: \w+)?? (?:creo|pienso|siento|tengo miedo|temo|me preocupa|me da miedo|estoy segur[oa]|me parece|considero|me asusta)\b(?: (?:que|de|a|de que|a que))?(?: \S+){0,4} ?$`,
    // a cue right after "not"/"no tengo"/"it's not that"
    String.raw`\b(?:not|it's not that|not that|no longer|no|no tengo|no me da|no siento|ya no tengo|no es que|tampoco|sin|without)\s*$|\b(?:sin \w+(?:ar|er|ir)(?:lo|la|los|las|me|se)?|without \w+ing(?: it| them)?)\s*$`,
  ].join('|'),
);

/**
 * "I don't think anyone would notice", "no creo que nadie me quiera": a neg-raising verb right before
 * a cue that opens with a negative-polarity word states the belief ("I think no one would notice"),
 * it does not deny it. Not for "not worried/afraid": "I'm not worried anyone will leave" denies it.
 */
const NEG_RAISING_TAIL =
  /\b(?:don't|do not|didn't|never|no|nunca)(?: really| even| honestly| actually| realmente)? (?:think|believe|expect|suppose|imagine|feel like|creo|pienso|siento|me parece|imagino|espero)(?: (?:that|que))? ?$/;
const NEGATIVE_POLARITY_START = /^(?:anyone|anybody|any one|nadie|ningun[oa]?|nunca|jamas)\b/;

/** "used to" as the past ("I used to think…"), not as "accustomed to" ("I'm so used to putting…"). */
const PAST_USED_TO = String.raw`(?<!\b(?:'m|am|is|are|was|were|so|get|gets|got|getting|be|been|become|grown|very|pretty|quite|totally|too) )used to`;

const DISTANCED = new RegExp(
  String.raw`\b(?:${PAST_USED_TO} (?:think|believe|feel|be)|i once (?:thought|believed|felt)|back then|when i was (?:a kid|younger|little|a child|a teen)|antes (?:me )?(?:pensaba|creia|sentia|era|daba|costaba|hacia|ponia|moria)|solia (?:pensar|creer|sentir)|de (?:nin[oa]|pequen[oa]|joven) (?:pensaba|creia|sentia)|ya no (?:pienso|creo|siento))\b`,
);

const DISTANCED_TAIL = new RegExp(String.raw`\b(?:${PAST_USED_TO}|antes|solia|i once|back then)\s*$`);

/** Someone else's belief or words: "my sister thinks…", "mi papá cree que…". */
const REPORTED =
  /\b(?:thinks|believes|says|keeps saying|keeps thinking|worries|fears|expects|assumes|tells me)\b|\b(?:he|she|they|my \w+) (?:feels|feel)\b|\b(?:he|she|they|my \w+)(?: is|'s|'re| are| was| were) (?:convinced|sure|afraid|scared|worried|terrified|certain)\b|\b(?:he|she|they|my \w+) (?:said|told me)\b|\b(?:piensa|cree|dice|dijo|opina|teme|siente que|le preocupa|le da miedo|esta (?:convencid[oa]|segur[oa])|se cree|me dice|me dijo)\b/g;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'll|i'd|yo|creo|pienso|siento|me siento)\b/;

/** A third-person subject right before a subject-less cue: "he can't trust anyone". */
const PERSON_NOUN = String.raw`(?:mom|mum|mother|dad|father|sister|brother|partner|boyfriend|girlfriend|husband|wife|friend|best friend|boss|coworker|co-worker|colleague|roommate|flatmate|son|daughter|kid|kids|parents|family|ex|aunt|uncle|cousin|grandma|grandmother|grandpa|grandfather|manager|teacher|neighbor|neighbour|stepdad|stepmom|fiance|fiancee|therapist)`;
const OTHER_SUBJECT_TAIL = new RegExp(
  String.raw`\b(?:he|she|they|(?:my|his|her|their) ${PERSON_NOUN}|[a-z]+'s ${PERSON_NOUN})(?: (?:really|just|always|never|still|also|honestly|probably|totally|kind of|clearly|seriously))*(?:(?: is|'s| are|'re| was| were| seems| seems like)(?: (?:a|an|such a|so|very|really|kind of|the))?)? ?$` +
    String.raw`|\b(?:mi|tu|su) \w+ (?:es|esta|parece|siempre es|era)(?: (?:un|una|muy|tan|super|demasiado))? ?$`,
);

const ABOUT_ME = /\b(?:me|my|mine|myself|mi|mis|conmigo)\b/;

/**
 * Someone else as the topic of the entry: it opens with a third person ("my grandpa…", "mi hijo…",
 * "flatmate…") and the writer has not appeared in the text before the cue.
 */
const PERSON_ES = String.raw`(?:madre|padre|mama|papa|hermano|hermana|hijo|hija|hijos|abuelo|abuela|novio|novia|pareja|marido|mujer|esposo|esposa|jefe|jefa|amigo|amiga|companero|companera|cunado|cunada|suegro|suegra|tio|tia|primo|prima|vecino|vecina|sobrino|sobrina|profe|terapeuta|ex)`;
const THIRD_TOPIC = new RegExp(
  String.raw`^[^a-z]*(?:(?:(?:my|his|her|their|our|the|a) )?(?:\w+ )?${PERSON_NOUN}|(?:(?:mi|su|sus|nuestr[oa]|el|la) )?(?:\w+ )?${PERSON_ES}|he|she|they|ella|ellos|ellas)\b`,
);
/** The writer as subject or object (pronouns, first-person verbs). */
const SELF = String.raw`i|i'm|i've|i'll|i'd|me|myself|we|us|yo|conmigo|nos|nosotros|nosotras|estoy|estaba|estuve|soy|fui|tengo|tenia|tuve|siento|senti|creo|pienso|pense|quiero|queria|puedo|pude|voy|hago|hice|digo|dije|necesito|odio|llevo|paro|vivo|(?:no|ya|lo) se`;
const WRITER = new RegExp(String.raw`\b(?:${SELF}|my|mine|our)\b`);

/** A generalisation about people ("nobody's that nice for free") is the writer's own view. */
const GENERAL_SUBJECT = /^(?:nobody|no one|people|everyone|everybody|nadie|la gente|todo el mundo|todos)\b/;

function isOtherTopic(norm: string, pos: number, match: string): boolean {
  if (GENERAL_SUBJECT.test(match) || WRITER.test(match)) return false;
  const before = norm.slice(0, pos);
  const topic = THIRD_TOPIC.exec(before);
  return topic !== null && !WRITER.test(before.slice(topic[0].length));
}

function clauseWindow(norm: string, pos: number, cutAtCommas: boolean): string {
  let start = 0;
  const breaks = cutAtCommas ? /[.!?;:,\n\u2026]/g : /[.!?;\n\u2026]/g;
  for (let m = breaks.exec(norm); m !== null && m.index < pos; m = breaks.exec(norm)) start = m.index + 1;
  let window = norm.slice(start, pos);
  CONTRAST.lastIndex = 0;
  let cut = -1;
  for (let m = CONTRAST.exec(window); m !== null; m = CONTRAST.exec(window)) cut = m.index + m[0].length;
  if (cut >= 0) window = window.slice(cut);
  return window.trimStart();
}

/** The writer's own inner voice as the subject of "thinks/says": "part of me thinks…", "mi cabeza dice…". */
const INNER_VOICE =
  /\b(?:part of me|my (?:brain|head|mind|gut|inner (?:voice|critic))|the voice in my head|a voice in my head|una parte de mi|mi cabeza|mi mente)\s*$/;

function isReported(window: string): boolean {
  let last = -1;
  let lastLength = 0;
  REPORTED.lastIndex = 0;
  for (let m = REPORTED.exec(window); m !== null; m = REPORTED.exec(window)) {
    last = m.index;
    lastLength = m[0].length;
  }
  if (last < 0 || INNER_VOICE.test(window.slice(0, last))) return false;
  return !FIRST_PERSON.test(window.slice(last + lastLength));
}

/** Why a cue match does not count, or null when it does. */
export function gate(norm: string, pos: number, match: string, others = false): GateReason | null {
  const clause = clauseWindow(norm, pos, true);
  if (NEGATED_TAIL.test(clause) && !(NEGATIVE_POLARITY_START.test(match) && NEG_RAISING_TAIL.test(clause))) {
    return 'negated';
  }
  const sentence = clauseWindow(norm, pos, false);
  if (DISTANCED.test(`${sentence}${match}`) || DISTANCED_TAIL.test(sentence)) return 'distanced';
  if (others) return null;
  if (isReported(sentence)) return 'other';
  // "he can't trust anyone" is his belief; "he won't come back to me" is still the writer's fear.
  if (!ABOUT_ME.test(match) && OTHER_SUBJECT_TAIL.test(clause)) return 'other';
  if (!ABOUT_ME.test(match) && isOtherTopic(norm, pos, match)) return 'other';
  return null;
}

/**
 * An entry about someone else: it opens with a third person ("my sister thinks…", "mi abuelo…") and
 * the writer never appears as subject or object (a possessive "my" does not count). A pattern the
 * classifier alone finds must be about the writer.
 */
const WRITER_SELF = new RegExp(String.raw`\b(?:${SELF})\b`);

/**
 * The writer as the dropped subject of a terse entry: a sentence that opens on a past-tense verb
 * ("Partner went out. Kept refreshing his location…", "she asked what was wrong. said nothing,
 * cleaned the kitchen").
 */
const DROPPED_SELF =
  /(?:^|[.!?;\n]\s*)(?:then |just |also |still |so )?(?:kept|drove|rang|sat|said|told|gave|took|went|got|had|did|made|left|ate|lent|paid|spent|bought|stayed|put|ran|hung|let|read|[a-z]{3,}ed)\b/;

export function aboutSomeoneElse(norm: string): boolean {
  const topic = THIRD_TOPIC.exec(norm);
  if (topic === null) return false;
  const rest = norm.slice(topic[0].length);
  return !WRITER_SELF.test(rest) && !DROPPED_SELF.test(rest);
}
