import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HelpResource } from '../../../shared/helplines.js';
import type { FinalReflectionRequest, ReflectRequest, SaveCheckInInput } from '../../../shared/schemas/check-in.js';
import {
  CheckInListItemSchema,
  CheckInPageSchema,
  FinalReflectionResponseSchema,
  ReflectResponseSchema,
} from '../../../shared/schemas/responses.js';
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
    queryFn: () => apiFetch(`/api/check-ins?page=${page}&page_size=${pageSize}`, { schema: CheckInPageSchema }),
    placeholderData: keepPreviousData,
  });

/** The form plus where the person is: their help country and time zone (helplines, "tonight"). */
export const requestReflection = (input: ReflectRequest) =>
  apiFetch('/api/check-ins/reflect', { method: 'POST', body: input, schema: ReflectResponseSchema });

export const requestFinalReflection = (input: FinalReflectionRequest) =>
  apiFetch('/api/check-ins/final-reflection', { method: 'POST', body: input, schema: FinalReflectionResponseSchema });

export const saveCheckIn = (input: SaveCheckInInput) =>
  apiFetch('/api/check-ins', { method: 'POST', body: input, schema: CheckInListItemSchema });
