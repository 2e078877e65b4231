import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** How far to believe X-Forwarded-For: only with TRUST_PROXY, and only the entries our own proxies appended. */
export type ProxyTrust = { trustProxy: boolean; trustedProxyHops?: number };

/**
 * The address rate limits are keyed by. Each proxy appends the address it saw to
 * X-Forwarded-For, so only the right-most `trustedProxyHops` entries were written by proxies we
 * run; anything to their left came from the client and can be made up. Without a trusted proxy
 * the socket names the client.
 */
export function getClientIp(c: Context, { trustProxy, trustedProxyHops = 1 }: ProxyTrust): string | undefined {
  if (trustProxy) {
    const forwarded = pickForwardedFor(c.req.header('x-forwarded-for'), trustedProxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * The entry `hops` places from the right. A shorter list means the outer proxies added nothing,
 * and every entry in it was still appended by one of ours, so the left-most is taken then.
 */
export function pickForwardedFor(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries[Math.max(0, entries.length - hops)] || undefined;
}
