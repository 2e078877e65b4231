import { randomUUID } from 'node:crypto';
// One function per import: the package's index loads all 300 of its modules at start-up.
import { addMonths } from 'date-fns/addMonths';
import { subMonths } from 'date-fns/subMonths';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentCustomers, sandboxCheckouts, sandboxInvoices, sandboxPortalSessions } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { localizePath, type Locale } from '../../../shared/locale.js';
import {
  discountedCents,
  isEntitled,
  normalizePromoCode,
  planForPrice,
  PLAN_IDS,
  PLANS,
  tierForProduct,
  type PlanCatalog,
  type PlanId,
} from '../../../shared/plans.js';
import type {
  SandboxCheckoutResponse,
  SandboxPortalResponse,
  PlanOfferSchema,
} from '../../../shared/schemas/responses.js';
import { SandboxIdSchema } from '../../../shared/schemas/subscription.js';
import type { z } from 'zod';
import {
  alreadySubscribed,
  checkoutClosed,
  noCustomer,
  noLiveSubscription,
  priceUnknown,
  promoCodeUnknown,
} from './payment-errors.js';
import { createSubscriptionStore } from './subscription-store.js';
import type { PaymentsProvider, SubscriptionState } from './types.js';

/** The sandbox's plan ids (no keys, no network): what the plans page sends back as `priceId`. */
export const SANDBOX_CATALOG: PlanCatalog = {
  current_client: { priceId: 'price_sandbox_current_client', productId: 'prod_sandbox_current_client' },
  standard: { priceId: 'price_sandbox_standard', productId: 'prod_sandbox_standard' },
};

/** Open checkouts expire like Stripe's (24 h); a portal page lives an hour. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
export const PORTAL_TTL_MS = 60 * 60 * 1000;
/** Renewals written at once when a long-idle subscription is looked at again (then it restarts from now). */
const MAX_RENEWALS_AT_ONCE = 36;

export type SandboxProviderOptions = {
  db: Database;
  /** `CODE -> percent off the first month` (PROMO_CODES), codes uppercased. */
  promoCodes: Record<string, number>;
  catalog?: PlanCatalog;
  now?: () => Date;
};

/** The in-app pages of the sandbox: a checkout to pay or cancel, and a portal; every id is scoped to its user. */
export interface SandboxPaymentsProvider extends PaymentsProvider {
  readonly kind: 'sandbox';
  getCheckout(userId: string, id: string, locale: Locale): Promise<SandboxCheckoutResponse>;
  payCheckout(userId: string, id: string, locale: Locale): Promise<{ url: string }>;
  cancelCheckout(userId: string, id: string, locale: Locale): Promise<{ url: string }>;
  getPortal(userId: string, id: string, locale: Locale): Promise<SandboxPortalResponse>;
  switchPlan(userId: string, id: string, priceId: string, locale: Locale): Promise<SandboxPortalResponse>;
  cancelAtPeriodEnd(userId: string, id: string, locale: Locale): Promise<SandboxPortalResponse>;
  resume(userId: string, id: string, locale: Locale): Promise<SandboxPortalResponse>;
  /** The sandbox's test clock: this customer's time moves one month on (see docs/architecture.md). */
  advanceClock(userId: string, id: string, locale: Locale): Promise<SandboxPortalResponse>;
}

export function isSandboxProvider(provider: PaymentsProvider): provider is SandboxPaymentsProvider {
  return provider.kind === 'sandbox';
}

const returnPath = (locale: Locale, outcome?: 'success' | 'canceled') =>
  localizePath('/subscription', locale) + (outcome ? `?checkout=${outcome}` : '');

export function createSandboxProvider(options: SandboxProviderOptions): SandboxPaymentsProvider {
  const { db, promoCodes } = options;
  const catalog = options.catalog ?? SANDBOX_CATALOG;
  const now = options.now ?? (() => new Date());
  const offers = (): z.infer<typeof PlanOfferSchema>[] =>
    PLAN_IDS.map((id) => ({
      id,
      tier_name: PLANS[id].tierName,
      monthly_price_eur: PLANS[id].monthlyPriceEur,
      price_id: catalog[id].priceId,
    }));
  const planOf = (priceId: string | null, productId: string): PlanId | null =>
    (priceId && planForPrice(priceId, catalog)) || (PLAN_IDS.find((id) => catalog[id].productId === productId) ?? null);

  /** Ids come from the URL: anything but a UUID is 404 before a query. */
  function checkId(id: string) {
    if (!SandboxIdSchema.safeParse(id).success) throw notFound();
  }

  /** The user's sandbox customer, locked for the transaction so one user's payments and clock moves queue up. */
  async function lockCustomer(tx: Database, userId: string) {
    const [row] = await tx
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, 'sandbox')))
      .for('update');
    return row?.customerId ?? null;
  }

  async function findCheckout(tx: Database, userId: string, id: string) {
    checkId(id);
    const [row] = await tx
      .select()
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)));
    if (!row) throw notFound();
    // An open checkout past its time reads (and is stored) as expired.
    if (row.status === 'open' && row.expiresAt.getTime() <= now().getTime()) {
      await tx.update(sandboxCheckouts).set({ status: 'expired' }).where(eq(sandboxCheckouts.id, id));
      return { ...row, status: 'expired' as const };
    }
    return row;
  }

  async function requirePortalSession(tx: Database, userId: string, id: string) {
    checkId(id);
    const [row] = await tx
      .select({ id: sandboxPortalSessions.id })
      .from(sandboxPortalSessions)
      .where(
        and(
          eq(sandboxPortalSessions.id, id),
          eq(sandboxPortalSessions.userId, userId),
          gt(sandboxPortalSessions.expiresAt, now()),
        ),
      );
    if (!row) throw notFound();
  }

  /**
   * Due renewals at `at`: an active subscription that is not canceling gets a new period and a
   * paid invoice for each period end it has passed; one canceling at its period end ends.
   */
  async function settle(tx: Database, userId: string, at: Date) {
    const store = createSubscriptionStore(tx);
    const subscription = await store.findByUser(userId);
    if (subscription?.provider !== 'sandbox' || subscription.status !== 'active' || !subscription.currentPeriodEnd) {
      return;
    }
    let periodEnd = subscription.currentPeriodEnd;
    if (periodEnd.getTime() > at.getTime()) return;
    if (subscription.cancelAtPeriodEnd) {
      await store.save({ ...subscription, status: 'canceled', cancelAtPeriodEnd: false });
      return;
    }
    const plan = planOf(subscription.priceId, subscription.productId);
    const amountCents = plan ? discountedCents(PLANS[plan].monthlyPriceEur, 0) : 0;
    const renewals: (typeof sandboxInvoices.$inferInsert)[] = [];
    while (periodEnd.getTime() <= at.getTime() && renewals.length < MAX_RENEWALS_AT_ONCE) {
      renewals.push({
        userId,
        providerSubscriptionId: subscription.providerSubscriptionId,
        amountCents,
        description: plan ? PLANS[plan].tierName : 'Unknown',
        createdAt: periodEnd,
      });
      periodEnd = addMonths(periodEnd, 1);
    }
    if (periodEnd.getTime() <= at.getTime()) periodEnd = addMonths(at, 1);
    await tx.insert(sandboxInvoices).values(renewals);
    await store.save({ ...subscription, currentPeriodEnd: periodEnd });
  }

  async function portalView(tx: Database, userId: string, locale: Locale): Promise<SandboxPortalResponse> {
    const subscription = await createSubscriptionStore(tx).findByUser(userId);
    const invoices = await tx
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.userId, userId))
      .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.id))
      .limit(100);
    return {
      subscription:
        subscription?.provider === 'sandbox'
          ? {
              plan: planOf(subscription.priceId, subscription.productId),
              tier: tierForProduct(subscription.productId, catalog),
              status: subscription.status,
              current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
              cancel_at_period_end: subscription.cancelAtPeriodEnd,
            }
          : null,
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        created_at: invoice.createdAt.toISOString(),
        amount_cents: invoice.amountCents,
        description: invoice.description,
        status: invoice.status,
      })),
      plans: offers(),
      return_path: returnPath(locale),
    };
  }

  /** A portal action on the user's live subscription, in one transaction, answering the updated portal. */
  function portalAction(change: (subscription: SubscriptionState) => SubscriptionState | null) {
    return (userId: string, id: string, locale: Locale) =>
      db.transaction(async (tx) => {
        await requirePortalSession(tx, userId, id);
        await lockCustomer(tx, userId);
        const at = now();
        await settle(tx, userId, at);
        const store = createSubscriptionStore(tx);
        const subscription = await store.findByUser(userId);
        if (subscription?.provider !== 'sandbox' || !isEntitled(subscription, at)) throw noLiveSubscription();
        const changed = change(subscription);
        if (changed) await store.save(changed);
        return portalView(tx, userId, locale);
      });
  }

  return {
    kind: 'sandbox',
    catalog,

    async createCheckout({ user, priceId, promoCode, locale }) {
      const plan = planForPrice(priceId, catalog);
      if (!plan) throw priceUnknown();
      const code = normalizePromoCode(promoCode);
      const percentOff = code === undefined ? 0 : Object.hasOwn(promoCodes, code) ? promoCodes[code] : undefined;
      if (percentOff === undefined) throw promoCodeUnknown();
      const store = createSubscriptionStore(db);
      if (isEntitled(await store.findByUser(user.id), now())) throw alreadySubscribed();
      // The customer is created once; two tabs racing keep the first one.
      if (!(await store.customerIdFor(user.id, 'sandbox'))) {
        await store.saveCustomerId(user.id, 'sandbox', `cus_sandbox_${randomUUID()}`);
      }
      const created = now();
      const [checkout] = await db
        .insert(sandboxCheckouts)
        .values({
          userId: user.id,
          priceId,
          productId: catalog[plan].productId,
          promoCode: code ?? null,
          percentOff,
          amountDueCents: discountedCents(PLANS[plan].monthlyPriceEur, percentOff),
          createdAt: created,
          expiresAt: new Date(created.getTime() + CHECKOUT_TTL_MS),
        })
        .returning({ id: sandboxCheckouts.id });
      return { url: localizePath(`/subscription/sandbox-checkout/${checkout!.id}`, locale) };
    },

    async createPortal({ user, locale }) {
      const store = createSubscriptionStore(db);
      if (!(await store.customerIdFor(user.id, 'sandbox'))) throw noCustomer();
      const created = now();
      const [session] = await db
        .insert(sandboxPortalSessions)
        .values({ userId: user.id, createdAt: created, expiresAt: new Date(created.getTime() + PORTAL_TTL_MS) })
        .returning({ id: sandboxPortalSessions.id });
      return { url: localizePath(`/subscription/sandbox-portal/${session!.id}`, locale) };
    },

    async refresh(userId) {
      await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, userId))) return;
        await settle(tx, userId, now());
      });
    },

    async cancelAllFor(userId) {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const at = now();
        await tx
          .update(sandboxCheckouts)
          .set({ status: 'canceled' })
          .where(and(eq(sandboxCheckouts.userId, userId), eq(sandboxCheckouts.status, 'open')));
        const store = createSubscriptionStore(tx);
        const subscription = await store.findByUser(userId);
        if (subscription?.provider === 'sandbox' && subscription.status !== 'canceled') {
          await store.save({ ...subscription, status: 'canceled', currentPeriodEnd: at, cancelAtPeriodEnd: false });
        }
      });
    },

    getCheckout: (userId, id, locale) =>
      db.transaction(async (tx) => {
        const checkout = await findCheckout(tx, userId, id);
        const plan = planForPrice(checkout.priceId, catalog);
        if (!plan) throw notFound();
        return {
          id: checkout.id,
          plan,
          tier_name: PLANS[plan].tierName,
          monthly_price_eur: PLANS[plan].monthlyPriceEur,
          promo_code: checkout.promoCode,
          percent_off: checkout.percentOff,
          amount_due_cents: checkout.amountDueCents,
          status: checkout.status,
          return_path: returnPath(locale),
        };
      }),

    payCheckout: (userId, id, locale) =>
      db.transaction(async (tx) => {
        const customerId = await lockCustomer(tx, userId);
        const checkout = await findCheckout(tx, userId, id);
        const plan = planForPrice(checkout.priceId, catalog);
        if (checkout.status !== 'open' || !plan) throw checkoutClosed();
        const at = now();
        const store = createSubscriptionStore(tx);
        if (isEntitled(await store.findByUser(userId), at)) throw alreadySubscribed();
        const providerSubscriptionId = `sub_sandbox_${randomUUID()}`;
        await tx.update(sandboxCheckouts).set({ status: 'paid' }).where(eq(sandboxCheckouts.id, checkout.id));
        await store.save({
          userId,
          provider: 'sandbox',
          customerId,
          providerSubscriptionId,
          productId: checkout.productId,
          priceId: checkout.priceId,
          status: 'active',
          currentPeriodEnd: addMonths(at, 1),
          cancelAtPeriodEnd: false,
        });
        await tx.insert(sandboxInvoices).values({
          userId,
          providerSubscriptionId,
          amountCents: checkout.amountDueCents,
          description: checkout.promoCode
            ? `${PLANS[plan].tierName} (${checkout.promoCode}, -${checkout.percentOff}%)`
            : PLANS[plan].tierName,
          createdAt: at,
        });
        return { url: returnPath(locale, 'success') };
      }),

    cancelCheckout: (userId, id, locale) =>
      db.transaction(async (tx) => {
        const checkout = await findCheckout(tx, userId, id);
        if (checkout.status === 'paid' || checkout.status === 'expired') throw checkoutClosed();
        if (checkout.status === 'open') {
          await tx.update(sandboxCheckouts).set({ status: 'canceled' }).where(eq(sandboxCheckouts.id, checkout.id));
        }
        return { url: returnPath(locale, 'canceled') };
      }),

    getPortal: (userId, id, locale) =>
      db.transaction(async (tx) => {
        await requirePortalSession(tx, userId, id);
        await lockCustomer(tx, userId);
        await settle(tx, userId, now());
        return portalView(tx, userId, locale);
      }),

    switchPlan: (userId, id, priceId, locale) => {
      const plan = planForPrice(priceId, catalog);
      if (!plan) return Promise.reject(priceUnknown());
      return portalAction((subscription) =>
        subscription.priceId === priceId ? null : { ...subscription, priceId, productId: catalog[plan].productId },
      )(userId, id, locale);
    },

    cancelAtPeriodEnd: portalAction((subscription) =>
      subscription.cancelAtPeriodEnd ? null : { ...subscription, cancelAtPeriodEnd: true },
    ),

    resume: portalAction((subscription) =>
      subscription.cancelAtPeriodEnd ? { ...subscription, cancelAtPeriodEnd: false } : null,
    ),

    advanceClock: (userId, id, locale) =>
      db.transaction(async (tx) => {
        await requirePortalSession(tx, userId, id);
        await lockCustomer(tx, userId);
        const store = createSubscriptionStore(tx);
        const subscription = await store.findByUser(userId);
        if (subscription?.provider === 'sandbox') {
          // Moving every stored time of this customer's subscription back a month is the same as its clock moving on.
          await tx
            .update(sandboxInvoices)
            .set({ createdAt: sql`${sandboxInvoices.createdAt} - interval '1 month'` })
            .where(eq(sandboxInvoices.userId, userId));
          if (subscription.currentPeriodEnd) {
            await store.save({ ...subscription, currentPeriodEnd: subMonths(subscription.currentPeriodEnd, 1) });
          }
        }
        await settle(tx, userId, now());
        return portalView(tx, userId, locale);
      }),
  };
}
