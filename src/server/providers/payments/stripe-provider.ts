import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.js';
import { processedPaymentEvents } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { Logger } from '../../lib/logger.js';
import { localizePath, type Locale } from '../../../shared/locale.js';
import { ENTITLED_STATUSES, isEntitled, planForPrice, PLAN_IDS, type PlanCatalog } from '../../../shared/plans.js';
import {
  alreadySubscribed,
  checkoutFailed,
  noCustomer,
  portalFailed,
  priceUnknown,
  promoCodeUnknown,
} from './payment-errors.js';
import type { PaymentsProvider, PaymentsUser, SubscriptionState, SubscriptionStore } from './types.js';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  catalog: PlanCatalog;
  appUrl: string;
  store: SubscriptionStore;
  /** For `processed_payment_events`, the webhook's idempotency table. */
  db: Database;
  logger: Logger;
  /** Where the SDK sends its requests instead of https://api.stripe.com (tests: a loopback stub). */
  apiUrl?: string;
};

export type StripeProvider = PaymentsProvider & {
  readonly kind: 'stripe';
  /** Verifies and applies one webhook delivery; throws a 400 `HttpError` for a body Stripe did not sign. */
  handleWebhook(rawBody: string | Uint8Array, signature: string | undefined): Promise<void>;
};

/** Stripe's own default (5 minutes), stated so a library change cannot widen or remove it. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** A person waits on checkout and portal: fail (502) well before the SDK's 80 s default. */
const REQUEST_TIMEOUT_MS = 15_000;
/** A second click within this window gets the same Checkout Session (Stripe idempotency key). */
const CHECKOUT_REUSE_WINDOW_MS = 10 * 60 * 1000;

/** Events after which the customer's subscriptions are re-read from Stripe (security reference 4.4). */
const SYNC_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

type Operation = 'checkout' | 'portal' | 'refresh' | 'cancel' | 'webhook';
/** Stripe unreachable, failing or refusing: a 502 (the spec's messages for checkout and portal). */
const providerFailure: Record<Operation, () => HttpError> = {
  checkout: checkoutFailed,
  portal: portalFailed,
  refresh: () => new HttpError(502, 'payment_provider_unavailable', 'internal'),
  cancel: () => new HttpError(502, 'payment_provider_unavailable', 'internal'),
  webhook: () => new HttpError(502, 'payment_provider_unavailable', 'internal'),
};
const webhookRefused = (reason: 'missing' | 'invalid' | 'stale') =>
  new HttpError(400, 'webhook_signature_invalid', 'webhookSignatureInvalid', { reason });

/**
 * The Stripe side of `PaymentsProvider` (decision 005): Checkout Sessions in subscription mode for
 * the signed-in user's own customer, the Customer Portal, and webhooks that only ever *prompt* a
 * re-read. Whatever an event says, the subscription state stored is the one Stripe answers with at
 * that moment, so duplicates and out-of-order deliveries cannot move a subscription backwards.
 */
export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const { catalog, store, db, logger } = options;
  // The SDK (some 200 modules) loads with the first payment request, not at start-up.
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= loadStripeSdk().then(
      (StripeSdk) =>
        new StripeSdk(options.secretKey, {
          maxNetworkRetries: 1,
          timeout: REQUEST_TIMEOUT_MS,
          telemetry: false,
          appInfo: { name: 'patternwise' },
          ...apiHostOptions(options.apiUrl),
        }),
    ));
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const subscriptionPage = (locale: Locale, query = '') => `${appUrl}${localizePath('/subscription', locale)}${query}`;

  /** The user's Stripe customer: created once (an idempotency key per user covers two tabs at once), then kept. */
  async function customerFor(user: PaymentsUser): Promise<string> {
    const known = await store.customerIdFor(user.id, 'stripe');
    if (known) return known;
    const customer = await (
      await stripeClient()
    ).customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      { idempotencyKey: `patternwise-customer-${user.id}` },
    );
    await store.saveCustomerId(user.id, 'stripe', customer.id);
    // Two requests may race: the first saved customer is the user's, whichever this one created.
    return (await store.customerIdFor(user.id, 'stripe')) ?? customer.id;
  }

  /** A code as typed (already normalized) to Stripe's promotion code id; unknown, inactive or used up: 400. */
  async function promotionCodeFor(code: string): Promise<string> {
    const found = await (await stripeClient()).promotionCodes.list({ code, active: true, limit: 1 });
    const promotion = found.data[0];
    const now = Date.now() / 1000;
    if (
      !promotion ||
      (promotion.expires_at !== null && promotion.expires_at <= now) ||
      (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions)
    ) {
      throw promoCodeUnknown();
    }
    return promotion.id;
  }

  /** Stripe's subscriptions of one customer, and the one the user's row should show; stored as Stripe states it. */
  async function syncCustomer(customerId: string, userId: string): Promise<SubscriptionState | null> {
    const list = await (await stripeClient()).subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
    const current = currentSubscription(list.data);
    if (!current) return null;
    const state = toState(current, userId, catalog);
    await store.save(state);
    return state;
  }

  function failure(error: unknown, operation: Operation) {
    if (!(loadedSdk && error instanceof loadedSdk.errors.StripeError)) return error;
    // Type, code and status only: Stripe's messages can quote what was sent (an email address).
    const level =
      error.statusCode !== undefined && error.statusCode < 500 && error.statusCode !== 429 ? 'error' : 'warn';
    logger[level](
      { err: { name: error.type, code: error.code, status: error.statusCode, requestId: error.requestId }, operation },
      'stripe request failed',
    );
    return providerFailure[operation]();
  }

  async function syncFor(userId: string): Promise<void> {
    const customerId = await store.customerIdFor(userId, 'stripe');
    if (customerId) await syncCustomer(customerId, userId);
  }

  return {
    kind: 'stripe',
    catalog,

    async createCheckout({ user, priceId, promoCode, locale }) {
      if (!planForPrice(priceId, catalog)) throw priceUnknown();
      if (isEntitled(await store.findByUser(user.id), new Date())) {
        throw alreadySubscribed();
      }
      try {
        // The code first: an unknown code (or Stripe unreachable) leaves nothing behind, not even a customer.
        const promotionCode = promoCode ? await promotionCodeFor(promoCode) : undefined;
        const customer = await customerFor(user);
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: priceId, quantity: 1 }],
          // A code typed on our page is applied; without one, Stripe's own field lets a person enter one.
          ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : { allow_promotion_codes: true }),
          success_url: subscriptionPage(locale, '?checkout=success'),
          cancel_url: subscriptionPage(locale, '?checkout=canceled'),
          locale,
          metadata: { user_id: user.id },
          subscription_data: { metadata: { user_id: user.id } },
        };
        const session = await (
          await stripeClient()
        ).checkout.sessions.create(params, {
          idempotencyKey: checkoutIdempotencyKey(user.id, params),
        });
        if (!session.url) throw checkoutFailed();
        return { url: session.url };
      } catch (error) {
        if (isPromotionCodeRefusal(error)) throw promoCodeUnknown();
        throw failure(error, 'checkout');
      }
    },

    async createPortal({ user, locale }) {
      // Only the signed-in user's own customer, from our mapping: nothing in the request can name another.
      const customerId = await store.customerIdFor(user.id, 'stripe');
      if (!customerId) throw noCustomer();
      try {
        const session = await (
          await stripeClient()
        ).billingPortal.sessions.create({
          customer: customerId,
          return_url: subscriptionPage(locale),
          locale,
        });
        return { url: session.url };
      } catch (error) {
        throw failure(error, 'portal');
      }
    },

    async refresh(userId) {
      try {
        await syncFor(userId);
      } catch (error) {
        throw failure(error, 'refresh');
      }
    },

    async cancelAllFor(userId) {
      const customerId = await store.customerIdFor(userId, 'stripe');
      if (!customerId) return;
      try {
        const stripe = await stripeClient();
        const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
        for (const subscription of list.data) {
          if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
            await stripe.subscriptions.cancel(subscription.id);
          }
        }
        await syncCustomer(customerId, userId);
      } catch (error) {
        throw failure(error, 'cancel');
      }
    },

    async handleWebhook(rawBody, signature) {
      if (!signature) throw webhookRefused('missing');
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        const stale = error instanceof Error && /timestamp outside the tolerance/i.test(error.message);
        throw webhookRefused(stale ? 'stale' : 'invalid');
      }
      const [seen] = await db
        .select({ eventId: processedPaymentEvents.eventId })
        .from(processedPaymentEvents)
        .where(eq(processedPaymentEvents.eventId, event.id))
        .limit(1);
      if (seen) {
        logger.info({ eventId: event.id, type: event.type }, 'stripe event already processed');
        return;
      }
      const customerId = customerToSync(event);
      if (customerId) {
        const userId = await store.userIdForCustomer(customerId, 'stripe');
        if (userId) {
          try {
            await syncCustomer(customerId, userId);
          } catch (error) {
            // Not recorded as processed: the 5xx makes Stripe deliver it again later.
            throw failure(error, 'webhook');
          }
        } else {
          logger.warn({ eventId: event.id, type: event.type, customerId }, 'stripe event for an unknown customer');
        }
      }
      // Recorded after the work: a failure above leaves the event to Stripe's retries. A redelivery
      // racing this one re-reads and stores the same state, as every event only triggers a re-read.
      await db
        .insert(processedPaymentEvents)
        .values({ eventId: event.id, provider: 'stripe', type: event.type })
        .onConflictDoNothing();
      logger.info({ eventId: event.id, type: event.type }, 'stripe event processed');
    },
  };
}

/** The SDK once loaded: a Stripe error can only come from a request, so it is loaded by then. */
let loadedSdk: typeof Stripe | undefined;
async function loadStripeSdk(): Promise<typeof Stripe> {
  loadedSdk ??= (await import('stripe')).default;
  return loadedSdk;
}

/** `STRIPE_API_URL` (e.g. http://127.0.0.1:12111) as the SDK's host, port and protocol options. */
function apiHostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * One key per user, checkout parameters and ten-minute window: a double click (or the SDK's retry)
 * gets the session already created instead of a second one. Stripe refuses a key reused with other
 * parameters, so the parameters are part of it.
 */
function checkoutIdempotencyKey(userId: string, params: Stripe.Checkout.SessionCreateParams): string {
  const window = Math.floor(Date.now() / CHECKOUT_REUSE_WINDOW_MS);
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 32);
  return `patternwise-checkout-${userId}-${window}-${digest}`;
}

/** Stripe refused the promotion code when creating the session (a customer restriction, say). */
function isPromotionCodeRefusal(error: unknown): boolean {
  return (
    loadedSdk !== undefined &&
    error instanceof loadedSdk.errors.StripeInvalidRequestError &&
    typeof error.param === 'string' &&
    error.param.startsWith('discounts')
  );
}

/** The customer whose subscriptions an event may have changed; null for events that change none. */
function customerToSync(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: unknown; mode?: unknown };
  if (!event.type.startsWith('customer.subscription.') && !SYNC_EVENT_TYPES.has(event.type)) return null;
  if (event.type.startsWith('checkout.session.') && object.mode !== 'subscription') return null;
  return idOf(object.customer);
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}

/**
 * The subscription a user's single row should show: one that gives access now (the latest ending),
 * otherwise the newest. Stripe lists newest first.
 */
export function currentSubscription(subscriptions: Stripe.Subscription[]): Stripe.Subscription | null {
  const now = new Date();
  const entitled = subscriptions
    .filter((subscription) =>
      isEntitled({ status: subscription.status, currentPeriodEnd: periodEnd(subscription) }, now),
    )
    .sort((a, b) => (periodEnd(b)?.getTime() ?? 0) - (periodEnd(a)?.getTime() ?? 0));
  return entitled[0] ?? [...subscriptions].sort((a, b) => b.created - a.created)[0] ?? null;
}

/** Where the period ends: on each item since API version 2025-03-31, on the subscription before. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const itemEnds = subscription.items.data
    .map((item) => (item as { current_period_end?: number | null }).current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const legacy = (subscription as { current_period_end?: number | null }).current_period_end;
  const end = itemEnds.length > 0 ? Math.max(...itemEnds) : legacy;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

function toState(subscription: Stripe.Subscription, userId: string, catalog: PlanCatalog): SubscriptionState {
  const catalogPrices = new Set(PLAN_IDS.map((plan) => catalog[plan].priceId));
  const items = subscription.items.data;
  const item = items.find((candidate) => catalogPrices.has(candidate.price.id)) ?? items[0];
  return {
    userId,
    provider: 'stripe',
    customerId: idOf(subscription.customer),
    providerSubscriptionId: subscription.id,
    productId: idOf(item?.price.product) ?? '',
    priceId: item?.price.id ?? null,
    status: subscription.status,
    currentPeriodEnd: periodEnd(subscription),
    // The portal cancels "at period end" with either flag, depending on the API version.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end ||
      ((ENTITLED_STATUSES as readonly string[]).includes(subscription.status) && subscription.cancel_at !== null),
  };
}
