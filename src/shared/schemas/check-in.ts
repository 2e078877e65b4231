import { z } from 'zod';
import { FEELING_TEXT_MAX, MOOD_MAX, MOOD_MIN } from '../constants.js';
import { SCHEMA_KEYS } from '../patterns.js';
import { storableText } from './text.js';

export const EXERCISE_ANSWER_MAX = 1000;

export const FeelingTextSchema = storableText(
  z.string({ error: 'feelingRequired' }).trim().min(1, 'feelingRequired').max(FEELING_TEXT_MAX, 'feelingTooLong'),
);

export const MoodLevelSchema = z
  .number({ error: 'moodInvalid' })
  .int('moodInvalid')
  .min(MOOD_MIN, 'moodInvalid')
  .max(MOOD_MAX, 'moodInvalid');

/** The check-in form. */
export const CheckInFormSchema = z.object({ feeling_text: FeelingTextSchema, mood_level: MoodLevelSchema });
export type CheckInFormInput = z.infer<typeof CheckInFormSchema>;

/** An ISO 3166-1 alpha-2 country code, as the browser's locale region gives it ("MX", "GB"). */
export const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'invalidRequest')
  .transform((code) => code.toUpperCase());

const isKnownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * An IANA time zone ("America/Mexico_City"). One the runtime does not know (a browser newer than
 * the server's tz data) is dropped rather than refused, so the person still gets their reflection;
 * only a value that cannot be a zone name at all is refused.
 */
export const TimeZoneSchema = z
  .string()
  .max(64, 'invalidRequest')
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'invalidRequest')
  .transform((zone) => (isKnownTimeZone(zone) ? zone : undefined));

/** The body of the reflection request: the form plus where the person is (helplines, "tonight"). */
export const ReflectRequestSchema = CheckInFormSchema.extend({
  country: CountryCodeSchema.optional(),
  time_zone: TimeZoneSchema.optional(),
});
export type ReflectRequest = z.input<typeof ReflectRequestSchema>;

const ExerciseAnswer = storableText(z.string().trim().max(EXERCISE_ANSWER_MAX, 'answerTooLong'));
const AlternativeThought = storableText(
  z
    .string({ error: 'alternativeRequired' })
    .trim()
    .min(1, 'alternativeRequired')
    .max(EXERCISE_ANSWER_MAX, 'answerTooLong'),
);

/** The three prompts of the reframing exercise. */
export const ReframingFormSchema = z.object({
  evidence_supporting: ExerciseAnswer,
  evidence_challenging: ExerciseAnswer,
  alternative_thought: AlternativeThought,
});
export type ReframingFormInput = z.infer<typeof ReframingFormSchema>;

export const FinalReflectionRequestSchema = ReframingFormSchema.extend({
  original_thought: FeelingTextSchema,
  schema_type: z.enum(SCHEMA_KEYS, { error: 'patternUnknown' }),
});
export type FinalReflectionRequest = z.infer<typeof FinalReflectionRequestSchema>;

/**
 * A reflection token: the server's signed proof of the reflection it answered (its text, patterns
 * and crisis flag), sent back with the save so the entry stores the server's reflection, never
 * one a client writes. Its size follows from the longest reflection with three quoted phrases.
 */
const ReflectionTokenSchema = z
  .string({ error: 'reflectionTokenInvalid' })
  .max(32_000, 'reflectionTokenInvalid')
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'reflectionTokenInvalid');

/**
 * A check-in to save. Without `reflection_token` (the reflection failed, or the quota was reached)
 * it is saved with no reflection and no patterns; the exercise's closing reflection likewise comes
 * only from `final_reflection_token`.
 */
export const SaveCheckInSchema = CheckInFormSchema.extend({
  reflection_token: ReflectionTokenSchema.optional(),
  reframing_exercise: ReframingFormSchema.extend({
    final_reflection_token: ReflectionTokenSchema.optional(),
  }).optional(),
});
export type SaveCheckInInput = z.input<typeof SaveCheckInSchema>;
export type SaveCheckIn = z.infer<typeof SaveCheckInSchema>;

/**
 * POST /api/check-ins/:id/final-reflection: the closing reflection of a saved check-in's exercise.
 * The check-in itself gives the original thought and the pattern; the country picks the helplines
 * of a crisis reply.
 */
export const EntryFinalReflectionRequestSchema = ReframingFormSchema.extend({
  country: CountryCodeSchema.optional(),
});
export type EntryFinalReflectionRequest = z.input<typeof EntryFinalReflectionRequestSchema>;

/**
 * PUT /api/check-ins/:id/reframing-exercise: the reframing exercise attached to a check-in that is
 * already saved (right after its reflection, or later from the history). The closing reflection
 * comes only from `final_reflection_token`, which the server signed for this very check-in.
 */
export const AttachReframingSchema = ReframingFormSchema.extend({
  final_reflection_token: ReflectionTokenSchema.optional(),
});
export type AttachReframingInput = z.input<typeof AttachReframingSchema>;

/** A check-in's id in a path: anything else is simply not found (never a 500 from the database). */
export const isCheckInId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const HistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
