import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { getClientIp, type ProxyTrust } from '../../lib/client-ip.js';
import { notFound, serviceUnavailable } from '../../lib/http-error.js';
import type { Logger } from '../../lib/logger.js';
import { getMessage, isMessageKey, type MessageKey } from '../../../shared/messages.js';
import { createAccountThrottle } from './account-throttle.js';
import { CLIENT_IP_HEADER, type Auth } from './create-auth.js';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit-store.js';

const betterAuthCodes: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
  INVALID_TOKEN: 'invalidToken',
  INVALID_PASSWORD: 'currentPasswordWrong',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_EMAIL: 'emailInvalid',
  VALIDATION_ERROR: 'invalidRequest',
  // Two-factor (Better Auth's plugin); a replayed TOTP code answers INVALID_CODE (two-factor-replay.ts).
  INVALID_CODE: 'twoFactorCodeWrong',
  INVALID_BACKUP_CODE: 'backupCodeWrong',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'twoFactorLocked',
  ACCOUNT_TEMPORARILY_LOCKED: 'twoFactorLocked',
  INVALID_TWO_FACTOR_COOKIE: 'twoFactorExpired',
  TOTP_ALREADY_ENABLED: 'twoFactorAlreadyOn',
};

export type AuthRoutesOptions = ProxyTrust & {
  /** Where sign-in failures per account are counted: Redis when instances share it, this process otherwise. */
  signInAttemptStore?: RateLimitStore;
  /** Tells a database outage (503, try again) from Better Auth's own failures (500). */
  pingDatabase: () => Promise<void>;
  /** Keys the per-account count by an HMAC of the email, never the email itself. */
  authSecret: string;
};

/**
 * Better Auth behind our door: the client IP it keys rate limits by, a limit per account on
 * sign-in whatever the address, 503 during a database outage, and our error shape and language.
 */
export function createAuthRoutes(auth: Auth, options: AuthRoutesOptions) {
  const throttleSignIn = createAccountThrottle(
    options.signInAttemptStore ?? createMemoryRateLimitStore(),
    options.authSecret,
  );
  const forward = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = getClientIp(c, options);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.raw, { headers });
    const response = await answerOutages(() => auth.handler(request), options.pingDatabase, c.get('logger'));
    // Successes and redirects (the confirmation link answers 302) pass as they are.
    if (response.status < 400) return response;
    // Better Auth answers an unknown path with an empty 404: ours says so in the error shape.
    if (response.status === 404 && !isJson(response)) throw notFound();
    if (!isJson(response)) return response;
    return toErrorShape(response, c.get('locale'), c.req.path);
  };
  return new Hono<AppEnv>()
    .post('/sign-in/email', async (c) => {
      const email = await readEmail(c.req.raw);
      if (!email) return forward(c); // Better Auth refuses it with its validation message
      const request = { ip: getClientIp(c, options), logger: c.get('logger') };
      const outcome = await throttleSignIn(email, () => forward(c), request);
      if ('response' in outcome) return outcome.response;
      const error = { code: 'rate_limited', message: getMessage('rateLimited', c.get('locale')) };
      return c.json({ error }, 429, { 'Retry-After': String(outcome.retryAfter) });
    })
    .on(['GET', 'POST'], '/*', forward);
}

/** The email a sign-in names, read from a copy so Better Auth still gets the body. */
async function readEmail(request: Request): Promise<string | undefined> {
  const body = (await request
    .clone()
    .json()
    .catch(() => undefined)) as { email?: unknown } | null | undefined;
  const email = body?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/**
 * Better Auth turns some database errors into a 500 or into "failed to create user/session",
 * and lets others through: when the database does not answer either, the caller hears it is a
 * passing outage rather than a fault or a wrong password.
 */
async function answerOutages(run: () => Promise<Response>, ping: () => Promise<void>, logger: Logger) {
  try {
    const response = await run();
    if (!(await mayBeStorageFailure(response)) || (await answers(ping))) return response;
  } catch (error) {
    if (await answers(ping)) throw error;
  }
  logger.warn('auth failed while the database is unreachable');
  throw serviceUnavailable();
}

/** Better Auth's codes for a write that did not happen, which it answers with a 4xx. */
const STORAGE_FAILURE_CODES = new Set(['FAILED_TO_CREATE_USER', 'FAILED_TO_CREATE_SESSION', 'FAILED_TO_UPDATE_USER']);

async function mayBeStorageFailure(response: Response): Promise<boolean> {
  if (response.status >= 500) return true;
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' && STORAGE_FAILURE_CODES.has(body.code);
}

async function answers(ping: () => Promise<void>): Promise<boolean> {
  try {
    await ping();
    return true;
  } catch {
    return false;
  }
}

const isJson = (response: Response) => response.headers.get('content-type')?.includes('application/json') === true;

/** Rules about the password being set: the form shows them under its password box, not in a toast. */
const newPasswordRules = new Set<MessageKey>([
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordSameAsCurrent',
]);

async function toErrorShape(response: Response, locale: 'en' | 'es', path: string) {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const key = getMessageKey(response.status, body.code);
  const code = getErrorCode(response.status, body.code);
  const message = key ? getMessage(key, locale) : (body.message ?? getMessage('internal', locale));
  // Sign-up names the field `password`; reset and change-password name it `newPassword`.
  const passwordField = path.endsWith('/sign-up/email') ? 'password' : 'newPassword';
  const field = key && newPasswordRules.has(key) && !path.endsWith('/sign-in/email') ? passwordField : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }), {
    status: response.status,
    headers,
  });
}

function getErrorCode(status: number, code: string | undefined): string {
  if (status === 429) return 'rate_limited';
  if (code && isMessageKey(code)) return 'validation';
  return (code ?? 'auth_error').toLowerCase();
}

function getMessageKey(status: number, code: string | undefined): MessageKey | undefined {
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'internal';
  if (!code) return undefined;
  if (isMessageKey(code)) return code;
  return betterAuthCodes[code];
}
