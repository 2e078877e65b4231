import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import type { Mailer } from '../../providers/mailer/mailer.js';
import { buildResetPasswordMail } from '../../providers/mailer/reset-password-mail.js';
import { createSignUpVerification } from './sign-up-verification.js';
import { getPathLocale, localizePath } from '../../../shared/locale.js';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_TTL_SECONDS, SIGN_IN_LIMIT } from '../../../shared/constants.js';
import { ResetPasswordBodySchema, SignUpSchema } from '../../../shared/schemas/auth.js';
import { parseOrThrow, refuseCommonPassword } from './hook-validation.js';
import { accountSecurity } from './account-security.js';
import { betterAuthLogger, logFailedRequests } from './better-auth-logger.js';
import { createResetLinks, verificationIdentifierStorage } from './reset-links.js';
import { resetLinkFlow } from './reset-link-flow.js';
import { twoFactorReplayGuard } from './two-factor-replay.js';
import { createPasswordHasher, defaultPasswordHashConcurrency } from './password-hashing.js';
import { scopeBetterAuthAsyncContext } from './async-context.js';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit-store.js';
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
  /** Password hashes and verifications running at once in this process (the rest queue). */
  passwordHashConcurrency?: number;
};

export function createAuth({
  db,
  mailer,
  appUrl,
  secret,
  secureCookies,
  rateLimitStore,
  logger,
  passwordHashConcurrency = defaultPasswordHashConcurrency(),
}: AuthOptions) {
  // Better Auth's AsyncLocalStorage (and Node 20's promise hooks) on only while one of its calls runs.
  scopeBetterAuthAsyncContext();
  const signUpVerification = createSignUpVerification({
    mailer,
    appUrl,
    store: rateLimitStore ?? createMemoryRateLimitStore(),
    secret,
  });
  const resetLinks = createResetLinks({ db, store: rateLimitStore ?? createMemoryRateLimitStore(), secret });
  const auth = betterAuth({
    appName: 'Patternwise',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    telemetry: { enabled: false },
    // Better Auth's own messages ("User not found") go to our log, without their arguments.
    logger: betterAuthLogger(logger),
    // Failures go to our error handler (503 for an outage), never to Better Auth's console.error.
    onAPIError: { throw: true },
    verification: { storeIdentifier: verificationIdentifierStorage },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up signs in only through the mailed confirmation link (sign-up-verification.ts).
      autoSignIn: false,
      ...signUpVerification.emailAndPassword,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: createPasswordHasher(passwordHashConcurrency),
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        if (!(await resetLinks.admit(user, token))) return;
        // The token travels in the hash, so it never reaches a server log or a Referer header.
        const authPath = new URL(url).searchParams.get('callbackURL') ?? '/auth';
        const locale = getPathLocale(authPath.startsWith('/') ? authPath : '/auth');
        const link = `${appUrl}${localizePath('/auth', locale)}#type=recovery&token=${encodeURIComponent(token)}`;
        await mailer.send(buildResetPasswordMail({ to: user.email, link, locale }));
      },
      onPasswordReset: async ({ user }) => {
        await resetLinks.revokeAll(user.id);
        await resetLinks.confirmOwner(user.id);
      },
    },
    emailVerification: signUpVerification.emailVerification,
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
        '/send-verification-email': { window: 5 * 60, max: 10 },
        '/request-password-reset': { window: 5 * 60, max: 10 },
        '/reset-password': { window: 5 * 60, max: 30 },
        '/check-reset-link': { window: 5 * 60, max: 30 },
        // Wrong codes: 10 a minute per address here, 5 per sign-in challenge and 10 in a row per
        // account (then a 15-minute lock) in the plugin.
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its origin and callback-URL checks when it sees a test runner; the tests
      // must exercise the checks production runs.
      disableOriginCheck: false,
    },
    hooks: { before: validateWithSharedSchemas },
    plugins: [
      accountSecurity({ resetLinks }),
      resetLinkFlow(),
      // The guard's before hook runs ahead of the plugin's endpoint: a spent code never reaches it.
      twoFactorReplayGuard(db),
      twoFactor({
        issuer: 'Patternwise',
        // Shown once at enrollment, stored encrypted; a used one is removed.
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
  });
  return logFailedRequests(auth, logger);
}

export type Auth = ReturnType<typeof createAuth>;

/** Our rules run before Better Auth's own: the shared schemas' messages, common passwords, the name fallback. */
const validateWithSharedSchemas = createAuthMiddleware((ctx) => {
  if (ctx.path === '/sign-up/email') {
    const body = parseOrThrow(SignUpSchema, ctx.body);
    refuseCommonPassword(body.password);
    const sent = ctx.body as Record<string, unknown>;
    return Promise.resolve({ context: { body: { ...sent, email: body.email, name: body.name || body.email } } });
  }
  if (ctx.path === '/reset-password') {
    const body = parseOrThrow(ResetPasswordBodySchema, ctx.body);
    refuseCommonPassword(body.newPassword);
  }
  return Promise.resolve(undefined);
});
