import Stripe from 'stripe';
import { createStripeProvider, type StripeProvider } from '../providers/payments/stripe-provider.js';
import { startStripeStub, type StripeStub } from '../providers/payments/stripe-stub.js';
import { createSubscriptionStore } from '../providers/payments/subscription-store.js';
import type { PlanCatalog } from '../../shared/plans.js';
import { createLogCapture, createTestApp, createUser, TEST_APP_URL } from './test-app.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_patternwise_0123456789abcdef';
export const STRIPE_CATALOG: PlanCatalog = {
  current_client: { priceId: 'price_test_current_client', productId: 'prod_test_current_client' },
  standard: { priceId: 'price_test_standard', productId: 'prod_test_standard' },
};

/** The real app and database with the Stripe provider, its SDK pointed at a fresh local stub of the Stripe API. */
export async function createStripeTestApp(options: { stub?: StripeStub } = {}) {
  const stub = options.stub ?? (await startStripeStub());
  const providerLogs = createLogCapture();
  let provider: StripeProvider | undefined;
  const testApp = await createTestApp({
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

/** A signed-up, confirmed user and their id (read back from /api/me). */
export async function createStripeUser(testApp: StripeTestApp) {
  const user = await createUser(testApp);
  const me = (await (await testApp.client.get('/api/me', { cookie: user.cookie })).json()) as { user: { id: string } };
  return { ...user, id: me.user.id };
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
