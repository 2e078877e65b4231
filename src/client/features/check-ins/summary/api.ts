import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.js';

export type { SummaryResponse as Summary } from '../../../../shared/schemas/responses.js';

/** Under 'check-ins', so a new check-in or exercise refreshes it. */
export const summaryQuery = () =>
  queryOptions({
    queryKey: ['check-ins', 'summary'],
    queryFn: () => apiFetch('/api/progress/summary', { schema: 'SummaryResponseSchema' }),
  });
