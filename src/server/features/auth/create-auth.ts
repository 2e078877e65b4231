import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import type { Mailer } from '../../providers/mailer/mailer.js';
import { buildResetPasswordMail } from '../../providers/mailer/reset-password-mail.js';
import { getPathLocale, localizePath } from '../../../shared/locale.js';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_TTL_SECONDS, SIGN_IN_LIMIT } from '../../../shared/constants.js';
import { ResetPasswordBodySchema, SignUpSchema } from '../../../shared/schemas/auth.js';
import type { MessageKey } from '../../../shared/messages.js';
import { isMessageKey } from '../../../shared/messages.js';
import { isCommonPassword } from './common-passwords.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import type { Logger } from '../../lib/logger.js';

export const CLIENT_IP_HEADER = 'x-patternwise-client-ip';
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  secureCookies: boolean;
  rateLimitStore?: RateLimitStore;
  logger?: Logger;
};

export function createAuth({ db, mailer, appUrl, secret, secureCookies, rateLimitStore, logger }: AuthOptions) {
  return betterAuth({
    appName: 'Patternwise',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    telemetry: { enabled: false },
    // Better Auth's own messages ("User not found") go to our log, without their arguments.
    logger: { level: 'warn', log: (level, message) => logger?.[level]({ source: 'better-auth' }, message) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        // The token travels in the hash, so it never reaches a server log or a Referer header.
        const authPath = new URL(url).searchParams.get('callbackURL') ?? '/auth';
        const locale = getPathLocale(authPath.startsWith('/') ? authPath : '/auth');
        const link = `${appUrl}${localizePath('/auth', locale)}#type=recovery&token=${encodeURIComponent(token)}`;
        await mailer.send(buildResetPasswordMail({ to: user.email, name: user.name, link, locale }));
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 200,
      ...(rateLimitStore ? { customStorage: rateLimitStore } : { storage: 'memory' as const }),
      customRules: {
        '/sign-in/email': { window: SIGN_IN_LIMIT.windowSeconds, max: SIGN_IN_LIMIT.max },
        '/sign-up/email': { window: 5 * 60, max: 30 },
        '/request-password-reset': { window: 5 * 60, max: 10 },
        '/reset-password': { window: 5 * 60, max: 30 },
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: validateWithSharedSchemas },
  });
}

export type Auth = ReturnType<typeof createAuth>;


/** Our rules run before Better Auth's own: the shared schemas' messages, common passwords, the name fallback. */
const validateWithSharedSchemas = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-up/email') {
    const body = parseOrThrow(SignUpSchema, ctx.body);
    refuseCommonPassword(body.password);
    return { context: { body: { ...ctx.body, email: body.email, name: body.name || body.email } } };
  }
  if (ctx.path === '/reset-password') {
    const body = parseOrThrow(ResetPasswordBodySchema, ctx.body);
    refuseCommonPassword(body.newPassword);
  }
  return undefined;
});

function parseOrThrow<T>(
  schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message ?? 'invalidRequest';
  throw validationError(isMessageKey(key) ? key : 'invalidRequest');
}

function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) throw validationError('passwordCommon');
}

function validationError(key: MessageKey) {
  return new APIError('BAD_REQUEST', { code: key, message: key });
}
