import type { Locale } from '../../../shared/locale.js';
import {
  isSchemaKey,
  LESSON_ONLY_PATTERN_KEYS,
  LESSON_PATTERN_KEYS,
  type LessonOnlyPatternKey,
  type LessonPatternKey,
  type SchemaKey,
} from '../../../shared/patterns.js';

export type LessonStage = 'identify' | 'understand' | 'challenge';

export { LESSON_ONLY_PATTERN_KEYS, LESSON_PATTERN_KEYS, type LessonOnlyPatternKey, type LessonPatternKey };

export function isLessonPatternKey(value: unknown): value is LessonPatternKey {
  return isSchemaKey(value) || (LESSON_ONLY_PATTERN_KEYS as readonly unknown[]).includes(value);
}

/** A pattern the text shows, with the words of the user's text that show it (quoted back to them). */
export type DetectedPattern = { schema_key: SchemaKey; phrase: string };

export type CheckInInput = {
  feeling_text: string;
  mood_level: number;
  locale: Locale;
  /** ISO 3166 country of the person (chosen or inferred in the browser): picks the helplines. */
  country?: string | null;
  /** IANA time zone of the person's browser: "tonight" is only said in their evening. */
  time_zone?: string | null;
  /** The moment of the request (tests pass one; defaults to now). */
  now?: Date;
  /** The person's last replies (newest first, up to ten): openings and closings are not repeated. */
  recent_replies?: string[];
};
export type CheckInOutput = {
  response: string;
  detected: DetectedPattern[];
  /**
   * A model may flag risk the crisis screen missed: it is read as `current_risk` and can only raise
   * the screen's level (to the crisis reply), never lower it.
   */
  risk_flag?: boolean;
};

export type ReframeInput = {
  original_thought: string;
  evidence_supporting: string;
  evidence_challenging: string;
  alternative_thought: string;
  schema_type: SchemaKey;
  mood_level?: number;
  locale: Locale;
  /** ISO 3166 country of the person, when known: picks the helplines of a crisis reply. */
  country?: string | null;
};

export type LessonNotesInput = {
  notes: string;
  /** The lesson's pattern: a measured one or a lesson-only one (social isolation). */
  schema_type: LessonPatternKey;
  stage: LessonStage;
  locale: Locale;
  /** ISO 3166 country of the person, when known: picks the helplines of a crisis reply. */
  country?: string | null;
};

/** `risk_flag`: as in `CheckInOutput`, escalation only. */
export type TextOutput = { response: string; risk_flag?: boolean };

/**
 * What produces reflections: the built-in engine (default, no network) or an OpenAI-compatible
 * model. The crisis check runs before any provider (see `reflection-engine.ts`), so a provider
 * only ever sees texts that passed it.
 */
export interface ReflectionProvider {
  readonly name: 'builtin' | 'openai';
  reflectOnCheckIn(input: CheckInInput): Promise<CheckInOutput>;
  reflectOnReframe(input: ReframeInput): Promise<TextOutput>;
  reflectOnLessonNotes(input: LessonNotesInput): Promise<TextOutput>;
}
