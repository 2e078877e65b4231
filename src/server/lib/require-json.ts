import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.js';

const methodWithBody = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * The API speaks JSON only. A body of any other type is refused with 415 before any route or
 * Better Auth reads it: text/plain, urlencoded and multipart are what a cross-site form can send
 * without a preflight, and Better Auth parses urlencoded sign-ups and sign-ins as if they were
 * JSON. A request without a body (a bare sign-out, `Content-Length: 0`) has nothing to refuse; it
 * goes on with no body at all, as Better Auth would otherwise ask it for a content type.
 */
export function requireJsonBody(): MiddlewareHandler {
  const refuseOrDropBody: MiddlewareHandler = async (c, next) => {
    if (await carriesBody(c.req.raw)) throw new HttpError(415, 'unsupported_media_type', 'unsupportedMediaType');
    c.req.raw = withoutBody(c.req.raw);
    await next();
  };
  // Not async itself: a read or a JSON body passes straight on, without a promise of its own.
  return (c, next) =>
    methodWithBody.test(c.req.method) && !isJson(c.req.header('content-type')) ? refuseOrDropBody(c, next) : next();
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

async function carriesBody(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const length = request.headers.get('content-length');
  if (length !== null && !request.headers.has('transfer-encoding')) return Number(length) > 0;
  // Without a length (chunked, or an in-process Request) only the bytes can tell. Mounted after the
  // body limit, which has already buffered such a body (1 MiB at most), so reading a copy is cheap.
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

function withoutBody(request: Request): Request {
  if (!request.body) return request;
  return new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal });
}
