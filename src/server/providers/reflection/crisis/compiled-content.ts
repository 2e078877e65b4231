/**
 * The crisis screen's content as the build leaves it (`write-compiled-content.ts`, run by the
 * server build): the lexicon, rule and model files already validated, the Snowball stem of every
 * lexicon word and the words of every term. Compiling from the files costs about half a second of
 * start-up (stemming and tokenizing every term, validating a 900 KB model); from this, the lexicon
 * compiles without any of it. It is used only when its hash matches the content files, the code
 * that validates and tokenizes them and the stemmer's version: any edit falls back to compiling
 * from the files, never to stale rules.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import type { CompileAids, Language, LexiconFile, RulesFile, Stemmers } from './lexicon.js';
import type { CrisisModel } from './model.js';

export type PrecompiledContent = {
  hash: string;
  lexicons: LexiconFile[];
  rules: RulesFile;
  model: CrisisModel;
  stems: Record<Language, Record<string, string>>;
  /** The words of each lexicon term's part, as `tokenize` reads them. */
  termWords: Record<string, string[]>;
};

/** Beside the compiled module (dist/server/.../crisis/), never in src/. */
export const PRECOMPILED_FILE = new URL('./compiled-content.json', import.meta.url);
const CONTENT_FILES = ['en.json', 'es.json', 'rules.json', 'model.json'];
/** The modules whose schemas (their defaults included) shape the validated files, and the tokenizer's. */
const CODE_FILES = ['lexicon', 'model', 'text', '../normalize'].map(
  (name) => `./${name}${extname(new URL(import.meta.url).pathname)}`,
);

export function contentHash(contentDir: URL): string {
  const hash = createHash('sha256');
  const snowball = createRequire(import.meta.url)('snowball-stemmers/package.json') as { version: string };
  hash.update(`snowball-stemmers ${snowball.version}\n`);
  for (const name of CONTENT_FILES) hash.update(readFileSync(new URL(name, contentDir)));
  for (const name of CODE_FILES) hash.update(readFileSync(new URL(name, import.meta.url)));
  return hash.digest('hex');
}

let read: { contentDir: string; content: PrecompiledContent | null } | undefined;

/** The precompiled content if present and current; read once per process (the lexicon and the model share it). */
export function readPrecompiledContent(contentDir: URL): PrecompiledContent | null {
  if (read?.contentDir !== contentDir.href) read = { contentDir: contentDir.href, content: readIfCurrent(contentDir) };
  return read.content;
}

function readIfCurrent(contentDir: URL): PrecompiledContent | null {
  let content: PrecompiledContent;
  try {
    content = JSON.parse(readFileSync(PRECOMPILED_FILE, 'utf8')) as PrecompiledContent;
  } catch {
    return null;
  }
  return content.hash === contentHash(contentDir) ? content : null;
}

/** Aids that answer the lexicon's terms from the precompiled tables, anything else as usual. */
export function compileAidsOf(content: PrecompiledContent, fallback: Stemmers): CompileAids {
  const words = new Map(Object.entries(content.termWords));
  return {
    stemmers: withKnownStems(content.stems, fallback),
    termWords: (part, compute) => words.get(part) ?? compute(),
  };
}

/** Stemmers that answer the lexicon's words from the table, any other word from `fallback`. */
export function withKnownStems(stems: PrecompiledContent['stems'], fallback: Stemmers): Stemmers {
  const known = (language: Language) => {
    const table = new Map(Object.entries(stems[language]));
    return { stem: (word: string) => table.get(word) ?? fallback[language].stem(word) };
  };
  return { en: known('en'), es: known('es') };
}
