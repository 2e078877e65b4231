import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import { user } from '../db/schema.js';
import { createSubscriptionStore } from '../providers/payments/subscription-store.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { handleError } from './error-handler.js';
import { createRequireSubscription } from './require-subscription.js';

let database: TestDatabase;
let app: Hono<AppEnv>;
beforeAll(async () => {
  database = await createTestDatabase();
  // A subscriber-only route as lessons will mount it; the caller is whoever `x-user` names.
  app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(async (c, next) => {
    const id = c.req.header('x-user');
    c.set('locale', c.req.header('accept-language') === 'es' ? 'es' : 'en');
    c.set('user', id ? { id, email: `${id}@example.com`, name: '' } : null);
    await next();
  });
  app.get('/lessons', createRequireSubscription(database.db), (c) => c.json({ ok: true }));
});
afterAll(() => database.dispose());

async function userWith(subscription?: { status: string; currentPeriodEnd: Date }) {
  const id = crypto.randomUUID();
  await database.db.insert(user).values({ id, name: '', email: `${id}@example.com` });
  if (subscription) {
    await createSubscriptionStore(database.db).save({
      userId: id,
      provider: 'sandbox',
      customerId: null,
      providerSubscriptionId: `sub_${id}`,
      productId: 'prod_sandbox_standard',
      priceId: 'price_sandbox_standard',
      cancelAtPeriodEnd: false,
      ...subscription,
    });
  }
  return id;
}

const get = (id?: string, locale = 'en') =>
  app.request('/lessons', { headers: { ...(id ? { 'x-user': id } : {}), 'accept-language': locale } });
const later = () => new Date(Date.now() + 86_400_000);

describe('requireSubscription', () => {
  it('lets an active or trialing subscriber through', async () => {
    expect((await get(await userWith({ status: 'active', currentPeriodEnd: later() }))).status).toBe(200);
    expect((await get(await userWith({ status: 'trialing', currentPeriodEnd: later() }))).status).toBe(200);
  });

  it('answers 403 subscription_required to a free user, in their language', async () => {
    const id = await userWith();
    const response = await get(id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'subscription_required',
        message: 'Lessons are part of a subscription. View the plans to unlock them.',
      },
    });
    expect((await (await get(id, 'es')).json()).error.message).toBe(
      'Las lecciones son parte de la suscripción. Mira los planes para desbloquearlas.',
    );
  });

  it.each(['past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'])(
    'answers 403 for a %s subscription',
    async (status) => {
      expect((await get(await userWith({ status, currentPeriodEnd: later() }))).status).toBe(403);
    },
  );

  it('answers 403 once an active period has ended', async () => {
    const id = await userWith({ status: 'active', currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await get(id)).status).toBe(403);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect((await get()).status).toBe(401);
  });
});
