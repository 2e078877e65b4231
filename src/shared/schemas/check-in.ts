import { z } from 'zod';
import { FEELING_TEXT_MAX, MOOD_MAX, MOOD_MIN } from '../constants.js';
import { SCHEMA_KEYS } from '../patterns.js';
import { withoutNul } from './text.js';

export const EXERCISE_ANSWER_MAX = 1000;
export const REFLECTION_MAX = 4000;

export const FeelingTextSchema = withoutNul(
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

const ExerciseAnswer = withoutNul(z.string().trim().max(EXERCISE_ANSWER_MAX, 'answerTooLong'));
const AlternativeThought = withoutNul(
  z.string({ error: 'alternativeRequired' }).trim().min(1, 'alternativeRequired').max(EXERCISE_ANSWER_MAX, 'answerTooLong'),
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

export const PatternEvidenceSchema = z.object({
  schema_key: z.enum(SCHEMA_KEYS, { error: 'patternUnknown' }),
  phrase: withoutNul(z.string().max(FEELING_TEXT_MAX, 'answerTooLong')),
});

export const SaveCheckInSchema = CheckInFormSchema.extend({
  ai_response: withoutNul(z.string().max(REFLECTION_MAX, 'reflectionTooLong')).nullable().optional(),
  detected: z.array(PatternEvidenceSchema).max(3, 'patternsTooMany').default([]),
  /**
   * The reflection was the crisis reply because a configured model flagged risk the rules did not
   * see: the entry is saved with the flag. It never lifts the free limit or the counter; only the
   * server's own reading of the texts does that.
   */
  crisis_reply: z.boolean().optional(),
  reframing_exercise: ReframingFormSchema.extend({
    final_reflection: withoutNul(z.string().trim().max(REFLECTION_MAX, 'reflectionTooLong')),
  }).optional(),
});
export type SaveCheckInInput = z.input<typeof SaveCheckInSchema>;

export const HistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
