/**
 * Reply composer of the built-in reflection engine (reflection-engine.md §2.3 c).
 *
 * Deterministic: a stable hash of the input picks every variant, so the same input always gets
 * the same reply. Check-in: validate the feeling (by mood band), quote the person's own words for
 * the strongest pattern and name it tentatively, invite one small step; with no pattern, a warm
 * reflection of the day without pattern language. Reframe: acknowledge the work, mirror the new
 * thought, one encouraging next step. Lesson notes: a reflection per stage that names the pattern.
 * Replies stay within 200-700 characters and never contain phone numbers or links.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../../../shared/locale.js';
import { SCHEMA_KEYS, type PatternContent, type SchemaKey } from '../../../shared/patterns.js';
import { cutQuote, normalize, splitClauses, splitSentences } from './normalize.js';
import { snippetsEn } from './snippets.en.js';
import { snippetsEs } from './snippets.es.js';
import type { DetectedPattern, LessonStage } from './types.js';

export type MoodBand = 'low' | 'mid' | 'high';
type ByBand = Record<MoodBand, string[]>;

/** What the bank holds for one pattern. {label} and {quote} are filled in by the composer. */
export type PatternSnippets = {
  /** One tentative sentence on how the pattern can show up (follows the "may be showing up" intro). */
  reflect: string[];
  /** One small, concrete invitation per mood band. */
  step: ByBand;
  /** Lesson lines per stage. */
  identify: string[];
  understand: string[];
  challenge: string[];
  /** A next step after a reframe exercise. */
  reframeStep: string[];
};

type LessonSnippets = { open: string[]; quote: string[]; empty: string[]; close: string[] };

/** The reviewed snippet bank of one language: pattern × mood band × mode. */
export type SnippetBank = {
  checkin: {
    open: ByBand;
    quote: string[];
    close: ByBand;
    none: { reflect: ByBand; empty: ByBand; step: ByBand };
    patternIntro: string[];
  };
  patterns: Record<SchemaKey, PatternSnippets>;
  reframe: {
    open: string[];
    mirror: string[];
    noAlternative: string[];
    evidence: string[];
    balanced: string[];
    absolute: string[];
    same: string[];
    close: ByBand;
    patternLine: string[];
  };
  lesson: Record<LessonStage, LessonSnippets>;
  quotes: { open: string; close: string };
};

export const MIN_LENGTH = 200;
export const MAX_LENGTH = 700;
const MAX_QUOTE = 120;

const BANKS: Record<Locale, SnippetBank> = { en: snippetsEn, es: snippetsEs };

let labelCache: Record<Locale, Record<SchemaKey, string>> | undefined;

function readLabels(locale: Locale): Record<SchemaKey, string> {
  const content = JSON.parse(
    readFileSync(new URL(`../../../../content/patterns/${locale}.json`, import.meta.url), 'utf8'),
  ) as PatternContent;
  return Object.fromEntries(SCHEMA_KEYS.map((key) => [key, content[key].label])) as Record<SchemaKey, string>;
}

/** The pattern's label as people read it in the app (content/patterns/<locale>.json). */
export function patternLabel(key: SchemaKey, locale: Locale): string {
  labelCache ??= { en: readLabels('en'), es: readLabels('es') };
  return labelCache[locale][key];
}

/** 1-2 low, 3 mid, 4-5 high; anything else (missing, out of range) counts as mid. */
export function moodBand(moodLevel: number | undefined): MoodBand {
  if (typeof moodLevel !== 'number' || !Number.isFinite(moodLevel)) return 'mid';
  if (moodLevel < 2.5) return 'low';
  if (moodLevel < 3.5) return 'mid';
  return 'high';
}

/** FNV-1a, 32 bit: a stable hash, so variant choice is reproducible. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

class Picker {
  constructor(private readonly seed: string) {}
  pick(options: readonly string[], slot: string): string {
    if (options.length === 0) return '';
    return options[stableHash(`${this.seed}|${slot}`) % options.length] ?? options[0] ?? '';
  }
}

const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|org|net|es|mx|ar|co|cl|io|app|info)\b\S*/gi;
const PHONE_LIKE = /\+?\d[\d\s().-]{5,}\d/g;
const EMAIL_LIKE = /\S+@\S+\.\S+/g;

/** A user's words made safe to quote back: one line, no links, no phone numbers, no emails. */
function cleanQuote(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(EMAIL_LIKE, '…')
    .replace(URL_LIKE, '…')
    .replace(PHONE_LIKE, '…')
    .replace(/[“”«»"]/g, "'")
    .trim();
}

function quoted(text: string, bank: SnippetBank): string {
  return `${bank.quotes.open}${text}${bank.quotes.close}`;
}

function fill(template: string, values: { label?: string; quote?: string }): string {
  return template.replace('{label}', values.label ?? '').replace('{quote}', values.quote ?? '');
}

/** The first meaningful clause of a text (12+ characters if there is one), cut to a short quote. */
function firstQuote(text: string, max = 100): string {
  const candidates = splitSentences(text).flatMap((sentence) =>
    splitClauses(sentence.text).map((clause) => ({
      start: sentence.start + clause.start,
      end: sentence.start + clause.end,
      text: clause.text,
    })),
  );
  const ordered = [...candidates.filter((c) => c.text.length >= 12), ...candidates];
  for (const span of ordered) {
    const quote = cleanQuote(cutQuote(text, span, span.start, max));
    if (quote.replace(/[^\p{L}\p{N}]/gu, '').length >= 3) return quote;
  }
  return '';
}

/**
 * Joins the parts, then keeps the reply within bounds: optional parts (marked) are dropped from
 * the end while it is too long; `filler` parts are appended while it is too short.
 */
function assemble(parts: { text: string; optional?: boolean }[], fillers: string[]): string {
  let kept = parts.filter((p) => p.text.trim() !== '');
  const join = (list: { text: string }[]) => list.map((p) => p.text.trim()).join(' ');
  while (join(kept).length > MAX_LENGTH) {
    const index = kept.map((p) => p.optional ?? false).lastIndexOf(true);
    if (index === -1) break;
    kept = kept.filter((_, k) => k !== index);
  }
  let text = join(kept);
  for (const filler of fillers) {
    if (text.length >= MIN_LENGTH) break;
    if (!text.includes(filler)) text = `${text} ${filler}`.trim();
  }
  if (text.length > MAX_LENGTH) {
    const cut = text.lastIndexOf(' ', MAX_LENGTH - 1);
    text = `${text.slice(0, cut > 0 ? cut : MAX_LENGTH - 1)}…`;
  }
  return text;
}

// ---- Check-in ----------------------------------------------------------------------------------

export function composeCheckIn(input: {
  feelingText: string;
  moodLevel: number;
  locale: Locale;
  detected: DetectedPattern[];
}): string {
  const bank = BANKS[input.locale];
  const band = moodBand(input.moodLevel);
  const text = typeof input.feelingText === 'string' ? input.feelingText : '';
  const picker = new Picker(`checkin|${input.locale}|${band}|${normalize(text)}`);
  const open = picker.pick(bank.checkin.open[band], 'open');
  const close = picker.pick(bank.checkin.close[band], 'close');
  const strongest = input.detected[0];

  if (strongest) {
    const key = strongest.schema_key;
    const patterns = bank.patterns[key];
    const label = patternLabel(key, input.locale);
    const quote = cleanQuote(strongest.phrase).slice(0, MAX_QUOTE + 2);
    const quoteLine = quote ? fill(picker.pick(bank.checkin.quote, 'quote'), { quote: quoted(quote, bank) }) : '';
    return assemble(
      [
        { text: open },
        { text: quoteLine },
        { text: fill(picker.pick(bank.checkin.patternIntro, 'intro'), { label }) },
        { text: picker.pick(patterns.reflect, 'reflect') },
        { text: picker.pick(patterns.step[band], 'step') },
        { text: close, optional: true },
      ],
      [close, ...bank.checkin.close[band]],
    );
  }

  const quote = firstQuote(text);
  const reflect = quote
    ? fill(picker.pick(bank.checkin.none.reflect[band], 'none'), { quote: quoted(quote, bank) })
    : picker.pick(bank.checkin.none.empty[band], 'empty');
  return assemble(
    [
      { text: open },
      { text: reflect },
      { text: picker.pick(bank.checkin.none.step[band], 'step') },
      { text: close, optional: true },
    ],
    [close, ...bank.checkin.close[band], ...bank.checkin.none.step[band]],
  );
}

// ---- Reframe -------------------------------------------------------------------------------------

const BALANCED =
  /\b(?:and|but|yet|still|even if|even though|although|also|sometimes|at times|some|y|pero|aunque|aun asi|a veces|tambien|todavia|algunas veces|algunos|algunas)\b/;
const ABSOLUTE =
  /\b(?:always|never|everyone|everybody|nobody|no one|everything|nothing|all the time|siempre|nunca|jamas|todos|todas|nadie|todo|nada)\b/;

function wordSet(text: string): Set<string> {
  return new Set(
    normalize(text)
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length > 2),
  );
}

function nearlySame(a: string, b: string): boolean {
  const x = wordSet(a);
  const y = wordSet(b);
  if (x.size === 0 || y.size === 0) return false;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.max(x.size, y.size) >= 0.8;
}

export function composeReframe(input: {
  originalThought: string;
  evidenceSupporting: string;
  evidenceChallenging: string;
  alternativeThought: string;
  schemaType: SchemaKey;
  moodLevel?: number;
  locale: Locale;
}): string {
  const bank = BANKS[input.locale];
  const band = moodBand(input.moodLevel);
  const alternative = typeof input.alternativeThought === 'string' ? input.alternativeThought : '';
  const original = typeof input.originalThought === 'string' ? input.originalThought : '';
  const challenging = typeof input.evidenceChallenging === 'string' ? input.evidenceChallenging : '';
  const picker = new Picker(`reframe|${input.locale}|${band}|${normalize(original)}|${normalize(alternative)}`);
  const label = patternLabel(input.schemaType, input.locale);
  const patterns = bank.patterns[input.schemaType];

  const mirrorQuote = alternative.trim() ? cleanQuote(quoteOf(alternative)) : '';
  const parts: { text: string; optional?: boolean }[] = [{ text: picker.pick(bank.reframe.open, 'open') }];
  if (mirrorQuote) {
    parts.push({ text: fill(picker.pick(bank.reframe.mirror, 'mirror'), { quote: quoted(mirrorQuote, bank) }) });
    const norm = normalize(alternative);
    let note: string;
    if (original.trim() && nearlySame(original, alternative)) note = picker.pick(bank.reframe.same, 'same');
    else if (ABSOLUTE.test(norm)) note = picker.pick(bank.reframe.absolute, 'absolute');
    else if (BALANCED.test(norm)) note = picker.pick(bank.reframe.balanced, 'balanced');
    else note = challenging.trim() ? picker.pick(bank.reframe.evidence, 'evidence') : '';
    parts.push({ text: note, optional: true });
  } else {
    parts.push({ text: picker.pick(bank.reframe.noAlternative, 'none') });
    if (challenging.trim()) parts.push({ text: picker.pick(bank.reframe.evidence, 'evidence'), optional: true });
  }
  parts.push({ text: picker.pick(patterns.reframeStep, 'step') });
  parts.push({ text: fill(picker.pick(bank.reframe.patternLine, 'pattern'), { label }), optional: true });
  const close = picker.pick(bank.reframe.close[band], 'close');
  parts.push({ text: close, optional: true });
  return assemble(parts, [close, ...bank.reframe.close[band], ...bank.reframe.evidence]);
}

/** The whole text when short, else its first clause(s) cut at a word boundary. */
function quoteOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_QUOTE) return clean;
  const sentence = splitSentences(clean)[0];
  if (!sentence) return clean.slice(0, MAX_QUOTE);
  return cutQuote(clean, sentence, sentence.start, MAX_QUOTE);
}

// ---- Lesson notes --------------------------------------------------------------------------------

export function composeLessonNotes(input: {
  notes: string;
  schemaType: SchemaKey;
  stage: LessonStage;
  locale: Locale;
  /** The clause of the notes that best shows the pattern, when the detector found one. */
  phrase?: string;
}): string {
  const bank = BANKS[input.locale];
  const notes = typeof input.notes === 'string' ? input.notes : '';
  const stage = bank.lesson[input.stage];
  const picker = new Picker(`lesson|${input.locale}|${input.stage}|${input.schemaType}|${normalize(notes)}`);
  const label = patternLabel(input.schemaType, input.locale);
  const patterns = bank.patterns[input.schemaType];
  const quote = input.phrase ? cleanQuote(input.phrase) : firstQuote(notes, MAX_QUOTE);
  const stageLines = patterns[input.stage];
  const close = picker.pick(stage.close, 'close');
  return assemble(
    [
      { text: fill(picker.pick(stage.open, 'open'), { label }) },
      {
        text: quote
          ? fill(picker.pick(stage.quote, 'quote'), { quote: quoted(quote, bank) })
          : picker.pick(stage.empty, 'empty'),
      },
      { text: picker.pick(stageLines, 'line') },
      { text: close, optional: true },
    ],
    [close, ...stage.close, ...stageLines],
  );
}
