import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchemaKey } from '../../../shared/patterns.js';
import type { AnswerInput } from '../../../shared/schemas/screener.js';
import { apiFetch } from '../../lib/api.js';

export type { ScreenerResults, ScreenerState, ScreenerStatement } from '../../../shared/schemas/responses.js';

export const screenerQuery = queryOptions({
  queryKey: ['screener'],
  queryFn: () => apiFetch('/api/screener', { schema: 'ScreenerStateSchema' }),
  staleTime: 0,
  gcTime: 0,
});

export const resultsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['screener-results', sessionId],
    queryFn: () =>
      apiFetch(`/api/screener/sessions/${encodeURIComponent(sessionId)}/results`, { schema: 'ScreenerResultsSchema' }),
    retry: false,
  });

export function postAnswer(answer: AnswerInput) {
  return apiFetch('/api/screener/answers', { method: 'POST', body: answer, schema: 'AnswerSavedSchema' });
}

export function useSaveCorePatterns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schemaKeys: SchemaKey[]) =>
      apiFetch('/api/core-patterns', {
        method: 'PUT',
        body: { schema_keys: schemaKeys },
        schema: 'CorePatternsResponseSchema',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
