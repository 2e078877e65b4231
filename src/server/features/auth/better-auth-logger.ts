import type { BetterAuthOptions } from 'better-auth';
import { databaseErrorCode } from '../../lib/database-errors.js';
import type { Logger } from '../../lib/logger.js';

const EMAIL = /[^\s@<>"'`,;:()[\]]+@[^\s@<>"'`,;:()[\]]+/g;

/**
 * Better Auth's own messages go to pino under source 'better-auth'. Their extra arguments
 * (errors with SQL parameters, rows, requests) are dropped, and an email quoted in a message is
 * masked; a message quoting a failed query is replaced as a whole.
 */
export function betterAuthLogger(logger: Logger | undefined): BetterAuthOptions['logger'] {
  return {
    level: 'warn',
    log: (level, message) => logger?.[level]({ source: 'better-auth' }, scrub(message)),
  };
}

/** A URL a caller sent ("Invalid callbackURL: https://…?token=…") is theirs to write: never logged. */
const URL_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S+|(?<=:\s)\S*[/?=&]\S*/gi;

function scrub(message: string): string {
  if (/failed query|params:/i.test(message)) return 'database query failed';
  return message.replace(EMAIL, '[email]').replace(URL_LIKE, '[url]').slice(0, 300);
}

/**
 * With `onAPIError.throw`, a request Better Auth cannot finish (a database error) reaches our error
 * handler instead of Better Auth's router, which prints the whole error, SQL parameters included,
 * with console.error. This notes it first under source 'better-auth': the error's name and code only.
 */
export function logFailedRequests<T extends { handler: (request: Request) => Promise<Response> }>(
  auth: T,
  logger: Logger | undefined,
): T {
  const handle = auth.handler;
  auth.handler = async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      const err = { name: error instanceof Error ? error.name : typeof error, code: databaseErrorCode(error) };
      logger?.error({ source: 'better-auth', err }, 'request failed');
      throw error;
    }
  };
  return auth;
}
