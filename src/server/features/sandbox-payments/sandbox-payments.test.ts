import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, sandboxInvoices, sandboxPortalSessions, subscriptions } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';
import { SANDBOX_CATALOG } from '../../providers/payments/sandbox-provider.js';
import type { PaymentsProvider } from '../../providers/payments/types.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const STANDARD = 'price_sandbox_standard';
const CURRENT_CLIENT = 'price_sandbox_current_client';
const DAY = 86_400_000;

async function checkout(cookie: string, body: unknown) {
  const { url } = (await (await t.client.post('/api/subscription/checkout', { cookie, body })).json()) as {
    url: string;
  };
  return url.split('/').at(-1)!;
}

/** A user who paid a sandbox checkout, with a portal page open. */
async function subscriber(priceId = STANDARD, promoCode?: string) {
  const created = await createUser(t);
  const checkoutId = await checkout(created.cookie, { priceId, promoCode });
  expect((await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie: created.cookie })).status).toBe(
    200,
  );
  const portal = await t.client.post('/api/subscription/portal', { cookie: created.cookie });
  const portalId = ((await portal.json()) as { url: string }).url.split('/').at(-1)!;
  return { ...created, checkoutId, portalId };
}

const status = async (cookie: string) => (await t.client.get('/api/subscription', { cookie })).json();
const portalCall = (cookie: string, portalId: string, action: string, body?: unknown) =>
  t.client.post(`/api/sandbox/portal/${portalId}/${action}`, { cookie, body });

describe('ids belong to their user', () => {
  it("another user's checkout is 404 to read, pay or cancel, and stays open for its owner", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await checkout(owner.cookie, { priceId: STANDARD });
    expect((await t.client.get(`/api/sandbox/checkouts/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.client.post(`/api/sandbox/checkouts/${id}/pay`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.client.post(`/api/sandbox/checkouts/${id}/cancel`, { cookie: other.cookie })).status).toBe(404);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, other.id))).toEqual([]);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id))).toEqual([]);
    const own = await (await t.client.get(`/api/sandbox/checkouts/${id}`, { cookie: owner.cookie })).json();
    expect(own.status).toBe('open');
  });

  it("another user's portal is 404 for every action, and the owner's subscription is untouched", async () => {
    const owner = await subscriber();
    const other = await createUser(t);
    expect((await t.client.get(`/api/sandbox/portal/${owner.portalId}`, { cookie: other.cookie })).status).toBe(404);
    for (const [action, body] of [
      ['switch', { priceId: CURRENT_CLIENT }],
      ['cancel', undefined],
      ['resume', undefined],
      ['advance-clock', undefined],
    ] as const) {
      expect((await portalCall(other.cookie, owner.portalId, action, body)).status, action).toBe(404);
    }
    expect(await status(owner.cookie)).toMatchObject({
      subscribed: true,
      tier: 'Standard',
      cancel_at_period_end: false,
    });
    expect(await t.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.userId, owner.id))).toHaveLength(1);
  });

  it('an id that is not a UUID is 404, and a signed-out caller gets 401', async () => {
    const { cookie } = await createUser(t);
    expect((await t.client.get('/api/sandbox/checkouts/not-an-id', { cookie })).status).toBe(404);
    expect((await t.client.get('/api/sandbox/portal/1%20or%201=1', { cookie })).status).toBe(404);
    const id = crypto.randomUUID();
    expect((await t.client.get(`/api/sandbox/checkouts/${id}`)).status).toBe(401);
    expect((await t.client.post(`/api/sandbox/checkouts/${id}/pay`)).status).toBe(401);
    expect((await t.client.get(`/api/sandbox/portal/${id}`)).status).toBe(401);
    expect((await portalCall('', id, 'advance-clock')).status).toBe(401);
  });

  it('a portal page older than an hour is gone', async () => {
    const { cookie, portalId } = await subscriber();
    await t.db
      .update(sandboxPortalSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPortalSessions.id, portalId));
    expect((await t.client.get(`/api/sandbox/portal/${portalId}`, { cookie })).status).toBe(404);
    expect((await portalCall(cookie, portalId, 'cancel')).status).toBe(404);
    expect((await status(cookie)).cancel_at_period_end).toBe(false);
  });
});

describe('the sandbox portal', () => {
  it('shows the plan, the period and the invoices', async () => {
    const { cookie, portalId } = await subscriber(CURRENT_CLIENT, 'CURRENT2025');
    const portal = await (await t.client.get(`/api/sandbox/portal/${portalId}`, { cookie })).json();
    expect(portal.subscription).toMatchObject({
      plan: 'current_client',
      tier: 'Current Client',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect(portal.invoices).toEqual([
      expect.objectContaining({ amount_cents: 0, status: 'paid', description: 'Current Client (CURRENT2025, -100%)' }),
    ]);
    expect(portal.return_path).toBe('/subscription');
    expect(portal.plans.map((plan: { price_id: string }) => plan.price_id)).toEqual([CURRENT_CLIENT, STANDARD]);
  });

  it('switches the plan: the tier follows; an unknown price is a 400', async () => {
    const { cookie, portalId } = await subscriber(STANDARD);
    const switched = await portalCall(cookie, portalId, 'switch', { priceId: CURRENT_CLIENT });
    expect(switched.status).toBe(200);
    expect((await switched.json()).subscription.plan).toBe('current_client');
    expect(await status(cookie)).toMatchObject({ tier: 'Current Client', product_id: 'prod_sandbox_current_client' });

    const unknown = await portalCall(cookie, portalId, 'switch', { priceId: 'price_live_123' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe(
      'This plan does not exist. Please choose one of the plans on this page.',
    );
    expect((await status(cookie)).tier).toBe('Current Client');
  });

  it('cancel keeps access until the period end; resume undoes it', async () => {
    const { cookie, portalId } = await subscriber();
    const canceled = await (await portalCall(cookie, portalId, 'cancel')).json();
    expect(canceled.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await status(cookie)).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    expect((await (await t.client.get('/api/me', { cookie })).json()).access).toEqual({ status: 'unlimited' });

    const resumed = await (await portalCall(cookie, portalId, 'resume')).json();
    expect(resumed.subscription.cancel_at_period_end).toBe(false);
    expect(await status(cookie)).toMatchObject({ subscribed: true, cancel_at_period_end: false });
  });

  it('advance-clock renews an active subscription: a new period and a paid invoice at the full price', async () => {
    const { cookie, portalId, id } = await subscriber(CURRENT_CLIENT, 'CURRENT2025');
    const before = new Date((await status(cookie)).subscription_end).getTime();
    const advanced = await (await portalCall(cookie, portalId, 'advance-clock')).json();
    expect(advanced.subscription.status).toBe('active');
    expect(advanced.invoices.map((invoice: { amount_cents: number }) => invoice.amount_cents)).toEqual([1500, 0]);
    // The clock moved a month on: the new period ends about a month from the (moved) renewal.
    const after = await status(cookie);
    expect(after.subscribed).toBe(true);
    const end = new Date(after.subscription_end).getTime();
    expect(Math.abs(end - before)).toBeLessThan(3 * DAY);
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY);
    // The first month's invoice moved back with the clock: it is about a month old now.
    const first = new Date(advanced.invoices[1].created_at).getTime();
    expect(Date.now() - first).toBeGreaterThan(27 * DAY);
    expect(await t.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.userId, id))).toHaveLength(2);
  });

  it('cancel at period end, then advance-clock past the end: access is gone and the status is canceled', async () => {
    const { cookie, portalId, id } = await subscriber();
    await t.db.update(profiles).set({ hasCompletedScreener: true, checkInsUsed: 5 }).where(eq(profiles.id, id));
    await portalCall(cookie, portalId, 'cancel');
    const advanced = await (await portalCall(cookie, portalId, 'advance-clock')).json();
    expect(advanced.subscription).toMatchObject({ status: 'canceled' });
    expect(advanced.invoices).toHaveLength(1);

    expect(await status(cookie)).toMatchObject({ subscribed: false, status: 'canceled', tier: null });
    const me = await (await t.client.get('/api/me', { cookie })).json();
    expect(me.access).toEqual({ status: 'limit_reached', used: 5, limit: 5 });
    expect(me.subscription).toBeNull();
    const reflect = await t.client.post('/api/check-ins/reflect', {
      cookie,
      body: { feeling_text: 'Another ordinary day.', mood_level: 3 },
    });
    expect(reflect.status).toBe(403);

    // Nothing is left to manage, and a new subscription can start.
    const resume = await portalCall(cookie, portalId, 'resume');
    expect(resume.status).toBe(409);
    expect((await resume.json()).error.code).toBe('no_subscription');
    const again = await checkout(cookie, { priceId: STANDARD });
    expect((await t.client.post(`/api/sandbox/checkouts/${again}/pay`, { cookie })).status).toBe(200);
    expect((await status(cookie)).subscribed).toBe(true);
  });
});

describe('outside the sandbox', () => {
  it('the sandbox routes do not exist when another provider takes payments', async () => {
    const stripeLike: PaymentsProvider & { handleWebhook: () => Promise<void> } = {
      kind: 'stripe',
      catalog: SANDBOX_CATALOG,
      createCheckout: () => Promise.resolve({ url: 'https://checkout.example/session' }),
      createPortal: () => Promise.resolve({ url: 'https://billing.example/session' }),
      refresh: () => Promise.resolve(),
      cancelAllFor: () => Promise.resolve(),
      handleWebhook: () => Promise.resolve(),
    };
    const other = await createTestApp({ payments: () => stripeLike });
    try {
      const { cookie } = await createUser(other);
      const id = crypto.randomUUID();
      expect((await other.client.get(`/api/sandbox/checkouts/${id}`, { cookie })).status).toBe(404);
      expect((await other.client.post(`/api/sandbox/checkouts/${id}/pay`, { cookie })).status).toBe(404);
      const started = await other.client.post('/api/subscription/checkout', { cookie, body: { priceId: STANDARD } });
      expect(await started.json()).toEqual({ url: 'https://checkout.example/session' });
      expect((await (await other.client.get('/api/subscription', { cookie })).json()).provider).toBe('stripe');
    } finally {
      await other.dispose();
    }
  });
});
