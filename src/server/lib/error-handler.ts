import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.js';
import { getMessage } from '../../shared/messages.js';
import { databaseErrorCode, isDatabaseUnavailable } from './database-errors.js';
import { HttpError, RETRY_AFTER_SECONDS, serviceUnavailable } from './http-error.js';

/** The one place errors become responses: `{ error: { code, message } }`, never a stack trace. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const locale = requestVariable(c, 'locale') ?? 'en';
  if (isDatabaseUnavailable(error)) {
    requestVariable(c, 'logger')?.warn(
      { err: { name: error.name, code: databaseErrorCode(error) } },
      'database unavailable',
    );
    return respondWith(serviceUnavailable(), c);
  }
  if (error instanceof HttpError) return respondWith(error, c);
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'body_too_large' : 'bad_request';
    const message = getMessage(error.status === 413 ? 'bodyTooLarge' : 'invalidRequest', locale);
    return c.json({ error: { code, message } }, error.status);
  }
  // Error messages can quote user input (database errors do), so only the name and the frames are logged.
  requestVariable(c, 'logger')?.error({ err: { name: error.name, stack: stackFrames(error) } }, 'unhandled error');
  return c.json({ error: { code: 'internal', message: getMessage('internal', locale) } }, 500);
}

function respondWith(error: HttpError, c: Context<AppEnv>) {
  const message = getMessage(error.messageKey, requestVariable(c, 'locale') ?? 'en');
  // A 503 is a passing outage: the client (and any proxy) may retry on its own after a pause.
  if (error.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json({ error: { code: error.code, message, ...error.details } }, error.status);
}

/** An error can be thrown before the first middleware has set the request's variables. */
function requestVariable<K extends keyof AppEnv['Variables']>(
  c: Context<AppEnv>,
  key: K,
): AppEnv['Variables'][K] | undefined {
  return c.get(key);
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
