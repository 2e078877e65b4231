/**
 * The one list of clinical words Patternwise never uses in its own voice (content-guide.md, "Checks
 * before content lands"). We describe tendencies, never conditions: no diagnosis, no disorder or
 * symptom, no patients, no named conditions used as labels, no claim that this is therapy or a
 * treatment, no medication talk. Checked on every reply the built-in engine composes (its tests),
 * on every LLM reply (openai-provider.ts refuses it), on content/ and on the UI catalogue.
 *
 * Matching is accent- and case-insensitive (Spanish typed without accents still counts), except for
 * acronyms, which only count in capitals ("TOC" is a condition, "toc toc" is a knock).
 */

export type ClinicalWord = {
  id: string;
  /** Regular expression source, matched on the folded text (lowercase, no accents) unless `acronym`. */
  pattern: string;
  /**
   * A disclaimer may say what this is not ("not a diagnosis", "no es terapia", "Is this a
   * diagnosis? No."): a negation shortly before it, in the same clause, makes it allowed.
   */
  negatable?: boolean;
  /** Matched case-sensitively on the original text. */
  acronym?: boolean;
};

export const CLINICAL_WORDS: readonly ClinicalWord[] = [
  // Verdicts. "diagnos" covers diagnosis, diagnose(d), diagnostic and Spanish diagnóstico, diagnosticar.
  { id: 'diagnosis', pattern: 'diagnos\\w*', negatable: true },
  { id: 'disorder', pattern: 'disorders?|trastornos?' },
  { id: 'symptom', pattern: 'symptoms?|symptomatic|sintomas?|sintomatic\\w*' },
  {
    id: 'illness',
    pattern: 'mental(?:ly)?\\s+ill(?:ness|nesses)?|enfermedad(?:es)?\\s+mental(?:es)?|enferm[oa]s?\\s+mental(?:es)?',
  },
  { id: 'psychiatric', pattern: 'psychiatric\\w*|psiquiatric\\w*' },
  // "Be patient with yourself" is warmth, not a clinical role: only the noun counts.
  {
    id: 'patient',
    pattern:
      'patients|(?:a|the|our|your|my|his|her|their|each|every)\\s+patient|pacientes|(?:un|una|el|la|mi|tu|su|cada|como)\\s+paciente',
  },
  // Therapy as a claim ("this is therapy", "as your therapist"); naming schema therapy is not one.
  {
    id: 'therapy-claim',
    pattern:
      '(?:is|are|as|be|es|son|como)\\s+(?:a\\s+|an\\s+|una\\s+|un\\s+)?(?:form\\s+of\\s+|kind\\s+of\\s+|forma\\s+de\\s+|tipo\\s+de\\s+)?(?:therapy|psychotherapy|counsell?ing|terapia|psicoterapia)',
    negatable: true,
  },
  {
    id: 'therapist-claim',
    pattern:
      "(?:i\\s+am|i'm|as)\\s+your\\s+(?:therapist|counsell?or|psychologist|doctor)|(?:soy|como)\\s+tu\\s+(?:terapeuta|psicolog[oa]|medic[oa])",
  },
  { id: 'therapeutic', pattern: 'therapeutic\\w*|terapeutic\\w*', negatable: true },
  { id: 'treatment', pattern: 'treatments?|tratamientos?', negatable: true },
  { id: 'cure', pattern: 'cur(?:e|es|ed|ing)|curar\\w*|curacion(?:es)?' },
  {
    id: 'medication',
    pattern:
      'medications?|antidepressants?|prescri(?:be|bed|bes|bing|ption|ptions)|medicacion\\w*|medicamentos?|antidepresiv\\w*|psicofarmac\\w*',
  },
  // Named conditions used as labels.
  { id: 'depression', pattern: 'depression|depressive|depressed|depresion|depresiv[oa]s?|deprimid[oa]s?' },
  { id: 'bipolar', pattern: 'bipolar(?:es)?' },
  { id: 'borderline', pattern: 'borderline\\s+personality|personalidad\\s+limite' },
  { id: 'ptsd', pattern: 'post[-\\s]?traumatic\\s+stress|estres\\s+post[-\\s]?traumatico' },
  { id: 'ocd', pattern: 'obsessive[-\\s]compulsive|obsesiv[oa][-\\s]compulsiv[oa]' },
  { id: 'psychosis', pattern: 'schizo\\w*|esquizo\\w*|psychos[ie]s|psychotic|psicosis|psicotic[oa]s?' },
  { id: 'narcissism', pattern: 'narcissis\\w*|narcisis\\w*' },
  { id: 'eating', pattern: 'anorexi\\w*|bulimi\\w*' },
  { id: 'autism', pattern: 'autis\\w*' },
  { id: 'codependency', pattern: 'co-?dependen\\w*' },
  { id: 'addiction', pattern: 'addiction\\w*|adiccion(?:es)?' },
  { id: 'hypochondria', pattern: 'hypochondri\\w*|hipocondri\\w*' },
  { id: 'acronym', pattern: 'C-?PTSD|PTSD|BPD|OCD|ADHD|GAD|MDD|NPD|TEPT|TLP|TOC|TDAH|TDA', acronym: true },
];

export type ClinicalHit = { id: string; match: string; index: number };

/** Words that, shortly before a negatable term in the same clause, make it a disclaimer. */
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'without',
  'nothing',
  'none',
  "isn't",
  "aren't",
  "doesn't",
  "don't",
  "won't",
  'ni',
  'sin',
  'nunca',
  'tampoco',
  'nada',
  'ningun',
  'ninguna',
  'jamas',
]);
/** The disclaimer's question form ("Is this a diagnosis? No.", "¿Es esto un diagnóstico?"). */
const QUESTION_FORM = /\b(?:is this|es esto)\b/;
const NEGATION_WINDOW = 6;
const CLAUSE_BREAK = /[.!?;:,\n¿¡]/;

/** Lowercase without accents, one character for one character, so indices stay those of `text`. */
export function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // Keep the length: a character that folds to zero or several characters is kept as it is.
    out += base.length === char.length ? base : char;
  }
  return out.replace(/[\u2019\u2018\u02bc`]/g, "'");
}

function compile(word: ClinicalWord): RegExp {
  // Whole words only: no letter or digit right before or after (Unicode-aware, unlike \b).
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${word.pattern})(?![\\p{L}\\p{N}])`, word.acronym ? 'gu' : 'giu');
}

const COMPILED = CLINICAL_WORDS.map((word) => ({ word, re: compile(word) }));

/** Whether the clause before `index` negates what follows ("it is not therapy", "ni diagnóstico"). */
function isNegated(folded: string, index: number): boolean {
  const before = folded.slice(0, index);
  let start = before.length;
  while (start > 0 && !CLAUSE_BREAK.test(before[start - 1] ?? '')) start--;
  const clause = before.slice(start);
  if (QUESTION_FORM.test(clause)) return true;
  const words = clause
    .split(/[^\p{L}']+/u)
    .filter(Boolean)
    .slice(-NEGATION_WINDOW);
  return words.some((word) => NEGATIONS.has(word));
}

/** Every clinical word the text uses in its own voice (negated disclaimers excepted), in order. */
export function findClinicalWords(text: string): ClinicalHit[] {
  if (typeof text !== 'string' || text === '') return [];
  const folded = fold(text);
  const hits: ClinicalHit[] = [];
  for (const { word, re } of COMPILED) {
    const source = word.acronym ? text : folded;
    re.lastIndex = 0;
    for (let m = re.exec(source); m !== null; m = re.exec(source)) {
      if (word.negatable && isNegated(folded, m.index)) continue;
      hits.push({ id: word.id, match: text.slice(m.index, m.index + m[0].length), index: m.index });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

export function hasClinicalWords(text: string): boolean {
  return findClinicalWords(text).length > 0;
}
