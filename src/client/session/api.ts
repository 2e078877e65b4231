import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MeResponseSchema, type MeResponse } from '../../shared/schemas/responses.js';
import { ApiError, apiFetch } from '../lib/api.js';

export type Me = MeResponse;

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await apiFetch('/api/me', { schema: MeResponseSchema });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.setQueryData(['me'], null),
  });
}
