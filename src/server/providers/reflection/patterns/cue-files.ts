/**
 * The cue lexicon as data (content/cues/): one file per pattern and language, plus shared
 * vocabulary per language (`_vocab.<locale>.json`, referenced in a cue as `{NAME}`). This module
 * reads and validates those files and turns each cue into a RegExp over normalized text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { z } from 'zod';
import { locales, type Locale } from '../../../../shared/locale.js';
import { SCHEMA_KEYS, type SchemaKey } from '../../../../shared/patterns.js';
import { needlesOf } from './needles.js';

export const CUES_DIR = new URL('../../../../../content/cues/', import.meta.url);

const Examples = z
  .object({
    /** Each must make the cue count: its regex matches the normalized text and no gate stops it. */
    match: z.array(z.string().min(1).max(600)).min(1),
    /** Each must leave the cue uncounted: no match, or every match negated, distanced or someone else's. */
    noMatch: z.array(z.string().min(1).max(600)).default([]),
  })
  .strict();

/** Two word families within `within` words of each other in one sentence (in order when `ordered`). */
const Near = z
  .object({ a: z.string().min(1), b: z.string().min(1), within: z.number().int().min(1).max(12), ordered: z.boolean() })
  .strict();

export const CueSchema = z
  .object({
    id: z.string().regex(/^[a-z_]+\.(?:en|es)\.[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** 3 = a clear statement of the belief (fires alone); 1-2 only count together with other cues. */
    weight: z.number().int().min(1).max(3),
    /** Regex source over normalized text; `{NAME}` inserts the shared vocabulary of the file's language. */
    pattern: z.string().min(1).optional(),
    near: Near.optional(),
    /** `others`: about what someone else does ("he found someone else"), so not gated by its subject. */
    flags: z.array(z.enum(['others'])).default([]),
    /** Cues of one group count once per entry (a facet split across its words in two languages). */
    group: z
      .string()
      .regex(/^[a-z_]+\.[a-z0-9-]+$/)
      .optional(),
    examples: Examples,
  })
  .strict()
  .refine((cue) => (cue.pattern === undefined) !== (cue.near === undefined), 'a cue has either a pattern or near');

export const CueFileSchema = z
  .object({ schema_key: z.enum(SCHEMA_KEYS), locale: z.enum(locales), cues: z.array(CueSchema).min(1) })
  .strict();

export const VocabSchema = z.record(z.string().regex(/^[A-Z][A-Z_]*$/), z.string().min(1));

export type CueData = z.infer<typeof CueSchema>;
export type CueFile = z.infer<typeof CueFileSchema>;
export type Vocab = z.infer<typeof VocabSchema>;

/** A cue ready to run: its RegExp (global, over normalized text) and what scoring needs. */
export type CompiledCue = {
  id: string;
  key: SchemaKey;
  locale: Locale;
  weight: number;
  others: boolean;
  /** What counts once per entry: the group, or the cue itself. */
  unit: string;
  re: RegExp;
  /** Strings every match contains at least one of (patterns/needles.ts), or null: run the regex always. */
  needles: string[] | null;
};

/** Up to `n` words between two parts of a cue, never across a sentence break. */
const gap = (n: number) => String.raw`(?:[^\w.!?;\n]+[\w']+){0,${n}}?[^\w.!?;\n]+`;

/** Replaces each `{NAME}` with its vocabulary entry (a non-capturing group); unknown names throw. */
export function expandVocab(source: string, vocab: Vocab, where: string): string {
  return source.replace(/\{([A-Z][A-Z_]*)\}/g, (_all, name: string) => {
    const value = vocab[name];
    if (value === undefined) throw new Error(`${where}: unknown vocabulary {${name}}`);
    return `(?:${value})`;
  });
}

/** The full regex source of a cue, vocabulary expanded. */
export function cueSource(cue: CueData, vocab: Vocab): string {
  if (cue.pattern !== undefined) return expandVocab(cue.pattern, vocab, cue.id);
  const near = cue.near as z.infer<typeof Near>;
  const a = expandVocab(near.a, vocab, cue.id);
  const b = expandVocab(near.b, vocab, cue.id);
  const forward = String.raw`\b(?:${a})${gap(near.within)}(?:${b})\b`;
  return near.ordered ? `(?:${forward})` : String.raw`(?:${forward}|\b(?:${b})${gap(near.within)}(?:${a})\b)`;
}

export function compileCue(cue: CueData, file: Pick<CueFile, 'schema_key' | 'locale'>, vocab: Vocab): CompiledCue {
  const source = cueSource(cue, vocab);
  return {
    id: cue.id,
    key: file.schema_key,
    locale: file.locale,
    weight: cue.weight,
    others: cue.flags.includes('others'),
    unit: cue.group ?? cue.id,
    re: new RegExp(source, 'g'),
    needles: needlesOf(source),
  };
}

export type CueLibrary = { files: CueFile[]; vocab: Record<Locale, Vocab> };

const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, CUES_DIR), 'utf8'));

/** The names of the pattern cue files: `<schema_key>.<locale>.json`. */
export function cueFileNames(): string[] {
  return readdirSync(CUES_DIR)
    .filter((name) => /^[a-z][a-z_]*\.(?:en|es)\.json$/.test(name))
    .sort();
}

/** Reads and validates every cue file (throws with the file name on the first invalid one). */
export function loadCueLibrary(): CueLibrary {
  const vocab = Object.fromEntries(
    locales.map((locale) => [locale, VocabSchema.parse(readJson(`_vocab.${locale}.json`))]),
  ) as Record<Locale, Vocab>;
  const files = cueFileNames().map((name) => {
    const parsed = CueFileSchema.safeParse(readJson(name));
    if (!parsed.success) throw new Error(`content/cues/${name}: ${z.prettifyError(parsed.error)}`);
    if (name !== `${parsed.data.schema_key}.${parsed.data.locale}.json`) {
      throw new Error(`content/cues/${name}: schema_key and locale must match the file name`);
    }
    return parsed.data;
  });
  return { files, vocab };
}

/** Every cue of the library, compiled. */
export function compileLibrary(library: CueLibrary): CompiledCue[] {
  return library.files.flatMap((file) => file.cues.map((cue) => compileCue(cue, file, library.vocab[file.locale])));
}
