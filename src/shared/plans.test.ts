import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  discountedCents,
  ENTITLED_STATUSES,
  isEntitled,
  normalizePromoCode,
  PLAN_FEATURES,
  PLAN_IDS,
  PLANS,
  planForPrice,
  tierForProduct,
  type PlanCatalog,
} from './plans.js';
import { CreateCheckoutSchema, PromoCodeSchema } from './schemas/subscription.js';

const catalog: PlanCatalog = {
  current_client: { priceId: 'price_cc', productId: 'prod_cc' },
  standard: { priceId: 'price_std', productId: 'prod_std' },
};

describe('the plans (spec 3 and 9)', () => {
  it('are Current Client at 15 euro and Standard at 30 euro a month, in that order', () => {
    expect(PLAN_IDS).toEqual(['current_client', 'standard']);
    expect(PLANS.current_client).toEqual({
      id: 'current_client',
      tierName: 'Current Client',
      audienceKey: 'currentClient',
      monthlyPriceEur: 15,
    });
    expect(PLANS.standard).toEqual({
      id: 'standard',
      tierName: 'Standard',
      audienceKey: 'standard',
      monthlyPriceEur: 30,
    });
    for (const id of PLAN_IDS) expect(PLANS[id].id).toBe(id);
  });

  it('list the five features of the spec', () => {
    expect(PLAN_FEATURES).toEqual([
      'dailyCheckIns',
      'aiReflections',
      'schemaScreener',
      'personalizedLessons',
      'progressTracking',
    ]);
  });
});

describe('tierForProduct', () => {
  it('names the plan of a known product', () => {
    expect(tierForProduct('prod_cc', catalog)).toBe('Current Client');
    expect(tierForProduct('prod_std', catalog)).toBe('Standard');
  });

  it("is 'Unknown' for a product no plan names and null without one", () => {
    expect(tierForProduct('prod_other', catalog)).toBe('Unknown');
    expect(tierForProduct('price_cc', catalog)).toBe('Unknown');
    expect(tierForProduct(null, catalog)).toBeNull();
    expect(tierForProduct(undefined, catalog)).toBeNull();
    expect(tierForProduct('', catalog)).toBeNull();
  });
});

describe('planForPrice', () => {
  it('finds the plan of a configured price, and nothing for any other string', () => {
    expect(planForPrice('price_cc', catalog)).toBe('current_client');
    expect(planForPrice('price_std', catalog)).toBe('standard');
    expect(planForPrice('prod_cc', catalog)).toBeNull();
    expect(planForPrice('PRICE_CC', catalog)).toBeNull();
    expect(planForPrice('', catalog)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (price) => {
        fc.pre(price !== 'price_cc' && price !== 'price_std');
        expect(planForPrice(price, catalog)).toBeNull();
      }),
    );
  });
});

describe('isEntitled', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const later = new Date('2026-03-31T12:00:00Z');
  const earlier = new Date('2026-02-28T12:00:00Z');

  it('active and trialing give access until the period end', () => {
    expect(ENTITLED_STATUSES).toEqual(['active', 'trialing']);
    expect(isEntitled({ status: 'active', currentPeriodEnd: later }, now)).toBe(true);
    expect(isEntitled({ status: 'trialing', currentPeriodEnd: later }, now)).toBe(true);
  });

  it('no access once the period has ended, at the very instant included', () => {
    expect(isEntitled({ status: 'active', currentPeriodEnd: earlier }, now)).toBe(false);
    expect(isEntitled({ status: 'active', currentPeriodEnd: now }, now)).toBe(false);
    expect(isEntitled({ status: 'active', currentPeriodEnd: new Date(now.getTime() + 1) }, now)).toBe(true);
  });

  it.each(['incomplete', 'incomplete_expired', 'past_due', 'canceled', 'unpaid', 'paused', 'ACTIVE', ''])(
    'no access for status %j, even inside the period (security T40)',
    (status) => {
      expect(isEntitled({ status, currentPeriodEnd: later }, now)).toBe(false);
    },
  );

  it('no access without a subscription or without a period end', () => {
    expect(isEntitled(null, now)).toBe(false);
    expect(isEntitled(undefined, now)).toBe(false);
    expect(isEntitled({ status: 'active', currentPeriodEnd: null }, now)).toBe(false);
  });
});

describe('normalizePromoCode (spec 5)', () => {
  it('trims and uppercases; empty means none', () => {
    expect(normalizePromoCode('  current2025 ')).toBe('CURRENT2025');
    expect(normalizePromoCode('Current2025')).toBe('CURRENT2025');
    expect(normalizePromoCode('')).toBeUndefined();
    expect(normalizePromoCode('   ')).toBeUndefined();
    expect(normalizePromoCode(null)).toBeUndefined();
    expect(normalizePromoCode(undefined)).toBeUndefined();
  });

  it('is idempotent and never leaves outer spaces', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizePromoCode(input);
        expect(normalizePromoCode(once)).toBe(once);
        if (once !== undefined) expect(once).toBe(once.trim());
      }),
    );
  });
});

describe('discountedCents', () => {
  it('takes a percentage off a whole-euro price, in cents', () => {
    expect(discountedCents(15, 0)).toBe(1500);
    expect(discountedCents(15, 100)).toBe(0);
    expect(discountedCents(30, 50)).toBe(1500);
    expect(discountedCents(15, 33)).toBe(1005);
    expect(discountedCents(30, 10)).toBe(2700);
  });

  it('clamps the percentage to 0-100, so the amount is never negative nor above the price', () => {
    expect(discountedCents(30, 150)).toBe(0);
    expect(discountedCents(30, -20)).toBe(3000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -500, max: 500 }), (euros, percent) => {
        const cents = discountedCents(euros, percent);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(euros * 100);
      }),
    );
  });
});

describe('the checkout body', () => {
  it('normalizes the promo code and drops an empty one', () => {
    expect(CreateCheckoutSchema.parse({ priceId: 'price_cc', promoCode: ' current2025 ' })).toEqual({
      priceId: 'price_cc',
      promoCode: 'CURRENT2025',
    });
    expect(CreateCheckoutSchema.parse({ priceId: 'price_cc', promoCode: '  ' })).toEqual({ priceId: 'price_cc' });
    expect(CreateCheckoutSchema.parse({ priceId: 'price_cc' })).toEqual({ priceId: 'price_cc' });
  });

  it('refuses codes with other characters or longer than 40, and any field beyond the two', () => {
    expect(PromoCodeSchema.safeParse('FREE 100%').success).toBe(false);
    expect(PromoCodeSchema.safeParse('A'.repeat(41)).success).toBe(false);
    expect(PromoCodeSchema.safeParse('A'.repeat(40)).success).toBe(true);
    expect(CreateCheckoutSchema.safeParse({ priceId: 'price_cc', amount: 0 }).success).toBe(false);
    expect(CreateCheckoutSchema.safeParse({ priceId: '' }).success).toBe(false);
  });
});
