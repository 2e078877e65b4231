import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ password, token }: NewPasswordInput & { token: string }) =>
      post('/reset-password', { newPassword: password, token }),
  });
}
