import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '../../shared/messages.js';

/** A failure the caller caused or may see: thrown near the cause, shaped once by `handleError`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const badRequest = (messageKey: MessageKey, details?: Record<string, unknown>) =>
  new HttpError(400, 'validation', messageKey, details);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');
export const notFound = () => new HttpError(404, 'not_found', 'notFound');
