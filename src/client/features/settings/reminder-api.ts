import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettingsInput } from '../../../shared/schemas/reminders.js';
import { apiFetch } from '../../lib/api.js';
import { browserTimeZone } from '../../lib/time-zone.js';

const REMINDER = ['reminder'] as const;

/** The daily reminder: the server's defaults (off, 20:00, every day) until one is saved. */
export function useReminder() {
  return useQuery({
    queryKey: REMINDER,
    queryFn: () => apiFetch('/api/reminders', { schema: 'ReminderSettingsResponseSchema' }),
  });
}

/** Saves all of it; the server keeps the page's language for the mails. */
export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) =>
      apiFetch('/api/reminders', { method: 'PUT', body: input, schema: 'ReminderSettingsResponseSchema' }),
    onSuccess: (saved) => queryClient.setQueryData(REMINDER, saved),
  });
}

/** The device's IANA time zone (UTC if it does not say): reminders follow the clock of the device that set them. */
export const reminderTimeZone = (): string => browserTimeZone() ?? 'UTC';
