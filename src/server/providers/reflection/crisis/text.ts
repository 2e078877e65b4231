/**
 * The crisis screen's own tokenizer (crisis-screening.md §5.3). It does not reuse the pattern
 * detector's `normalize.ts`: that contract serves cue regexes, this one serves concept lookup, and
 * a change to one must never silently weaken the other.
 *
 * Text is folded (NFKC, lowercase, accents and zero-width characters removed), split into
 * sentences and clauses, and cut into word tokens with leetspeak undone and letter runs of 3+
 * shortened. Spanish enclitics (-me, -se, -lo...) are noted on the token because they carry the
 * person: "matarme" is about the writer, "matarse" about someone else.
 */
import { LEET as LEETSPEAK } from '../normalize.js';

export type Clitic = 'self' | 'other';

export type Token = {
  /** Index in the entry's token list. */
  index: number;
  /** The folded word after chat spellings and contractions were expanded. */
  surface: string;
  /** The same word before accents were removed ("mató"): a few idioms hang on one accent. */
  accented: string;
  /** The same word with letter runs of 3+ cut to one letter ("muerooo" -> "muero"), when it had any. */
  squeezed: string | null;
  /** The verb without its enclitic pronouns ("matarme" -> "matar"), when it had any. */
  base: string | null;
  clitic: Clitic | null;
  sentence: number;
  clause: number;
  /** A comma, colon or dash right before this token: negation does not reach across it. */
  pauseBefore: boolean;
  /** Index of the first token of the quotation this token is in ("he said 'I'll end it'"), or -1. */
  quoteStart: number;
  /** Written with a possessive "'s" ("mum's tablets"): a possessor, not a subject. */
  possessive: boolean;
};

/** Words that open a new clause: a risk and its modifiers are read within one clause. */
const CLAUSE_BREAKS = new Set(['but', 'pero', 'aunque', 'although', 'though', 'however', 'sino', 'whereas']);

/** Contracted forms, expanded before lookup (both languages, merged from the lexicon files). */
export type Expansions = ReadonlyMap<string, readonly string[]>;

const ZERO_WIDTH = /[\u00ad\u200b-\u200f\u2060-\u2064]|\p{Variation_Selector}/gu;
const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;
const MARKS = /\p{M}+/gu;
/** Sentence ends: a full stop, question mark, semicolon, ellipsis or line break; "!" only when it ends a word. */
const SENTENCE_END = /[.?;\u2026\n\r]+|!+(?![\p{L}\p{N}])|(?:^|\s)[-\u2022*]+\s/u;
const WORD = /(?:[\p{L}\p{N}@$']|[!|](?=[\p{L}\p{N}]))+|\p{Extended_Pictographic}/gu;
const PAUSE = /[,:\u2013\u2014()"\u00ab\u00bb\u201c\u201d]\s*$/;
/** A quotation: straight or curly quotes around words, opened after a space and closed before one. */
const QUOTE = /(?:^|[\s(:])(['"\u201c\u2018\u00ab])(.+?)(?:['"\u201d\u2019\u00bb])(?=[\s.,!?;:)]|$)/gu;
/** The reflection engine's leetspeak table, plus "|" for "i" ("k|ll"), read inside a word. */
const LEET: Readonly<Record<string, string>> = { ...LEETSPEAK, '|': 'i' };
const ENCLITIC = /^(.+?(?:ar|er|ir|ando|iendo|yendo))((?:me|te|se|nos|os|lo|la|los|las|le|les)+)$/;
/** Words that look like a verb with an enclitic but are not ("muerte" is not "muer" + "te"). */
const NOT_ENCLITIC = new Set(['muerte', 'suerte', 'fuerte', 'parte', 'arte', 'perla', 'charla', 'carla', 'verte']);

/** Lowercase, NFKC, no zero-width characters, straight apostrophes (accents kept). */
function clean(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(ZERO_WIDTH, '').replace(APOSTROPHES, "'");
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').normalize('NFC');
}

/** Lowercase, NFKC, no accents, no zero-width characters, straight apostrophes. */
export function fold(text: string): string {
  return stripAccents(clean(text));
}

/** "su1c1d3" -> "suicide"; a number with a unit ("10k", "2am") is left alone. */
function undoLeet(word: string): string {
  if (!/[0-9@$!|]/.test(word)) return word;
  const letters = word.replace(/[^a-z]/g, '').length;
  if (letters < 2 || !/^[a-z]/.test(word)) return word;
  return word.replace(/[0-9@$!|]/g, (ch) => LEET[ch] ?? ch);
}

/** Letter runs of 3+ cut to two (the spelling people stretch) and, as a second guess, to one. */
function shorten(word: string): { surface: string; squeezed: string | null } {
  // "matarmee", "cortarmee": a last vowel typed twice on a phone is read, as a fallback, once.
  if (word.length >= 7 && /([aeiou])\1$/u.test(word) && !/(\p{L})\1\1/u.test(word))
    return { surface: word, squeezed: word.slice(0, -1) };
  if (!/(\p{L})\1\1/u.test(word)) return { surface: word, squeezed: null };
  return { surface: word.replace(/(\p{L})\1{2,}/gu, '$1$1'), squeezed: word.replace(/(\p{L})\1{2,}/gu, '$1') };
}

function splitEnclitic(word: string): { base: string; clitic: Clitic | null } | null {
  if (word.length < 5 || NOT_ENCLITIC.has(word)) return null;
  const match = ENCLITIC.exec(word);
  if (!match) return null;
  const [, base = '', pronouns = ''] = match;
  if (base.length < 3 && base !== 'ir') return null;
  if (/^(?:me|nos)/.test(pronouns)) return { base, clitic: 'self' };
  return { base, clitic: pronouns.startsWith('se') ? 'other' : null };
}

/** One word of the text (after leetspeak) as the words it stands for ("don't" -> "do", "not"). */
function expandWord(word: string, expansions: Expansions): string[] {
  const direct = expansions.get(word);
  if (direct) return [...direct];
  if (word.endsWith("n't") && word.length > 3) return [word.slice(0, -3), 'not'];
  if (word.endsWith("'s")) return [word.slice(0, -2)];
  const bare = word.replace(/'/g, '');
  if (bare !== word) return bare ? (expansions.get(bare) ?? [bare]).slice() : [];
  return [word];
}

/** Tokens of a text, with sentence and clause numbers (crisis-screening.md §5.1, steps 1-2). */
type WordForm = Pick<Token, 'surface' | 'squeezed' | 'base' | 'clitic'> & { raw: string };

const FORM_CACHE_LIMIT = 20_000;
const formCache = new Map<string, WordForm[]>();

/** The words a written word stands for, with their lookup forms; memoised, since words repeat. */
function wordForms(written: string, expansions: Expansions): WordForm[] {
  const cached = formCache.get(written);
  if (cached) return cached;
  const forms = expandWord(undoLeet(stripAccents(written)), expansions).map((raw) => {
    const { surface, squeezed } = shorten(raw);
    const enclitic = splitEnclitic(surface);
    return { raw, surface, squeezed, base: enclitic?.base ?? null, clitic: enclitic?.clitic ?? null };
  });
  if (formCache.size >= FORM_CACHE_LIMIT) formCache.clear();
  formCache.set(written, forms);
  return forms;
}

/** Tokens of a text, with sentence and clause numbers (crisis-screening.md §5.1, steps 1-2). */
export function tokenize(text: string, expansions: Expansions): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  const sentences = clean(text).split(SENTENCE_END);
  sentences.forEach((sentence, sentenceIndex) => {
    clause += 1;
    let last = 0;
    const quotes =
      sentence.includes("'") || sentence.includes('"') || /[\u00ab\u201c]/.test(sentence)
        ? [...sentence.matchAll(QUOTE)].map((m) => ({ from: m.index, to: m.index + m[0].length, first: -1 }))
        : [];
    for (const match of sentence.matchAll(WORD)) {
      const pauseBefore = match.index > last && PAUSE.test(sentence.slice(last, match.index));
      last = match.index + match[0].length;
      const quote = quotes.find((q) => match.index >= q.from && match.index < q.to);
      if (quote && quote.first < 0) quote.first = tokens.length;
      const written = match[0];
      const forms = wordForms(written, expansions);
      const possessive = forms.length === 1 && written.endsWith("'s") && !expansions.has(stripAccents(written));
      forms.forEach((form, i) => {
        if (CLAUSE_BREAKS.has(form.raw)) clause += 1;
        tokens.push({
          index: tokens.length,
          surface: form.surface,
          accented: forms.length === 1 ? written : form.raw,
          squeezed: form.squeezed,
          base: form.base,
          clitic: form.clitic,
          sentence: sentenceIndex,
          clause,
          pauseBefore: i === 0 && pauseBefore,
          quoteStart: quote ? quote.first : -1,
          possessive,
        });
      });
    }
  });
  // "Dad's been talking", "my mate's giving away": the "'s" is "has"/"is", so the person is the subject.
  for (const token of tokens)
    if (token.possessive && CONTRACTED_VERB_NEXT.has(tokens[token.index + 1]?.surface ?? '')) token.possessive = false;
  return tokens;
}

const CONTRACTED_VERB_NEXT: ReadonlySet<string> = new Set([
  'been',
  'got',
  'gotten',
  'going',
  'gone',
  'not',
  'always',
  'never',
  'just',
  'still',
  'already',
  'started',
  'stopped',
  'giving',
  'talking',
  'saying',
  'had',
  'done',
]);
