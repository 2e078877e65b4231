import { z } from 'zod';
import { TimeZoneSchema } from './check-in.js';

/**
 * GET /api/progress?days=30|90&time_zone=Area/City. Only the two ranges the view offers; a zone the
 * runtime does not know falls back to UTC (see TimeZoneSchema), a value that is no zone name is a 400.
 */
export const ProgressQuerySchema = z.object({
  days: z
    .enum(['30', '90'], { error: 'invalidRequest' })
    .default('30')
    .transform((days) => Number(days) as 30 | 90),
  time_zone: TimeZoneSchema.optional(),
});
export type ProgressQuery = z.input<typeof ProgressQuerySchema>;
