import { queryOptions } from '@tanstack/react-query';
import { CheckInPageSchema, CorePatternsResponseSchema } from '../../../shared/schemas/responses.js';
import { apiFetch } from '../../lib/api.js';

/** The newest check-in only (the first page of one), for the start screen. */
export const lastCheckInQuery = queryOptions({
  queryKey: ['check-ins', 'last'],
  queryFn: async () =>
    (await apiFetch('/api/check-ins?page=1&page_size=1', { schema: CheckInPageSchema })).items[0] ?? null,
});

export const corePatternsQuery = queryOptions({
  queryKey: ['core-patterns'],
  queryFn: async () => (await apiFetch('/api/core-patterns', { schema: CorePatternsResponseSchema })).schema_keys,
});
