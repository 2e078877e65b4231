import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.js';
import { getMessage } from '../../shared/messages.js';
import { HttpError } from './http-error.js';

/** The one place errors become responses: `{ error: { code, message } }`, never a stack trace. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const locale = c.get('locale') ?? 'en';
  if (error instanceof HttpError) {
    const message = getMessage(error.messageKey, locale);
    return c.json({ error: { code: error.code, message, ...error.details } }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'body_too_large' : 'bad_request';
    const message = getMessage(error.status === 413 ? 'bodyTooLarge' : 'invalidRequest', locale);
    return c.json({ error: { code, message } }, error.status);
  }
  // Error messages can quote user input (database errors do), so only the name and the frames are logged.
  c.get('logger')?.error({ err: { name: error.name, stack: stackFrames(error) } }, 'unhandled error');
  return c.json({ error: { code: 'internal', message: getMessage('internal', locale) } }, 500);
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
