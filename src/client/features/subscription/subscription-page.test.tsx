import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  RedirectUrlResponseSchema,
  SubscriptionStatusResponseSchema,
  type SubscriptionStatusResponse,
} from '../../../shared/schemas/responses.js';
import { deferred, reply, replyError, stubApi } from '../../test/fake-api.js';
import { asSignedIn, asSignedOut, renderApp } from '../../test/render-app.js';
import { announceSubscriptionChange } from './subscription-channel.js';
import SubscriptionPage from './subscription-page.js';

const pages = [
  { path: 'subscription', Component: SubscriptionPage },
  // The sign-in page is another feature's: a stand-in is enough to see where the guard sends people.
  { path: 'auth', Component: () => <h1>Sign-in page</h1> },
];

const plans = [
  {
    id: 'current_client',
    tier_name: 'Current Client',
    monthly_price_eur: 15,
    price_id: 'price_sandbox_current_client',
  },
  { id: 'standard', tier_name: 'Standard', monthly_price_eur: 30, price_id: 'price_sandbox_standard' },
] as const;
const PERIOD_END = '2026-05-03T10:00:00.000Z';

const free: SubscriptionStatusResponse = {
  subscribed: false,
  product_id: null,
  subscription_end: null,
  tier: null,
  status: null,
  cancel_at_period_end: false,
  provider: 'sandbox',
  plans: [...plans],
};
const subscriber: SubscriptionStatusResponse = {
  ...free,
  subscribed: true,
  product_id: 'prod_sandbox_standard',
  subscription_end: PERIOD_END,
  tier: 'Standard',
  status: 'active',
};

type Status = () => SubscriptionStatusResponse;
type Reply = { status: number; body: unknown };

function fakeSubscription(
  status: Status,
  extra: Record<string, (request: { body: unknown }) => Reply | Promise<Reply>> = {},
) {
  return stubApi({
    ...asSignedIn({ status: 'limit_reached', used: 5, limit: 5 }),
    'GET /api/subscription': () => reply(SubscriptionStatusResponseSchema, status()),
    ...extra,
  });
}

/** The blank tab the page opens in the click, before the server answers. */
type FakeTab = { opener: unknown; closed: boolean; location: { href: string }; document: Document; close: () => void };
let tab: FakeTab;
let open: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  tab = {
    opener: window,
    closed: false,
    location: { href: 'about:blank' },
    document: document.implementation.createHTMLDocument(''),
    close: vi.fn(() => void (tab.closed = true)),
  };
  open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => open.mockRestore());

const card = (name: string) => screen.getByRole('group', { name });

describe('subscription page: plans for someone without a subscription', () => {
  it('shows both plans with their price per month, audience and the five features', async () => {
    fakeSubscription(() => free);
    renderApp('/subscription', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    const current = card('Current Client');
    expect(within(current).getByText('€15')).toBeTruthy();
    expect(within(current).getByText('For active therapy clients')).toBeTruthy();
    const standard = card('Standard');
    expect(within(standard).getByText('€30')).toBeTruthy();
    expect(within(standard).getByText('/ month')).toBeTruthy();
    expect(within(standard).getByText('For former clients and the public')).toBeTruthy();
    expect(
      within(standard)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Daily mood check-ins',
      'AI-powered reflections',
      'Schema screener',
      'Personalized lessons',
      'Progress tracking',
    ]);
    expect(screen.queryByText('Your Plan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
  });

  it('uppercases the promo code as typed, sends it trimmed, and opens checkout in the tab opened by the click', async () => {
    const answer = deferred<Reply>();
    const api = fakeSubscription(() => free, { 'POST /api/subscription/checkout': () => answer.promise });
    const app = renderApp('/subscription', pages);
    const promo = await screen.findByLabelText<HTMLInputElement>('Promo code');
    await app.user.type(promo, '  current2025 ');
    expect(promo.value).toBe('  CURRENT2025 ');
    await app.user.click(screen.getByRole('button', { name: 'Subscribe to Standard' }));
    // The tab exists before the server has answered: a popup blocker sees it come from the click.
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(api.calls('POST /api/subscription/checkout')).toHaveLength(1));
    expect(api.calls('POST /api/subscription/checkout')[0]!.body).toEqual({
      priceId: 'price_sandbox_standard',
      promoCode: 'CURRENT2025',
    });
    answer.resolve(reply(RedirectUrlResponseSchema, { url: '/subscription/sandbox-checkout/abc' }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/subscription/sandbox-checkout/abc`));
    expect(app.path()).toBe('/subscription');
  });

  it('leaves the promo code out when the box is empty or only spaces', async () => {
    const api = fakeSubscription(() => free, {
      'POST /api/subscription/checkout': () =>
        reply(RedirectUrlResponseSchema, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });
    const app = renderApp('/subscription', pages);
    await app.user.type(await screen.findByLabelText('Promo code'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Subscribe to Current Client' }));
    await waitFor(() => expect(tab.location.href).toBe('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.calls('POST /api/subscription/checkout')[0]!.body).toEqual({ priceId: 'price_sandbox_current_client' });
  });

  it('refuses a malformed code before asking the server, and opens no tab', async () => {
    const api = fakeSubscription(() => free);
    const app = renderApp('/subscription', pages);
    await app.user.type(await screen.findByLabelText('Promo code'), 'half off!');
    await app.user.click(screen.getByRole('button', { name: 'Subscribe to Standard' }));
    expect(await screen.findByText('A promo code has only letters, digits, - and _ (up to 40).')).toBeTruthy();
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(open).not.toHaveBeenCalled();
    expect(api.calls('POST /api/subscription/checkout')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the checkout, and closes the blank tab', async () => {
    const message = 'This promo code is not valid. Check the spelling or subscribe without it.';
    fakeSubscription(() => free, {
      'POST /api/subscription/checkout': () => replyError(400, 'promo_code_unknown', message),
    });
    const app = renderApp('/subscription', pages);
    await app.user.type(await screen.findByLabelText('Promo code'), 'NOPE2025');
    await app.user.click(screen.getByRole('button', { name: 'Subscribe to Standard' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('says "Failed to start checkout" when the server gives no message of its own', async () => {
    const api = fakeSubscription(() => free, {
      'POST /api/subscription/checkout': () => ({ status: 502, body: null }),
    });
    const app = renderApp('/subscription', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Subscribe to Standard' }));
    expect(await screen.findByText('Failed to start checkout. Please try again.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(api.unexpected).toEqual([]);
  });

  it('goes to checkout in this tab when no new tab could be opened', async () => {
    open.mockImplementation(() => null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    fakeSubscription(() => free, {
      'POST /api/subscription/checkout': () => reply(RedirectUrlResponseSchema, { url: 'https://pay.example/cs_1' }),
    });
    const app = renderApp('/subscription', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Subscribe to Standard' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
  });

  it('in Spanish: the plans, the prices and the error, all in Spanish', async () => {
    const api = fakeSubscription(() => free, {
      'POST /api/subscription/checkout': () => ({ status: 502, body: null }),
    });
    const app = renderApp('/es/subscription', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeTruthy();
    const standard = card('Standard');
    expect(within(standard).getByText('30 €')).toBeTruthy();
    expect(within(standard).getByText('/ mes')).toBeTruthy();
    expect(within(standard).getByText('Registros diarios de ánimo')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Suscribirme a Standard' }));
    expect(await screen.findByText('No se pudo iniciar el pago. Inténtalo de nuevo.')).toBeTruthy();
    expect(api.calls('GET /api/subscription')[0]!.language).toBe('es');
  });

  it('sends a signed-out visitor to the sign-in page of their language', async () => {
    stubApi(asSignedOut);
    const app = renderApp('/es/subscription', pages);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(app.path()).toBe('/es/auth');
  });
});

describe('subscription page: a subscriber', () => {
  it('sees Active: {tier} with the renewal date, Your Plan on their card, and the manage options', async () => {
    fakeSubscription(() => subscriber);
    renderApp('/subscription', pages);
    expect(await screen.findByText('Active: Standard')).toBeTruthy();
    expect(screen.getByText('Renews on May 3, 2026')).toBeTruthy();
    expect(within(card('Standard')).getByText('Your Plan')).toBeTruthy();
    expect(within(card('Current Client')).queryByText('Your Plan')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Manage Subscription' })).toHaveLength(2);
    for (const name of ['Update payment method', 'View invoices', 'Cancel subscription']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).toBeNull();
  });

  it('a subscription that is canceling says when it ends', async () => {
    fakeSubscription(() => ({ ...subscriber, cancel_at_period_end: true }));
    renderApp('/es/subscription', pages);
    expect(await screen.findByText('Activo: Standard')).toBeTruthy();
    expect(screen.getByText('Termina el 3 de mayo de 2026')).toBeTruthy();
  });

  it('refresh asks the server again, shows what it answers and says so', async () => {
    let current = subscriber;
    const api = fakeSubscription(() => current, {
      'POST /api/subscription/refresh': () => {
        current = { ...subscriber, cancel_at_period_end: true };
        return reply(SubscriptionStatusResponseSchema, current);
      },
    });
    const app = renderApp('/subscription', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Refresh status' }));
    expect(await screen.findByText('Subscription status refreshed')).toBeTruthy();
    expect(screen.getByText('Ends on May 3, 2026')).toBeTruthy();
    expect(api.calls('POST /api/subscription/refresh')).toHaveLength(1);
  });

  it('each manage button opens the portal in a new tab', async () => {
    const api = fakeSubscription(() => subscriber, {
      'POST /api/subscription/portal': () =>
        reply(RedirectUrlResponseSchema, { url: '/subscription/sandbox-portal/p-1' }),
    });
    const app = renderApp('/subscription', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/subscription/sandbox-portal/p-1`));
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.calls('POST /api/subscription/portal')).toHaveLength(1);
  });

  it('a portal that cannot open gives the spec’s message, whatever the server said', async () => {
    fakeSubscription(() => subscriber, {
      'POST /api/subscription/portal': () => replyError(502, 'portal_failed', 'upstream said no'),
    });
    const app = renderApp('/subscription', pages);
    await app.user.click((await screen.findAllByRole('button', { name: 'Manage Subscription' }))[0]!);
    expect(await screen.findByText('Failed to open subscription management. Please try again.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('subscription page: coming back from the other tab', () => {
  it('re-reads the status when the sandbox tab says it changed, without a reload', async () => {
    let current = free;
    const api = fakeSubscription(() => current);
    renderApp('/subscription', pages);
    await screen.findByRole('button', { name: 'Subscribe to Standard' });
    current = subscriber;
    announceSubscriptionChange();
    expect(await screen.findByText('Active: Standard')).toBeTruthy();
    expect(api.calls('GET /api/subscription').length).toBeGreaterThanOrEqual(2);
  });

  it('re-reads the status when the window gets the focus back', async () => {
    let current = free;
    fakeSubscription(() => current);
    renderApp('/subscription', pages);
    await screen.findByRole('button', { name: 'Subscribe to Standard' });
    current = subscriber;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Active: Standard')).toBeTruthy();
  });

  it('?checkout=success thanks the person, asks the provider once and drops the query', async () => {
    const api = fakeSubscription(() => subscriber, {
      'POST /api/subscription/refresh': () => reply(SubscriptionStatusResponseSchema, subscriber),
    });
    const app = renderApp('/subscription?checkout=success', pages);
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    await waitFor(() => expect(app.path()).toBe('/subscription'));
    expect(api.calls('POST /api/subscription/refresh')).toHaveLength(1);
    expect(screen.queryByText('Subscription status refreshed')).toBeNull();
  });

  it('?checkout=canceled says no payment was made', async () => {
    fakeSubscription(() => free);
    const app = renderApp('/es/subscription?checkout=canceled', pages);
    expect(await screen.findByText('Pago cancelado')).toBeTruthy();
    await waitFor(() => expect(app.path()).toBe('/es/subscription'));
  });
});
