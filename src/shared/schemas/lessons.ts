import { z } from 'zod';
import { LESSON_NOTES_MAX, NOTE_STAGES } from '../lessons.js';
import { locales } from '../locale.js';
import { CountryCodeSchema, TimeZoneSchema } from './check-in.js';
import { storableText } from './text.js';

/**
 * The bodies of the lesson endpoints (issue 10). The UI puts no length limit on a notes box; the
 * server caps each at LESSON_NOTES_MAX with a message that says so.
 */

const isBlank = (text: string) => text.trim() === '';

/** One notes box, as written (not trimmed): may be blank when a person clears it. */
export const LessonNotesSchema = storableText(
  z.string({ error: 'lessonNotesRequired' }).max(LESSON_NOTES_MAX, 'lessonNotesTooLong'),
);

/** Notes that must say something: a closing reflection, or notes sent for a reflection. */
export const FilledLessonNotesSchema = LessonNotesSchema.refine((text) => !isBlank(text), 'lessonNotesRequired');

/**
 * GET /api/lessons?locale=en|es: the language of the titles and texts, which wins over
 * Accept-Language, so the URL alone says what the answer is (the signed-in /lessons page
 * preloads it: `pageDataRequests` in src/shared/routes.ts). Any other value is a 400.
 */
export const LessonsQuerySchema = z.object({ locale: z.enum(locales, { error: 'invalidRequest' }).optional() });

export const NoteStageSchema = z.enum(NOTE_STAGES, { error: 'lessonStageInvalid' });

/** PUT /api/lessons/:id/progress/notes */
export const SaveLessonNotesSchema = z.object({ stage: NoteStageSchema, notes: LessonNotesSchema });
export type SaveLessonNotesInput = z.infer<typeof SaveLessonNotesSchema>;

/** POST /api/lessons/:id/progress/continue: the stage whose notes open the next one. */
export const ContinueLessonSchema = z.object({
  from: z.enum(['identify', 'understand'], { error: 'lessonStageInvalid' }),
});
export type ContinueLessonInput = z.infer<typeof ContinueLessonSchema>;

/** POST /api/lessons/:id/progress/complete: 'Save & Complete Lesson' with the closing reflection. */
export const CompleteLessonSchema = z.object({ notes: FilledLessonNotesSchema });
export type CompleteLessonInput = z.infer<typeof CompleteLessonSchema>;

/** PUT /api/lessons/:id/progress/completed: the Completed toggle. */
export const SetLessonCompletedSchema = z.object({ completed: z.boolean({ error: 'invalidRequest' }) });
export type SetLessonCompletedInput = z.infer<typeof SetLessonCompletedSchema>;

/**
 * POST /api/lessons/:id/first-open (the body is optional): the person's time zone dates the
 * check-ins quoted in the pre-filled notes as they saw them (UTC without one).
 */
export const FirstOpenLessonSchema = z.object({ time_zone: TimeZoneSchema.optional() });
export type FirstOpenLessonInput = z.input<typeof FirstOpenLessonSchema>;

/**
 * POST /api/lessons/reflect. `schema_type` is the lesson's (e.g. 'Abandonment') or its pattern key;
 * `country` (or, without it, the time zone's country) picks the helplines of a crisis reply.
 */
export const LessonReflectSchema = z.object({
  notes: FilledLessonNotesSchema,
  schema_type: storableText(
    z.string({ error: 'patternUnknown' }).trim().min(1, 'patternUnknown').max(80, 'patternUnknown'),
  ),
  stage: NoteStageSchema,
  country: CountryCodeSchema.optional(),
  time_zone: TimeZoneSchema.optional(),
});
export type LessonReflectInput = z.input<typeof LessonReflectSchema>;
