import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user, verification } from '../../db/schema.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import { hashAccount } from './account-throttle.js';

/** Better Auth names a reset link's row `reset-password:<token>`; its value is the user's id. */
const RESET_PREFIX = 'reset-password:';

/** One reset mail per address a minute; further requests answer the same and send nothing. */
export const RESET_MAIL_LIMIT = { window: 60, max: 1 } as const;

type StoreIdentifier = NonNullable<NonNullable<BetterAuthOptions['verification']>['storeIdentifier']>;

const hashResetIdentifier = (identifier: string) =>
  RESET_PREFIX + createHash('sha256').update(identifier).digest('base64url');

/**
 * Better Auth's `verification.storeIdentifier`: every row holds a SHA-256 of its token, never a
 * link that works. Reset rows keep their prefix, so a person's outstanding links can be found.
 */
export const verificationIdentifierStorage = {
  default: 'hashed',
  overrides: { [RESET_PREFIX]: { hash: (identifier: string) => Promise.resolve(hashResetIdentifier(identifier)) } },
} satisfies StoreIdentifier;

export type ResetLinks = ReturnType<typeof createResetLinks>;

/** Only the newest reset link works, and none survives a new password. */
export function createResetLinks({ db, store, secret }: { db: Database; store: RateLimitStore; secret: string }) {
  const revokeAll = async (userId: string, keepIdentifier?: string) => {
    await db
      .delete(verification)
      .where(
        and(
          eq(verification.value, userId),
          like(verification.identifier, `${RESET_PREFIX}%`),
          keepIdentifier ? ne(verification.identifier, keepIdentifier) : undefined,
        ),
      );
  };

  return {
    /**
     * Decides about a link Better Auth has just stored, before it is mailed: the first one for an
     * address in a minute replaces every earlier link; a further one is dropped unsent, so the link
     * already mailed keeps working. Returns whether to send it.
     */
    async admit(user: { id: string; email: string }, token: string): Promise<boolean> {
      const identifier = hashResetIdentifier(RESET_PREFIX + token);
      const { allowed } = await store.consume(`reset-mail:${hashAccount(user.email, secret)}`, RESET_MAIL_LIMIT);
      if (!allowed) {
        await db.delete(verification).where(eq(verification.identifier, identifier));
        return false;
      }
      await revokeAll(user.id, identifier);
      return true;
    },
    /** After a reset or a change of password: the links sent before it must not set another. */
    revokeAll: (userId: string) => revokeAll(userId),
    /**
     * A completed reset proves the person reads the inbox: the email counts as confirmed. Without
     * this, an account someone else pre-registered under that address (with a password they
     * know) would stay unusable to its real owner until they also found the confirmation mail.
     */
    confirmOwner: async (userId: string) => {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    },
  };
}
