/**
 * Reply composer of the built-in reflection engine (reflection-engine.md §2.3 c).
 *
 * Deterministic: a stable hash of the input picks every variant, so the same input always gets
 * the same reply. Check-in: validate the feeling (by mood band), quote the person's own words (the
 * detector's phrase for a pattern, else the clause that carries the strongest feeling) and name the
 * pattern tentatively, then one small step that follows from what was written (by pattern and by the
 * life area the entry names); with no pattern, a warm reflection of the day without pattern
 * language. It listens in three more ways: "tonight" only in the person's evening, no opening or
 * closing line they saw in their last ten replies, no doubled punctuation after a quote.
 * Reframe: acknowledge the work, mirror the new thought, one encouraging next step. Lesson notes: a
 * reflection per stage that names the pattern (the twelve measured ones, and the lesson-only ones). Replies stay within 200-700 characters and never
 * contain phone numbers or links. The words come from content/replies/<locale>.json (snippets.ts).
 */
import { readFileSync } from 'node:fs';
import { hasClinicalWords } from '../../../shared/clinical-words.js';
import type { Locale } from '../../../shared/locale.js';
import { isSchemaKey, SCHEMA_KEYS, type PatternContent, type SchemaKey } from '../../../shared/patterns.js';
import { detectCrisis } from './crisis.js';
import { clausesOf, feelingClause, findTopic, type PartOfDay } from './listen.js';
import { cutQuote, normalize, splitSentences } from './normalize.js';
import { loadSnippetBank, RECENT_REPLIES, type SnippetBank } from './snippets.js';
import type { DetectedPattern, LessonPatternKey, LessonStage } from './types.js';

export type MoodBand = 'low' | 'mid' | 'high';

export const MIN_LENGTH = 200;
export const MAX_LENGTH = 700;
const MAX_QUOTE = 120;
const FEELING_QUOTE = 100;

// Loaded and validated once, when the engine starts: a broken content file fails the boot.
const BANKS: Record<Locale, SnippetBank> = { en: loadSnippetBank('en'), es: loadSnippetBank('es') };

/** The validated snippet bank of a language (tests read it to know what a reply may contain). */
export function snippetBank(locale: Locale): SnippetBank {
  return BANKS[locale];
}

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

/**
 * A lesson pattern's label: a measured pattern's from content/patterns, a lesson-only one's (social
 * isolation) from its `lessonPatterns` entry in content/replies.
 */
export function lessonPatternLabel(key: LessonPatternKey, locale: Locale): string {
  return isSchemaKey(key) ? patternLabel(key, locale) : BANKS[locale].lessonPatterns[key].label;
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

  private start(slot: string, count: number): number {
    return stableHash(`${this.seed}|${slot}`) % count;
  }

  pick(options: readonly string[], slot: string): string {
    if (options.length === 0) return '';
    return options[this.start(slot, options.length)] ?? options[0] ?? '';
  }

  /**
   * Like `pick`, but skips the variants the person saw recently: from the hashed start, the first
   * one never seen; when every one was seen, the one seen longest ago. `seenAt` gives the index of
   * the newest recent reply that contains a variant (Infinity when none does).
   */
  pickFresh(options: readonly string[], slot: string, seenAt: (option: string) => number): string {
    if (options.length === 0) return '';
    const first = this.start(slot, options.length);
    let best = options[first] ?? '';
    let bestSeen = -1;
    for (let k = 0; k < options.length; k++) {
      const option = options[(first + k) % options.length] ?? '';
      const seen = seenAt(option);
      if (seen === Infinity) return option;
      if (seen > bestSeen) [best, bestSeen] = [option, seen];
    }
    return best;
  }
}

const URL_LIKE = /\b(?:https?:\/\/|www\.)\S*|\b[\w.-]+\.(?:com|org|net|es|mx|ar|co|cl|io|app|info)\b\S*/gi;
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
    .replace(/\.{2,}/g, '…')
    .trim()
    .replace(/[\s,;:]+$/, '');
}

function quoted(text: string, bank: SnippetBank): string {
  return `${bank.quotes.open}${text}${bank.quotes.close}`;
}

type Fill = { label?: string; quote?: string; tonight?: string };

/**
 * Fills a template's placeholders. A quote that ends a sentence itself ("…", "?", "!") takes the
 * place of the template's own full stop or comma after it, so no `?”.` or `…”,` is written.
 */
function fill(template: string, values: Fill): string {
  return template.replace(/\{(label|quote|tonight)\}([.,]?)/g, (_whole, name: keyof Fill, after: string) => {
    const value = values[name] ?? '';
    const endsSentence = /[.!?…]['’]?[”»"]?$/.test(value);
    return endsSentence ? value : `${value}${after}`;
  });
}

/** A full stop doubled where two pieces meet (`.”.`, `?.`, `!.`, `..`) is dropped; an ellipsis stays. */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/(?<!\.)([.!?…])(['’]?[”»"]?)\.(?![.\d])/g, '$1$2')
    .replace(/([!?…])\.(?!\.)/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/**
 * Words we never read back to a person: a clinical label, or words of dying or self-harm (after a
 * past or passing mention the reply may say "you wrote", but not those words).
 */
function unquotable(words: string, entry: string): boolean {
  return hasClinicalWords(words) || (!readsCalm(entry) && speaksOfDying(words));
}

/** An entry the screen reads as `none` has no clause that speaks of dying: no clause needs a look. */
function readsCalm(entry: string): boolean {
  return detectCrisis([entry]).level === 'none';
}

/** Words of dying or self-harm: any current risk, or a passing mention in those words. */
function speaksOfDying(words: string): boolean {
  const { level, categories } = detectCrisis([words]);
  if (level === 'current_risk') return true;
  return level === 'past_or_mention' && categories.some((category) => DYING_WORDS.has(category));
}

const DYING_WORDS: ReadonlySet<string> = new Set(['wish_dead', 'nonspecific_ideation', 'recent_attempt']);

/** The first meaningful clause of a text (12+ characters if there is one), cut to a short quote. */
function firstQuote(text: string, max = 100): string {
  const candidates = clausesOf(text).filter((clause) => !unquotable(clause.text, text));
  const ordered = [...candidates.filter((c) => c.text.length >= 12), ...candidates];
  for (const span of ordered) {
    const quote = cleanQuote(cutQuote(text, span, span.start, max));
    if (quote.replace(/[^\p{L}\p{N}]/gu, '').length >= 3) return quote;
  }
  return '';
}

/**
 * The words that carry the feeling: the clause with the strongest feeling words (cut around them),
 * leaving out clauses with clinical labels; the first meaningful clause when no feeling is named.
 */
function feelingQuote(text: string, max = FEELING_QUOTE): string {
  const best = feelingClause(text, (clause) => unquotable(clause, text));
  if (best) {
    const quote = cleanQuote(cutQuote(text, best.span, best.focus, max));
    if (quote.replace(/[^\p{L}\p{N}]/gu, '').length >= 3) return quote;
  }
  return firstQuote(text, max);
}

/**
 * Joins the parts, then keeps the reply within bounds: optional parts (marked) are dropped from
 * the end while it is too long; `filler` parts are appended while it is too short.
 */
function assemble(parts: { text: string; optional?: boolean }[], fillers: string[]): string {
  let kept = parts.filter((p) => p.text.trim() !== '');
  const join = (list: { text: string }[]) => tidyPunctuation(list.map((p) => p.text.trim()).join(' '));
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

/** The person's last replies, newest first, as far as they can be read. */
function recentOf(replies: unknown): string[] {
  if (!Array.isArray(replies)) return [];
  return replies.filter((r): r is string => typeof r === 'string' && r !== '').slice(0, RECENT_REPLIES);
}

/**
 * Where a template was last seen: the index of the newest recent reply that contains it, in any of
 * its time words (so "Be gentle with yourself tonight" and "... today" count as the same line).
 */
function seenIn(recent: string[], bank: SnippetBank): (template: string) => number {
  const times = Object.values(bank.time);
  return (template) => {
    const renderings = times.map((tonight) => fill(template, { tonight }));
    const index = recent.findIndex((reply) => renderings.some((line) => reply.includes(line)));
    return index === -1 ? Infinity : index;
  };
}

export function composeCheckIn(input: {
  feelingText: string;
  moodLevel: number;
  locale: Locale;
  detected: DetectedPattern[];
  /** Evening or day where the person is ("tonight" only in the evening); 'anytime' when unknown. */
  partOfDay?: PartOfDay;
  /** The person's last replies, newest first: their openings and closings are not used again. */
  recentReplies?: string[];
}): string {
  const bank = BANKS[input.locale];
  const band = moodBand(input.moodLevel);
  const text = typeof input.feelingText === 'string' ? input.feelingText : '';
  const tonight = bank.time[input.partOfDay ?? 'anytime'];
  const line = (template: string, values: Fill = {}) => fill(template, { tonight, ...values });
  const recent = recentOf(input.recentReplies);
  const seenAt = seenIn(recent, bank);
  const fresh = (template: string) => seenAt(template) === Infinity;
  const picker = new Picker(`checkin|${input.locale}|${band}|${normalize(text)}`);
  const open = line(picker.pickFresh(bank.checkin.open[band], 'open', seenAt));
  const closeTemplate = picker.pickFresh(bank.checkin.close[band], 'close', seenAt);
  const close = line(closeTemplate);
  const otherCloses = bank.checkin.close[band].filter((c) => c !== closeTemplate && fresh(c)).map((c) => line(c));
  const strongest = input.detected[0];

  if (strongest) {
    const key = strongest.schema_key;
    const patterns = bank.patterns[key];
    const label = patternLabel(key, input.locale);
    // The detector's phrase is the person's own evidence of the pattern: read back unless it speaks of dying.
    const quote =
      !readsCalm(text) && speaksOfDying(strongest.phrase) ? '' : cleanQuote(strongest.phrase).slice(0, MAX_QUOTE + 2);
    const quoteLine = quote ? line(picker.pick(bank.checkin.quote, 'quote'), { quote: quoted(quote, bank) }) : '';
    const topic = findTopic(text, strongest.phrase);
    const steps = topic ? patterns.topicStep[topic] : patterns.step[band];
    return assemble(
      [
        { text: open },
        { text: quoteLine },
        { text: line(picker.pick(bank.checkin.patternIntro, 'intro'), { label }) },
        { text: line(picker.pick(patterns.reflect, 'reflect')) },
        { text: line(picker.pick(steps, 'step')) },
        { text: close, optional: true },
      ],
      [close, ...otherCloses],
    );
  }

  const quote = feelingQuote(text);
  const reflect = quote
    ? line(picker.pick(bank.checkin.none.reflect[band], 'none'), { quote: quoted(quote, bank) })
    : line(picker.pick(bank.checkin.none.empty[band], 'empty'));
  const topic = findTopic(text, quote);
  const steps = topic ? bank.checkin.none.topicStep[topic][band] : bank.checkin.none.step[band];
  return assemble(
    [{ text: open }, { text: reflect }, { text: line(picker.pick(steps, 'step')) }, { text: close, optional: true }],
    [close, ...otherCloses, ...bank.checkin.none.step[band].map((s) => line(s))],
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
  const line = (template: string, values: Fill = {}) => fill(template, { tonight: bank.time.anytime, ...values });

  const mirrorQuote = alternative.trim() ? cleanQuote(quoteOf(alternative)) : '';
  const parts: { text: string; optional?: boolean }[] = [{ text: line(picker.pick(bank.reframe.open, 'open')) }];
  if (mirrorQuote) {
    parts.push({ text: line(picker.pick(bank.reframe.mirror, 'mirror'), { quote: quoted(mirrorQuote, bank) }) });
    const norm = normalize(alternative);
    let note: string;
    if (original.trim() && nearlySame(original, alternative)) note = picker.pick(bank.reframe.same, 'same');
    else if (ABSOLUTE.test(norm)) note = picker.pick(bank.reframe.absolute, 'absolute');
    else if (BALANCED.test(norm)) note = picker.pick(bank.reframe.balanced, 'balanced');
    else note = challenging.trim() ? picker.pick(bank.reframe.evidence, 'evidence') : '';
    parts.push({ text: line(note), optional: true });
  } else {
    parts.push({ text: line(picker.pick(bank.reframe.noAlternative, 'none')) });
    if (challenging.trim()) parts.push({ text: line(picker.pick(bank.reframe.evidence, 'evidence')), optional: true });
  }
  parts.push({ text: line(picker.pick(patterns.reframeStep, 'step')) });
  parts.push({ text: line(picker.pick(bank.reframe.patternLine, 'pattern'), { label }), optional: true });
  const close = line(picker.pick(bank.reframe.close[band], 'close'));
  parts.push({ text: close, optional: true });
  return assemble(
    parts,
    [close, ...bank.reframe.close[band], ...bank.reframe.evidence].map((s) => line(s)),
  );
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
  /** A measured pattern or a lesson-only one (social isolation). */
  schemaType: LessonPatternKey;
  stage: LessonStage;
  locale: Locale;
  /** The clause of the notes that best shows the pattern, when the detector found one. */
  phrase?: string;
}): string {
  const bank = BANKS[input.locale];
  const notes = typeof input.notes === 'string' ? input.notes : '';
  const stage = bank.lesson[input.stage];
  const picker = new Picker(`lesson|${input.locale}|${input.stage}|${input.schemaType}|${normalize(notes)}`);
  const key = input.schemaType;
  const label = lessonPatternLabel(key, input.locale);
  const patterns = isSchemaKey(key) ? bank.patterns[key] : bank.lessonPatterns[key];
  const line = (template: string, values: Fill = {}) => fill(template, { tonight: bank.time.anytime, ...values });
  const quote = input.phrase ? cleanQuote(input.phrase) : feelingQuote(notes, MAX_QUOTE);
  const stageLines = patterns[input.stage];
  const close = line(picker.pick(stage.close, 'close'));
  return assemble(
    [
      { text: line(picker.pick(stage.open, 'open'), { label }) },
      {
        text: quote
          ? line(picker.pick(stage.quote, 'quote'), { quote: quoted(quote, bank) })
          : line(picker.pick(stage.empty, 'empty')),
      },
      { text: line(picker.pick(stageLines, 'line')) },
      { text: close, optional: true },
    ],
    [close, ...stage.close, ...stageLines].map((s) => line(s)),
  );
}
