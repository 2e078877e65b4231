import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import { createSubscriptionStore } from '../../providers/payments/subscription-store.js';
import type { PaymentsProvider } from '../../providers/payments/types.js';
import { isEntitled, PLAN_IDS, PLANS, tierForProduct } from '../../../shared/plans.js';
import type { RedirectUrlResponse, SubscriptionStatusResponse } from '../../../shared/schemas/responses.js';
import { CreateCheckoutSchema } from '../../../shared/schemas/subscription.js';

/**
 * The subscription page's calls (spec section 7: check-subscription, create-checkout,
 * customer-portal, plus refresh). Routes only read the subscription row; the provider writes it.
 */
export function createSubscriptionRoutes(db: Database, payments: PaymentsProvider) {
  const store = createSubscriptionStore(db);
  const plans = PLAN_IDS.map((id) => ({
    id,
    tier_name: PLANS[id].tierName,
    monthly_price_eur: PLANS[id].monthlyPriceEur,
    price_id: payments.catalog[id].priceId,
  }));

  async function statusOf(userId: string): Promise<SubscriptionStatusResponse> {
    const subscription = await store.findByUser(userId);
    const subscribed = isEntitled(subscription, new Date());
    // Product, end and tier describe a subscription that gives access; an ended one shows only its status.
    const current = subscribed ? subscription : null;
    return {
      subscribed,
      product_id: current?.productId ?? null,
      subscription_end: current?.currentPeriodEnd?.toISOString() ?? null,
      tier: tierForProduct(current?.productId, payments.catalog),
      status: subscription?.status ?? null,
      cancel_at_period_end: current?.cancelAtPeriodEnd ?? false,
      provider: payments.kind,
      plans,
    };
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json(await statusOf(user.id));
    })
    .post('/refresh', async (c) => {
      const user = requireUser(c);
      await payments.refresh(user.id);
      return c.json(await statusOf(user.id));
    })
    .post('/checkout', async (c) => {
      const user = requireUser(c);
      const body = await parseJsonBody(c, CreateCheckoutSchema);
      const { url } = await payments.createCheckout({
        user: { id: user.id, email: user.email, name: user.name },
        priceId: body.priceId,
        promoCode: body.promoCode,
        locale: c.get('locale'),
      });
      return c.json({ url } satisfies RedirectUrlResponse);
    })
    .post('/portal', async (c) => {
      const user = requireUser(c);
      const { url } = await payments.createPortal({
        user: { id: user.id, email: user.email, name: user.name },
        locale: c.get('locale'),
      });
      return c.json({ url } satisfies RedirectUrlResponse);
    });
}
