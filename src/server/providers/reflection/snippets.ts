/**
 * The reviewed reply snippets of the built-in engine, as data: content/replies/<locale>.json,
 * validated here with zod when loaded (a broken file stops the server at boot, not a reply later).
 *
 * Placeholders, filled by the composer: {label} = the pattern's name (content/patterns; for a
 * lesson-only pattern, its `lessonPatterns` label here), {quote} =
 * the person's own words in quotation marks, {tonight} = the time word of the bank's `time` entry
 * ("tonight" only in the person's evening, "today" in their day, "right now" when their time zone
 * is unknown). Each slot accepts only the placeholders the composer fills in it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Locale } from '../../../shared/locale.js';
import { SCHEMA_KEYS } from '../../../shared/patterns.js';
import { LESSON_ONLY_PATTERN_KEYS } from './types.js';

export const PLACEHOLDERS = ['label', 'quote', 'tonight'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Life areas a check-in can be about; a micro-step is picked for the one the entry names. */
export const TOPICS = ['work', 'partner', 'family', 'friends', 'body', 'money', 'study'] as const;
export type Topic = (typeof TOPICS)[number];

export const MOOD_BANDS = ['low', 'mid', 'high'] as const;

/**
 * Openings and closings are never repeated from the person's last ten replies, so each band needs
 * more variants than that.
 */
export const RECENT_REPLIES = 10;
const FRESH_VARIANTS = RECENT_REPLIES + 1;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Names of the placeholders a template uses, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/** One template: no stray braces, only the placeholders this slot fills, and the ones it needs. */
function line(allowed: readonly Placeholder[], required: readonly Placeholder[] = []) {
  return z
    .string()
    .trim()
    .min(1)
    .superRefine((text, ctx) => {
      const used = placeholdersOf(text);
      for (const name of used) {
        if (!(allowed as readonly string[]).includes(name))
          ctx.addIssue({ code: 'custom', message: `unknown {${name}}` });
      }
      for (const name of required) {
        if (!used.includes(name)) ctx.addIssue({ code: 'custom', message: `missing {${name}}` });
      }
      if (text.replace(PLACEHOLDER, '').match(/[{}]/)) ctx.addIssue({ code: 'custom', message: 'stray brace' });
    });
}

const plain = line(['tonight']);
const withQuote = line(['quote', 'tonight'], ['quote']);
const withLabel = line(['label', 'tonight'], ['label']);
const list = (item: z.ZodType<string>, min = 1) => z.array(item).min(min);
const byBand = (item: z.ZodType<string>, min = 1) =>
  z.strictObject({ low: list(item, min), mid: list(item, min), high: list(item, min) });

const PatternSnippetsSchema = z.strictObject({
  /** One tentative sentence on how the pattern can show up (after the "may be showing up" intro). */
  reflect: list(plain),
  /** One small, concrete invitation per mood band, when the entry names no life area. */
  step: byBand(plain),
  /** The invitation when the entry is about one life area (work, partner, ...). */
  topicStep: z.record(z.enum(TOPICS), list(plain)),
  identify: list(plain),
  understand: list(plain),
  challenge: list(plain),
  /** A next step after a reframe exercise. */
  reframeStep: list(plain),
});

/**
 * A pattern that has a lesson but is not measured (social isolation): its name as the reflection
 * says it ({label}), and the lines for each lesson stage. It has no check-in or reframe lines, as
 * nothing detects it in a check-in.
 */
const LessonOnlyPatternSchema = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1)
    .refine((text) => !/[{}]/.test(text), 'stray brace'),
  identify: list(plain),
  understand: list(plain),
  challenge: list(plain),
});

const LessonSnippetsSchema = z.strictObject({
  open: list(withLabel),
  quote: list(withQuote),
  empty: list(plain),
  close: list(plain),
});

export const SnippetBankSchema = z.strictObject({
  quotes: z.strictObject({ open: z.string().min(1), close: z.string().min(1) }),
  /** What {tonight} becomes: in the person's evening, in their day, and when their hour is unknown. */
  time: z.strictObject({ evening: z.string().min(1), day: z.string().min(1), anytime: z.string().min(1) }),
  checkin: z.strictObject({
    open: byBand(plain, FRESH_VARIANTS),
    quote: list(withQuote),
    patternIntro: list(withLabel),
    close: byBand(plain, FRESH_VARIANTS),
    none: z.strictObject({
      reflect: byBand(withQuote),
      empty: byBand(plain),
      step: byBand(plain),
      topicStep: z.record(z.enum(TOPICS), byBand(plain)),
    }),
  }),
  patterns: z.record(z.enum(SCHEMA_KEYS), PatternSnippetsSchema),
  /** Lesson-only patterns: every one of LESSON_ONLY_PATTERN_KEYS, for lesson notes only. */
  lessonPatterns: z.record(z.enum(LESSON_ONLY_PATTERN_KEYS), LessonOnlyPatternSchema),
  reframe: z.strictObject({
    open: list(plain),
    mirror: list(withQuote),
    noAlternative: list(plain),
    evidence: list(plain),
    balanced: list(plain),
    absolute: list(plain),
    same: list(plain),
    close: byBand(plain),
    patternLine: list(withLabel),
  }),
  lesson: z.strictObject({
    identify: LessonSnippetsSchema,
    understand: LessonSnippetsSchema,
    challenge: LessonSnippetsSchema,
  }),
});

export type SnippetBank = z.infer<typeof SnippetBankSchema>;
export type PatternSnippets = z.infer<typeof PatternSnippetsSchema>;
export type LessonOnlyPatternSnippets = z.infer<typeof LessonOnlyPatternSchema>;

export const repliesFile = (locale: Locale) => new URL(`../../../../content/replies/${locale}.json`, import.meta.url);

/** Reads and validates one language's bank; the error names the file and the first bad paths. */
export function loadSnippetBank(locale: Locale): SnippetBank {
  const parsed = SnippetBankSchema.safeParse(JSON.parse(readFileSync(repliesFile(locale), 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`content/replies/${locale}.json is invalid: ${issues.join('; ')}`);
  }
  return parsed.data;
}
