import { createHmac } from 'node:crypto';
import type { Logger } from '../../lib/logger.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';

/**
 * Wrong passwords one account may take per window, whatever the addresses they come from. The
 * window is fixed and opened by the first failure, so an owner locked out by someone else's
 * guesses can sign in again when it closes; attempts refused meanwhile do not extend it.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { window: 15 * 60, max: 10 } as const;

export type SignInOutcome = { response: Response } | { retryAfter: number };

export type AccountThrottle = (
  email: string,
  signIn: () => Promise<Response>,
  request: { ip: string | undefined; logger: Logger },
) => Promise<SignInOutcome>;

/**
 * Runs a sign-in under its account's limit. Every attempt is counted before the password is
 * checked, and handed back unless the answer was a wrong email or password (401): a success,
 * a validation error or an outage does not count.
 */
export function createAccountThrottle(store: RateLimitStore, secret: string): AccountThrottle {
  return async (email, signIn, { ip, logger }) => {
    const account = hashAccount(email, secret);
    const reserved = await store.consume(account, ACCOUNT_SIGN_IN_LIMIT);
    if (!reserved.allowed) {
      logger.warn({ account, ip }, 'sign-in refused: too many failures for this account');
      return { retryAfter: reserved.retryAfter ?? ACCOUNT_SIGN_IN_LIMIT.window };
    }
    let failed = false;
    try {
      const response = await signIn();
      failed = response.status === 401;
      if (failed) logger.warn({ account, ip }, 'sign-in failed');
      return { response };
    } finally {
      if (!failed) await store.refund(account);
    }
  };
}

/**
 * Names an account in logs and in the shared store without its email: an HMAC with the auth
 * secret (a plain hash of a known email could be looked up), truncated since it only tells
 * accounts apart.
 */
export function hashAccount(email: string, secret: string): string {
  return createHmac('sha256', secret).update(normalizeEmail(email)).digest('hex').slice(0, 24);
}

/** Better Auth looks accounts up by the lower-cased email; spaces around it are a typo, not another account. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
