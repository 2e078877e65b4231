import type { z } from 'zod';

/**
 * PostgreSQL cannot store a NUL character in text: refused here, with a message, so it never
 * reaches the database as a 500. Every free-text field of a payload goes through this.
 */
export function withoutNul<T extends z.ZodString>(schema: T): T {
  return schema.refine((text) => !text.includes('\u0000'), 'textHasNul') as T;
}
