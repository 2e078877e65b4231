import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchemaKey } from '../../../shared/patterns.js';
import type { AnswerInput } from '../../../shared/schemas/screener.js';
import type { SchemaAverage, ScreenerAnswer, ScreenerItem } from '../../../shared/screener.js';
import { apiFetch } from '../../lib/api.js';

export type ScreenerStatement = ScreenerItem & { prompt: { en: string; es: string } };
export type ScreenerState = { items: ScreenerStatement[]; session: { id: string; answers: ScreenerAnswer[] } | null };
export type ScreenerResults = { session_id: string; scores: SchemaAverage[]; suggestions: SchemaAverage[] };

export const screenerQuery = queryOptions({
  queryKey: ['screener'],
  queryFn: () => apiFetch<ScreenerState>('/api/screener'),
  staleTime: 0,
  gcTime: 0,
});

export const resultsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['screener-results', sessionId],
    queryFn: () => apiFetch<ScreenerResults>(`/api/screener/sessions/${encodeURIComponent(sessionId)}/results`),
    retry: false,
  });

export function postAnswer(answer: AnswerInput) {
  return apiFetch<{ session_id: string }>('/api/screener/answers', { method: 'POST', body: answer });
}

export function useSaveCorePatterns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schemaKeys: SchemaKey[]) =>
      apiFetch<{ schema_keys: SchemaKey[] }>('/api/core-patterns', {
        method: 'PUT',
        body: { schema_keys: schemaKeys },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
