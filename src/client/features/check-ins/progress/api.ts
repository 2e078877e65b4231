import { queryOptions } from '@tanstack/react-query';
import type { ProgressRange } from '../../../../shared/progress.js';
import { ProgressResponseSchema } from '../../../../shared/schemas/responses.js';
import { apiFetch } from '../../../lib/api.js';

export type { ProgressResponse as Progress } from '../../../../shared/schemas/responses.js';

/** The browser's time zone: streaks and days are the person's own days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Under 'check-ins', so saving or deleting a check-in (which invalidates that key) refreshes it. */
export const progressQuery = (days: ProgressRange, timeZone: string | undefined) =>
  queryOptions({
    queryKey: ['check-ins', 'progress', days, timeZone ?? ''],
    queryFn: () => {
      const search = new URLSearchParams({ days: String(days) });
      if (timeZone) search.set('time_zone', timeZone);
      return apiFetch(`/api/progress?${search}`, { schema: ProgressResponseSchema });
    },
  });
