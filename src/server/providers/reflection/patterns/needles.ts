/**
 * Needles of a cue: literal strings of which every match of the cue's regex contains at least one.
 * A text that contains none of them cannot match, so the regex is not run on it (most of the
 * thousand cues miss most entries, and a substring test is far cheaper than a regex scan).
 *
 * Read from the regex source by a small parser of the syntax the cue files use (groups, lookarounds,
 * alternation, classes, escapes, quantifiers). It only ever drops information: whatever it does not
 * understand is "anything", so the needles are never stricter than the regex (cues.test.ts checks
 * this on every cue and its examples).
 */

/** What a piece of a regex can match: its full set of strings when few, and strings every match contains. */
type Info = { exact: string[] | null; must: string[] | null };

const ANY: Info = { exact: null, must: null };
const EMPTY: Info = { exact: [''], must: null };
/** Beyond this many strings a set is not worth keeping. */
const MAX_SET = 64;
/** Needles shorter than this rule out nothing. */
const MIN_NEEDLE = 3;

function quality(set: string[] | null): number {
  if (!set || set.length === 0 || set.length > MAX_SET) return -1;
  return Math.min(...set.map((s) => s.length)) * 1000 - set.length;
}

function best(...sets: (string[] | null)[]): string[] | null {
  let chosen: string[] | null = null;
  for (const set of sets)
    if (quality(set) > quality(chosen) && quality(set) >= MIN_NEEDLE * 1000 - MAX_SET) chosen = set;
  return chosen;
}

function concat(a: Info, b: Info): Info {
  let exact: string[] | null = null;
  if (a.exact && b.exact && a.exact.length * b.exact.length <= MAX_SET)
    exact = [...new Set(a.exact.flatMap((x) => b.exact!.map((y) => x + y)))];
  return { exact, must: best(a.must, b.must, exact) };
}

function alternate(branches: Info[]): Info {
  const exact = branches.every((b) => b.exact) ? [...new Set(branches.flatMap((b) => b.exact!))] : null;
  const musts = branches.map((b) => best(b.must, b.exact));
  const must = musts.every((m) => m) ? [...new Set(musts.flatMap((m) => m!))] : null;
  return { exact: exact && exact.length <= MAX_SET ? exact : null, must: must && must.length <= MAX_SET ? must : null };
}

const CLASS_ESCAPES = new Set(['w', 'W', 's', 'S', 'd', 'D']);
const SPECIAL = new Set('\\()[]{}|.^$*+?');
const QUANTIFIERS = new Set('*+?{');
const LITERAL_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Info {
    const info = this.alternation();
    if (this.at !== this.source.length) throw new Error('unbalanced');
    return info;
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0]! : alternate(branches);
  }

  private sequence(): Info {
    let info = EMPTY;
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')')
      info = concat(info, this.quantified(this.atom()));
    return info;
  }

  private quantified(atom: Info): Info {
    const rest = this.source.slice(this.at);
    const match = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(rest);
    if (!match) return atom;
    this.at += match[0].length;
    const min = match[1] ? (match[1] === '+' ? 1 : 0) : Number(match[2]);
    const max = match[1]
      ? match[1] === '?'
        ? 1
        : Infinity
      : match[3]
        ? match[4]
          ? Number(match[4])
          : Infinity
        : min;
    if (min === 0) return { exact: max === 1 && atom.exact ? [...new Set([...atom.exact, ''])] : null, must: null };
    return { exact: min === 1 && max === 1 ? atom.exact : null, must: best(atom.must, atom.exact) };
  }

  private atom(): Info {
    const ch = this.source[this.at]!;
    this.at += 1;
    if (ch === '(') {
      const head = /^\?(?::|=|!|<=|<!|<[A-Za-z]\w*>)?/.exec(this.source.slice(this.at))?.[0] ?? '';
      this.at += head.length;
      const inner = this.alternation();
      if (this.source[this.at] !== ')') throw new Error('unbalanced');
      this.at += 1;
      return head === '?=' || head === '?!' || head === '?<=' || head === '?<!' ? EMPTY : inner;
    }
    if (ch === '[') return this.characterClass();
    if (ch === '.') return ANY;
    if (ch === '^' || ch === '$') return EMPTY;
    if (ch === '\\') return this.escape();
    // A run of plain letters is one literal (the last one stays alone when a quantifier follows it).
    let run = ch;
    while (
      this.at < this.source.length &&
      !SPECIAL.has(this.source[this.at]!) &&
      !QUANTIFIERS.has(this.source[this.at + 1] ?? '')
    ) {
      run += this.source[this.at];
      this.at += 1;
    }
    return { exact: [run], must: null };
  }

  private escape(): Info {
    const ch = this.source[this.at]!;
    this.at += 1;
    if (ch === 'b' || ch === 'B') return EMPTY;
    if (CLASS_ESCAPES.has(ch) || /[0-9ukcxp]/i.test(ch)) return ANY;
    return { exact: [LITERAL_ESCAPES[ch] ?? ch], must: null };
  }

  /** A small class of plain letters ("[oa]") is its letters; anything else is any character. */
  private characterClass(): Info {
    let end = this.at;
    while (end < this.source.length && this.source[end] !== ']') end += this.source[end] === '\\' ? 2 : 1;
    if (end >= this.source.length) throw new Error('unbalanced');
    const body = this.source.slice(this.at, end);
    this.at = end + 1;
    if (body.startsWith('^') || /[\\-]/.test(body) || body.length > 8) return ANY;
    return { exact: [...new Set(body)], must: null };
  }
}

/** The needles of a regex source, or null when it has none worth testing (then the regex always runs). */
export function needlesOf(source: string): string[] | null {
  try {
    const info = new Parser(source).parse();
    return best(info.must, info.exact);
  } catch {
    return null;
  }
}

/** Letters from most to least common in English and Spanish text: a rarer trigram rules out more. */
const BY_FREQUENCY = " 'eaosrnitldcumphgbyfvqjzxkwñ";

function rarity(trigram: string): number {
  let score = 0;
  for (const ch of trigram) {
    const rank = BY_FREQUENCY.indexOf(ch);
    score += rank < 0 ? BY_FREQUENCY.length : rank;
  }
  return score;
}

/** Where the rarest three letters of a needle start: a text that lacks them lacks the needle. */
function keyOffset(needle: string): number {
  let best = 0;
  for (let i = 1; i + 3 <= needle.length; i += 1)
    if (rarity(needle.slice(i, i + 3)) > rarity(needle.slice(best, best + 3))) best = i;
  return best;
}

type Entry<T> = { needle: string; offset: number; items: T[] };

/**
 * Items (cues) found by their needles: every needle is filed under its rarest trigram, so one pass
 * over a text's trigrams finds exactly the needles it contains, and with them the few items that
 * may match it. Items without needles are always candidates.
 */
export class NeedleIndex<T> {
  private readonly byTrigram = new Map<string, Entry<T>[]>();
  private readonly always: T[] = [];

  constructor(items: Iterable<{ item: T; needles: readonly string[] | null }>) {
    const byNeedle = new Map<string, T[]>();
    for (const { item, needles } of items) {
      if (!needles) this.always.push(item);
      else
        for (const needle of new Set(needles)) {
          const list = byNeedle.get(needle);
          if (list) list.push(item);
          else byNeedle.set(needle, [item]);
        }
    }
    for (const [needle, list] of byNeedle) {
      const offset = keyOffset(needle);
      const trigram = needle.slice(offset, offset + 3);
      const entries = this.byTrigram.get(trigram);
      const entry = { needle, offset, items: list };
      if (entries) entries.push(entry);
      else this.byTrigram.set(trigram, [entry]);
    }
  }

  /** The items that may match the text: one of their needles is in it (or they have none). */
  candidates(text: string): Set<T> {
    const found = new Set<T>(this.always);
    for (let i = 0; i + 3 <= text.length; i += 1) {
      const entries = this.byTrigram.get(text.slice(i, i + 3));
      if (!entries) continue;
      for (const { needle, offset, items } of entries)
        if (i >= offset && text.startsWith(needle, i - offset)) for (const item of items) found.add(item);
    }
    return found;
  }
}
