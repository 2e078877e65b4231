import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  RedirectUrlResponseSchema,
  SandboxCheckoutResponseSchema,
  SandboxPortalResponseSchema,
  SubscriptionStatusResponseSchema,
  type SandboxCheckoutResponse,
  type SandboxPortalResponse,
} from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../test/fake-api.js';
import { asSignedIn, renderApp } from '../../test/render-app.js';
import SandboxCheckoutPage from './sandbox-checkout-page.js';
import SandboxPortalPage from './sandbox-portal-page.js';
import { SUBSCRIPTION_CHANNEL } from './subscription-channel.js';
import SubscriptionPage from './subscription-page.js';

const pages = [
  { path: 'subscription', Component: SubscriptionPage },
  { path: 'subscription/sandbox-checkout/:id', Component: SandboxCheckoutPage },
  { path: 'subscription/sandbox-portal/:id', Component: SandboxPortalPage },
];
const ID = '3f1c9a2e-0b7d-4c55-9e1a-2d6f8b4c7a10';
const plans = [
  {
    id: 'current_client',
    tier_name: 'Current Client',
    monthly_price_eur: 15,
    price_id: 'price_sandbox_current_client',
  },
  { id: 'standard', tier_name: 'Standard', monthly_price_eur: 30, price_id: 'price_sandbox_standard' },
] as const;
const limitReached = asSignedIn({ status: 'limit_reached', used: 5, limit: 5 });
const status = () =>
  reply(SubscriptionStatusResponseSchema, {
    subscribed: false,
    product_id: null,
    subscription_end: null,
    tier: null,
    status: null,
    cancel_at_period_end: false,
    provider: 'sandbox',
    plans: [...plans],
  });

const openCheckout: SandboxCheckoutResponse = {
  id: ID,
  plan: 'standard',
  tier_name: 'Standard',
  monthly_price_eur: 30,
  promo_code: 'CURRENT2025',
  percent_off: 100,
  amount_due_cents: 0,
  status: 'open',
  return_path: '/subscription',
};

/** Listens on the channel the plans tab listens on. */
function listenForChanges() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(SUBSCRIPTION_CHANNEL);
  channel.onmessage = (event) => heard.push(event.data);
  onTestFinished(() => channel.close());
  return heard;
}

describe('sandbox checkout page', () => {
  it('is marked as test mode and shows plan, price, promo discount and the amount due', async () => {
    stubApi({
      ...limitReached,
      [`GET /api/sandbox/checkouts/${ID}`]: () => reply(SandboxCheckoutResponseSchema, openCheckout),
    });
    renderApp(`/subscription/sandbox-checkout/${ID}`, pages);
    expect(await screen.findByText('Test mode — no real payment')).toBeTruthy();
    expect(await screen.findByText('Standard')).toBeTruthy();
    expect(screen.getByText('€30 / month')).toBeTruthy();
    expect(screen.getByText('CURRENT2025: 100% off the first month (−€30.00)')).toBeTruthy();
    expect(screen.getByTestId('amount-due').textContent).toBe('€0.00');
  });

  it('Pay goes to the returned page, and tells the plans tab', async () => {
    const heard = listenForChanges();
    const api = stubApi({
      ...limitReached,
      'GET /api/subscription': status,
      'POST /api/subscription/refresh': status,
      [`GET /api/sandbox/checkouts/${ID}`]: () =>
        reply(SandboxCheckoutResponseSchema, {
          ...openCheckout,
          promo_code: null,
          percent_off: 0,
          amount_due_cents: 3000,
        }),
      [`POST /api/sandbox/checkouts/${ID}/pay`]: () =>
        reply(RedirectUrlResponseSchema, { url: '/subscription?checkout=success' }),
    });
    const app = renderApp(`/subscription/sandbox-checkout/${ID}`, pages);
    expect(await screen.findByText('None')).toBeTruthy();
    expect(screen.getByTestId('amount-due').textContent).toBe('€30.00');
    await app.user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    expect(app.path()).toBe('/subscription');
    await waitFor(() => expect(heard).toEqual([{ type: 'subscription-changed' }]));
    expect(api.calls(`POST /api/sandbox/checkouts/${ID}/pay`)).toHaveLength(1);
  });

  it('Cancel goes back to the plans, in Spanish, and nothing is announced', async () => {
    const heard = listenForChanges();
    stubApi({
      ...limitReached,
      'GET /api/subscription': status,
      [`GET /api/sandbox/checkouts/${ID}`]: () =>
        reply(SandboxCheckoutResponseSchema, { ...openCheckout, return_path: '/es/subscription' }),
      [`POST /api/sandbox/checkouts/${ID}/cancel`]: () =>
        reply(RedirectUrlResponseSchema, { url: '/es/subscription?checkout=canceled' }),
    });
    const app = renderApp(`/es/subscription/sandbox-checkout/${ID}`, pages);
    expect(await screen.findByText('Modo de prueba — sin pago real')).toBeTruthy();
    expect(await screen.findByText('30 € / mes')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Pago cancelado')).toBeTruthy();
    expect(app.path()).toBe('/es/subscription');
    expect(heard).toEqual([]);
  });

  it('an unknown checkout (or another person’s) says it cannot be found, with no Pay button', async () => {
    stubApi({
      ...limitReached,
      [`GET /api/sandbox/checkouts/${ID}`]: () => replyError(404, 'not_found', 'Not found.'),
    });
    renderApp(`/subscription/sandbox-checkout/${ID}`, pages);
    expect(await screen.findByText(/This checkout could not be found/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/subscription');
  });

  it('a checkout already paid or expired says it is closed', async () => {
    stubApi({
      ...limitReached,
      [`GET /api/sandbox/checkouts/${ID}`]: () =>
        reply(SandboxCheckoutResponseSchema, { ...openCheckout, status: 'expired' }),
    });
    renderApp(`/subscription/sandbox-checkout/${ID}`, pages);
    expect(
      await screen.findByText('This checkout is no longer open. Please start again from the plans page.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('Pay refused by the server shows its message and stays on the page', async () => {
    const message = 'This checkout is no longer open. Please start again from the plans page.';
    stubApi({
      ...limitReached,
      [`GET /api/sandbox/checkouts/${ID}`]: () => reply(SandboxCheckoutResponseSchema, openCheckout),
      [`POST /api/sandbox/checkouts/${ID}/pay`]: () => replyError(409, 'checkout_closed', message),
    });
    const app = renderApp(`/subscription/sandbox-checkout/${ID}`, pages);
    await app.user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(app.path()).toBe(`/subscription/sandbox-checkout/${ID}`);
  });
});

const portal: SandboxPortalResponse = {
  subscription: {
    plan: 'standard',
    tier: 'Standard',
    status: 'active',
    current_period_end: '2026-05-03T10:00:00.000Z',
    cancel_at_period_end: false,
  },
  invoices: [
    {
      id: 'inv-1',
      created_at: '2026-04-03T10:00:00.000Z',
      amount_cents: 0,
      description: 'Standard, first month (CURRENT2025)',
      status: 'paid',
    },
  ],
  plans: [...plans],
  return_path: '/subscription',
};

describe('sandbox portal page', () => {
  it('shows the plan, its status, period end, cancel state and the invoices', async () => {
    stubApi({ ...limitReached, [`GET /api/sandbox/portal/${ID}`]: () => reply(SandboxPortalResponseSchema, portal) });
    renderApp(`/subscription/sandbox-portal/${ID}`, pages);
    expect(await screen.findByText('Test mode — no real payment')).toBeTruthy();
    expect(await screen.findByText('Standard')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('May 3, 2026')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateAmountDescription',
      'April 3, 2026€0.00Standard, first month (CURRENT2025)',
    ]);
    expect(screen.getByRole('button', { name: 'Switch to Current Client' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch to Standard' })).toBeNull();
  });

  it('cancel at period end, then resume, each shown at once and announced to the plans tab', async () => {
    const heard = listenForChanges();
    let current = portal;
    const withCancel = (cancel: boolean) => {
      current = { ...portal, subscription: { ...portal.subscription!, cancel_at_period_end: cancel } };
      return reply(SandboxPortalResponseSchema, current);
    };
    stubApi({
      ...limitReached,
      'GET /api/subscription': status,
      [`GET /api/sandbox/portal/${ID}`]: () => reply(SandboxPortalResponseSchema, current),
      [`POST /api/sandbox/portal/${ID}/cancel`]: () => withCancel(true),
      [`POST /api/sandbox/portal/${ID}/resume`]: () => withCancel(false),
    });
    const app = renderApp(`/subscription/sandbox-portal/${ID}`, pages);
    await app.user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Your subscription will end on May 3, 2026')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Your subscription will continue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeTruthy();
    await waitFor(() => expect(heard).toHaveLength(2));
  });

  it('switches plan with the other plan’s price id', async () => {
    const api = stubApi({
      ...limitReached,
      'GET /api/subscription': status,
      [`GET /api/sandbox/portal/${ID}`]: () => reply(SandboxPortalResponseSchema, portal),
      [`POST /api/sandbox/portal/${ID}/switch`]: () =>
        reply(SandboxPortalResponseSchema, {
          ...portal,
          subscription: { ...portal.subscription!, plan: 'current_client', tier: 'Current Client' },
        }),
    });
    const app = renderApp(`/subscription/sandbox-portal/${ID}`, pages);
    await app.user.click(await screen.findByRole('button', { name: 'Switch to Current Client' }));
    expect(await screen.findByText('Plan changed to Current Client')).toBeTruthy();
    expect(api.calls(`POST /api/sandbox/portal/${ID}/switch`)[0]!.body).toEqual({
      priceId: 'price_sandbox_current_client',
    });
    expect(screen.getByRole('button', { name: 'Switch to Standard' })).toBeTruthy();
  });

  it('advancing the test clock past a canceled period shows the subscription ended, in Spanish', async () => {
    stubApi({
      ...limitReached,
      'GET /api/subscription': status,
      [`GET /api/sandbox/portal/${ID}`]: () =>
        reply(SandboxPortalResponseSchema, {
          ...portal,
          subscription: { ...portal.subscription!, cancel_at_period_end: true },
          return_path: '/es/subscription',
        }),
      [`POST /api/sandbox/portal/${ID}/advance-clock`]: () =>
        reply(SandboxPortalResponseSchema, {
          ...portal,
          subscription: { ...portal.subscription!, status: 'canceled', cancel_at_period_end: true },
          return_path: '/es/subscription',
        }),
    });
    const app = renderApp(`/es/subscription/sandbox-portal/${ID}`, pages);
    await app.user.click(await screen.findByRole('button', { name: 'Adelantar el reloj de prueba un mes' }));
    expect(await screen.findByText('El reloj de prueba avanzó un mes')).toBeTruthy();
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reanudar suscripción' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a Patternwise' }).getAttribute('href')).toBe('/es/subscription');
  });

  it('a portal session that is unknown or expired says so', async () => {
    stubApi({ ...limitReached, [`GET /api/sandbox/portal/${ID}`]: () => replyError(404, 'not_found', 'Not found.') });
    renderApp(`/subscription/sandbox-portal/${ID}`, pages);
    expect(await screen.findByText(/This billing page could not be found/)).toBeTruthy();
  });
});
