import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInAccess } from '../../shared/access.js';
import { ApiError, apiFetch } from '../lib/api.js';

export type Me = {
  user: { id: string; email: string; name: string };
  profile: { check_ins_used: number; has_completed_screener: boolean };
  subscription: { subscribed: true; product_id: string; subscription_end: string | null } | null;
  access: CheckInAccess;
};

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await apiFetch<Me>('/api/me');
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
