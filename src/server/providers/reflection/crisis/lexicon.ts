/**
 * The crisis screen's concept lexicons as data (content/crisis/): per language, the words and
 * phrases of each concept ("die", "means_object", "self"...), the irregular forms a stemmer cannot
 * join (muero/murió -> morir), chat spellings and contractions, and idioms that cancel a concept
 * inside their own span; plus, shared by both languages, the concept ids and the rules that
 * combine them. Everything is validated with zod and compiled once, at module load.
 *
 * Lexicon words and text words go through the same path (fold, expand, stem with Snowball in
 * both languages), so they agree whatever the inflection; lexicon words of 6+ letters also match
 * with one typo, through a symmetric-delete index that keeps the lookup to a few map reads.
 */
import { readFileSync } from 'node:fs';
import { newStemmer } from 'snowball-stemmers';
import { z } from 'zod';
import { fold, tokenize, type Expansions, type Token } from './text.js';
import { compileAidsOf, readPrecompiledContent } from './compiled-content.js';

export const CONTENT_DIR = new URL('../../../../../content/crisis/', import.meta.url);
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CATEGORIES = [
  'wish_dead',
  'nonspecific_ideation',
  'method',
  'intent',
  'plan',
  'preparatory',
  'self_harm',
  'recent_attempt',
  'burden',
  'abuse_danger',
  /** Read from the entry as a whole by the safety-net model, with no single rule behind it. */
  'unspecified',
] as const;
export type CrisisCategory = (typeof CATEGORIES)[number];

const ConceptId = z.string().regex(/^[a-z][a-z0-9_]*$/);
/** A rule element: one concept or alternatives ("wish|think"). */
const Element = z.string().regex(/^[a-z][a-z0-9_]*(?:\|[a-z][a-z0-9_]*)*$/);

const IdiomSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /**
     * Token by token: `@concept`, `word|word` (same stem), `=word|word` (same folded spelling),
     * `~word|word` (same spelling with accents: "mató"), `-ending|ending`, `!word|word` (any word
     * but these), `*` (any word); `?` before an element makes it optional.
     */
    seq: z.array(z.string().min(1)).min(2),
    /** Concepts removed from the words of the idiom's span (and only there). */
    cancels: z.array(ConceptId).min(1),
    examples: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const LexiconFileSchema = z
  .object({
    language: z.enum(LANGUAGES),
    /** Chat spellings and contractions: "dont" -> "do not", "kiero" -> "quiero". */
    expansions: z.record(z.string().min(1), z.string().min(1)),
    /** Lemma -> irregular forms the stemmer would not bring to the lemma's stem. */
    irregular: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
    /**
     * Concept -> words (stemmed), phrases (space separated; `$` = end of clause or a comma, `*` = any
     * word), `=exact` (folded
     * spelling), `~exact` (spelling with accents: "él" is not "el"), `prefix*`.
     */
    concepts: z.record(ConceptId, z.array(z.string().min(1)).min(1)),
    idioms: z.array(IdiomSchema),
    /**
     * Common words of this language that are never read through the other language's stems
     * ("more" is not "morir", "tired" is not "tirar", "final" is not "last"): false friends.
     */
    own_words: z.array(z.string().regex(/^[a-z]+$/)).default([]),
  })
  .strict();

const RuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    category: z.enum(CATEGORIES),
    /** Concepts that must all be present within `window` words of one clause. */
    all: z.array(Element).min(1),
    window: z.number().int().min(1).max(30).default(8),
    /** The elements must appear in this order. */
    ordered: z.boolean().default(false),
    /** `risk`: current risk by itself; `signal`: a warning sign that counts with another one. */
    strength: z.enum(['risk', 'signal']).default('risk'),
    /**
     * A warning sign too common in ordinary check-ins to add the gentle line to /help by itself; it
     * still counts with another sign and for the safety net.
     */
    quiet: z.boolean().default(false),
    /** `check`: downgraded when it is about someone else; `writer`: always about the writer (burden, abuse). */
    experiencer: z.enum(['check', 'writer']).default('check'),
    /** False when a "no"/"never" before it is part of the risk itself. */
    negatable: z.boolean().default(true),
    examples: z.array(z.string().min(1)).min(1),
  })
  .strict();

/** Two signals in one entry, even in different sentences, are a current risk (§5.1 step 6). */
const EscalationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    category: z.enum(CATEGORIES),
    /**
     * All must hold in the entry: `signals:N` (N warning signs, from different rules or sentences,
     * none lowered by context), `rule:a|b` (a live hit of one of these rules), `concept:a|b` (a word
     * of one of these concepts in a sentence no rule lowered), `mention:a|b` (a word of one of these
     * concepts anywhere, even in a lowered sentence), or a category with a live hit.
     */
    when: z.array(z.string().min(1)).min(1),
    examples: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const RulesFileSchema = z
  .object({
    /** Every concept id with what it means; lexicons and rules may only use these. */
    concepts: z.record(ConceptId, z.string().min(1)),
    /** Concepts whose words of 6+ letters also match with one typo (rare words; common ones collide). */
    typo_concepts: z.array(ConceptId),
    rules: z.array(RuleSchema).min(1),
    escalations: z.array(EscalationSchema),
  })
  .strict();

export type LexiconFile = z.infer<typeof LexiconFileSchema>;
export type RulesFile = z.infer<typeof RulesFileSchema>;
export type Rule = z.infer<typeof RuleSchema> & { elements: string[][] };
export type Escalation = z.infer<typeof EscalationSchema>;

type SeqElement = {
  optional: boolean;
  test: (token: Token, keys: ReadonlySet<string>, concepts: ReadonlySet<string>) => boolean;
};
/** `anchor`: what the idiom's first word must carry (a key or a concept), so most words skip it. */
export type Idiom = {
  id: string;
  seq: SeqElement[];
  cancels: ReadonlySet<string>;
  anchor: { keys: string[] } | { concepts: string[] } | null;
};
type Phrase = { keys: string[]; concepts: string[] };

export type Lexicon = {
  expansions: Expansions;
  rules: Rule[];
  escalations: Escalation[];
  idioms: Idiom[];
  conceptIds: ReadonlySet<string>;
  /** Keys of a word: `en:<stem>`, `es:<stem>` and `=<spelling>`. */
  keysOf(form: string): ReadonlySet<string>;
  /** Concepts of one word, with the squeezed spelling, the enclitic split and one typo as fallbacks. */
  conceptsOf(token: Token): ReadonlySet<string>;
  /**
   * Phrases whose first word has the key `first` and whose second element is one of the keys
   * `second` (the next word's), or a wildcard, an end of clause or an accented spelling.
   */
  phrasesFrom(first: string, second: ReadonlySet<string> | null): readonly Phrase[];
  /** Idioms that may start at a word with these keys and concepts. */
  idiomsFrom(keys: ReadonlySet<string>, concepts: ReadonlySet<string>): Iterable<Idiom>;
};

export type Stemmers = Record<Language, { stem: (word: string) => string }>;
export const SNOWBALL: Stemmers = { en: newStemmer('english'), es: newStemmer('spanish') };
/**
 * The costly pure steps of compiling, answered in advance (the build's precompiled content,
 * compiled-content.ts) or recorded: the stemmers, and the words of each term's part (`compute`
 * tokenizes it).
 */
export type CompileAids = {
  stemmers?: Stemmers;
  termWords?: (part: string, compute: () => string[]) => string[];
};
/** Words this long may match with one typo; shorter ones collide with ordinary words (muerte/fuerte). */
const MIN_TYPO_LENGTH = 6;
const CACHE_LIMIT = 20_000;
const NO_PHRASES: Phrase[] = [];

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, CONTENT_DIR), 'utf8'));
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`content/crisis/${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Deletes of one letter (and the word itself): two words within one edit share one of them. */
function deletes(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * One typo between a lexicon word and a text word: a letter left out, added or swapped with its
 * neighbour, or (in words of 8+ letters) one wrong letter; never in the first two letters, where
 * ordinary words differ from lexicon words ("putting"/"cutting", "soltar"/"saltar").
 */
function isTypo(word: string, form: string): boolean {
  if (word === form || word.slice(0, 2) !== form.slice(0, 2)) return word === form;
  if (Math.abs(word.length - form.length) > 1) return false;
  let i = 0;
  while (i < word.length && i < form.length && word[i] === form[i]) i += 1;
  if (word.length !== form.length)
    return word.length > form.length ? word.slice(i + 1) === form.slice(i) : word.slice(i) === form.slice(i + 1);
  if (word[i] === form[i + 1] && word[i + 1] === form[i] && word.slice(i + 2) === form.slice(i + 2)) return true;
  return word.length >= 8 && word.slice(i + 1) === form.slice(i + 1);
}

/** A bounded memo: stems and lookups repeat across entries, so the hot path is a map read. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

function addAll<K, V>(map: Map<K, Set<V>>, key: K, values: Iterable<V>) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  for (const value of values) set.add(value);
}

/** Builds the runtime lexicon from parsed files; throws on any inconsistency (unknown concept, dead rule). */
export function compileLexicon(files: LexiconFile[], rulesFile: RulesFile, aids: CompileAids = {}): Lexicon {
  const { stemmers = SNOWBALL, termWords = (_part, compute) => compute() } = aids;
  const conceptIds = new Set(Object.keys(rulesFile.concepts));
  const typoConcepts = new Set(rulesFile.typo_concepts);
  for (const c of typoConcepts) if (!conceptIds.has(c)) throw new Error(`typo_concepts: unknown concept "${c}"`);
  const expansions = new Map<string, string[]>();
  const irregular = { en: new Map<string, string>(), es: new Map<string, string>() };
  for (const file of files) {
    for (const [from, to] of Object.entries(file.expansions)) expansions.set(from, to.split(' '));
    for (const [lemma, forms] of Object.entries(file.irregular))
      for (const form of forms) irregular[file.language].set(form, lemma);
  }

  const stem = (language: Language, form: string) => {
    const word = irregular[language].get(form) ?? form;
    return word.length <= 3 ? word : stemmers[language].stem(word);
  };
  // The first letters of every lexicon stem: a text word that starts otherwise cannot match one,
  // so it is not stemmed (stemming unseen words is the costly part of a first reading). English
  // keeps two letters, because its stemmer may rewrite the third ("using" -> "use").
  const PREFIX = { en: 2, es: 3 };
  const stemStarts = { en: new Set<string>(), es: new Set<string>() };
  const langKey = (language: Language, form: string) => {
    const stemmed = stem(language, form);
    stemStarts[language].add(stemmed.slice(0, PREFIX[language]));
    return `${language}:${stemmed}`;
  };
  const mayMatch = (language: Language, form: string) =>
    form.length <= 3 || irregular[language].has(form) || stemStarts[language].has(form.slice(0, PREFIX[language]));
  const textKey = (language: Language, form: string) =>
    `${language}:${mayMatch(language, form) ? stem(language, form) : form}`;
  // A false friend keeps only its own language's key ("more" never reaches the Spanish "morir").
  const ownWords = {
    en: new Set(files.filter((f) => f.language === 'en').flatMap((f) => f.own_words)),
    es: new Set(files.filter((f) => f.language === 'es').flatMap((f) => f.own_words)),
  };
  const keysOf = memo((form: string): ReadonlySet<string> => {
    const keys = [`=${form}`];
    if (!ownWords.es.has(form)) keys.push(textKey('en', form));
    if (!ownWords.en.has(form)) keys.push(textKey('es', form));
    return new Set(keys);
  });

  const byKey = new Map<string, Set<string>>();
  const byAccent = new Map<string, Set<string>>();
  const prefixes: { prefix: string; concepts: string[] }[] = [];
  // Phrases indexed by their first two keys: common first words ("me", "no", "i") start hundreds
  // of phrases, and the second word rules out almost all of them with one map read.
  const phrases = new Map<string, { bySecond: Map<string, Phrase[]>; other: Phrase[] }>();
  const typoSurfaces = new Map<string, Set<string>>();

  for (const file of files) {
    for (const [concept, terms] of Object.entries(file.concepts)) {
      if (!conceptIds.has(concept))
        throw new Error(`content/crisis/${file.language}.json: unknown concept "${concept}"`);
      for (const term of terms) addTerm(file.language, concept, term);
    }
  }

  function addTerm(language: Language, concept: string, term: string) {
    if (term.endsWith('*')) {
      prefixes.push({ prefix: fold(term.slice(0, -1)), concepts: [concept] });
      return;
    }
    if (term.startsWith('=') && !term.includes(' ')) {
      addAll(byKey, `=${fold(term.slice(1))}`, [concept]);
      return;
    }
    if (term.startsWith('~') && !term.includes(' ')) {
      addAll(byAccent, term.slice(1), [concept]);
      return;
    }
    const words = term.split(' ').flatMap((part) => {
      if (part === '$' || part === '*' || part.startsWith('~')) return [part];
      if (part.startsWith('=')) return [`=${fold(part.slice(1))}`];
      return termWords(part, () => tokenize(part, expansions).map((t) => t.surface));
    });
    if (words.length === 0) throw new Error(`content/crisis/${language}.json: empty term in "${concept}"`);
    if (words.length === 1 && !words[0]!.startsWith('=')) {
      const key = langKey(language, words[0]!);
      addAll(byKey, key, [concept]);
      if (typoConcepts.has(concept) && words[0]!.length >= MIN_TYPO_LENGTH)
        for (const d of deletes(words[0]!)) addAll(typoSurfaces, d, [words[0]!]);
      return;
    }
    const keys = words.map((word) => (/^[$=~*]/.test(word) ? word : langKey(language, word)));
    let entry = phrases.get(keys[0]!);
    if (!entry) phrases.set(keys[0]!, (entry = { bySecond: new Map(), other: [] }));
    const phrase = { keys, concepts: [concept] };
    const second = keys[1]!;
    if (/^[$*~]/.test(second)) entry.other.push(phrase);
    else entry.bySecond.set(second, [...(entry.bySecond.get(second) ?? []), phrase]);
  }

  /** Concepts of the lexicon words that spell this form (exact key, irregular, stem, prefix). */
  const lookup = memo((form: string): ReadonlySet<string> => {
    const found = new Set<string>();
    for (const key of keysOf(form)) for (const concept of byKey.get(key) ?? []) found.add(concept);
    for (const { prefix, concepts } of prefixes) if (form.startsWith(prefix)) for (const c of concepts) found.add(c);
    return found;
  });

  /** Concepts of a lexicon word (of a typo-prone concept) one typo away from this form. */
  const lookupTypo = memo((form: string): ReadonlySet<string> => {
    const found = new Set<string>();
    if (form.length < MIN_TYPO_LENGTH || /\d/.test(form)) return found;
    for (const d of deletes(form))
      for (const word of typoSurfaces.get(d) ?? [])
        if (isTypo(word, form)) for (const c of lookup(word)) if (typoConcepts.has(c)) found.add(c);
    return found;
  });

  function conceptsOf(token: Token): ReadonlySet<string> {
    const accented = byAccent.get(token.accented);
    for (const form of [token.surface, token.squeezed, token.base]) {
      if (!form) continue;
      const found = lookup(form);
      if (found.size > 0) return accented ? new Set([...found, ...accented]) : found;
    }
    return accented ?? lookupTypo(token.squeezed ?? token.surface);
  }

  const rules: Rule[] = rulesFile.rules.map((rule) => ({ ...rule, elements: rule.all.map((e) => e.split('|')) }));
  const idioms = files.flatMap((file) => file.idioms.map((idiom) => compileIdiom(idiom, file.language)));

  function compileIdiom(idiom: LexiconFile['idioms'][number], language: Language): Idiom {
    const seq = idiom.seq.map((raw): SeqElement => {
      const optional = raw.startsWith('?');
      const body = optional ? raw.slice(1) : raw;
      if (body === '*') return { optional, test: () => true };
      if (body.startsWith('!')) {
        const keys = body
          .slice(1)
          .split('|')
          .map((word) => langKey(language, fold(word)));
        return { optional, test: (_t, tokenKeys) => !keys.some((k) => tokenKeys.has(k)) };
      }
      if (body.startsWith('@')) {
        const wanted = body.slice(1).split('|');
        for (const c of wanted) if (!conceptIds.has(c)) throw new Error(`idiom ${idiom.id}: unknown concept "${c}"`);
        return { optional, test: (_t, _k, concepts) => wanted.some((c) => concepts.has(c)) };
      }
      if (body.startsWith('=')) {
        const words = new Set(body.slice(1).split('|').map(fold));
        return { optional, test: (token) => words.has(token.surface) || words.has(token.squeezed ?? '') };
      }
      if (body.startsWith('~')) {
        const words = new Set(body.slice(1).split('|'));
        return { optional, test: (token) => words.has(token.accented) };
      }
      if (body.startsWith('-')) {
        const endings = body.slice(1).split('|');
        return { optional, test: (token) => endings.some((e) => token.surface.endsWith(e)) };
      }
      const keys = body.split('|').map((word) => langKey(language, fold(word)));
      return { optional, test: (_t, tokenKeys) => keys.some((k) => tokenKeys.has(k)) };
    });
    for (const c of idiom.cancels) if (!conceptIds.has(c)) throw new Error(`idiom ${idiom.id}: unknown concept "${c}"`);
    return { id: idiom.id, seq, cancels: new Set(idiom.cancels), anchor: anchorOf(idiom.seq[0]!, language) };
  }

  function anchorOf(first: string, language: Language): Idiom['anchor'] {
    if (first.startsWith('?') || first === '*' || /^[!~-]/.test(first)) return null;
    if (first.startsWith('@')) return { concepts: first.slice(1).split('|') };
    if (first.startsWith('='))
      return {
        keys: first
          .slice(1)
          .split('|')
          .map((w) => `=${fold(w)}`),
      };
    return { keys: first.split('|').map((word) => langKey(language, fold(word))) };
  }

  const idiomsByKey = new Map<string, Set<Idiom>>();
  const idiomsByConcept = new Map<string, Set<Idiom>>();
  const idiomsAnywhere: Idiom[] = [];
  for (const idiom of idioms) {
    if (!idiom.anchor) idiomsAnywhere.push(idiom);
    else if ('keys' in idiom.anchor) for (const key of idiom.anchor.keys) addAll(idiomsByKey, key, [idiom]);
    else for (const concept of idiom.anchor.concepts) addAll(idiomsByConcept, concept, [idiom]);
  }

  function idiomsFrom(keys: ReadonlySet<string>, concepts: ReadonlySet<string>): Iterable<Idiom> {
    let found: Set<Idiom> | null = null;
    for (const key of keys)
      for (const idiom of idiomsByKey.get(key) ?? []) (found ??= new Set(idiomsAnywhere)).add(idiom);
    for (const concept of concepts)
      for (const idiom of idiomsByConcept.get(concept) ?? []) (found ??= new Set(idiomsAnywhere)).add(idiom);
    return found ?? idiomsAnywhere;
  }

  for (const rule of rules)
    for (const alternatives of rule.elements)
      for (const concept of alternatives)
        if (!conceptIds.has(concept)) throw new Error(`rule ${rule.id}: unknown concept "${concept}"`);
  for (const escalation of rulesFile.escalations)
    for (const part of escalation.when)
      if (!isKnownCondition(part)) throw new Error(`escalation ${escalation.id}: unknown "${part}"`);

  function isKnownCondition(part: string): boolean {
    const [kind, value = ''] = part.split(':');
    if (kind === 'signals') return /^[1-9]$/.test(value);
    if (kind === 'concept' || kind === 'mention') return value.split('|').every((c) => conceptIds.has(c));
    if (kind === 'rule') return value.split('|').every((id) => rules.some((r) => r.id === id));
    return (CATEGORIES as readonly string[]).includes(part);
  }

  return {
    expansions,
    rules,
    escalations: rulesFile.escalations,
    idioms,
    conceptIds,
    keysOf,
    conceptsOf,
    phrasesFrom(first, second) {
      const entry = phrases.get(first);
      if (!entry) return NO_PHRASES;
      let found = entry.other;
      if (second)
        for (const key of second) {
          const more = entry.bySecond.get(key);
          if (more) found = found.concat(more);
        }
      return found;
    },
    idiomsFrom,
  };
}

/** Reads and validates content/crisis/ (en.json, es.json, rules.json). */
export function readLexiconFiles(): { lexicons: LexiconFile[]; rules: RulesFile } {
  const lexicons = LANGUAGES.map((language) =>
    parseWith(LexiconFileSchema, readJson(`${language}.json`), `${language}.json`),
  );
  for (const [i, file] of lexicons.entries())
    if (file.language !== LANGUAGES[i]) throw new Error(`content/crisis/${LANGUAGES[i]}.json: wrong language`);
  return { lexicons, rules: parseWith(RulesFileSchema, readJson('rules.json'), 'rules.json') };
}

/**
 * The compiled lexicon: from the build's precompiled content (validated files, the stems and
 * words of every lexicon term, compiled-content.ts) when it matches these files and this code,
 * otherwise from the files themselves.
 */
export function loadLexicon(): Lexicon {
  const precompiled = readPrecompiledContent(CONTENT_DIR);
  if (precompiled) return compileLexicon(precompiled.lexicons, precompiled.rules, compileAidsOf(precompiled, SNOWBALL));
  const { lexicons, rules } = readLexiconFiles();
  return compileLexicon(lexicons, rules);
}
