import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentCustomers, profiles, sandboxCheckouts, sandboxInvoices, subscriptions, user } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const STANDARD = 'price_sandbox_standard';
const CURRENT_CLIENT = 'price_sandbox_current_client';

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function signedUp() {
  const created = await createUser(t);
  return { ...created, id: await userIdOf(created.email) };
}

const status = async (cookie: string) => (await t.client.get('/api/subscription', { cookie })).json();

async function startCheckout(cookie: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.client.post('/api/subscription/checkout', { cookie, body, headers });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, id: url.split('/').at(-1)! };
}

describe('signed out', () => {
  it('every subscription call answers 401', async () => {
    for (const response of [
      await t.client.get('/api/subscription'),
      await t.client.post('/api/subscription/refresh'),
      await t.client.post('/api/subscription/checkout', { body: { priceId: STANDARD } }),
      await t.client.post('/api/subscription/portal'),
    ]) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    }
  });
});

describe('GET /api/subscription', () => {
  it('a new user is not subscribed and sees both plans with the prices to send back', async () => {
    const { cookie } = await signedUp();
    expect(await status(cookie)).toEqual({
      subscribed: false,
      product_id: null,
      subscription_end: null,
      tier: null,
      status: null,
      cancel_at_period_end: false,
      provider: 'sandbox',
      plans: [
        { id: 'current_client', tier_name: 'Current Client', monthly_price_eur: 15, price_id: CURRENT_CLIENT },
        { id: 'standard', tier_name: 'Standard', monthly_price_eur: 30, price_id: STANDARD },
      ],
    });
  });
});

describe('POST /api/subscription/checkout', () => {
  it('opens the in-app test checkout at full price without a promo code', async () => {
    const { cookie } = await signedUp();
    const { url, id } = await startCheckout(cookie, { priceId: STANDARD });
    expect(url).toMatch(/^\/subscription\/sandbox-checkout\/[0-9a-f-]{36}$/);
    const checkout = await (await t.client.get(`/api/sandbox/checkouts/${id}`, { cookie })).json();
    expect(checkout).toMatchObject({
      plan: 'standard',
      tier_name: 'Standard',
      monthly_price_eur: 30,
      promo_code: null,
      percent_off: 0,
      amount_due_cents: 3000,
      status: 'open',
      return_path: '/subscription',
    });
  });

  it('CURRENT2025, typed in any case with spaces, takes the whole first month off', async () => {
    const { cookie } = await signedUp();
    const { id } = await startCheckout(cookie, { priceId: CURRENT_CLIENT, promoCode: '  current2025 ' });
    const checkout = await (await t.client.get(`/api/sandbox/checkouts/${id}`, { cookie })).json();
    expect(checkout).toMatchObject({
      plan: 'current_client',
      promo_code: 'CURRENT2025',
      percent_off: 100,
      amount_due_cents: 0,
    });
  });

  it('an empty promo code counts as none', async () => {
    const { cookie } = await signedUp();
    const { id } = await startCheckout(cookie, { priceId: STANDARD, promoCode: '   ' });
    const checkout = await (await t.client.get(`/api/sandbox/checkouts/${id}`, { cookie })).json();
    expect(checkout).toMatchObject({ promo_code: null, amount_due_cents: 3000 });
  });

  it('a Spanish page gets the Spanish checkout page', async () => {
    const { cookie } = await signedUp();
    const { url } = await startCheckout(cookie, { priceId: STANDARD }, { 'accept-language': 'es' });
    expect(url).toMatch(/^\/es\/subscription\/sandbox-checkout\//);
  });

  it('an unknown promo code is refused with a clear message, in the page language, and nothing is stored', async () => {
    const { cookie, id } = await signedUp();
    const response = await t.client.post('/api/subscription/checkout', {
      cookie,
      body: { priceId: STANDARD, promoCode: 'FREEFOREVER' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      field: 'promoCode',
      message: 'This promo code is not valid. Check the spelling or subscribe without it.',
    });
    const spanish = await t.client.post('/api/subscription/checkout', {
      cookie,
      body: { priceId: STANDARD, promoCode: 'FREEFOREVER' },
      headers: { 'accept-language': 'es' },
    });
    expect((await spanish.json()).error.message).toBe(
      'Este código promocional no es válido. Revisa cómo lo escribiste o suscríbete sin él.',
    );
    expect(await t.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.userId, id))).toEqual([]);
  });

  it('a promo code with other characters is refused by the schema', async () => {
    const { cookie } = await signedUp();
    const response = await t.client.post('/api/subscription/checkout', {
      cookie,
      body: { priceId: STANDARD, promoCode: 'FREE 100%' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('A promo code has only letters, digits, - and _ (up to 40).');
  });

  it.each([{ priceId: 'price_live_something_else' }, { priceId: '' }, {}, { priceId: STANDARD, amount: 0 }])(
    'a price outside the catalogue (or a body with more) is a 400: %j',
    async (body) => {
      const { cookie, id } = await signedUp();
      const response = await t.client.post('/api/subscription/checkout', { cookie, body });
      expect(response.status).toBe(400);
      expect(await t.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.userId, id))).toEqual([]);
    },
  );

  it('names the unknown price in its message', async () => {
    const { cookie } = await signedUp();
    const response = await t.client.post('/api/subscription/checkout', { cookie, body: { priceId: 'price_x' } });
    expect((await response.json()).error).toMatchObject({
      field: 'priceId',
      message: 'This plan does not exist. Please choose one of the plans on this page.',
    });
  });

  it('creates the customer once, however many checkouts', async () => {
    const { cookie, id } = await signedUp();
    await startCheckout(cookie, { priceId: STANDARD });
    await startCheckout(cookie, { priceId: CURRENT_CLIENT });
    const customers = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, id));
    expect(customers).toHaveLength(1);
    expect(customers[0]?.customerId).toMatch(/^cus_sandbox_/);
  });
});

describe('paying the sandbox checkout', () => {
  it('a free user at the check-in limit pays and checks in again without limit', async () => {
    const { cookie, id } = await signedUp();
    await t.db.update(profiles).set({ hasCompletedScreener: true, checkInsUsed: 5 }).where(eq(profiles.id, id));
    const entry = { feeling_text: 'A quiet evening after a long week.', mood_level: 3 };
    expect((await t.client.post('/api/check-ins/reflect', { cookie, body: entry })).status).toBe(403);

    const { id: checkoutId } = await startCheckout(cookie, { priceId: CURRENT_CLIENT, promoCode: 'CURRENT2025' });
    const before = Date.now();
    const paid = await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ url: '/subscription?checkout=success' });

    const now = await status(cookie);
    expect(now).toMatchObject({
      subscribed: true,
      tier: 'Current Client',
      product_id: 'prod_sandbox_current_client',
      status: 'active',
      cancel_at_period_end: false,
    });
    const end = new Date(now.subscription_end).getTime();
    expect(end - before).toBeGreaterThan(27 * 86_400_000);
    expect(end - before).toBeLessThan(32 * 86_400_000);

    const me = await (await t.client.get('/api/me', { cookie })).json();
    expect(me.access).toEqual({ status: 'unlimited' });
    expect(me.subscription).toMatchObject({ subscribed: true, product_id: 'prod_sandbox_current_client' });

    const reflect = await t.client.post('/api/check-ins/reflect', { cookie, body: entry });
    expect(reflect.status).toBe(200);
    const { reflection_token } = await reflect.json();
    expect((await t.client.post('/api/check-ins', { cookie, body: { ...entry, reflection_token } })).status).toBe(201);

    const invoices = await t.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.userId, id));
    expect(invoices.map((invoice) => invoice.amountCents)).toEqual([0]);
  });

  it('a subscriber cannot start a second checkout, nor pay one opened before', async () => {
    const { cookie } = await signedUp();
    const first = await startCheckout(cookie, { priceId: STANDARD });
    const second = await startCheckout(cookie, { priceId: CURRENT_CLIENT });
    expect((await t.client.post(`/api/sandbox/checkouts/${first.id}/pay`, { cookie })).status).toBe(200);

    const again = await t.client.post('/api/subscription/checkout', { cookie, body: { priceId: CURRENT_CLIENT } });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'already_subscribed',
      message: 'You already have an active subscription. Use Manage Subscription to change it.',
    });
    const late = await t.client.post(`/api/sandbox/checkouts/${second.id}/pay`, { cookie });
    expect(late.status).toBe(409);
    expect((await status(cookie)).tier).toBe('Standard');
  });

  it('paying the same checkout twice (a double click) activates once and writes one invoice', async () => {
    const { cookie, id } = await signedUp();
    const { id: checkoutId } = await startCheckout(cookie, { priceId: STANDARD });
    const responses = await Promise.all([
      t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie }),
      t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.userId, id))).toHaveLength(1);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toHaveLength(1);
  });

  it('cancelling the checkout goes back to the plans and leaves nothing behind', async () => {
    const { cookie, id } = await signedUp();
    const { id: checkoutId } = await startCheckout(cookie, { priceId: STANDARD }, { 'accept-language': 'es' });
    const canceled = await t.client.post(`/api/sandbox/checkouts/${checkoutId}/cancel`, {
      cookie,
      headers: { 'accept-language': 'es' },
    });
    expect(await canceled.json()).toEqual({ url: '/es/subscription?checkout=canceled' });
    expect((await status(cookie)).subscribed).toBe(false);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toEqual([]);
    expect(await t.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.userId, id))).toEqual([]);

    const pay = await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie });
    expect(pay.status).toBe(409);
    expect((await pay.json()).error).toMatchObject({
      code: 'checkout_closed',
      message: 'This checkout is no longer open. Please start again from the plans page.',
    });
    const checkout = await (await t.client.get(`/api/sandbox/checkouts/${checkoutId}`, { cookie })).json();
    expect(checkout.status).toBe('canceled');
  });

  it('a checkout left open for 24 hours expires and can no longer be paid', async () => {
    const { cookie, id } = await signedUp();
    const { id: checkoutId } = await startCheckout(cookie, { priceId: STANDARD });
    await t.db
      .update(sandboxCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckouts.id, checkoutId));
    const checkout = await (await t.client.get(`/api/sandbox/checkouts/${checkoutId}`, { cookie })).json();
    expect(checkout.status).toBe('expired');
    const pay = await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie });
    expect(pay.status).toBe(409);
    expect((await pay.json()).error.code).toBe('checkout_closed');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toEqual([]);
  });
});

describe('POST /api/subscription/portal and refresh', () => {
  it('a user who never had a customer has no portal (404)', async () => {
    const { cookie } = await signedUp();
    const response = await t.client.post('/api/subscription/portal', { cookie });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({
      code: 'no_subscription',
      message: 'You do not have a subscription to manage yet.',
    });
  });

  it('a customer gets a portal page in the page language', async () => {
    const { cookie } = await signedUp();
    await startCheckout(cookie, { priceId: STANDARD });
    const response = await t.client.post('/api/subscription/portal', { cookie, headers: { 'accept-language': 'es' } });
    expect(response.status).toBe(200);
    expect((await response.json()).url).toMatch(/^\/es\/subscription\/sandbox-portal\/[0-9a-f-]{36}$/);
  });

  it('refresh answers the current status', async () => {
    const { cookie } = await signedUp();
    const { id } = await startCheckout(cookie, { priceId: STANDARD });
    await t.client.post(`/api/sandbox/checkouts/${id}/pay`, { cookie });
    const refreshed = await t.client.post('/api/subscription/refresh', { cookie });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ subscribed: true, tier: 'Standard', status: 'active' });
  });

  it('a subscription whose period has ended gives no access, whatever its status says', async () => {
    const { cookie, id } = await signedUp();
    const { id: checkoutId } = await startCheckout(cookie, { priceId: STANDARD });
    await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie });
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, id));
    expect(await status(cookie)).toMatchObject({ subscribed: false, tier: null, subscription_end: null });
    expect((await (await t.client.get('/api/me', { cookie })).json()).access.status).not.toBe('unlimited');
  });
});
