import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.js';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentsProvider } from '../../providers/payments/types.js';
import type { StripeProvider } from '../../providers/payments/stripe-provider.js';

/** Stripe's events are a few KiB; the app-wide 1 MiB limit, applied here as this route is mounted before it. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * POST /api/payments/stripe-webhook. Mounted before the same-origin, JSON and session middlewares:
 * Stripe signs the exact bytes it sends, so the body is read raw and handed over untouched, and the
 * signature (not a cookie or an Origin) is what authenticates the caller.
 */
export function createStripeWebhookRoutes(payments: PaymentsProvider) {
  if (!isStripeProvider(payments)) throw new Error('the Stripe webhook needs the Stripe payments provider');
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: MAX_WEBHOOK_BYTES,
      onError: () => {
        throw new HttpError(413, 'body_too_large', 'bodyTooLarge');
      },
    }),
    async (c) => {
      const rawBody = new Uint8Array(await c.req.arrayBuffer());
      await payments.handleWebhook(rawBody, c.req.header('stripe-signature'));
      return c.json({ received: true });
    },
  );
}

function isStripeProvider(payments: PaymentsProvider): payments is StripeProvider {
  return payments.kind === 'stripe' && typeof (payments as Partial<StripeProvider>).handleWebhook === 'function';
}
