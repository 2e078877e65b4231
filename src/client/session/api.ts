import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/schemas/responses.js';
import { ApiError, apiFetch } from '../lib/api.js';
import { SESSION_REQUEST } from '../../shared/routes.js';
import { clearDeviceData, forgetUser, offlineMe, rememberUser } from './known-user.js';

/** `offline`: the server could not be reached; this is the person the device last knew (known-user.ts). */
export type Me = MeResponse & { offline?: true };

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      const me = await apiFetch(SESSION_REQUEST, {
        schema: 'MeResponseSchema',
      });
      rememberUser(me);
      return me;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        forgetUser();
        return null;
      }
      // No network: the person this device knew, so their check-in form and draft still open.
      if (error instanceof ApiError && error.code === 'network') {
        const known = await offlineMe();
        if (known) return known;
      }
      throw error;
    }
  },
  // Asked even while the browser says it is offline (React Query would pause it), and asked again
  // at once when the connection comes back if the answer was the offline one.
  networkMode: 'always',
  staleTime: (query) => (query.state.data?.offline ? 0 : 30_000),
});

export function useMe() {
  return useQuery(meQuery);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: () => {
      clearDeviceData();
      queryClient.setQueryData(['me'], null);
    },
  });
}
