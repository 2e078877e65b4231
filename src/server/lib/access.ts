import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { profiles, subscriptions } from '../db/schema.js';
import { getCheckInAccess } from '../../shared/access.js';
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
  const subscriptionQuery = db
    .select({ productId: subscriptions.productId, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder('userId')),
        inArray(subscriptions.status, [...ENTITLED_STATUSES]),
        gt(subscriptions.currentPeriodEnd, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .prepare('active_subscription_by_user');

  return async (userId: string) => {
    const [[profile], [subscription]] = await Promise.all([
      profileQuery.execute({ userId }),
      subscriptionQuery.execute({ userId, now: new Date() }),
    ]);
    const access = getCheckInAccess({ subscribed: subscription !== undefined, profile: profile ?? null });
    return { profile: profile ?? null, subscription: subscription ?? null, access };
  };
}
