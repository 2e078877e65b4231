import { isStorableText } from '../../shared/schemas/text.js';
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
  const nulAt = findNul(raw);
  if (nulAt !== undefined) throw badRequest('textHasNul', { field: nulAt || undefined });
  return parseWith(schema, raw);
}

type Visit = { value: unknown; key?: string; parent?: Visit };

/**
 * PostgreSQL cannot store a NUL character in text, so a body carrying one anywhere (a value or a
 * key, however deep) is refused before any schema or query sees it. The shared schemas refuse it
 * in their text fields too; this covers every field a schema forgets. Returns the dotted path of
 * one, '' at the top, or undefined when the body is clean. Iterative, with a link to the
 * parent instead of a copied path, so a 1 MiB body nested 100,000 deep cannot overflow the stack.
 */
export function findNul(body: unknown): string | undefined {
  const pending: Visit[] = [{ value: body }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    for (const [key, value] of Object.entries(visit.value)) {
      // The key itself is not echoed back: the path stops at the object holding it.
      if (!isStorableText(key)) return pathOf(visit);
      pending.push({ value, key, parent: visit });
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isMessageKey(issue.message) ? issue.message : 'invalidRequest';
  throw badRequest(key, { field: issue?.path.join('.') || undefined });
}
