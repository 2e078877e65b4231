import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address rate limits are keyed by. Behind a proxy we trust (TRUST_PROXY), the proxy's
 * X-Forwarded-For names the client; otherwise the socket does, and the header is ignored
 * because anybody can write it.
 */
export function getClientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}
