import { queryOptions } from '@tanstack/react-query';
import { apiFetch, loadResponseSchemas } from '../../lib/api.js';

/** The newest check-in only (the first page of one), for the start screen. */
export const lastCheckInQuery = queryOptions({
  queryKey: ['check-ins', 'last'],
  queryFn: async () =>
    (
      await apiFetch('/api/check-ins?page=1&page_size=1', {
        schema: () => loadResponseSchemas().then((schemas) => schemas.CheckInPageSchema),
      })
    ).items[0] ?? null,
});

export const corePatternsQuery = queryOptions({
  queryKey: ['core-patterns'],
  queryFn: async () =>
    (
      await apiFetch('/api/core-patterns', {
        schema: () => loadResponseSchemas().then((schemas) => schemas.CorePatternsResponseSchema),
      })
    ).schema_keys,
});
