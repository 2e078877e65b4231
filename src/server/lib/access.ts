import { and, desc, eq, gt, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { profiles, subscriptions } from '../db/schema.js';
import { getCheckInAccess, type CheckInAccess } from '../../shared/access.js';
import { ENTITLED_STATUSES } from '../../shared/plans.js';

/**
 * Profile, subscription and the access they give; prepared once, read in parallel per request.
 * The subscription counts while its status is entitled and its period has not ended (`isEntitled`).
 */
export function createAccountStateLoader(db: Database) {
  const profileQuery = db
    .select({ checkInsUsed: profiles.checkInsUsed, hasCompletedScreener: profiles.hasCompletedScreener })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('userId')))
    .prepare('profile_by_user');
  const subscriptionQuery = activeSubscriptionOf(db, sql.placeholder('userId'), sql.placeholder('now')).prepare(
    'active_subscription_by_user',
  );

  return async (userId: string): Promise<AccountState> => {
    const [[profile], [subscription]] = await Promise.all([
      profileQuery.execute({ userId }),
      subscriptionQuery.execute({ userId, now: new Date() }),
    ]);
    return toAccountState(profile ?? null, subscription ?? null);
  };
}

export type AccountProfile = { checkInsUsed: number; hasCompletedScreener: boolean };
export type ActiveSubscription = { productId: string; currentPeriodEnd: Date | null };
export type AccountState = {
  profile: AccountProfile | null;
  subscription: ActiveSubscription | null;
  access: CheckInAccess;
};

export function toAccountState(profile: AccountProfile | null, subscription: ActiveSubscription | null): AccountState {
  return { profile, subscription, access: getCheckInAccess({ subscribed: subscription !== null, profile }) };
}

/**
 * The subscription that gives access now, as a subquery correlated with `userId` (a lateral join
 * in the session lookup, so session, user, profile and subscription come back in one round trip).
 */
export function activeSubscriptionOf(db: Database, userId: SQLWrapper, now: SQLWrapper) {
  return db
    .select({ productId: subscriptions.productId, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...ENTITLED_STATUSES]),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
}
