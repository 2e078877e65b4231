import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { getClientIp } from '../../lib/client-ip.js';
import { getMessage, isMessageKey, type MessageKey } from '../../../shared/messages.js';
import { CLIENT_IP_HEADER, type Auth } from './create-auth.js';

const betterAuthCodes: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
  INVALID_TOKEN: 'invalidToken',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_EMAIL: 'emailInvalid',
  VALIDATION_ERROR: 'invalidRequest',
};

/** Better Auth behind our door: the client IP it keys rate limits by, and our error shape and language. */
export function createAuthRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = getClientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
    return toErrorShape(response, c.get('locale'));
  });
}

async function toErrorShape(response: Response, locale: 'en' | 'es') {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const key = getMessageKey(response.status, body.code);
  const code = getErrorCode(response.status, body.code);
  const message = key ? getMessage(key, locale) : (body.message ?? getMessage('internal', locale));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
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
