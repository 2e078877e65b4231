import type { Locale } from '../../../shared/locale.js';
import type { SchemaKey } from '../../../shared/patterns.js';

export type LessonStage = 'identify' | 'understand' | 'challenge';

/** A pattern the text shows, with the words of the user's text that show it (quoted back to them). */
export type DetectedPattern = { schema_key: SchemaKey; phrase: string };

export type CheckInInput = { feeling_text: string; mood_level: number; locale: Locale };
export type CheckInOutput = {
  response: string;
  detected: DetectedPattern[];
  /** A model may flag risk the rules missed; it can only escalate to the crisis reply, never de-escalate. */
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
};

export type LessonNotesInput = { notes: string; schema_type: SchemaKey; stage: LessonStage; locale: Locale };

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
