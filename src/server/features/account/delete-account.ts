import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { account, user, verification } from '../../db/schema.js';

/** The credential (email + password) account's hash of a user, or null when they have none. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Deletes a person in one transaction. Every table that holds a user's rows references `users`
 * with ON DELETE CASCADE (profiles, sessions, accounts, check-ins, screener sessions and through
 * them their answers, core patterns, lesson progress, subscriptions, payment customers and the
 * sandbox's records), so deleting the user row takes them along; a table added later without the
 * cascade makes this fail (a foreign key violation, nothing deleted) instead of leaving rows
 * behind, and `account.test.ts` enumerates the tables to prove none remain. The one table Better
 * Auth keys without a foreign key, `verifications`, holds outstanding reset links with the user id
 * as their value: they go first.
 */
export async function deleteUserAndData(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return deleted.length === 1;
  });
}
