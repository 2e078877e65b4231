import { vi } from 'vitest';
import type { z } from 'zod';
import {
  CheckInListItemSchema,
  CheckInPageSchema,
  ErrorBodySchema,
  MeResponseSchema,
  ReflectResponseSchema,
  type CheckInListItem,
  type MeResponse,
  type ReflectResponse,
} from '../../shared/schemas/responses.js';

/** One request the page made, as the server would have read it. */
export type SeenRequest = { method: string; path: string; search: string; body: unknown; language: string | null };
type Reply = { status: number; body: unknown };
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;
/** What `stubApi` takes: a handler for each `"METHOD /path"`. */
export type FakeRoutes = Record<string, Handler>;

/**
 * An answer of our API. It goes through the shared response schema first, so a fixture can never
 * describe a server that does not exist: when the contract changes, these tests change with it.
 */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Reply {
  return { status, body: schema.parse(body) };
}

/** An error answer, `{ error: { code, message } }` like `src/server/lib/error-handler.ts` sends. */
export function replyError(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
  return { status, body: ErrorBodySchema.parse({ error: { code, message, ...details } }) };
}

/** A promise the test settles by hand: a request that stays in flight until it says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Stubs `fetch`, the one edge the client talks through. Routes are `"METHOD /path"` (the query is
 * ignored for matching and kept in `search`); a request no route expects answers 501 and is kept
 * in `unexpected`, so a test can prove the page asked for nothing else.
 */
export function stubApi(routes: FakeRoutes) {
  const requests: SeenRequest[] = [];
  const unexpected: SeenRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, window.location.origin);
    const headers = new Headers(init.headers);
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      language: headers.get('accept-language'),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) unexpected.push(request);
    const { status, body } = handler ? await handler(request) : replyError(501, 'not_faked', request.path);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    unexpected,
    /** The requests to one route, in order. */
    calls: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}

/**
 * The check-in page's four calls for a signed-in person: who they are, an empty history, the
 * reflection and the save. Tests override or add routes on top.
 */
export function checkInRoutes(fixture: {
  me: MeResponse;
  reflection: ReflectResponse;
  saved: CheckInListItem;
}): FakeRoutes {
  return {
    'GET /api/me': () => reply(MeResponseSchema, fixture.me),
    'GET /api/check-ins': () => reply(CheckInPageSchema, { items: [], total: 0, page: 1, page_size: 10 }),
    'POST /api/check-ins/reflect': () => reply(ReflectResponseSchema, fixture.reflection),
    'POST /api/check-ins': () => reply(CheckInListItemSchema, fixture.saved, 201),
  };
}
