import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateCheckoutInput } from '../../../shared/schemas/subscription.js';
import { PlanOfferSchema, type SandboxPortalResponse } from '../../../shared/schemas/responses.js';
import { apiFetch } from '../../lib/api.js';
import { announceSubscriptionChange } from './subscription-channel.js';

export type PlanOffer = z.infer<typeof PlanOfferSchema>;
export type {
  SandboxCheckoutResponse as SandboxCheckout,
  SandboxPortalResponse as SandboxPortal,
  SubscriptionStatusResponse as SubscriptionStatus,
} from '../../../shared/schemas/responses.js';

export const subscriptionKey = ['subscription'] as const;

/** check-subscription of spec section 7: always re-read, it changes in another tab. */
export const subscriptionQuery = queryOptions({
  queryKey: subscriptionKey,
  queryFn: () => apiFetch('/api/subscription', { schema: 'SubscriptionStatusResponseSchema' }),
  staleTime: 0,
});

/** Refresh button: the server asks the payments provider again, and the answer replaces what the page shows. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/subscription/refresh', { method: 'POST', body: {}, schema: 'SubscriptionStatusResponseSchema' }),
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionKey, status);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export const createCheckout = (input: CreateCheckoutInput) =>
  apiFetch('/api/subscription/checkout', { method: 'POST', body: input, schema: 'RedirectUrlResponseSchema' });

export const openPortal = () =>
  apiFetch('/api/subscription/portal', { method: 'POST', body: {}, schema: 'RedirectUrlResponseSchema' });

const sandboxPath = (kind: 'checkouts' | 'portal', id: string, action?: string) =>
  `/api/sandbox/${kind}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const sandboxCheckoutQuery = (id: string) =>
  queryOptions({
    queryKey: ['sandbox-checkout', id],
    queryFn: () => apiFetch(sandboxPath('checkouts', id), { schema: 'SandboxCheckoutResponseSchema' }),
    retry: false,
  });

export const sandboxCheckoutAction = (id: string, action: 'pay' | 'cancel') =>
  apiFetch(sandboxPath('checkouts', id, action), { method: 'POST', body: {}, schema: 'RedirectUrlResponseSchema' });

export const sandboxPortalQuery = (id: string) =>
  queryOptions({
    queryKey: ['sandbox-portal', id],
    queryFn: () => apiFetch(sandboxPath('portal', id), { schema: 'SandboxPortalResponseSchema' }),
    retry: false,
  });

export type PortalAction =
  { kind: 'switch'; priceId: string } | { kind: 'cancel' } | { kind: 'resume' } | { kind: 'advance-clock' };

/** A change in the sandbox portal: the page shows the portal's answer and tells the plans tab to re-read. */
export function useSandboxPortalAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PortalAction): Promise<SandboxPortalResponse> =>
      apiFetch(sandboxPath('portal', id, action.kind), {
        method: 'POST',
        body: action.kind === 'switch' ? { priceId: action.priceId } : {},
        schema: 'SandboxPortalResponseSchema',
      }),
    onSuccess: (portal) => {
      queryClient.setQueryData(sandboxPortalQuery(id).queryKey, portal);
      void queryClient.invalidateQueries({ queryKey: subscriptionKey });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      announceSubscriptionChange();
    },
  });
}
