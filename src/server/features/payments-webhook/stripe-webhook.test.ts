import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { processedPaymentEvents, subscriptions } from '../../db/schema.js';
import { stripeEventPayload } from '../../providers/payments/stripe-stub.js';
import {
  createStripeCustomer,
  createStripeTestApp,
  deliverWebhook,
  postSignedEvent,
  putStripeSubscription,
  signStripePayload,
  STRIPE_CATALOG,
  type StripeTestApp,
} from '../../test/stripe-test-app.js';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.dispose());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function statusOf(cookie: string) {
  const response = await t.client.get('/api/subscription', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    subscribed: boolean;
    tier: string | null;
    status: string | null;
    subscription_end: string | null;
    cancel_at_period_end: boolean;
  };
}

async function accessOf(cookie: string) {
  const me = (await (await t.client.get('/api/me', { cookie })).json()) as { access: { status: string } };
  return me.access.status;
}

const eventRows = (id: string) =>
  t.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.eventId, id));

describe('POST /api/payments/stripe-webhook: signature (T36, T37)', () => {
  it('a correctly signed event is applied: the subscription becomes active with its tier and end date', async () => {
    const user = await createStripeCustomer(t);
    const end = nowSeconds() + 30 * DAY;
    const subscription = putStripeSubscription(t, user.customerId, { currentPeriodEnd: end });
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false });

    const response = await postSignedEvent(t, { type: 'customer.subscription.created', object: subscription });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await statusOf(user.cookie)).toMatchObject({
      subscribed: true,
      tier: 'Current Client',
      status: 'active',
      subscription_end: new Date(end * 1000).toISOString(),
      cancel_at_period_end: false,
    });
    expect(await accessOf(user.cookie)).toBe('unlimited');
  });

  const refusals: [string, (payload: string) => { body: string; signature: string | undefined }, string][] = [
    ['no Stripe-Signature header', (payload) => ({ body: payload, signature: undefined }), 'missing'],
    ['an empty Stripe-Signature header', (payload) => ({ body: payload, signature: '' }), 'missing'],
    [
      'a signature made with another secret',
      (payload) => ({ body: payload, signature: signStripePayload(payload, { secret: 'whsec_someone_else' }) }),
      'invalid',
    ],
    [
      'a body changed by one byte after signing',
      (payload) => ({ body: payload.replace('"active"', '"activE"'), signature: signStripePayload(payload) }),
      'invalid',
    ],
    [
      'a timestamp 301 seconds old (tolerance 300 s)',
      (payload) => ({ body: payload, signature: signStripePayload(payload, { timestamp: nowSeconds() - 301 }) }),
      'stale',
    ],
    [
      'only a v0 signature',
      (payload) => ({ body: payload, signature: signStripePayload(payload).replace('v1=', 'v0=') }),
      'invalid',
    ],
    [
      // T37: the same event parsed and serialized again, as a JSON body parser would hand it over.
      'the re-serialized (not raw) body',
      (payload) => ({ body: JSON.stringify(JSON.parse(payload)), signature: signStripePayload(payload) }),
      'invalid',
    ],
  ];

  it.each(refusals)(
    '%s: 400 with a clear message, nothing read from Stripe or written',
    async (_name, tamper, reason) => {
      const user = await createStripeCustomer(t);
      const subscription = putStripeSubscription(t, user.customerId);
      const eventId = `evt_refused_${reason}_${crypto.randomUUID()}`;
      const { body, signature } = tamper(
        stripeEventPayload({ type: 'customer.subscription.updated', object: subscription, id: eventId }),
      );
      const stripeCallsBefore = t.stub.requests.length;

      const response = await deliverWebhook(t, body, signature);

      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'webhook_signature_invalid',
        message:
          'The Stripe-Signature header is missing, does not match this exact body, or is more than 5 minutes old.',
        reason,
      });
      expect(t.stub.requests.length).toBe(stripeCallsBefore);
      expect(await eventRows(eventId)).toEqual([]);
      expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false, status: null });
    },
  );

  it('needs no session, cookie or Origin, and a cross-site Origin does not matter (the signature is the authentication)', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId, { currentPeriodEnd: nowSeconds() + DAY });
    const payload = stripeEventPayload({ type: 'customer.subscription.created', object: subscription });
    const response = await Promise.resolve(
      t.app.request('/api/payments/stripe-webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(payload),
          origin: 'https://stripe.example',
          'sec-fetch-site': 'cross-site',
        },
        body: payload,
      }),
    );
    expect(response.status).toBe(200);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true });
  });
});

describe('duplicates (T38)', () => {
  it('the same event id twice: both acknowledged, applied once; the redelivery does not re-read Stripe', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId);
    const payload = stripeEventPayload({ type: 'customer.subscription.created', object: subscription });
    const reads = () => t.stub.requestsTo('GET', '/v1/subscriptions').length;

    const readsBefore = reads();
    expect((await postSignedEvent(t, payload)).status).toBe(200);
    expect(reads()).toBe(readsBefore + 1);
    // Stripe now says canceled; a redelivery of the old event must not be what applies that (or anything).
    putStripeSubscription(t, user.customerId, { id: subscription.id, status: 'canceled' });
    expect((await postSignedEvent(t, payload)).status).toBe(200);

    expect(reads()).toBe(readsBefore + 1);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true, status: 'active' });
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect(await eventRows(eventId)).toHaveLength(1);
  });

  it('the same event delivered twice at once: both 2xx, one row, one subscription', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId);
    const payload = stripeEventPayload({ type: 'customer.subscription.created', object: subscription });

    const responses = await Promise.all([postSignedEvent(t, payload), postSignedEvent(t, payload)]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(await eventRows((JSON.parse(payload) as { id: string }).id)).toHaveLength(1);
    const userId = (await t.store.userIdForCustomer(user.customerId, 'stripe'))!;
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(1);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true });
  });
});

describe('out-of-order delivery (T39): Stripe’s current state wins, not the event order', () => {
  it('a stale canceled event arriving after active, while Stripe says active: stays active', async () => {
    const user = await createStripeCustomer(t);
    const end = nowSeconds() + 30 * DAY;
    const active = putStripeSubscription(t, user.customerId, { currentPeriodEnd: end });
    const stale = { ...active, status: 'canceled', canceled_at: nowSeconds() - 60 };

    expect(
      (await postSignedEvent(t, { type: 'customer.subscription.updated', object: active, created: nowSeconds() }))
        .status,
    ).toBe(200);
    expect(
      (await postSignedEvent(t, { type: 'customer.subscription.updated', object: stale, created: nowSeconds() - 120 }))
        .status,
    ).toBe(200);

    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true, status: 'active' });
    expect(await accessOf(user.cookie)).toBe('unlimited');
  });

  it('deleted followed by a late updated (active), while Stripe says canceled: stays canceled', async () => {
    const user = await createStripeCustomer(t);
    const end = nowSeconds() + 30 * DAY;
    const active = putStripeSubscription(t, user.customerId, { currentPeriodEnd: end });
    const activePayload = stripeEventPayload({
      type: 'customer.subscription.updated',
      object: active,
      created: nowSeconds() - 300,
    });
    const canceled = putStripeSubscription(t, user.customerId, {
      id: active.id,
      status: 'canceled',
      currentPeriodEnd: end,
    });

    await postSignedEvent(t, { type: 'customer.subscription.deleted', object: canceled });
    await postSignedEvent(t, activePayload);

    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(await accessOf(user.cookie)).not.toBe('unlimited');
  });

  it('incomplete (older) processed after active (newer): stays active', async () => {
    const user = await createStripeCustomer(t);
    const active = putStripeSubscription(t, user.customerId);
    await postSignedEvent(t, { type: 'customer.subscription.updated', object: active, created: nowSeconds() });
    await postSignedEvent(t, {
      type: 'customer.subscription.created',
      object: { ...active, status: 'incomplete' },
      created: nowSeconds() - 60,
    });
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true, status: 'active' });
  });
});

describe('checkout completed, cancel and failed payments: access starts and ends at the right time', () => {
  it('checkout.session.completed reads the new subscription from Stripe', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId, STRIPE_CATALOG.standard);
    const session = [...t.stub.checkoutSessions.values()].find((candidate) => candidate.customer === user.customerId)!;

    const response = await postSignedEvent(t, {
      type: 'checkout.session.completed',
      object: { ...session, status: 'complete', subscription: subscription.id },
    });

    expect(response.status).toBe(200);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true, tier: 'Standard' });
  });

  it('cancel at period end keeps access until the period ends, then access ends even before the last event', async () => {
    const user = await createStripeCustomer(t);
    const end = nowSeconds() + 3 * DAY;
    const canceling = putStripeSubscription(t, user.customerId, { currentPeriodEnd: end, cancelAtPeriodEnd: true });

    await postSignedEvent(t, { type: 'customer.subscription.updated', object: canceling });
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    expect(await accessOf(user.cookie)).toBe('unlimited');

    // One second after the period end, with no webhook yet: no more access (the stored end decides).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((end + 1) * 1000);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false });
    expect(await accessOf(user.cookie)).not.toBe('unlimited');

    // Stripe then ends it and says so.
    const ended = putStripeSubscription(t, user.customerId, {
      id: canceling.id,
      status: 'canceled',
      currentPeriodEnd: end,
    });
    expect((await postSignedEvent(t, { type: 'customer.subscription.deleted', object: ended })).status).toBe(200);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  it('invoice.payment_failed at renewal: access ends at once (past_due), and comes back with invoice.paid', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId);
    await postSignedEvent(t, { type: 'customer.subscription.created', object: subscription });
    expect(await accessOf(user.cookie)).toBe('unlimited');

    // The renewal's payment fails: Stripe opens the next period and marks the subscription past_due.
    putStripeSubscription(t, user.customerId, {
      id: subscription.id,
      status: 'past_due',
      currentPeriodEnd: nowSeconds() + 60 * DAY,
    });
    const invoice = (status: string) => ({
      id: `in_test_${crypto.randomUUID()}`,
      object: 'invoice',
      customer: user.customerId,
      status,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
        quote_details: null,
      },
    });
    expect((await postSignedEvent(t, { type: 'invoice.payment_failed', object: invoice('open') })).status).toBe(200);

    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false, status: 'past_due' });
    expect(await accessOf(user.cookie)).not.toBe('unlimited');

    putStripeSubscription(t, user.customerId, { id: subscription.id, currentPeriodEnd: nowSeconds() + 60 * DAY });
    expect((await postSignedEvent(t, { type: 'invoice.paid', object: invoice('paid') })).status).toBe(200);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true, status: 'active' });
  });
});

describe('faults (T43)', () => {
  it('Stripe failing while the event is handled: 5xx and not recorded, so Stripe’s retry applies it once', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId);
    const payload = stripeEventPayload({ type: 'customer.subscription.created', object: subscription });
    const eventId = (JSON.parse(payload) as { id: string }).id;

    t.stub.failNext(500, 2); // the request and the SDK's one retry
    const failed = await postSignedEvent(t, payload);
    expect(failed.status).toBe(502);
    expect(await eventRows(eventId)).toEqual([]);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: false });

    expect((await postSignedEvent(t, payload)).status).toBe(200);
    expect(await eventRows(eventId)).toHaveLength(1);
    expect(await statusOf(user.cookie)).toMatchObject({ subscribed: true });
  });

  it('an event for a customer we never created is acknowledged and changes nothing', async () => {
    const stranger = putStripeSubscription(t, 'cus_test_not_ours');
    const response = await postSignedEvent(t, { type: 'customer.subscription.created', object: stranger });
    expect(response.status).toBe(200);
    expect(await t.store.findByProviderSubscriptionId(stranger.id)).toBeNull();
  });

  it('logs event ids and types, never the customer’s email', async () => {
    const user = await createStripeCustomer(t);
    const subscription = putStripeSubscription(t, user.customerId, { currentPeriodEnd: nowSeconds() + DAY });
    await postSignedEvent(t, { type: 'customer.subscription.created', object: subscription });
    expect(t.providerLogs.text()).toContain('stripe event processed');
    expect(t.providerLogs.text()).not.toContain(user.email);
    expect(t.logs.text()).not.toContain(user.email);
  });
});
