import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { readLessonsContent, type LessonSchemaKey } from '../../db/lesson-content.js';
import { listCorePatterns } from '../../lib/core-patterns.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { parseJsonBody, parseWith } from '../../lib/parse-body.js';
import { createRequireSubscription } from '../../lib/require-subscription.js';
import { requireUser } from '../../lib/require-user.js';
import { detectCrisis } from '../../providers/reflection/crisis.js';
import type { ReflectionEngine } from '../../providers/reflection/reflection-engine.js';
import { countryOfTimeZone } from '../../../shared/helplines.js';
import {
  EMPTY_PROGRESS,
  PREFILL_LOOKBACK,
  canCompleteLesson,
  completeLesson,
  isStageUnlocked,
  selectPrefillCheckIns,
  stageAfterContinue,
  stageAfterSavingNotes,
  toggleCompletion,
  type LessonProgressState,
} from '../../../shared/lessons.js';
import type { Locale } from '../../../shared/locale.js';
import {
  CompleteLessonSchema,
  ContinueLessonSchema,
  FirstOpenLessonSchema,
  LessonReflectSchema,
  LessonsQuerySchema,
  SaveLessonNotesSchema,
  SetLessonCompletedSchema,
} from '../../../shared/schemas/lessons.js';
import type {
  LessonDetailResponse,
  LessonFirstOpenResponse,
  LessonProgressResponse,
  LessonReflectResponse,
  LessonsLibraryResponse,
} from '../../../shared/schemas/responses.js';
import { buildPrefillNotes } from './prefill-notes.js';
import {
  changeProgress,
  findLesson,
  findProgress,
  insertProgressIfAbsent,
  listCompletion,
  listLessons,
  listRecentCheckIns,
  type LessonRow,
} from './queries.js';

export type LessonRouteOptions = {
  /** The reflection quota check-ins use (per minute and per day, one count per person across both). */
  requireReflectionQuota: (c: Context<AppEnv>, userId: string) => Promise<void>;
};

/** Lesson ids are content slugs; anything else cannot name a lesson (and never reaches a query). */
const LESSON_ID = /^[a-z0-9-]{1,100}$/;

const stageLocked = () => new HttpError(409, 'stage_locked', 'lessonStageLocked');
const alreadyCompleted = () => new HttpError(409, 'already_completed', 'lessonAlreadyCompleted');
const NOTES_FIELD = {
  identify: 'identify_notes',
  understand: 'understand_notes',
  challenge: 'challenge_notes',
} as const;

/** The body is optional: read only when one is sent as JSON (requireJsonBody refuses any other). */
const hasJsonBody = (c: Context<AppEnv>) =>
  c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The lessons API (issue 10): the library, a lesson with the person's progress, the first-open
 * prefill, the stage and completion changes, and reflections on notes. Every route needs a
 * signed-in subscriber (401, then 403 `subscription_required`); progress is read and written only
 * as the signed-in user's own, and a lesson id that names no lesson is 404. The stage rules are
 * those of src/shared/lessons.ts. Notes are never logged.
 */
export function createLessonRoutes(db: Database, reflection: ReflectionEngine, options: LessonRouteOptions) {
  const content = new Map(readLessonsContent().map((lesson) => [lesson.id, lesson]));
  const schemaLabel = (row: Pick<LessonRow, 'id' | 'schemaType'>, locale: Locale) =>
    content.get(row.id)?.text[locale].schema_label ?? row.schemaType;

  /** A lesson's schema_type ('Abandonment') or pattern key ('abandonment') -> the pattern key of its lessons. */
  const patternKeys = new Map<string, LessonSchemaKey>();
  for (const lesson of content.values()) {
    patternKeys.set(lesson.schema_type.toLowerCase(), lesson.schema_key);
    patternKeys.set(lesson.schema_key, lesson.schema_key);
  }

  async function requireLesson(c: Context<AppEnv>) {
    const id = c.req.param('id') ?? '';
    const lesson = LESSON_ID.test(id) ? await findLesson(db, id) : undefined;
    if (!lesson) throw notFound();
    return lesson;
  }

  const progressAnswer = (progress: LessonProgressState | null) =>
    ({ progress: progress ?? EMPTY_PROGRESS }) satisfies LessonProgressResponse;

  return (
    new Hono<AppEnv>()
      .use('*', createRequireSubscription(db))
      .get('/', async (c) => {
        const user = requireUser(c);
        // `?locale=` names the language in the URL (what the page's HTML preloads); else Accept-Language.
        const locale = parseWith(LessonsQuerySchema, c.req.query()).locale ?? c.get('locale');
        const [rows, completion, corePatterns] = await Promise.all([
          listLessons(db),
          listCompletion(db, user.id),
          listCorePatterns(db, user.id),
        ]);
        const completed = new Set(completion.filter((row) => row.completed).map((row) => row.lessonId));
        return c.json({
          lessons: rows.map((row) => ({
            id: row.id,
            schema_type: row.schemaType,
            schema_label: schemaLabel(row, locale),
            order_index: row.orderIndex,
            estimated_minutes: row.estimatedMinutes,
            title: locale === 'es' ? row.titleEs : row.title,
            description: locale === 'es' ? row.descriptionEs : row.description,
            completed: completed.has(row.id),
          })),
          core_patterns: corePatterns,
        } satisfies LessonsLibraryResponse);
      })
      /** A lesson's reflection: before the /:id routes so 'reflect' is never read as an id. */
      .post('/reflect', async (c) => {
        const user = requireUser(c);
        const body = await parseJsonBody(c, LessonReflectSchema);
        const pattern = patternKeys.get(body.schema_type.toLowerCase());
        if (!pattern) throw badRequest('patternUnknown', { field: 'schema_type' });
        const locale = c.get('locale');
        const country = body.country ?? countryOfTimeZone(body.time_zone);
        // As for check-ins: a current risk skips the quota (its reply comes from rules, help is never
        // rationed) and reaches the crisis reply whatever the lesson.
        if (!detectCrisis([body.notes]).crisis) await options.requireReflectionQuota(c, user.id);
        // Every lesson's pattern has reply lines, social isolation included (a lesson-only pattern).
        const result = await reflection.reflectOnLessonNotes({
          notes: body.notes,
          schema_type: pattern,
          stage: body.stage,
          locale,
          country,
        });
        return c.json({
          reflection: result.response,
          safety_level: result.safety,
          resources: result.resources,
        } satisfies LessonReflectResponse);
      })
      .get('/:id', async (c) => {
        const user = requireUser(c);
        const locale = c.get('locale');
        const row = await requireLesson(c);
        const es = locale === 'es';
        return c.json({
          lesson: {
            id: row.id,
            schema_type: row.schemaType,
            schema_label: schemaLabel(row, locale),
            order_index: row.orderIndex,
            estimated_minutes: row.estimatedMinutes,
            title: es ? row.titleEs : row.title,
            description: es ? row.descriptionEs : row.description,
            content: es ? row.contentEs : row.content,
            exercises: parseList(es ? row.exercisesEs : row.exercises),
            challenge_exercises: parseList(es ? row.challengeExercisesEs : row.challengeExercises),
          },
          progress: await findProgress(db, user.id, row.id),
        } satisfies LessonDetailResponse);
      })
      /**
       * First open with no progress (spec section 4): the latest ten check-ins whose patterns match
       * the lesson's, up to three, become the Identify notes, saved at stage understand. Without a
       * match nothing is saved; with progress already there it comes back as it is.
       */
      .post('/:id/first-open', async (c) => {
        const user = requireUser(c);
        const body = hasJsonBody(c) ? await parseJsonBody(c, FirstOpenLessonSchema) : {};
        const lesson = await requireLesson(c);
        const existing = await findProgress(db, user.id, lesson.id);
        if (existing) return c.json({ progress: existing, prefill: [] } satisfies LessonFirstOpenResponse);
        const recent = await listRecentCheckIns(db, user.id, PREFILL_LOOKBACK);
        const matches = selectPrefillCheckIns(recent, lesson.schemaType);
        if (matches.length === 0) return c.json({ progress: null, prefill: [] } satisfies LessonFirstOpenResponse);
        const saved = await insertProgressIfAbsent(db, user.id, lesson.id, {
          ...EMPTY_PROGRESS,
          identify_notes: buildPrefillNotes(matches, c.get('locale'), body.time_zone),
          current_stage: 'understand',
        });
        if (!saved) {
          // Another tab opened it first: its progress stands.
          return c.json({
            progress: await findProgress(db, user.id, lesson.id),
            prefill: [],
          } satisfies LessonFirstOpenResponse);
        }
        return c.json({
          progress: saved,
          prefill: matches.map((match, index) => ({
            number: index + 1,
            created_at: match.created_at,
            feeling_text: match.feeling_text,
          })),
        } satisfies LessonFirstOpenResponse);
      })
      /** Save Notes: stores one stage's notes and moves the progress to that stage (never back). */
      .put('/:id/progress/notes', async (c) => {
        const user = requireUser(c);
        const { stage, notes } = await parseJsonBody(c, SaveLessonNotesSchema);
        const lesson = await requireLesson(c);
        const progress = await changeProgress(db, user.id, lesson.id, (current) => {
          const state = current ?? EMPTY_PROGRESS;
          if (!isStageUnlocked(stage, state)) throw stageLocked();
          return {
            ...state,
            [NOTES_FIELD[stage]]: notes,
            current_stage: stageAfterSavingNotes(state.current_stage, stage),
          };
        });
        return c.json(progressAnswer(progress));
      })
      /** Continue: opens the next stage once the stored notes of this one are not blank. */
      .post('/:id/progress/continue', async (c) => {
        const user = requireUser(c);
        const { from } = await parseJsonBody(c, ContinueLessonSchema);
        const lesson = await requireLesson(c);
        const progress = await changeProgress(db, user.id, lesson.id, (current) => {
          const state = current ?? EMPTY_PROGRESS;
          if (!isStageUnlocked(from, state)) throw stageLocked();
          const next = stageAfterContinue(from, state);
          if (!next) throw badRequest('lessonNotesRequired', { field: NOTES_FIELD[from] });
          return { ...state, current_stage: stageAfterSavingNotes(state.current_stage, next) };
        });
        return c.json(progressAnswer(progress));
      })
      /** 'Save & Complete Lesson': the closing reflection, once; a completed lesson answers 409. */
      .post('/:id/progress/complete', async (c) => {
        const user = requireUser(c);
        const { notes } = await parseJsonBody(c, CompleteLessonSchema);
        const lesson = await requireLesson(c);
        const progress = await changeProgress(db, user.id, lesson.id, (current) => {
          const state = current ?? EMPTY_PROGRESS;
          if (state.completed) throw alreadyCompleted();
          if (!canCompleteLesson(state, notes)) throw badRequest('lessonNotesRequired', { field: 'notes' });
          return completeLesson(state, notes, new Date());
        });
        return c.json(progressAnswer(progress));
      })
      /** The Completed toggle: asking for the state the lesson is already in changes nothing. */
      .put('/:id/progress/completed', async (c) => {
        const user = requireUser(c);
        const { completed } = await parseJsonBody(c, SetLessonCompletedSchema);
        const lesson = await requireLesson(c);
        const progress = await changeProgress(db, user.id, lesson.id, (current) => {
          const state = current ?? EMPTY_PROGRESS;
          return state.completed === completed ? null : toggleCompletion(state, new Date());
        });
        return c.json(progressAnswer(progress));
      })
  );
}

/** Exercises are stored as JSON text by the seed; a row that is not a list of strings shows none. */
function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
