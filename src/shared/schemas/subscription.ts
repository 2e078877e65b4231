import { z } from 'zod';
import { normalizePromoCode } from '../plans.js';

export const PROMO_CODE_MAX = 40;

/**
 * A promo code as typed: trimmed and uppercased (spec section 5); empty means none. The form sends
 * the normalized value and the server normalizes again, so both read the same code.
 */
export const PromoCodeSchema = z
  .string({ error: 'promoCodeInvalid' })
  .transform((value) => normalizePromoCode(value))
  .pipe(
    z
      .string()
      .max(PROMO_CODE_MAX, 'promoCodeInvalid')
      .regex(/^[A-Z0-9_-]+$/, 'promoCodeInvalid')
      .optional(),
  );

/** POST /api/subscription/checkout (spec section 7 create-checkout: priceId and an optional promoCode). */
export const CreateCheckoutSchema = z.strictObject({
  priceId: z.string({ error: 'priceUnknown' }).min(1, 'priceUnknown').max(200, 'priceUnknown'),
  promoCode: PromoCodeSchema.optional(),
});
export type CreateCheckoutInput = z.input<typeof CreateCheckoutSchema>;

/** POST /api/sandbox/portal/switch: move the sandbox subscription to another plan's price. */
export const SwitchPlanSchema = z.strictObject({
  priceId: z.string({ error: 'priceUnknown' }).min(1, 'priceUnknown').max(200, 'priceUnknown'),
});

/** Sandbox ids are UUIDs; anything else is 404 without a database round trip. */
export const SandboxIdSchema = z.uuid();
