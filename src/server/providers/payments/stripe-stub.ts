import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API (tests only): a node:http server on 127.0.0.1 and a random
 * port that answers the endpoints `stripe-provider.ts` uses with objects shaped like Stripe's (API
 * version 2025-03-31 and later: the period lives on the subscription items), keeps what was
 * created, honours idempotency keys like Stripe does, and records every request so a test can
 * assert on the parameters sent. Point the SDK at `url` (STRIPE_API_URL / the provider's apiUrl).
 */

export type StubRequest = {
  method: string;
  /** Path without the query, e.g. /v1/checkout/sessions. */
  path: string;
  /** The query (GET) or the form body (POST), decoded the way Stripe reads it: `a[b][0]=x` -> {a:{b:['x']}}. */
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type StubSubscriptionInput = {
  id?: string;
  customer: string;
  status?: string;
  priceId: string;
  productId: string;
  /** Unix seconds. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  created?: number;
  metadata?: Record<string, string>;
};

type StripeObject = Record<string, unknown> & { id: string };

export type StripeStub = {
  url: string;
  requests: StubRequest[];
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Adds (or replaces) a promotion code; `active: false` or an `expiresAt` in the past make it unusable. */
  addPromotionCode(code: string, options?: { active?: boolean; expiresAt?: number; percentOff?: number }): StripeObject;
  /** Sets what Stripe "says" about a subscription from now on; returns the object as the API serves it. */
  putSubscription(input: StubSubscriptionInput): StripeObject;
  /** The next `count` requests are answered with this status (500: api_error) instead of being served. */
  failNext(status: number, count?: number): void;
  requestsTo(method: string, path: string): StubRequest[];
  close(): Promise<void>;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const promotionCodes = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures: { status: number; remaining: number } | null = null;

  function serve(request: StubRequest): { status: number; body: unknown } {
    const { method, path, params } = request;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: stripeId('cus'),
        object: 'customer',
        created: nowSeconds(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && path === '/v1/promotion_codes') {
      const code = typeof params.code === 'string' ? params.code.toUpperCase() : undefined;
      const data = [...promotionCodes.values()].filter(
        (promotion) =>
          (code === undefined || promotion.code === code) &&
          (params.active === undefined || String(promotion.active) === params.active),
      );
      return { status: 200, body: list('/v1/promotion_codes', data) };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = typeof params.customer === 'string' ? params.customer : null;
      if (customer && !customers.has(customer)) return missing('customer', customer);
      const id = stripeId('cs');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        customer,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        locale: params.locale ?? null,
        metadata: params.metadata ?? {},
        subscription: null,
        created: nowSeconds(),
        expires_at: nowSeconds() + 24 * 3600,
        livemode: false,
      };
      checkoutSessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(params.customer);
      if (!customers.has(customer)) return missing('customer', customer);
      const id = stripeId('bps');
      const session: StripeObject = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? null,
        url: `https://billing.stripe.com/p/session/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      portalSessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      // Without a status Stripe lists every subscription that has not ended.
      const matches = (subscription: StripeObject) =>
        params.status === 'all' ||
        (params.status === undefined
          ? subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired'
          : subscription.status === params.status);
      const data = [...subscriptions.values()]
        .filter((subscription) => params.customer === undefined || subscription.customer === params.customer)
        .filter(matches)
        .sort((a, b) => Number(b.created) - Number(a.created));
      return { status: 200, body: list('/v1/subscriptions', data) };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return missing('subscription', subscriptionPath[1]!);
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
        return { status: 200, body: subscription };
      }
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    };
  }

  const server = createServer((incoming, response) => {
    void handle(incoming, response);
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const form = incoming.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const request: StubRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      params: decodeForm(form),
      idempotencyKey: header(incoming, 'idempotency-key'),
      authorization: header(incoming, 'authorization'),
    };
    requests.push(request);
    let answer: { status: number; body: unknown };
    if (failures && failures.remaining > 0) {
      failures.remaining -= 1;
      answer = {
        status: failures.status,
        body: {
          error: { type: failures.status >= 500 ? 'api_error' : 'invalid_request_error', message: 'stubbed failure' },
        },
      };
    } else if (request.idempotencyKey && request.method === 'POST') {
      // Stripe replays the first answer to a key (errors included) for 24 hours.
      const key = `${request.path} ${request.idempotencyKey}`;
      answer = idempotent.get(key) ?? serve(request);
      idempotent.set(key, answer);
    } else {
      answer = serve(request);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
    response.end(JSON.stringify(answer.body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    addPromotionCode(code, options = {}) {
      const promotion: StripeObject = {
        id: stripeId('promo'),
        object: 'promotion_code',
        code: code.toUpperCase(),
        active: options.active ?? true,
        created: nowSeconds(),
        customer: null,
        expires_at: options.expiresAt ?? null,
        max_redemptions: null,
        times_redeemed: 0,
        metadata: {},
        promotion: { type: 'coupon', coupon: { id: stripeId('coupon'), percent_off: options.percentOff ?? 100 } },
        restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
        livemode: false,
      };
      promotionCodes.set(promotion.code as string, promotion);
      return promotion;
    },
    putSubscription(input) {
      const id = input.id ?? stripeId('sub');
      const existing = subscriptions.get(id);
      const created = input.created ?? (existing?.created as number | undefined) ?? nowSeconds();
      const periodStart = input.currentPeriodEnd - 30 * 24 * 3600;
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        customer: input.customer,
        status: input.status ?? 'active',
        cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
        cancel_at: input.cancelAtPeriodEnd ? input.currentPeriodEnd : null,
        canceled_at: input.status === 'canceled' ? nowSeconds() : null,
        ended_at: input.status === 'canceled' ? nowSeconds() : null,
        created,
        start_date: created,
        currency: 'eur',
        metadata: input.metadata ?? {},
        livemode: false,
        items: list(`/v1/subscription_items?subscription=${id}`, [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            created,
            current_period_start: periodStart,
            current_period_end: input.currentPeriodEnd,
            metadata: {},
            price: {
              id: input.priceId,
              object: 'price',
              active: true,
              currency: 'eur',
              product: input.productId,
              type: 'recurring',
              recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
              unit_amount: 1500,
              livemode: false,
            },
          },
        ]),
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    failNext(status, count = 1) {
      failures = { status, remaining: count };
    },
    requestsTo(method, path) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function list(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url };
}

function missing(kind: string, id: string) {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        param: kind,
      },
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Stripe's form encoding (`line_items[0][price]=x&metadata[user_id]=y`) back to nested values. */
export function decodeForm(form: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(form)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/**
 * A webhook event as Stripe sends it (JSON text, the exact bytes to sign with
 * `stripe.webhooks.generateTestHeaderString`).
 */
export function stripeEventPayload(input: {
  id?: string;
  type: string;
  object: Record<string, unknown>;
  created?: number;
}): string {
  return JSON.stringify(
    {
      id: input.id ?? stripeId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: input.created ?? nowSeconds(),
      data: { object: input.object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: input.type,
    },
    null,
    2,
  );
}
