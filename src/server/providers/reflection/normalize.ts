/**
 * Text normalization for the built-in reflection engine.
 *
 * Matching runs on a normalized copy of the text (lowercase, accents stripped, common chat
 * spellings and leetspeak undone), while quotes are cut from the ORIGINAL text. To make that
 * possible, every character of the normalized text remembers the index of the original character
 * it came from (`map`).
 */

/** A normalized text and, for each of its characters, the index of its source character. */
export type Normalized = {
  text: string;
  /** `map[i]` is the index in the original text of normalized character `i`; `map[text.length]` is the original length. */
  map: number[];
};

/** A span of the original text: `text === original.slice(start, end)`. */
export type Span = { start: number; end: number; text: string };

type Unit = { c: string; i: number };

const LETTER = /[a-z]/;
const VOWEL = /[aeiou]/;

/** Single characters folded before anything else (apostrophes, quotes, dashes, spaces). */
const CHAR_FOLD: Record<string, string> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u02bc': "'",
  '`': "'",
  '\u00b4': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
  '\t': ' ',
  '\r': ' ',
};

/** Leetspeak, undone only between two letters ("su1cide", "k!ll", "d1e"), never in "94%" or "3pm". */
export const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * Whole-token rewrites: chat spellings and contractions written without an apostrophe, so the
 * cue lexicons only need one spelling. Keys are matched as whole tokens on the normalized text.
 */
const TOKEN_REWRITES: Record<string, string> = {
  // English contractions typed without an apostrophe (only unambiguous ones).
  im: "i'm",
  ive: "i've",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  cant: "can't",
  couldnt: "couldn't",
  wont: "won't",
  wouldnt: "wouldn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  shouldnt: "shouldn't",
  theyre: "they're",
  youre: "you're",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  theyll: "they'll",
  youll: "you'll",
  itll: "it'll",
  shes: "she's",
  cannot: "can't",
  // English chat spellings.
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  kinda: 'kind of',
  u: 'you',
  ur: 'your',
  bc: 'because',
  'b/c': 'because',
  cuz: 'because',
  coz: 'because',
  bcs: 'because',
  rn: 'right now',
  ppl: 'people',
  bf: 'boyfriend',
  gf: 'girlfriend',
  tho: 'though',
  idk: "i don't know",
  'w/o': 'without',
  smth: 'something',
  sth: 'something',
  noone: 'no one',
  'no-one': 'no one',
  every1: 'everyone',
  some1: 'someone',
  any1: 'anyone',
  no1: 'no one',
  // Spanish chat spellings.
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  m: 'me',
  pa: 'para',
  xa: 'para',
  kiero: 'quiero',
  kieres: 'quieres',
  kiere: 'quiere',
  kieren: 'quieren',
  qiero: 'quiero',
  kisiera: 'quisiera',
  kien: 'quien',
  aki: 'aqui',
  nd: 'nada',
};

/**
 * "i am" becomes "i'm" only before another word and never after "who/what/how/than/as…": "I hate
 * who I am" stays "who i am", since "who i'm" is not English and no cue could expect it.
 */
const AM_CONTRACTS = /(?<![a-z'])(?<!\b(?:who|what|where|how|than|as|whoever|whatever|wherever|way) )i am(?= [a-z])/g;

/**
 * "i have" becomes "i've" only as an auxiliary (before a participle or "never/always/just…"): "I have
 * to be perfect" and "I have no one" keep their main verb, since "i've to" is not what anyone writes.
 */
const HAVE_CONTRACTS =
  /(?<![a-z'])i have(?= (?:been|had|got|gotten|done|gone|made|seen|known|become|come|spent|lost|felt|left|kept|told|said|heard|thought|found|given|taken|tried|never|always|ever|just|already|finally|really|actually|barely|hardly|only|[a-z]{2,}ed)\b)/g;

/** Multi-word spellings folded to the contracted form the lexicons use. */
const PHRASE_REWRITES: [RegExp, string][] = [
  [/(?<![a-z'])can not(?![a-z'])/g, "can't"],
  [/(?<![a-z'])do not(?![a-z'])/g, "don't"],
  [/(?<![a-z'])does not(?![a-z'])/g, "doesn't"],
  [/(?<![a-z'])did not(?![a-z'])/g, "didn't"],
  [/(?<![a-z'])will not(?![a-z'])/g, "won't"],
  [/(?<![a-z'])would not(?![a-z'])/g, "wouldn't"],
  [/(?<![a-z'])could not(?![a-z'])/g, "couldn't"],
  [/(?<![a-z'])is not(?![a-z'])/g, "isn't"],
  [/(?<![a-z'])was not(?![a-z'])/g, "wasn't"],
  // "i am" and "i have" contract only where the contraction means the same thing (see AM_CONTRACTS, HAVE_CONTRACTS).
  [AM_CONTRACTS, "i'm"],
  [HAVE_CONTRACTS, "i've"],
];

/** Folded characters seen so far: Unicode normalization per character is the costly part of a read. */
const foldedChars = new Map<string, string>();
const FOLD_MEMO_LIMIT = 4096;

function foldChar(ch: string): string {
  const folded = CHAR_FOLD[ch] ?? foldedChars.get(ch);
  if (folded !== undefined) return folded;
  const computed = ch.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (foldedChars.size < FOLD_MEMO_LIMIT) foldedChars.set(ch, computed);
  return computed;
}

function toUnits(input: string): Unit[] {
  const units: Unit[] = [];
  let index = 0;
  for (const ch of input) {
    for (const c of foldChar(ch)) units.push({ c, i: index });
    index += ch.length;
  }
  return units;
}

function undoLeet(units: Unit[]): void {
  for (let k = 1; k < units.length - 1; k++) {
    const unit = units[k];
    const prev = units[k - 1];
    const next = units[k + 1];
    if (!unit || !prev || !next) continue;
    const letter = LEET[unit.c];
    if (letter !== undefined && LETTER.test(prev.c) && (LETTER.test(next.c) || LEET[next.c] !== undefined)) {
      unit.c = letter;
    }
  }
}

/** "sooooo" -> "so", "killll" -> "kill": vowels repeated 3+ times become one, consonants two. */
function collapseRepeats(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  let k = 0;
  while (k < units.length) {
    const unit = units[k] as Unit;
    let run = 1;
    while (k + run < units.length && units[k + run]?.c === unit.c) run++;
    if (run >= 3 && LETTER.test(unit.c)) {
      const keep = VOWEL.test(unit.c) ? 1 : 2;
      for (let r = 0; r < keep; r++) out.push(units[k + r] as Unit);
    } else if (/\s/.test(unit.c)) {
      let hasNewline = false;
      for (let r = 0; r < run; r++) if (units[k + r]?.c === '\n') hasNewline = true;
      out.push({ c: hasNewline ? '\n' : ' ', i: unit.i });
      // Merge a mixed run of spaces and newlines too.
      let extra = k + run;
      while (extra < units.length && /\s/.test(units[extra]?.c ?? '')) {
        if (units[extra]?.c === '\n') (out[out.length - 1] as Unit).c = '\n';
        extra++;
      }
      k = extra;
      continue;
    } else {
      for (let r = 0; r < run; r++) out.push(units[k + r] as Unit);
    }
    k += run;
  }
  return out;
}

function replaceUnits(units: Unit[], pattern: RegExp, replacement: (match: string) => string): Unit[] {
  const text = units.map((u) => u.c).join('');
  pattern.lastIndex = 0;
  // Most rewrites find nothing in a given entry: keep the units as they are then.
  if (!pattern.test(text)) return units;
  // A unit can be longer than one UTF-16 code unit (an emoji is two): match positions in the
  // joined text are mapped back to the unit that holds them.
  const unitAt: number[] = [];
  units.forEach((unit, index) => {
    for (let k = 0; k < unit.c.length; k++) unitAt.push(index);
  });
  unitAt.push(units.length);
  const out: Unit[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const first = unitAt[m.index] as number;
    for (let k = last; k < first; k++) out.push(units[k] as Unit);
    const origin = (units[first] as Unit).i;
    for (const c of replacement(m[0])) out.push({ c, i: origin });
    last = unitAt[m.index + m[0].length] as number;
  }
  for (let k = last; k < units.length; k++) out.push(units[k] as Unit);
  return out;
}

const TOKEN_PATTERN = new RegExp(
  `(?<![a-z0-9'/-])(?:${Object.keys(TOKEN_REWRITES)
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[/-]/g, '\\$&'))
    .join('|')})(?![a-z0-9'/-])`,
  'g',
);

/** The last text read: one check-in is normalized by the detector and again by the composer. */
let lastRead: { input: string; result: Normalized } | undefined;

/**
 * Normalizes text for matching and keeps, for every normalized character, its original index.
 * The result is shared with the next caller of the same text: treat it as read-only.
 */
export function normalizeWithMap(input: string): Normalized {
  if (lastRead?.input === input) return lastRead.result;
  const result = computeNormalized(input);
  lastRead = { input, result };
  return result;
}

function computeNormalized(input: string): Normalized {
  let units = toUnits(input);
  undoLeet(units);
  units = collapseRepeats(units);
  units = replaceUnits(units, TOKEN_PATTERN, (token) => TOKEN_REWRITES[token] ?? token);
  for (const [pattern, replacement] of PHRASE_REWRITES) units = replaceUnits(units, pattern, () => replacement);
  return { text: units.map((u) => u.c).join(''), map: [...units.map((u) => u.i), input.length] };
}

/** The normalized text only (lowercase, no accents, chat spellings undone). */
export function normalize(input: string): string {
  return normalizeWithMap(input).text;
}

/** Sentence boundaries (in any text, original or normalized). */
const SENTENCE_BREAK = /(?:[.!?;\u2026]+(?![\p{L}\p{N}])|\n)+/gu;
/** Clause boundaries: sentence breaks, commas, colons, dashes, and contrast words. */
const CLAUSE_BREAK =
  /(?:[.!?;:,\u2026()]+(?![\p{L}\p{N}])|\n)+|\s[-\u2013\u2014]+\s|\s(?:but|pero|aunque|though|although|however|sino|even though|even when)(?=\s)/giu;

function splitBy(text: string, pattern: RegExp): Span[] {
  const spans: Span[] = [];
  let start = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    if (m.index > start) spans.push(trimSpan(text, start, m.index));
    start = m.index + m[0].length;
  }
  if (start < text.length) spans.push(trimSpan(text, start, text.length));
  return spans.filter((span) => span.text.length > 0);
}

const TRIM_CHARS = /[\s"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u00bf\u00a1*_~-]/;

function trimSpan(text: string, start: number, end: number): Span {
  let s = start;
  let e = end;
  while (s < e && TRIM_CHARS.test(text[s] ?? '')) s++;
  while (e > s && TRIM_CHARS.test(text[e - 1] ?? '')) e--;
  return { start: s, end: e, text: text.slice(s, e) };
}

/** Sentences of a text, as trimmed spans of that same text. */
export function splitSentences(text: string): Span[] {
  return splitBy(text, SENTENCE_BREAK);
}

/** Clauses of a text (sentences further cut at commas, dashes and "but"/"pero"), as trimmed spans. */
export function splitClauses(text: string): Span[] {
  return splitBy(text, CLAUSE_BREAK);
}

/** The span of `spans` that contains `index`, or the nearest one after it. */
export function spanAt(spans: Span[], index: number): Span | undefined {
  return spans.find((span) => index < span.end) ?? spans[spans.length - 1];
}

/**
 * Cuts a quote of at most `max` characters from a span of the original text, at word boundaries,
 * keeping `focus` (an original index inside the span) visible. Cut ends are marked with "…".
 */
export function cutQuote(original: string, span: Span, focus: number, max = 120): string {
  if (span.text.length <= max) return span.text;
  let start = span.start;
  if (focus - start > max * 0.6) {
    start = Math.max(span.start, focus - Math.floor(max * 0.3));
    const space = original.lastIndexOf(' ', start);
    start = space >= span.start ? space + 1 : start;
  }
  let end = Math.min(span.end, start + max - (start > span.start ? 2 : 1));
  if (end < span.end) {
    const space = original.lastIndexOf(' ', end);
    if (space > start + max / 3) end = space;
  }
  let quote = original
    .slice(start, end)
    .trim()
    .replace(/[\s,;:-]+$/, '');
  if (start > span.start) quote = `\u2026${quote}`;
  if (end < span.end) quote = `${quote}\u2026`;
  return quote;
}
