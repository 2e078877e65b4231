import Stripe from 'stripe';
import { createStripeProvider, type StripeProvider } from '../providers/payments/stripe-provider.js';
import {
  startStripeStub,
  stripeEventPayload,
  type StripeStub,
  type StubSubscriptionInput,
} from '../providers/payments/stripe-stub.js';
import { createSubscriptionStore } from '../providers/payments/subscription-store.js';
import type { PlanCatalog } from '../../shared/plans.js';
import { createLogCapture, createTestApp, createUser, TEST_APP_URL, type TestSessionCache } from './test-app.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_patternwise_0123456789abcdef';
export const STRIPE_CATALOG: PlanCatalog = {
  current_client: { priceId: 'price_test_current_client', productId: 'prod_test_current_client' },
  standard: { priceId: 'price_test_standard', productId: 'prod_test_standard' },
};

/** The real app and database with the Stripe provider, its SDK pointed at a fresh local stub of the Stripe API. */
export async function createStripeTestApp(options: { stub?: StripeStub; sessionCache?: TestSessionCache } = {}) {
  const stub = options.stub ?? (await startStripeStub());
  const providerLogs = createLogCapture();
  let provider: StripeProvider | undefined;
  const testApp = await createTestApp({
    sessionCache: options.sessionCache,
    payments: (db) => {
      provider = createStripeProvider({
        secretKey: 'sk_test_patternwise',
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        catalog: STRIPE_CATALOG,
        appUrl: TEST_APP_URL,
        store: createSubscriptionStore(db),
        db,
        logger: providerLogs.logger,
        apiUrl: stub.url,
      });
      return provider;
    },
  });
  return {
    ...testApp,
    stub,
    provider: provider!,
    store: createSubscriptionStore(testApp.db),
    providerLogs,
    dispose: async () => {
      await testApp.dispose();
      await stub.close().catch(() => undefined);
    },
  };
}

export type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

const DAY = 24 * 3600;

/** A signed-up, confirmed user whose Stripe customer exists, made by a first checkout as in real life. */
export async function createStripeCustomer(testApp: StripeTestApp, priceId = STRIPE_CATALOG.current_client.priceId) {
  const user = await createUser(testApp);
  const checkout = await testApp.client.post('/api/subscription/checkout', { cookie: user.cookie, body: { priceId } });
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
  const customerId = await testApp.store.customerIdFor(user.id, 'stripe');
  if (!customerId) throw new Error('checkout did not store a customer');
  return { ...user, customerId };
}

/** Sets what Stripe holds for a customer: by default an active Current Client subscription with 30 days to run. */
export function putStripeSubscription(
  testApp: StripeTestApp,
  customer: string,
  overrides: Partial<Omit<StubSubscriptionInput, 'customer'>> = {},
) {
  return testApp.stub.putSubscription({
    customer,
    ...STRIPE_CATALOG.current_client,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * DAY,
    ...overrides,
  });
}

/** The `Stripe-Signature` header Stripe would send for these exact bytes (the SDK's own test helper). */
export function signStripePayload(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

/** Delivers a webhook the way Stripe does: JSON content type, no cookie, no Origin, the signature header. */
export function deliverWebhook(testApp: StripeTestApp, payload: string, signature: string | undefined) {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0',
  };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return Promise.resolve(
    testApp.app.request('/api/payments/stripe-webhook', { method: 'POST', headers, body: payload }),
  );
}

/**
 * Signs an event with our webhook secret and delivers it as Stripe does. Give a payload string to
 * deliver those exact bytes again (a redelivery), or the event's parts to have one written.
 */
export function postSignedEvent(testApp: StripeTestApp, event: string | Parameters<typeof stripeEventPayload>[0]) {
  const payload = typeof event === 'string' ? event : stripeEventPayload(event);
  return deliverWebhook(testApp, payload, signStripePayload(payload));
}
