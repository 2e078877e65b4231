import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NoteStage } from '../../../shared/lessons.js';
import type { Locale } from '../../../shared/locale.js';
import { lessonsRequest } from '../../../shared/routes.js';
import type { LessonReflectInput } from '../../../shared/schemas/lessons.js';
import { ApiError, apiFetch } from '../../lib/api.js';

export type {
  LessonDetail,
  LessonDetailResponse,
  LessonProgress,
  LessonSummary,
  LessonReflectResponse,
} from '../../../shared/schemas/responses.js';

/** A person without an active plan: the server's subscription guard (403 subscription_required). */
export const needsSubscription = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'subscription_required';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Titles and texts come in the page's language, so each language is its own cache entry. The
 * language is in the URL, which a signed-in /lessons page's HTML preloads (`pageDataRequests`).
 */
export const lessonsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['lessons', locale],
    queryFn: () => apiFetch(lessonsRequest(locale), { schema: 'LessonsLibraryResponseSchema' }),
    // A language switch keeps the page (and its filter) while the other language loads.
    placeholderData: keepPreviousData,
  });

export const lessonQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: ['lesson', id, locale],
    queryFn: () => apiFetch(`/api/lessons/${encodeURIComponent(id)}`, { schema: 'LessonDetailResponseSchema' }),
    // A language switch keeps the notes being written while the other language loads.
    placeholderData: keepPreviousData,
  });

const lessonPath = (id: string) => `/api/lessons/${encodeURIComponent(id)}`;

export const openLessonFirstTime = (id: string, timeZone: string | undefined) =>
  apiFetch(`${lessonPath(id)}/first-open`, {
    method: 'POST',
    body: timeZone ? { time_zone: timeZone } : {},
    schema: 'LessonFirstOpenResponseSchema',
  });

export const saveLessonNotes = (id: string, stage: NoteStage, notes: string) =>
  apiFetch(`${lessonPath(id)}/progress/notes`, {
    method: 'PUT',
    body: { stage, notes },
    schema: 'LessonProgressResponseSchema',
  });

export const continueLesson = (id: string, from: 'identify' | 'understand') =>
  apiFetch(`${lessonPath(id)}/progress/continue`, {
    method: 'POST',
    body: { from },
    schema: 'LessonProgressResponseSchema',
  });

export const completeLessonRequest = (id: string, notes: string) =>
  apiFetch(`${lessonPath(id)}/progress/complete`, {
    method: 'POST',
    body: { notes },
    schema: 'LessonProgressResponseSchema',
  });

export const setLessonCompleted = (id: string, completed: boolean) =>
  apiFetch(`${lessonPath(id)}/progress/completed`, {
    method: 'PUT',
    body: { completed },
    schema: 'LessonProgressResponseSchema',
  });

export const requestLessonReflection = (input: LessonReflectInput) =>
  apiFetch('/api/lessons/reflect', { method: 'POST', body: input, schema: 'LessonReflectResponseSchema' });
