/**
 * What the composer reads in an entry so its reply can listen: which clause carries the feeling
 * (a small EN/ES feeling lexicon), which life area the entry is about (topic cues), and whether it
 * is evening where the person is. Small, regular and deterministic; not a pattern detector.
 */
import { fold } from '../../../shared/clinical-words.js';
import { splitClauses, splitSentences, type Span } from './normalize.js';
import { TOPICS, type Topic } from './snippets.js';

/** Whole-word alternatives, on folded text. */
const words = (source: string, flags = 'g') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, `${flags}u`);

// ---- Feeling words ---------------------------------------------------------------------------

/** Strong feeling words: the heart of what someone felt (EN and ES, folded, stems where safe). */
const STRONG_FEELING = words(
  [
    // English
    'sad|sadness|unhappy|miserable|heartbroken|devastated|exhausted|drained|burn(?:ed|t) out|worn out|overwhelmed|stressed|anxious|panick?(?:ed|ing|y)?|scared|afraid|terrified|frightened|angry|furious|livid|frustrated|upset|hurt|lonely|isolated|empty|numb|hopeless|helpless|ashamed|humiliated|embarrassed|guilty|jealous|disappointed|crushed|cried|crying|tears|grief|grieving|heartache|dread|resentful|bitter',
    'happy|joy(?:ful)?|thrilled|excited|proud|grateful|thankful|relieved|peaceful|content|hopeful|loved|delighted|overjoyed|elated',
    // Spanish
    'triste|tristeza|desanimad[oa]|destrozad[oa]|hundid[oa]|agotad[oa]|reventad[oa]|quemad[oa]|abrumad[oa]|agobiad[oa]|agobio|estresad[oa]|ansios[oa]|ansiedad|angustia(?:d[oa])?|panico|asustad[oa]|miedo|aterrad[oa]|enojad[oa]|enfadad[oa]|rabia|furios[oa]|frustrad[oa]|frustracion|molest[oa]|dolid[oa]|sola|soledad|vaci[oa]|sin esperanza|avergonzad[oa]|verguenza|culpable|culpa|celos[oa]?|decepcionad[oa]|decepcion|llor(?:e|o|ar|ando|aba)|lagrimas|harto|harta|impotencia',
    'feliz|felicidad|alegr(?:e|ia)|emocionad[oa]|orgullos[oa]|agradecid[oa]|aliviad[oa]|alivio|tranquil[oa]|en paz|ilusionad[oa]|esperanzad[oa]|contentisim[oa]',
  ].join('|'),
);
/** Milder words: they count, but less than a named feeling. */
const MILD_FEELING = words(
  [
    'tired|worried|worry|nervous|tense|annoyed|irritated|stuck|lost|confused|bored|restless|low|down|meh|awful|terrible|horrible|great|amazing|wonderful|glad|calm|fine|okay|ok|good|bad|rough|hard|heavy|lighter',
    'cansad[oa]|preocupad[oa]|preocupa|nervios[oa]|tens[oa]|perdid[oa]|confundid[oa]|atascad[oa]|estancad[oa]|aburrid[oa]|inquiet[oa]|bajon|fatal|horrible|genial|increible|content[oa]|bien|mal|dificil|pesad[oa]|duro|dura',
  ].join('|'),
);
/** "I feel", "I'm so", "me siento", "estoy": a first-person statement of feeling. */
const FEELING_FRAME = words(
  "i feel|i felt|i'm feeling|i am feeling|i'm|i am|i was|feeling|me siento|me senti|siento|senti|estoy|estaba|me quede",
);
const INTENSIFIER = words('so|really|very|totally|completely|extremely|super|muy|tan|re|demasiado|totalmente|bastante');

type Scored = { span: Span; score: number; focus: number };

function countMatches(re: RegExp, text: string): { count: number; first: number } {
  let count = 0;
  let first = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (first === -1) first = m.index;
    count++;
  }
  return { count, first };
}

/** How much feeling a piece of text carries, and where its strongest feeling word starts. */
export function feelingScore(text: string): { score: number; focus: number } {
  const folded = fold(text);
  const strong = countMatches(STRONG_FEELING, folded);
  const mild = countMatches(MILD_FEELING, folded);
  if (strong.count === 0 && mild.count === 0) return { score: 0, focus: -1 };
  const frame = countMatches(FEELING_FRAME, folded).count > 0 ? 1 : 0;
  const intensity = countMatches(INTENSIFIER, folded).count > 0 ? 1 : 0;
  return {
    score: strong.count * 3 + mild.count + frame + intensity,
    focus: strong.count > 0 ? strong.first : mild.first,
  };
}

/** Every clause of a text, with spans in the text's own indices. */
export function clausesOf(text: string): Span[] {
  return splitSentences(text).flatMap((sentence) =>
    splitClauses(sentence.text).map((clause) => ({
      start: sentence.start + clause.start,
      end: sentence.start + clause.end,
      text: clause.text,
    })),
  );
}

/**
 * The clause that carries the strongest feeling (ties: the earlier one), with the index of its
 * feeling word so a long clause is cut around it. Undefined when no clause names a feeling.
 * `skip` lets the caller leave out clauses it would rather not quote back.
 */
export function feelingClause(text: string, skip: (clause: string) => boolean = () => false): Scored | undefined {
  let best: Scored | undefined;
  for (const span of clausesOf(text)) {
    if (skip(span.text)) continue;
    const { score, focus } = feelingScore(span.text);
    if (score > 0 && (!best || score > best.score)) best = { span, score, focus: span.start + Math.max(0, focus) };
  }
  return best;
}

// ---- Topics ----------------------------------------------------------------------------------

/**
 * Cues for each life area, EN and ES, on folded text. Ambiguous words are left out or anchored
 * ("son" is Spanish for "are", so only "my son"; "worked out" is exercise, not work).
 */
const TOPIC_CUES: Record<Topic, RegExp> = {
  work: words(
    'work(?:s|ed|ing)?(?! ?out)|job|jobs|boss|manager|cowork\\w*|co-work\\w*|colleagues?|office|shift|shifts|meeting|meetings|deadlines?|clients?|customers?|promotion|interview|overtime|payroll|trabaj\\w*|jef[ea]s?|oficina|turno|turnos|reunion(?:es)?|clientes?|entrevista|ascenso|despid\\w*|curro|chamba|laburo|horas extra',
  ),
  partner: words(
    'partner|boyfriend|girlfriend|husband|wife|fiance[e]?|spouse|bf|gf|my ex|pareja|novi[oa]|espos[oa]|marido|mi mujer|mi chic[oa]|prometid[oa]|mi ex',
  ),
  family: words(
    'family|mom|mum|mother|dad|father|parents?|sister|brother|siblings?|daughter|(?:my|our|his|her|their) sons?|kids|children|grand(?:ma|pa|mother|father|parents?)|aunt|uncle|cousins?|in-laws?|mother-in-law|father-in-law|familia|(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?) (?:madre|padre|padres|mama|papa|papas|herman[oa]s?|hij[oa]s?|abuel[oa]s?|ti[oa]s?|prim[oa]s?|sobrin[oa]s?)|suegr[oa]s?',
  ),
  friends: words('friends?|friendship|bff|bestie|buddy|roommates?|flatmates?|amig[oa]s?|amistad(?:es)?'),
  body: words(
    'sleep|sleeping|slept|insomnia|awake|nap|headache|migraine|sick(?! of)|fever|flu|pain|aches?|my back|body|gym|workout|work(?:ed|ing)? out|went for a run|jog\\w*|ate|eat|eating|food|cramps|doctor|dormir|dormi|duermo|dormido|sin dormir|insomnio|desvelad[oa]|siesta|dolor\\w*|me duele|migrana|enferm[oa]|gripe|fiebre|resfriad[oa]|cuerpo|gimnasio|gym|sali a correr|comer|comi|comida|medic[oa]',
  ),
  money: words(
    'money|rent|bills?|debts?|loans?|salary|paycheck|payday|budget\\w*|afford\\w*|broke(?! up)|savings|spent|spending|bank|mortgage|dinero|plata|alquiler|renta|facturas?|deudas?|prestamos?|sueldo|salario|quincena|presupuesto|gaste|gastos?|gastar|ahorros?|hipoteca|banco|no me alcanza|fin de mes',
  ),
  study: words(
    'exams?|quiz\\w*|class|classes|school|uni|university|college|homework|assignments?|essays?|thesis|dissertation|study|studying|studied|grades?|professor|teachers?|lectures?|semester|examen(?:es)?|clases?|escuela|colegio|instituto|universidad|facultad|facu|deberes|tesis|estudi(?:ar|o|e|ando|aba)|parcial(?:es)?|profe|profesor[a]?|semestre|selectividad',
  ),
};

/** Every topic the text names, each at its first mention. */
function topicMentions(text: string): { topic: Topic; index: number }[] {
  const folded = fold(text);
  const found: { topic: Topic; index: number }[] = [];
  for (const topic of TOPICS) {
    const re = TOPIC_CUES[topic];
    re.lastIndex = 0;
    const m = re.exec(folded);
    if (m) found.push({ topic, index: m.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Body cues (a meal, a headache) often come along with a day about something else: they yield. */
function mainTopic(text: string): Topic | undefined {
  const mentions = topicMentions(text);
  return (mentions.find((m) => m.topic !== 'body') ?? mentions[0])?.topic;
}

/**
 * The life area an entry is about: the one named in `focus` (the words the reply quotes), else the
 * one the entry names first; body and sleep only when nothing else is named. Undefined for none.
 */
export function findTopic(text: string, focus = ''): Topic | undefined {
  return mainTopic(focus) ?? mainTopic(text);
}

// ---- Time of day -----------------------------------------------------------------------------

export type PartOfDay = 'evening' | 'day' | 'anytime';
/** Evening runs from 18:00 to 03:59 local time: "tonight" fits then, and only then. */
const EVENING_FROM = 18;
const EVENING_UNTIL = 4;

/** The hour (0-23) in a time zone, or undefined when the zone or the date is not usable. */
export function localHour(timeZone: string, now: Date): number | undefined {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return undefined;
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
    const hour = Number(parts.find((p) => p.type === 'hour')?.value);
    return Number.isInteger(hour) ? hour % 24 : undefined;
  } catch {
    return undefined;
  }
}

/** Evening or day where the person is; 'anytime' when their time zone is unknown or unusable. */
export function partOfDay(timeZone: string | null | undefined, now: Date = new Date()): PartOfDay {
  if (!timeZone) return 'anytime';
  const hour = localHour(timeZone, now);
  if (hour === undefined) return 'anytime';
  return hour >= EVENING_FROM || hour < EVENING_UNTIL ? 'evening' : 'day';
}
