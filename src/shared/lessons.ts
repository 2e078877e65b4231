/**
 * The lesson rules of spec sections 4 and 5: which lessons are a person's priority, what a URL
 * filter keeps, the order and counts of the library, how the three stages unlock and move, and
 * which recent check-ins pre-fill a first visit. The library, the detail page and the server all
 * call these; none of them re-implements a rule.
 */

export const LESSON_STAGES = ['identify', 'understand', 'challenge', 'completed'] as const;
export type LessonStage = (typeof LESSON_STAGES)[number];
/** The three stages that hold notes (completed is a state, not a stage with a notes box). */
export const NOTE_STAGES = ['identify', 'understand', 'challenge'] as const;
export type NoteStage = (typeof NOTE_STAGES)[number];

export const LIBRARY_FILTERS = ['all', 'completed', 'incomplete'] as const;
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number];

/** Server cap on one notes box (the UI has no limit; spec section 6 gives boxes a minimum height only). */
export const LESSON_NOTES_MAX = 20_000;
/** First open: how many recent check-ins are searched, and how many matches pre-fill the notes. */
export const PREFILL_LOOKBACK = 10;
export const PREFILL_MAX = 3;

/** Lowercase, underscores read as spaces: 'Defectiveness' and 'defectiveness_shame' meet on 'defectiveness'. */
function comparable(value: string): string {
  return value.toLowerCase().replaceAll('_', ' ').trim();
}

/** Spec section 5: either name contains the other, case-insensitive, underscores read as spaces. */
export function schemaNamesMatch(a: string, b: string): boolean {
  const left = comparable(a);
  const right = comparable(b);
  if (left === '' || right === '') return false;
  return left.includes(right) || right.includes(left);
}

/** A lesson is a priority when its schema_type matches one of the person's core patterns. */
export function isPriorityLesson(schemaType: string, corePatterns: readonly string[]): boolean {
  return corePatterns.some((pattern) => schemaNamesMatch(schemaType, pattern));
}

type LibraryLesson = { schema_type: string; order_index: number; completed: boolean };

/**
 * The lessons the library lists, in order: with a URL filter, those whose schema_type matches it;
 * without one, when the person has core patterns, only their priority lessons; otherwise all.
 * Priority first, then order_index. `isPriority` is set on each.
 */
export function selectLibraryLessons<T extends LibraryLesson>(
  lessons: readonly T[],
  { corePatterns, schemaFilter }: { corePatterns: readonly string[]; schemaFilter?: string | null },
): (T & { isPriority: boolean })[] {
  const filter = schemaFilter?.trim() ? schemaFilter : null;
  const marked = lessons.map((lesson) => ({
    ...lesson,
    isPriority: isPriorityLesson(lesson.schema_type, corePatterns),
  }));
  const kept = filter
    ? marked.filter((lesson) => schemaNamesMatch(lesson.schema_type, filter))
    : corePatterns.length > 0
      ? marked.filter((lesson) => lesson.isPriority)
      : marked;
  return kept.sort((a, b) => Number(b.isPriority) - Number(a.isPriority) || a.order_index - b.order_index);
}

export function applyCompletionFilter<T extends { completed: boolean }>(
  lessons: readonly T[],
  filter: LibraryFilter,
): T[] {
  if (filter === 'completed') return lessons.filter((lesson) => lesson.completed);
  if (filter === 'incomplete') return lessons.filter((lesson) => !lesson.completed);
  return [...lessons];
}

export function countByCompletion(lessons: readonly { completed: boolean }[]): Record<LibraryFilter, number> {
  const completed = lessons.filter((lesson) => lesson.completed).length;
  return { all: lessons.length, completed, incomplete: lessons.length - completed };
}

// ---------------------------------------------------------------------------------------------
// Stages (spec section 4 "Lesson stages")
// ---------------------------------------------------------------------------------------------

export type LessonProgressState = {
  completed: boolean;
  current_stage: LessonStage;
  identify_notes: string | null;
  understand_notes: string | null;
  challenge_notes: string | null;
  /** The closing reflection ('How do you feel now?'). */
  notes: string | null;
  completed_at: string | null;
};

export const EMPTY_PROGRESS: LessonProgressState = {
  completed: false,
  current_stage: 'identify',
  identify_notes: null,
  understand_notes: null,
  challenge_notes: null,
  notes: null,
  completed_at: null,
};

const stageRank = (stage: LessonStage) => LESSON_STAGES.indexOf(stage);
const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** Identify is always open; a stage opens once the progress reached it; a completed lesson opens all. */
export function isStageUnlocked(
  stage: NoteStage,
  progress: Pick<LessonProgressState, 'completed' | 'current_stage'>,
): boolean {
  if (progress.completed || stage === 'identify') return true;
  return stageRank(progress.current_stage) >= stageRank(stage);
}

/** Continue from identify or understand: needs that stage's notes; answers the stage it opens, or null. */
export function stageAfterContinue(from: 'identify' | 'understand', progress: LessonProgressState): NoteStage | null {
  const notes = from === 'identify' ? progress.identify_notes : progress.understand_notes;
  return isBlank(notes) ? null : from === 'identify' ? 'understand' : 'challenge';
}

/**
 * Saving a stage's notes moves the progress to that stage (spec section 4), but never back: saving
 * earlier notes again does not lock a stage the person already opened (a deliberate deviation).
 */
export function stageAfterSavingNotes(current: LessonStage, saved: NoteStage): LessonStage {
  return stageRank(saved) > stageRank(current) ? saved : current;
}

/** 'Save & Complete Lesson': needs a non-blank closing reflection and a lesson not yet complete. */
export function canCompleteLesson(progress: LessonProgressState, closingNotes: string): boolean {
  return !progress.completed && !isBlank(closingNotes);
}

export function completeLesson(progress: LessonProgressState, closingNotes: string, now: Date): LessonProgressState {
  return {
    ...progress,
    notes: closingNotes,
    completed: true,
    current_stage: 'completed',
    completed_at: now.toISOString(),
  };
}

/** The Completed toggle: off clears completed_at and keeps the stage; on completes again. */
export function toggleCompletion(progress: LessonProgressState, now: Date): LessonProgressState {
  return progress.completed
    ? { ...progress, completed: false, completed_at: null }
    : { ...progress, completed: true, current_stage: 'completed', completed_at: now.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// First open (spec section 4 "First open of a lesson with no progress")
// ---------------------------------------------------------------------------------------------

type RecentCheckIn = { created_at: string; feeling_text: string; detected_schemas: readonly string[] | null };

/** Of the latest check-ins (newest first), up to three whose detected patterns match the lesson's schema_type. */
export function selectPrefillCheckIns<T extends RecentCheckIn>(recent: readonly T[], schemaType: string): T[] {
  return recent
    .slice(0, PREFILL_LOOKBACK)
    .filter((checkIn) => (checkIn.detected_schemas ?? []).some((schema) => schemaNamesMatch(schema, schemaType)))
    .slice(0, PREFILL_MAX);
}
