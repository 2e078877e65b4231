import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this many bytes a compressed answer saves nothing worth the work (it fits one packet either way). */
export const COMPRESSION_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli when it is accepted at
 * least as much as gzip, gzip otherwise, none (identity) when neither is accepted or no header came.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ['br', 'gzip']) {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Answers up to this size are compressed on the spot; larger ones (a data export) on the thread pool. */
const SYNC_LIMIT = 64 * 1024;
/** Brotli's quality 5: most of its gain on JSON at a fraction of the time of 11 (that one is for the build). */
const DYNAMIC_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Bytes a Response can carry (not a view of a SharedArrayBuffer). */
export type Bytes = Uint8Array<ArrayBuffer>;

export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Bytes> {
  if (bytes.byteLength <= SYNC_LIMIT) {
    return encoding === 'br' ? brotliCompressSync(bytes, DYNAMIC_BROTLI) : gzipSync(bytes);
  }
  return encoding === 'br' ? brotliAsync(bytes, DYNAMIC_BROTLI) : gzipAsync(bytes);
}

/**
 * Compresses answers made on the fly (API JSON, error bodies) with brotli or gzip when the client
 * accepts one and the body is at least `threshold` bytes. Leaves alone: HEAD, bodiless and partial
 * answers, bodies already encoded (a precompressed file), types that do not compress, and answers
 * marked `no-transform`. All other headers are kept (Cache-Control: no-store, Set-Cookie). A request
 * that accepts neither encoding costs no read of the body (a compressible answer gets its Vary).
 */
export function compressResponses(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? COMPRESSION_THRESHOLD;
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !isCompressible(res.headers.get('Content-Type')) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // `res.body` is not asked for: on a response made from a string that alone builds a stream of it.
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      // Nothing to compress into: the body is sent as it is (its length set by the server), and the
      // answer still says it depends on Accept-Encoding, whatever its size.
      addVary(res.headers);
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (bytes.byteLength === 0) {
      c.res = undefined;
      c.res = new Response(null, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    let body: Bytes = bytes;
    if (bytes.byteLength >= threshold) {
      addVary(headers);
      body = await compressBytes(bytes, encoding);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

export function addVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
