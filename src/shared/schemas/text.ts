import type { z } from 'zod';

/** A surrogate half without its partner: not a character, and PGlite refuses to store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a database can keep as written: no NUL character, no broken surrogate pair. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * PostgreSQL cannot store a NUL character in text (and PGlite no lone surrogate): refused here,
 * with a message, so it never reaches the database as a 500. Every free-text field of a payload
 * goes through this.
 */
export function storableText<T extends z.ZodString>(schema: T): T {
  return schema.refine(isStorableText, 'textHasNul');
}
