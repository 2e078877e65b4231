import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './http-error.js';
import { isMessageKey } from '../../shared/messages.js';

/** Reads a JSON body and validates it with the payload's shared schema; any failure is a 400. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('invalidJson');
  }
  return parseWith(schema, raw);
}

export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isMessageKey(issue.message) ? issue.message : 'invalidRequest';
  throw badRequest(key, { field: issue?.path.join('.') || undefined });
}
