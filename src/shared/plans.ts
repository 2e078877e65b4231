/**
 * The paid plans (spec section 3 "Plans"): one source of truth for the subscription page, the
 * sandbox checkout and the server's entitlement. Prices and provider ids come from configuration
 * (`PlanCatalog`), so the same code serves the sandbox and Stripe.
 */
export const PLAN_IDS = ['current_client', 'standard'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The five features every plan lists, as i18n keys under `subscription.features.*`. */
export const PLAN_FEATURES = [
  'dailyCheckIns',
  'aiReflections',
  'schemaScreener',
  'personalizedLessons',
  'progressTracking',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type PlanDefinition = {
  id: PlanId;
  /** The tier name shown in 'Active: {tier}' (same in both languages, as the spec names it). */
  tierName: string;
  /** Who the plan is for, as an i18n key under `subscription.plans.*`. */
  audienceKey: 'currentClient' | 'standard';
  /** Whole euros per month. */
  monthlyPriceEur: number;
};

export const PLANS: Record<PlanId, PlanDefinition> = {
  current_client: {
    id: 'current_client',
    tierName: 'Current Client',
    audienceKey: 'currentClient',
    monthlyPriceEur: 15,
  },
  standard: { id: 'standard', tierName: 'Standard', audienceKey: 'standard', monthlyPriceEur: 30 },
};

/** Provider ids of each plan, from configuration (sandbox defaults or Stripe's `price_...`/`prod_...`). */
export type PlanCatalog = Record<PlanId, { priceId: string; productId: string }>;

/** Tier name of a subscription's product: null without a subscription, 'Unknown' for a product no plan names. */
export function tierForProduct(productId: string | null | undefined, catalog: PlanCatalog): string | null {
  if (!productId) return null;
  const plan = PLAN_IDS.find((id) => catalog[id].productId === productId);
  return plan ? PLANS[plan].tierName : 'Unknown';
}

export function planForPrice(priceId: string, catalog: PlanCatalog): PlanId | null {
  return PLAN_IDS.find((id) => catalog[id].priceId === priceId) ?? null;
}

/** Provider statuses that give access (until the period end). */
export const ENTITLED_STATUSES = ['active', 'trialing'] as const;

/** Whether a subscription row gives access at `now`: an entitled status and a period that has not ended. */
export function isEntitled(
  subscription: { status: string; currentPeriodEnd: Date | null } | null | undefined,
  now: Date,
): boolean {
  if (!subscription?.currentPeriodEnd) return false;
  return (
    (ENTITLED_STATUSES as readonly string[]).includes(subscription.status) &&
    subscription.currentPeriodEnd.getTime() > now.getTime()
  );
}

/** Spec section 5: the promo code is trimmed and uppercased before sending, and omitted when empty. */
export function normalizePromoCode(input: string | null | undefined): string | undefined {
  const code = (input ?? '').trim().toUpperCase();
  return code === '' ? undefined : code;
}

/** Price after a percentage discount, in cents (sandbox checkout and invoices). */
export function discountedCents(priceEur: number, percentOff: number): number {
  const cents = Math.round(priceEur * 100);
  return Math.max(0, Math.round(cents * (1 - Math.min(100, Math.max(0, percentOff)) / 100)));
}
