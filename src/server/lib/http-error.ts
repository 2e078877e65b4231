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

/** Seconds a client is asked to wait (`Retry-After`) before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 30;
/** The database cannot be reached: a passing outage, answered with `Retry-After` by `handleError`. */
export const serviceUnavailable = () => new HttpError(503, 'service_unavailable', 'serviceUnavailable');
