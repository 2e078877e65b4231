import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPathLocale } from '../../../shared/locale.js';
import { exportFileName } from '../../../shared/constants.js';
import type { DeleteAccountInput } from '../../../shared/schemas/account.js';
import type { ChangePasswordInput, UpdateUserInput } from '../../../shared/schemas/auth.js';
import { ApiError, apiErrorOf, apiFetch, unexpectedErrorMessage } from '../../lib/api.js';
import { clearDeviceData } from '../../session/known-user.js';

/** Better Auth's update-user: the server lets it change the name only (an empty one becomes the email). */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => apiFetch<unknown>('/api/auth/update-user', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

/**
 * Better Auth's change-password: the server requires the current password, applies the sign-up
 * rules to the new one and signs out every other session whatever is sent; this device keeps a
 * fresh session.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<unknown>('/api/auth/change-password', {
        method: 'POST',
        body: { ...input, revokeOtherSessions: true },
      }),
  });
}

/** The account is gone: nothing cached about it may stay on the page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiFetch('/api/account/delete', { method: 'POST', body: input, schema: 'AccountDeletedSchema' }),
    onSuccess: () => {
      clearDeviceData();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      queryClient.setQueryData(['me'], null);
    },
  });
}

/**
 * Fetches the export (with the page's language, like every API call) and hands it to the browser
 * as a download under the server's file name. Answers that name.
 */
export async function downloadMyData(): Promise<string> {
  const locale = getPathLocale(window.location.pathname);
  let response: Response;
  try {
    response = await fetch('/api/account/export', {
      credentials: 'same-origin',
      headers: { 'Accept-Language': locale },
    });
  } catch {
    throw new ApiError(0, 'network', unexpectedErrorMessage(locale));
  }
  if (!response.ok) throw await apiErrorOf(response.status, await response.json().catch(() => null));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? exportFileName(new Date());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click hands the file to the browser; the URL is released once it surely has it.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return fileName;
}
