import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPasswordInput, ResetRequestInput, SignInInput, SignUpInput } from '../../../shared/schemas/auth.js';
import { apiFetch } from '../../lib/api.js';

const post = (path: string, body: unknown = {}) => apiFetch<unknown>(`/api/auth${path}`, { method: 'POST', body });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => post('/sign-in/email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

/** Signs up without signing in: the account opens through the link mailed to the address (see useConfirmEmail). */
export function useSignUp() {
  return useMutation({
    mutationFn: ({ name, email, password }: SignUpInput) =>
      post('/sign-up/email', { name: name || email, email, password }),
  });
}

/** The mailed confirmation link's token: verifies the email and starts the session. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<unknown>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email, authPath }: ResetRequestInput & { authPath: string }) =>
      post('/request-password-reset', { email, redirectTo: authPath }),
  });
}

/** Whether the mailed reset link still works, asked before the form (the token goes in the body, never the URL). */
export function useResetLinkState(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () =>
      apiFetch('/api/auth/check-reset-link', {
        method: 'POST',
        body: { token },
        schema: 'ResetLinkStateSchema',
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Asked again whenever the link is opened again: once used, the answer changes.
    gcTime: 0,
  });
}

/** A completed reset signs the person in (server side): the session is read again before the page moves on. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, token }: NewPasswordInput & { token: string }) =>
      post('/reset-password', { newPassword: password, token }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['reset-link'] });
      return queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

/** Whether a sign-in's password step left a second step to do (Better Auth's two-factor plugin). */
export const needsSecondFactor = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/** The second step of a sign-in: a code from the authenticator app, or one backup code. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, kind }: { code: string; kind: 'app' | 'backup' }) =>
      post(kind === 'app' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
