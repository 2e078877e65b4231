import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { profiles, subscriptions } from '../db/schema.js';
import { getCheckInAccess } from '../../shared/access.js';

const activeStatuses = ['active', 'trialing'];

export async function getProfile(db: Database, userId: string) {
  const [profile] = await db
    .select({ checkInsUsed: profiles.checkInsUsed, hasCompletedScreener: profiles.hasCompletedScreener })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile ?? null;
}

export async function getActiveSubscription(db: Database, userId: string) {
  const [row] = await db
    .select({ productId: subscriptions.productId, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, activeStatuses),
        gt(subscriptions.currentPeriodEnd, new Date()),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/** Profile, subscription and the access they give, read in parallel. */
export async function loadAccountState(db: Database, userId: string) {
  const [profile, subscription] = await Promise.all([getProfile(db, userId), getActiveSubscription(db, userId)]);
  const access = getCheckInAccess({ subscribed: subscription !== null, profile });
  return { profile, subscription, access };
}
