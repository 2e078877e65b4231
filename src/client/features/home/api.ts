import { queryOptions } from '@tanstack/react-query';
import { CORE_PATTERNS_REQUEST, LAST_CHECK_IN_REQUEST } from '../../../shared/routes.js';
import { apiFetch } from '../../lib/api.js';

/**
 * The start screen waits for both reads, then shows the cards that read them again: fresh for a few
 * seconds, they are not asked twice (a save or a change invalidates them whatever their age).
 */
const FRESH_FOR_MS = 10_000;

/** The newest check-in only (the first page of one), for the start screen. */
export const lastCheckInQuery = queryOptions({
  queryKey: ['check-ins', 'last'],
  staleTime: FRESH_FOR_MS,
  queryFn: async () =>
    (
      await apiFetch(LAST_CHECK_IN_REQUEST, {
        schema: 'CheckInPageSchema',
      })
    ).items[0] ?? null,
});

export const corePatternsQuery = queryOptions({
  queryKey: ['core-patterns'],
  staleTime: FRESH_FOR_MS,
  queryFn: async () =>
    (
      await apiFetch(CORE_PATTERNS_REQUEST, {
        schema: 'CorePatternsResponseSchema',
      })
    ).schema_keys,
});
