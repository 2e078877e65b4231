import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../../../shared/messages.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * Runs a shared schema on a body Better Auth is about to handle; the first issue's message key
 * becomes the 400 answer. A field the schema does not know outranks other issues: it means the
 * caller tried something this endpoint does not offer.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  const issue = issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? issues[0];
  const key = issue?.message ?? 'invalidRequest';
  throw validationError(isMessageKey(key) ? key : 'invalidRequest');
}

/** Any password someone is about to set, at sign-up, reset or change. */
export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) throw validationError('passwordCommon');
}

export function validationError(key: MessageKey) {
  return new APIError('BAD_REQUEST', { code: key, message: key });
}
