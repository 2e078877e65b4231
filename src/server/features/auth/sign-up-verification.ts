import type { BetterAuthOptions } from 'better-auth';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import type { Mailer } from '../../providers/mailer/mailer.js';
import { buildAccountExistsMail } from '../../providers/mailer/account-exists-mail.js';
import { buildVerifyEmailMail } from '../../providers/mailer/verify-email-mail.js';
import { getHeaderLocale, localizePath, type Locale } from '../../../shared/locale.js';
import { hashAccount } from './account-throttle.js';

export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;

/** Notes to a registered address, so repeated sign-ups cannot flood its inbox; the answer stays the same. */
export const ACCOUNT_EXISTS_NOTE_LIMIT = { window: 60 * 60, max: 3 } as const;

/**
 * Confirmation mails per address: whoever registered an address that is not theirs (and so knows
 * the password) could otherwise flood its inbox by signing in again and again.
 */
export const CONFIRMATION_MAIL_LIMIT = { window: 60 * 60, max: 5 } as const;

type EmailAndPasswordOptions = NonNullable<BetterAuthOptions['emailAndPassword']>;
type EmailVerificationOptions = NonNullable<BetterAuthOptions['emailVerification']>;

// The client sends the page's language with every call, so mails follow the page the person used.
const localeOf = (request: Request | undefined): Locale => getHeaderLocale(request?.headers.get('accept-language'));

/**
 * Sign-up proves the email before the account can be used, so its answer can be the same for a
 * new and for a registered address (no account enumeration). Better Auth then answers an existing
 * email with a synthetic user after hashing the password like a real sign-up; both paths send one
 * mail: a confirmation link to a new account, a short note to an existing one.
 */
export function createSignUpVerification(options: {
  mailer: Mailer;
  appUrl: string;
  store: RateLimitStore;
  secret: string;
}) {
  const { mailer, appUrl, store, secret } = options;
  const authUrl = (locale: Locale) => `${appUrl}${localizePath('/auth', locale)}`;

  const emailAndPassword = {
    requireEmailVerification: true,
    onExistingUserSignUp: async ({ user }, request) => {
      const key = `sign-up-note:${hashAccount(user.email, secret)}`;
      if (!(await store.consume(key, ACCOUNT_EXISTS_NOTE_LIMIT)).allowed) return;
      const locale = localeOf(request);
      await mailer.send(buildAccountExistsMail({ to: user.email, link: authUrl(locale), locale }));
    },
  } satisfies Partial<EmailAndPasswordOptions>;

  const emailVerification = {
    sendOnSignUp: true,
    // Signing in before confirming (only possible with the right password) mails a fresh link.
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    expiresIn: VERIFY_LINK_TTL_SECONDS,
    sendVerificationEmail: async ({ user, token }, request) => {
      const key = `confirmation-mail:${hashAccount(user.email, secret)}`;
      if (!(await store.consume(key, CONFIRMATION_MAIL_LIMIT)).allowed) return;
      const locale = localeOf(request);
      // The token travels in the hash, so it never reaches a server log or a Referer header.
      const link = `${authUrl(locale)}#type=signup&token=${encodeURIComponent(token)}`;
      await mailer.send(buildVerifyEmailMail({ to: user.email, link, locale }));
    },
  } satisfies EmailVerificationOptions;

  return { emailAndPassword, emailVerification };
}
