import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.js';

const unsafeMethod = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * Every state-changing request must come from our own pages. Browsers always send Origin or
 * Sec-Fetch-Site on such requests, so a cross-site form or fetch is refused whatever its
 * content type; clients that send neither (curl, server-to-server) carry no ambient cookie risk.
 */
export function requireSameOrigin(appOrigin: string): MiddlewareHandler {
  // Not async: a read passes straight on, without a promise of its own.
  return (c, next) => {
    if (unsafeMethod.test(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const siteRefused = site !== undefined && site !== 'same-origin' && site !== 'none';
      const originRefused = origin !== undefined && origin !== appOrigin;
      if (siteRefused || originRefused) throw new HttpError(403, 'forbidden_origin', 'forbiddenOrigin');
    }
    return next();
  };
}
