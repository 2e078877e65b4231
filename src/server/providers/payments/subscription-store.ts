import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentCustomers, subscriptions } from '../../db/schema.js';
import type { SubscriptionState, SubscriptionStore } from './types.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

function toState(row: SubscriptionRow): SubscriptionState {
  return {
    userId: row.userId,
    provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    customerId: row.customerId,
    // Every row a provider writes carries its id; rows from before the providers have none.
    providerSubscriptionId: row.providerSubscriptionId ?? '',
    productId: row.productId,
    priceId: row.priceId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/**
 * The only writer of `subscriptions` (one row per user, replaced with the provider's latest state)
 * and of `payment_customers` (a user's customer per provider, created once). Built on a database or
 * on a transaction, so a provider can write a subscription together with its own rows.
 */
export function createSubscriptionStore(db: Database): SubscriptionStore {
  return {
    async save(state) {
      const changes = {
        provider: state.provider,
        customerId: state.customerId,
        providerSubscriptionId: state.providerSubscriptionId,
        productId: state.productId,
        priceId: state.priceId,
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      };
      await db
        .insert(subscriptions)
        .values({ userId: state.userId, ...changes })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: new Date() } });
    },

    async findByUser(userId) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row ? toState(row) : null;
    },

    async findByProviderSubscriptionId(id) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id)).limit(1);
      return row ? toState(row) : null;
    },

    async customerIdFor(userId, provider) {
      const [row] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
        .limit(1);
      return row?.customerId ?? null;
    },

    async saveCustomerId(userId, provider, customerId) {
      // Created once: a second save (a race between two tabs) keeps the first customer.
      await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
    },

    async userIdForCustomer(customerId, provider) {
      const [row] = await db
        .select({ userId: paymentCustomers.userId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.customerId, customerId), eq(paymentCustomers.provider, provider)))
        .limit(1);
      return row?.userId ?? null;
    },
  };
}
