import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.js';

const TWO_FACTOR_STATUS = ['two-factor-status'] as const;

/** Whether two-step sign-in is on, read from Better Auth's session (its user carries the flag). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_STATUS,
    queryFn: async () => {
      const session = await apiFetch<{ user?: { twoFactorEnabled?: boolean | null } } | null>('/api/auth/get-session');
      return session?.user?.twoFactorEnabled === true;
    },
  });
}

export type Enrollment = { totpURI: string; backupCodes: string[] };

/** Step 1: the password makes a new key (not active until a code confirms it) and 10 backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<Enrollment>('/api/auth/two-factor/enable', { method: 'POST', body: { password } }),
  });
}

/** Step 2: a code from the app turns two-step sign-in on (the server gives this device a new session). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS }),
  });
}

/** The base32 key inside the otpauth URI, grouped by four for typing into an app. */
export function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
