import type { Locale } from '../../../shared/locale.js';
import type { PlanCatalog } from '../../../shared/plans.js';

export type PaymentsUser = { id: string; email: string; name: string };

/**
 * The payments provider: one interface, two implementations chosen by configuration
 * (`sandbox-provider.ts`, the default without keys; `stripe-provider.ts` with STRIPE_SECRET_KEY).
 * Only a provider writes subscription rows (through `SubscriptionStore`); routes read them.
 *
 * Errors are `HttpError`s: 400 `priceUnknown` / `promoCodeUnknown` for the caller's mistakes,
 * 409 `alreadySubscribed`, 404 `noSubscription` (portal without a customer), and 502
 * `checkoutFailed` / `portalFailed` when the provider cannot be reached (nothing half-written).
 */
export interface PaymentsProvider {
  readonly kind: 'sandbox' | 'stripe';
  readonly catalog: PlanCatalog;
  /** A URL (absolute for Stripe, an in-app path for the sandbox) the page opens in a new tab. */
  createCheckout(input: {
    user: PaymentsUser;
    priceId: string;
    promoCode?: string;
    locale: Locale;
  }): Promise<{ url: string }>;
  createPortal(input: { user: PaymentsUser; locale: Locale }): Promise<{ url: string }>;
  /** Re-reads the user's subscription from the provider and stores what it says. */
  refresh(userId: string): Promise<void>;
  /** Ends every live subscription of the user at once (account deletion). */
  cancelAllFor(userId: string): Promise<void>;
}

/** What a provider knows about one subscription; the store keeps one row per user. */
export type SubscriptionState = {
  userId: string;
  provider: 'sandbox' | 'stripe';
  customerId: string | null;
  providerSubscriptionId: string;
  productId: string;
  priceId: string | null;
  /** The provider's own status: active, trialing, past_due, canceled, unpaid, incomplete... */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** The only writer of the `subscriptions` table (src/server/providers/payments/subscription-store.ts). */
export interface SubscriptionStore {
  /** Insert or replace the user's row with the provider's current state. */
  save(state: SubscriptionState): Promise<void>;
  findByUser(userId: string): Promise<SubscriptionState | null>;
  findByProviderSubscriptionId(id: string): Promise<SubscriptionState | null>;
  /** The provider customer id kept for a user (created once), and the user a customer id belongs to. */
  customerIdFor(userId: string, provider: 'sandbox' | 'stripe'): Promise<string | null>;
  saveCustomerId(userId: string, provider: 'sandbox' | 'stripe', customerId: string): Promise<void>;
  userIdForCustomer(customerId: string, provider: 'sandbox' | 'stripe'): Promise<string | null>;
}
