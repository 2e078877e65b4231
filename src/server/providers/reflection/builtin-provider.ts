import { isLocale, type Locale } from '../../../shared/locale.js';
import { isSchemaKey, type SchemaKey } from '../../../shared/patterns.js';
import { composeCheckIn, composeLessonNotes, composeReframe } from './compose.js';
import { detectPatterns } from './detect.js';
import { partOfDay } from './listen.js';
import { isLessonPatternKey, type LessonPatternKey, type LessonStage, type ReflectionProvider } from './types.js';

const STAGES: readonly LessonStage[] = ['identify', 'understand', 'challenge'];
/** Longer texts are cut before matching, so any input stays fast. */
const MAX_TEXT = 5000;

const asText = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
const asLocale = (value: unknown): Locale => (isLocale(value) ? value : 'en');
const asSchema = (value: unknown): SchemaKey => (isSchemaKey(value) ? value : 'abandonment');
const asLessonPattern = (value: unknown): LessonPatternKey => (isLessonPatternKey(value) ? value : 'abandonment');
const asStage = (value: unknown): LessonStage =>
  STAGES.includes(value as LessonStage) ? (value as LessonStage) : 'identify';

/**
 * The built-in reflection engine: offline, deterministic, no model weights. It detects explicit
 * pattern cues (detect.ts) and composes a reply from the reviewed snippets in content/replies
 * (compose.ts), in the person's time of day and without repeating their recent openings.
 * The crisis screen is not here: the reflection engine runs it before any provider.
 */
export function createBuiltinProvider(): ReflectionProvider {
  return {
    name: 'builtin',

    reflectOnCheckIn(input) {
      const locale = asLocale(input.locale);
      const text = asText(input.feeling_text);
      const detected = detectPatterns(text, locale);
      const response = composeCheckIn({
        feelingText: text,
        moodLevel: input.mood_level,
        locale,
        detected,
        // "Tonight" only in the person's evening; without their time zone, words that fit any hour.
        partOfDay: partOfDay(input.time_zone, input.now ?? new Date()),
        recentReplies: input.recent_replies,
      });
      return Promise.resolve({ response, detected });
    },

    reflectOnReframe(input) {
      const response = composeReframe({
        originalThought: asText(input.original_thought),
        evidenceSupporting: asText(input.evidence_supporting),
        evidenceChallenging: asText(input.evidence_challenging),
        alternativeThought: asText(input.alternative_thought),
        schemaType: asSchema(input.schema_type),
        moodLevel: input.mood_level,
        locale: asLocale(input.locale),
      });
      return Promise.resolve({ response });
    },

    reflectOnLessonNotes(input) {
      const locale = asLocale(input.locale);
      const notes = asText(input.notes);
      const schemaType = asLessonPattern(input.schema_type);
      // Only the twelve measured patterns are detected; a lesson-only one quotes the feeling clause.
      const phrase = isSchemaKey(schemaType)
        ? detectPatterns(notes, locale).find((d) => d.schema_key === schemaType)?.phrase
        : undefined;
      const response = composeLessonNotes({ notes, schemaType, stage: asStage(input.stage), locale, phrase });
      return Promise.resolve({ response });
    },
  };
}
