import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { requireAccount } from '../../lib/require-user.js';
import type { MeResponse } from '../../../shared/schemas/responses.js';

/** Everything comes from the session lookup's one query (session, user, profile, subscription). */
export function createMeRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const { user, account } = requireAccount(c);
    const { profile, subscription, access } = account;
    return c.json({
      user: { id: user.id, email: user.email, name: user.name },
      profile: {
        check_ins_used: profile?.checkInsUsed ?? 0,
        has_completed_screener: profile?.hasCompletedScreener ?? false,
      },
      subscription: subscription && {
        subscribed: true,
        product_id: subscription.productId,
        subscription_end: subscription.currentPeriodEnd?.toISOString() ?? null,
      },
      access,
    } satisfies MeResponse);
  });
}
