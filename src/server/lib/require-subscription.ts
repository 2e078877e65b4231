import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Database } from '../db/client.js';
import { createAccountStateLoader } from './access.js';
import { HttpError } from './http-error.js';
import { requireUser } from './require-user.js';

export const subscriptionRequired = () => new HttpError(403, 'subscription_required', 'subscriptionRequired');

/**
 * Guards a subscriber-only route (lessons and lesson reflections, beyond-the-spec 1): 401 signed
 * out, 403 `subscription_required` without a subscription that gives access now.
 */
export function createRequireSubscription(db: Database): MiddlewareHandler<AppEnv> {
  const loadAccountState = createAccountStateLoader(db);
  return async (c, next) => {
    const user = requireUser(c);
    const { subscription } = await loadAccountState(user.id);
    if (!subscription) throw subscriptionRequired();
    await next();
  };
}
