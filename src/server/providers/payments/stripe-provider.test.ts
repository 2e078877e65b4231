import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentCustomers, subscriptions } from '../../db/schema.js';
import { startStripeStub } from './stripe-stub.js';
import {
  createStripeCustomer,
  createStripeTestApp,
  putStripeSubscription,
  STRIPE_CATALOG,
  type StripeTestApp,
} from '../../test/stripe-test-app.js';
import { createUser, TEST_APP_URL } from '../../test/test-app.js';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.dispose());

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const { current_client: currentClient, standard } = STRIPE_CATALOG;

function checkout(app: StripeTestApp, cookie: string, body: unknown, headers: Record<string, string> = {}) {
  return app.client.post('/api/subscription/checkout', { cookie, body, headers });
}
function portal(app: StripeTestApp, cookie: string, body?: unknown) {
  return app.client.post('/api/subscription/portal', { cookie, body });
}
const sessionsFor = (customer: string) =>
  t.stub.requestsTo('POST', '/v1/checkout/sessions').filter((request) => request.params.customer === customer);

describe('POST /api/subscription/checkout with Stripe (T41)', () => {
  it('creates a subscription-mode Checkout Session for the user’s own customer, with the plan’s price and our return URLs', async () => {
    const user = await createUser(t);

    const response = await checkout(t, user.cookie, { priceId: currentClient.priceId });

    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const customerId = await t.store.customerIdFor(user.id, 'stripe');
    expect(customerId).toMatch(/^cus_/);
    expect(t.stub.customers.get(customerId!)).toMatchObject({ email: user.email, metadata: { user_id: user.id } });
    const [sent] = sessionsFor(customerId!);
    expect(sent!.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.id,
      line_items: [{ price: currentClient.priceId, quantity: '1' }],
      allow_promotion_codes: 'true',
      success_url: `${TEST_APP_URL}/subscription?checkout=success`,
      cancel_url: `${TEST_APP_URL}/subscription?checkout=canceled`,
      locale: 'en',
      metadata: { user_id: user.id },
      subscription_data: { metadata: { user_id: user.id } },
    });
    expect(sent!.idempotencyKey).toMatch(/^patternwise-checkout-/);
    expect(sent!.authorization).toBe('Bearer sk_test_patternwise');
    const session = [...t.stub.checkoutSessions.values()].find((candidate) => candidate.customer === customerId);
    expect(url).toBe(session!.url);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  it('in Spanish: Stripe’s page in Spanish, and back to /es/subscription', async () => {
    const user = await createUser(t);
    expect((await checkout(t, user.cookie, { priceId: standard.priceId }, { 'accept-language': 'es' })).status).toBe(
      200,
    );
    const [sent] = sessionsFor((await t.store.customerIdFor(user.id, 'stripe'))!);
    expect(sent!.params).toMatchObject({
      locale: 'es',
      line_items: [{ price: standard.priceId, quantity: '1' }],
      success_url: `${TEST_APP_URL}/es/subscription?checkout=success`,
      cancel_url: `${TEST_APP_URL}/es/subscription?checkout=canceled`,
    });
  });

  it('a promo code (trimmed, any case) is resolved to Stripe’s promotion code and applied as the discount', async () => {
    const promotion = t.stub.addPromotionCode('CURRENT2025');
    const user = await createUser(t);

    const response = await checkout(t, user.cookie, { priceId: currentClient.priceId, promoCode: '  current2025 ' });

    expect(response.status).toBe(200);
    expect(t.stub.requestsTo('GET', '/v1/promotion_codes').at(-1)!.params).toMatchObject({
      code: 'CURRENT2025',
      active: 'true',
    });
    const [sent] = sessionsFor((await t.store.customerIdFor(user.id, 'stripe'))!);
    expect(sent!.params.discounts).toEqual([{ promotion_code: promotion.id }]);
    expect(sent!.params).not.toHaveProperty('allow_promotion_codes');
  });

  it.each([
    ['unknown', 'NOSUCHCODE'],
    ['inactive', 'OLDCODE'],
    ['expired', 'EXPIREDCODE'],
  ])('an %s promo code: 400 with the spec’s message, and nothing created in Stripe or here', async (_kind, code) => {
    t.stub.addPromotionCode('OLDCODE', { active: false });
    t.stub.addPromotionCode('EXPIREDCODE', { expiresAt: nowSeconds() - 60 });
    const user = await createUser(t);
    const customersBefore = t.stub.customers.size;

    const response = await checkout(t, user.cookie, { priceId: currentClient.priceId, promoCode: code });

    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      message: 'This promo code is not valid. Check the spelling or subscribe without it.',
      field: 'promoCode',
    });
    expect(t.stub.customers.size).toBe(customersBefore);
    expect(await t.store.customerIdFor(user.id, 'stripe')).toBeNull();
  });

  it('a price that is not one of our plans: 400 without calling Stripe', async () => {
    const user = await createUser(t);
    const callsBefore = t.stub.requests.length;
    const response = await checkout(t, user.cookie, { priceId: 'price_chosen_by_the_client' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      'This plan does not exist. Please choose one of the plans on this page.',
    );
    expect(t.stub.requests.length).toBe(callsBefore);
  });

  it('a customer, amount or discount in the body is refused, never passed on', async () => {
    const user = await createUser(t);
    const callsBefore = t.stub.requests.length;
    for (const extra of [{ customer: 'cus_someone_else' }, { amount: 0 }, { discounts: [{ coupon: 'FREE' }] }]) {
      const response = await checkout(t, user.cookie, { priceId: currentClient.priceId, ...extra });
      expect(response.status).toBe(400);
    }
    expect(t.stub.requests.length).toBe(callsBefore);
  });

  it('the customer is created once: a second checkout (another plan) reuses it', async () => {
    const user = await createUser(t);
    expect((await checkout(t, user.cookie, { priceId: currentClient.priceId })).status).toBe(200);
    expect((await checkout(t, user.cookie, { priceId: standard.priceId })).status).toBe(200);

    const customerId = (await t.store.customerIdFor(user.id, 'stripe'))!;
    const customersOfUser = [...t.stub.customers.values()].filter(
      (customer) => (customer.metadata as { user_id?: string }).user_id === user.id,
    );
    expect(customersOfUser.map((customer) => customer.id)).toEqual([customerId]);
    // Read from our mapping the second time: Stripe is not even asked to create one again.
    const creations = t.stub
      .requestsTo('POST', '/v1/customers')
      .filter((request) => (request.params.metadata as { user_id?: string }).user_id === user.id);
    expect(creations).toHaveLength(1);
    expect(
      sessionsFor(customerId).map((request) => (request.params.line_items as { price: string }[])[0]!.price),
    ).toEqual([currentClient.priceId, standard.priceId]);
  });

  it('a double click opens the same Checkout Session instead of a second one', async () => {
    const user = await createUser(t);
    const first = (await (await checkout(t, user.cookie, { priceId: standard.priceId })).json()) as { url: string };
    const second = (await (await checkout(t, user.cookie, { priceId: standard.priceId })).json()) as { url: string };
    expect(second.url).toBe(first.url);
    const customerId = (await t.store.customerIdFor(user.id, 'stripe'))!;
    const sessions = [...t.stub.checkoutSessions.values()].filter((session) => session.customer === customerId);
    expect(sessions).toHaveLength(1);
  });

  it('a subscriber is sent to Manage Subscription instead (409), without a new session', async () => {
    const user = await createStripeCustomer(t);
    putStripeSubscription(t, user.customerId);
    expect((await t.client.post('/api/subscription/refresh', { cookie: user.cookie })).status).toBe(200);
    const sessionsBefore = t.stub.checkoutSessions.size;

    const response = await checkout(t, user.cookie, { priceId: standard.priceId });

    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('already_subscribed');
    expect(t.stub.checkoutSessions.size).toBe(sessionsBefore);
  });
});

describe('Stripe faults (T43): the spec’s message, nothing half-written', () => {
  it('Stripe unreachable: 502 with the spec’s message and no customer or subscription row', async () => {
    const closedStub = await startStripeStub();
    const app = await createStripeTestApp({ stub: closedStub });
    try {
      await closedStub.close();
      const user = await createUser(app);

      const response = await checkout(app, user.cookie, { priceId: currentClient.priceId });

      expect(response.status).toBe(502);
      expect((await response.json()).error).toEqual({
        code: 'checkout_failed',
        message: 'Failed to start checkout. Please try again.',
      });
      expect(await app.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id))).toEqual([]);
      expect(await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);

      const inSpanish = await checkout(
        app,
        user.cookie,
        { priceId: currentClient.priceId },
        { 'accept-language': 'es' },
      );
      expect((await inSpanish.json()).error.message).toBe('No se pudo iniciar el pago. Inténtalo de nuevo.');
    } finally {
      await app.dispose();
    }
  });

  it('Stripe answering 500 (after the SDK’s one retry): 502 and no customer stored', async () => {
    const user = await createUser(t);
    t.stub.failNext(500, 2);
    const response = await checkout(t, user.cookie, { priceId: currentClient.priceId });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe('Failed to start checkout. Please try again.');
    expect(await t.store.customerIdFor(user.id, 'stripe')).toBeNull();
    // Once Stripe is back, the same click works.
    expect((await checkout(t, user.cookie, { priceId: currentClient.priceId })).status).toBe(200);
  });

  it('the portal with Stripe failing: 502 with the spec’s message', async () => {
    const user = await createUser(t);
    await checkout(t, user.cookie, { priceId: currentClient.priceId });
    t.stub.failNext(503, 2);
    const response = await portal(t, user.cookie);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toEqual({
      code: 'portal_failed',
      message: 'Failed to open subscription management. Please try again.',
    });
  });
});

describe('POST /api/subscription/portal with Stripe (T42)', () => {
  it('opens the Customer Portal for the user’s customer, returning to /subscription (or /es/subscription)', async () => {
    const user = await createStripeCustomer(t);

    const response = await portal(t, user.cookie);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(t.stub.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer: user.customerId,
      return_url: `${TEST_APP_URL}/subscription`,
      locale: 'en',
    });

    await t.client.post('/api/subscription/portal', { cookie: user.cookie, headers: { 'accept-language': 'es' } });
    expect(t.stub.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toMatchObject({
      return_url: `${TEST_APP_URL}/es/subscription`,
      locale: 'es',
    });
  });

  it('a user who never checked out: 404 noSubscription, Stripe not called', async () => {
    const user = await createUser(t);
    const callsBefore = t.stub.requests.length;
    const response = await portal(t, user.cookie);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('You do not have a subscription to manage yet.');
    expect(t.stub.requests.length).toBe(callsBefore);
  });

  it('naming another user’s customer gets nothing of theirs: the portal is always for the signed-in user’s own customer', async () => {
    const alice = await createStripeCustomer(t);
    const bob = await createStripeCustomer(t);

    await portal(t, alice.cookie, { customer: bob.customerId });
    const sent = t.stub.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(sent.params.customer).toBe(alice.customerId);

    // A user with no customer who names someone else's gets a 404, not their portal.
    const carol = await createUser(t);
    const callsBefore = t.stub.requests.length;
    const response = await portal(t, carol.cookie, { customer: bob.customerId });
    expect(response.status).toBe(404);
    expect(t.stub.requests.length).toBe(callsBefore);
  });

  it('signed out: 401', async () => {
    expect((await t.client.post('/api/subscription/portal')).status).toBe(401);
    expect(
      (await t.client.post('/api/subscription/checkout', { body: { priceId: currentClient.priceId } })).status,
    ).toBe(401);
  });
});

describe('refresh and account deletion', () => {
  it('refresh re-reads the customer’s subscriptions from Stripe and stores the current one', async () => {
    const user = await createStripeCustomer(t, standard.priceId);
    const end = nowSeconds() + 30 * DAY;
    // An older, ended subscription and the current one: the current one is shown.
    putStripeSubscription(t, user.customerId, {
      status: 'canceled',
      currentPeriodEnd: end - 40 * DAY,
      created: nowSeconds() - 90 * DAY,
    });
    const current = putStripeSubscription(t, user.customerId, {
      ...standard,
      currentPeriodEnd: end,
      created: nowSeconds() - 10,
    });

    const response = await t.client.post('/api/subscription/refresh', { cookie: user.cookie });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      subscribed: true,
      tier: 'Standard',
      product_id: standard.productId,
      subscription_end: new Date(end * 1000).toISOString(),
    });
    expect(await t.store.findByUser(user.id)).toMatchObject({
      providerSubscriptionId: current.id,
      priceId: standard.priceId,
    });
  });

  it('cancelAllFor ends every live subscription in Stripe and stores the result', async () => {
    const user = await createStripeCustomer(t, standard.priceId);
    const live = putStripeSubscription(t, user.customerId, standard);
    await t.provider.refresh(user.id);

    await t.provider.cancelAllFor(user.id);

    expect(t.stub.requestsTo('DELETE', `/v1/subscriptions/${live.id}`)).toHaveLength(1);
    expect(t.stub.subscriptions.get(live.id)!.status).toBe('canceled');
    expect(await t.store.findByUser(user.id)).toMatchObject({ status: 'canceled' });
  });
});
