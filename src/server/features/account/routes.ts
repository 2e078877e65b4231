import type { BetterAuthOptions } from 'better-auth';
import { getCookies } from 'better-auth/cookies';
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { getClientIp, type ProxyTrust } from '../../lib/client-ip.js';
import { isDatabaseUnavailable } from '../../lib/database-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import { requireUser } from '../../lib/require-user.js';
import type { PaymentsProvider } from '../../providers/payments/types.js';
import { SIGN_IN_LIMIT } from '../../../shared/constants.js';
import { exportFileName } from '../../../shared/constants.js';
import { DeleteAccountSchema } from '../../../shared/schemas/account.js';
import type { AccountDeleted } from '../../../shared/schemas/responses.js';
import { deleteUserAndData, findPasswordHash } from './delete-account.js';
import { buildAccountExport } from './export.js';

/** What the account routes need of Better Auth: its cookie names and its password hasher (scrypt by default). */
export type AccountAuth = {
  options: BetterAuthOptions;
  $context: Promise<{ password: { verify: (data: { hash: string; password: string }) => Promise<boolean> } }>;
};

export type AccountRoutesOptions = ProxyTrust & {
  db: Database;
  auth: AccountAuth;
  payments: PaymentsProvider;
  rateLimitStore: RateLimitStore;
};

/** Deletion attempts per address, as many as sign-in allows per address. */
export const DELETE_IP_LIMIT = { window: SIGN_IN_LIMIT.windowSeconds, max: SIGN_IN_LIMIT.max } as const;
/** Wrong passwords per account, as for sign-in (`ACCOUNT_SIGN_IN_LIMIT`): counted first, handed back unless wrong. */
export const DELETE_ACCOUNT_LIMIT = { window: 15 * 60, max: 10 } as const;

/**
 * The person's own data (beyond-the-spec section 6): `GET /export` downloads all of it as one JSON
 * file; `POST /delete` (password typed again) cancels a provider subscription, then deletes every
 * row of the person in one transaction and clears the session cookie.
 */
export function createAccountRoutes({ db, auth, payments, rateLimitStore, ...proxyTrust }: AccountRoutesOptions) {
  const limit = async (c: Context<AppEnv>, key: string, rule: { window: number; max: number }) => {
    const { allowed, retryAfter } = await rateLimitStore.consume(key, rule);
    if (allowed) return;
    c.header('Retry-After', String(retryAfter ?? rule.window));
    throw new HttpError(429, 'rate_limited', 'rateLimited');
  };

  return new Hono<AppEnv>()
    .get('/export', async (c) => {
      const person = requireUser(c);
      const now = new Date();
      const data = await buildAccountExport(db, person.id, {
        locale: c.get('locale'),
        catalog: payments.catalog,
        now,
      });
      // The request log line (method, path, status, time) is all that is logged: never the data.
      c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
      return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .post('/delete', async (c) => {
      const person = requireUser(c);
      await limit(c, `account-delete:ip:${getClientIp(c, proxyTrust) ?? 'unknown'}`, DELETE_IP_LIMIT);
      const { password } = await parseJsonBody(c, DeleteAccountSchema);

      // Counted before the check, so parallel guesses cannot all pass; handed back unless wrong.
      const accountKey = `account-delete:user:${person.id}`;
      await limit(c, accountKey, DELETE_ACCOUNT_LIMIT);
      let wrong = true;
      try {
        const hash = await findPasswordHash(db, person.id);
        const { password: hasher } = await auth.$context;
        wrong = !hash || !(await hasher.verify({ hash, password }));
      } finally {
        if (!wrong) await rateLimitStore.refund(accountKey);
      }
      if (wrong) {
        c.get('logger').warn('account deletion refused: wrong password');
        throw new HttpError(400, 'password_wrong', 'accountPasswordWrong', { field: 'password' });
      }

      // The provider first: a subscription that kept billing a deleted account is worse than a retry.
      try {
        await payments.cancelAllFor(person.id);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        c.get('logger').warn(
          { err: { name: error instanceof Error ? error.name : typeof error } },
          'account deletion stopped: the payments provider did not cancel',
        );
        throw new HttpError(502, 'payment_provider_unavailable', 'accountDeleteCancelFailed');
      }

      await deleteUserAndData(db, person.id);
      c.get('logger').info('account deleted');
      // Better Auth's own names (`__Secure-` prefixed with secure cookies) and attributes.
      const cookies = getCookies(auth.options);
      for (const cookie of [
        cookies.sessionToken,
        cookies.sessionData,
        cookies.dontRememberToken,
        cookies.accountData,
      ]) {
        const { name, attributes } = cookie;
        setCookie(c, name, '', {
          path: attributes.path,
          domain: attributes.domain,
          httpOnly: attributes.httpOnly,
          secure: attributes.secure,
          sameSite: attributes.sameSite,
          maxAge: 0,
        });
      }
      return c.json({ deleted: true } satisfies AccountDeleted);
    });
}
