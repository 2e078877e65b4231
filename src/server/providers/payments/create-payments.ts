import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Logger } from '../../lib/logger.js';
import type { PlanCatalog } from '../../../shared/plans.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createSubscriptionStore } from './subscription-store.js';
import type { PaymentsProvider } from './types.js';

/**
 * Stripe when STRIPE_SECRET_KEY is set (`readEnv` has then checked the webhook secret and the four
 * ids), the built-in sandbox otherwise (refused in production by `readEnv`).
 */
export function createPaymentsFromEnv(env: Env, db: Database, logger: Logger): PaymentsProvider {
  if (!env.STRIPE_SECRET_KEY) return createSandboxProvider({ db, promoCodes: env.PROMO_CODES });
  const catalog: PlanCatalog = {
    current_client: {
      priceId: required(env.STRIPE_PRICE_CURRENT_CLIENT),
      productId: required(env.STRIPE_PRODUCT_CURRENT_CLIENT),
    },
    standard: { priceId: required(env.STRIPE_PRICE_STANDARD), productId: required(env.STRIPE_PRODUCT_STANDARD) },
  };
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: required(env.STRIPE_WEBHOOK_SECRET),
    catalog,
    appUrl: env.APP_URL,
    store: createSubscriptionStore(db),
    db,
    logger,
    apiUrl: env.STRIPE_API_URL,
  });
}

function required(value: string | undefined): string {
  if (!value) throw new Error('Stripe configuration is incomplete (readEnv lists what is missing)');
  return value;
}
