import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HelpResource } from '../../../shared/helplines.js';
import type {
  AttachReframingInput,
  EntryFinalReflectionRequest,
  FinalReflectionRequest,
  ReflectRequest,
  SaveCheckInInput,
} from '../../../shared/schemas/check-in.js';
import { apiFetch } from '../../lib/api.js';

export type {
  CheckInListItem as CheckIn,
  CheckInPage,
  DetectedPattern as PatternEvidence,
  FinalReflectionResponse as FinalReflection,
  ReflectResponse as Reflection,
} from '../../../shared/schemas/responses.js';
export type CrisisResource = HelpResource;

export const RECENT_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;

export const checkInsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['check-ins', page, pageSize],
    queryFn: () => apiFetch(`/api/check-ins?page=${page}&page_size=${pageSize}`, { schema: 'CheckInPageSchema' }),
    placeholderData: keepPreviousData,
  });

/** The form plus where the person is: their help country and time zone (helplines, "tonight"). */
export const requestReflection = (input: ReflectRequest) =>
  apiFetch('/api/check-ins/reflect', { method: 'POST', body: input, schema: 'ReflectResponseSchema' });

export const requestFinalReflection = (input: FinalReflectionRequest) =>
  apiFetch('/api/check-ins/final-reflection', { method: 'POST', body: input, schema: 'FinalReflectionResponseSchema' });

export const saveCheckIn = (input: SaveCheckInInput) =>
  apiFetch('/api/check-ins', { method: 'POST', body: input, schema: 'CheckInListItemSchema' });

/** The closing reflection of a saved check-in's exercise; its token binds it to that check-in. */
export const requestEntryFinalReflection = (checkInId: string, input: EntryFinalReflectionRequest) =>
  apiFetch(`/api/check-ins/${encodeURIComponent(checkInId)}/final-reflection`, {
    method: 'POST',
    body: input,
    schema: 'FinalReflectionResponseSchema',
  });

/** Attaches the reframing exercise to a saved check-in (now, or later from the history). */
export const attachReframingExercise = (checkInId: string, input: AttachReframingInput) =>
  apiFetch(`/api/check-ins/${encodeURIComponent(checkInId)}/reframing-exercise`, {
    method: 'PUT',
    body: input,
    schema: 'CheckInListItemSchema',
  });

/** Deletes one of the person's check-ins (204, no body). */
export const deleteCheckIn = async (checkInId: string) => {
  await apiFetch(`/api/check-ins/${encodeURIComponent(checkInId)}`, { method: 'DELETE' });
};
