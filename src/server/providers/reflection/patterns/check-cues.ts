/**
 * The build-time check of content/cues/ (`npm run check:cues`, and patterns/cues.test.ts): every
 * file is valid, every cue compiles, no cue asks for a form that normalized text can never contain
 * (uppercase, accented letters, curly quotes, spellings that normalization rewrites away such as
 * "dont" or "i am tired"), and every cue's examples behave (each `match` counts, no `noMatch` does).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { locales, type Locale } from '../../../../shared/locale.js';
import { normalize } from '../normalize.js';
import { ModelSchema, MODEL_FILE } from './classifier.js';
import {
  CUES_DIR,
  CueFileSchema,
  VocabSchema,
  compileCue,
  cueFileNames,
  type CueData,
  type CueFile,
  type Vocab,
} from './cue-files.js';
import { cueCounts } from './cues.js';

export type CueProblem = { where: string; message: string };

/** Escapes, classes and wildcards that end a literal run and leave a partial word at its edge. */
const OPEN_TOKEN = /^(?:\\[wWdDSsp.]|\[(?:\\.|[^\]])*\]|\.)/;
/** Tokens that end a literal run at a boundary (groups are handled with their glue, below). */
const CLOSED_TOKEN = /^(?:\\[bB]|[\^$]|\{[A-Z][A-Z_]*\})/;
const GROUP_OPEN = /^\((?:\?(?::|<?[=!]))?/;
const QUANTIFIER = /^(?:[?*+]|\{\d+(?:,\d*)?\})\??/;

/**
 * `continues`: the pattern goes on with more words right after the run (not at the end of an
 * alternative), so a rewrite that needs a following word ("i am" + word -> "i'm") applies.
 */
type Run = { text: string; openStart: boolean; openEnd: boolean; continues: boolean };
type Glue = { left: boolean; right: boolean };

/** For each "(" of a source: whether its group is glued to a word on the left or right ("perfectionis(?:t|m)"). */
function groupGlue(source: string): Map<number, Glue> {
  const glue = new Map<number, Glue>();
  const stack: number[] = [];
  for (let k = 0; k < source.length; k++) {
    const ch = source[k];
    if (ch === '\\') k++;
    else if (ch === '[') k = source.indexOf(']', k + 1) < 0 ? source.length : source.indexOf(']', k + 1);
    else if (ch === '(') stack.push(k);
    else if (ch === ')') {
      const open = stack.pop();
      if (open === undefined) continue;
      const after = source.slice(k + 1).replace(QUANTIFIER, '');
      const lookaround = /^\(\?<?[=!]/.test(source.slice(open));
      glue.set(open, {
        left: !lookaround && /(?:^|[^\\])[a-z']$/.test(source.slice(0, open)),
        right: !lookaround && /^[a-z']/.test(after),
      });
    }
  }
  return glue;
}

/** The literal stretches of a regex source ("i am", " so tired of "), with how their edges are bounded. */
export function literalRuns(source: string): Run[] {
  const glue = groupGlue(source);
  const groups: Glue[] = [];
  const runs: Run[] = [];
  let current = '';
  let openStart = false;
  const flush = (openEnd: boolean, rest: string) => {
    if (current.trim() !== '') {
      runs.push({ text: current, openStart, openEnd, continues: /^[a-z (\\[{]/.test(rest.replace(/^\\b/, '')) });
    }
    current = '';
  };
  let k = 0;
  while (k < source.length) {
    const rest = source.slice(k);
    const quantifier = QUANTIFIER.exec(rest);
    const groupOpen = GROUP_OPEN.exec(rest);
    const open = OPEN_TOKEN.exec(rest);
    const closed = CLOSED_TOKEN.exec(rest);
    if (quantifier && current !== '') {
      // The quantified character is optional: the run ends before it, and its edge is open.
      current = current.slice(0, -1);
      flush(true, rest);
      [openStart, k] = [true, k + quantifier[0].length];
    } else if (groupOpen) {
      const group = glue.get(k) ?? { left: false, right: false };
      groups.push(group);
      flush(group.left, rest);
      [openStart, k] = [group.left, k + groupOpen[0].length];
    } else if (rest[0] === '|' || rest[0] === ')') {
      const group = (rest[0] === ')' ? groups.pop() : groups[groups.length - 1]) ?? { left: false, right: false };
      flush(group.right, rest);
      [openStart, k] = [rest[0] === ')' ? group.right : group.left, k + 1];
    } else if (open || closed || quantifier) {
      flush(open !== null, rest);
      [openStart, k] = [open !== null, k + ((open ?? closed ?? quantifier)?.[0].length ?? 1)];
    } else if (rest[0] === '\\') {
      [current, k] = [current + (rest[1] ?? ''), k + 2];
    } else {
      [current, k] = [current + rest[0], k + 1];
    }
  }
  flush(false, '');
  return runs;
}

/** Why a regex source can never match normalized text, or null. */
export function unreachableForm(source: string): string | null {
  const bare = source.replace(/\\./g, ' ').replace(/\{[A-Z][A-Z_]*\}/g, ' ');
  if (/[A-Z]/.test(bare)) return 'uppercase letters (normalized text is lowercase)';
  if ([...bare].some((ch) => ch.charCodeAt(0) > 0x7f && ch !== '¿' && ch !== '¡'))
    return 'non-ASCII characters (normalized text has no accents or curly quotes)';
  for (const run of literalRuns(source)) {
    let probe = run.text;
    // A partial word at an open edge ("leav" of "leav\w*") is not a token of its own: leave it out.
    if (run.openStart) probe = probe.replace(/^\S*/, '');
    if (run.openEnd) probe = probe.replace(/\S*$/, '');
    if (probe.trim() === '') continue;
    const withNext = run.continues && !run.openEnd ? `${probe.trimEnd()} x` : probe;
    const normalized = normalize(withNext);
    if (normalized !== withNext) {
      return `"${probe.trim()}" is rewritten by normalization ("${withNext.trim()}" -> "${normalized.trim()}")`;
    }
  }
  return null;
}

function sourcesOf(cue: CueData): string[] {
  return cue.pattern !== undefined ? [cue.pattern] : [cue.near?.a ?? '', cue.near?.b ?? ''];
}

function checkCue(cue: CueData, file: CueFile, vocab: Vocab, where: string): CueProblem[] {
  const problems: CueProblem[] = [];
  const at = `${where} ${cue.id}`;
  if (!cue.id.startsWith(`${file.schema_key}.${file.locale}.`)) {
    problems.push({ where: at, message: `id must start with "${file.schema_key}.${file.locale}."` });
  }
  if (cue.group !== undefined && !cue.group.startsWith(`${file.schema_key}.`)) {
    problems.push({ where: at, message: `group must start with "${file.schema_key}."` });
  }
  for (const source of sourcesOf(cue)) {
    const why = unreachableForm(source);
    if (why) problems.push({ where: at, message: `can never match: ${why}` });
  }
  let compiled;
  try {
    compiled = compileCue(cue, file, vocab);
  } catch (error) {
    return [...problems, { where: at, message: `does not compile: ${(error as Error).message}` }];
  }
  for (const example of cue.examples.match) {
    if (!cueCounts(compiled, normalize(example))) problems.push({ where: at, message: `should match: ${example}` });
  }
  for (const example of cue.examples.noMatch) {
    if (cueCounts(compiled, normalize(example))) problems.push({ where: at, message: `should not match: ${example}` });
  }
  return problems;
}

const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, CUES_DIR), 'utf8'));

function checkVocab(locale: Locale, problems: CueProblem[]): Vocab {
  const where = `_vocab.${locale}.json`;
  const parsed = VocabSchema.safeParse(readJson(where));
  if (!parsed.success) {
    problems.push({ where, message: z.prettifyError(parsed.error) });
    return {};
  }
  for (const [name, source] of Object.entries(parsed.data)) {
    const why = unreachableForm(source);
    if (why) problems.push({ where: `${where} ${name}`, message: `can never match: ${why}` });
  }
  return parsed.data;
}

/** Every problem of content/cues/ ([] when all is well). */
export function checkCueLibrary(): CueProblem[] {
  const problems: CueProblem[] = [];
  const vocab = Object.fromEntries(locales.map((locale) => [locale, checkVocab(locale, problems)])) as Record<
    Locale,
    Vocab
  >;
  const ids = new Set<string>();
  for (const name of cueFileNames()) {
    const parsed = CueFileSchema.safeParse(readJson(name));
    if (!parsed.success) {
      problems.push({ where: name, message: z.prettifyError(parsed.error) });
      continue;
    }
    const file = parsed.data;
    if (name !== `${file.schema_key}.${file.locale}.json`) {
      problems.push({ where: name, message: 'schema_key and locale must match the file name' });
    }
    for (const cue of file.cues) {
      if (ids.has(cue.id)) problems.push({ where: `${name} ${cue.id}`, message: 'duplicate id' });
      ids.add(cue.id);
      problems.push(...checkCue(cue, file, vocab[file.locale], name));
    }
  }
  const model = ModelSchema.safeParse(readJson(MODEL_FILE));
  if (!model.success) problems.push({ where: MODEL_FILE, message: z.prettifyError(model.error) });
  return problems;
}
