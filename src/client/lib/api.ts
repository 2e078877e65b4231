import type { z } from 'zod';
import { getPathLocale, type Locale } from '../../shared/locale.js';
import { i18nByLocale } from '../i18n/index.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field the message is about (a form shows it under that field). */
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * The server answered a shape the shared response schema does not describe: client and server
 * drifted apart. The person sees the usual "unexpected error"; `detail` (and the console) name the
 * endpoint and the fields, never their values, which can be what a person wrote.
 */
export class ApiResponseShapeError extends ApiError {
  constructor(
    status: number,
    readonly path: string,
    readonly detail: string,
    message: string,
  ) {
    super(status, 'unexpected_response', message);
  }
}

type ApiRequest = { method?: string; body?: unknown };

/** The reads the page's HTML preloaded, by path, each on its way since the app started. */
const preloadedReads = new Map<string, Promise<Response>>();

/**
 * Asks at once, as the app starts, for each read the page's HTML preloaded (`<link rel="preload"
 * as="fetch">`: who is signed in, and what the page shows first, when the request carried a
 * session cookie; src/server/page-html.ts). The browser hands a preload only to a request like
 * it (same URL, same credentials, no header of the app's own), so these go without the page's
 * Accept-Language (their answers are in no language) and take over the answer already on its
 * way since the HTML arrived. `apiFetch` uses each one once (issue 13).
 */
export function claimPreloadedReads() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const path = link.getAttribute('href');
    if (path?.startsWith('/api/') && !preloadedReads.has(path)) {
      const response = fetch(path, { credentials: 'same-origin' });
      response.catch(() => undefined);
      preloadedReads.set(path, response);
    }
  }
}

/** Drops the preloaded reads no page has used: once the person has moved on, they may be stale. */
export function forgetPreloadedReads() {
  preloadedReads.clear();
}

/** The shared response schemas (src/shared/schemas/responses.ts, with zod), loaded when a read needs one. */
export const loadResponseSchemas = () => import('../../shared/schemas/responses.js');
type ResponseSchemas = Awaited<ReturnType<typeof loadResponseSchemas>>;

/**
 * A schema of src/shared/schemas/responses.ts by its name (`'MeResponseSchema'`): callers name it
 * rather than import it, so zod and the schemas stay out of every page's JavaScript and are built
 * in a task of their own, beside the request, never in the page's first long task (issue 13).
 */
export type ResponseSchemaName = {
  [K in keyof ResponseSchemas]: ResponseSchemas[K] extends z.ZodType ? K : never;
}[keyof ResponseSchemas];
type ResponseOf<K extends ResponseSchemaName> = ResponseSchemas[K] extends z.ZodType
  ? z.output<ResponseSchemas[K]>
  : never;

/** "An unexpected error occurred", in the page's language (or `locale`'s): for failures that bring no message. */
export const unexpectedErrorMessage = (locale: Locale = getPathLocale(window.location.pathname)) =>
  i18nByLocale[locale].t('toasts.unexpectedError');

/**
 * The `ApiError` of a refused request, from its `{ error: { code, message, field? } }` body (parsed
 * with the shared schema, loaded then), or the page language's "unexpected error" when it has none.
 */
export async function apiErrorOf(status: number, body: unknown): Promise<ApiError> {
  const error = await loadResponseSchemas().then(
    ({ ErrorBodySchema }) => ErrorBodySchema.safeParse(body).data?.error,
    () => undefined,
  );
  return new ApiError(status, error?.code ?? 'http_error', error?.message ?? unexpectedErrorMessage(), error?.field);
}

/**
 * JSON over fetch with the session cookie; errors arrive as `{ error: { code, message } }` in the
 * page's language and are thrown as `ApiError`. Our endpoints name their shared response schema:
 * the answer is parsed with it and typed by it.
 */
export async function apiFetch<K extends ResponseSchemaName>(
  path: string,
  init: ApiRequest & { schema: K },
): Promise<ResponseOf<K>>;
/** For answers that are not ours (Better Auth's) and callers not yet moved to a schema. */
export async function apiFetch<T = unknown>(path: string, init?: ApiRequest): Promise<T>;
export async function apiFetch(
  path: string,
  init: ApiRequest & { schema?: ResponseSchemaName } = {},
): Promise<unknown> {
  // Asked for at once, so the schemas download while the request is under way.
  const name = init.schema;
  const schema = name === undefined ? undefined : loadResponseSchemas().then((schemas): z.ZodType => schemas[name]);
  // A request that fails first never awaits it: its own failed download (offline) is then no
  // unhandled rejection. A parse still awaits it and sees the failure.
  schema?.catch(() => undefined);
  const locale = getPathLocale(window.location.pathname);
  const unexpected = () => unexpectedErrorMessage(locale);
  const method = init.method ?? 'GET';
  const preloaded = method === 'GET' ? preloadedReads.get(path) : undefined;
  if (preloaded) preloadedReads.delete(path);
  let response: Response;
  try {
    response = await (preloaded ??
      fetch(path, {
        method,
        credentials: 'same-origin',
        headers: {
          'Accept-Language': locale,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }));
  } catch {
    throw new ApiError(0, 'network', unexpected());
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw await apiErrorOf(response.status, data);
  if (!schema) return data;
  const parsed = (await schema).safeParse(data);
  if (parsed.success) return parsed.data;
  const { prettifyError } = await import('zod');
  const detail = prettifyError(parsed.error);
  // A drift is a bug of ours, not the person's: the console is where a developer (and every
  // Playwright journey, which fails on a console error) sees it.
  // eslint-disable-next-line no-console -- see above
  console.error(`${init.method ?? 'GET'} ${path} answered a shape the client does not know:\n${detail}`);
  throw new ApiResponseShapeError(response.status, path, detail, unexpected());
}
