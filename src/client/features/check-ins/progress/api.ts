import { queryOptions } from '@tanstack/react-query';
import type { ProgressRange } from '../../../../shared/progress.js';
import { apiFetch } from '../../../lib/api.js';

export type { ProgressResponse as Progress } from '../../../../shared/schemas/responses.js';

/** Under 'check-ins', so saving or deleting a check-in (which invalidates that key) refreshes it. */
export const progressQuery = (days: ProgressRange, timeZone: string | undefined) =>
  queryOptions({
    queryKey: ['check-ins', 'progress', days, timeZone ?? ''],
    queryFn: () => {
      const search = new URLSearchParams({ days: String(days) });
      if (timeZone) search.set('time_zone', timeZone);
      return apiFetch(`/api/progress?${search}`, { schema: 'ProgressResponseSchema' });
    },
  });
