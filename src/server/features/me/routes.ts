import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { createAccountStateLoader } from '../../lib/access.js';
import { requireUser } from '../../lib/require-user.js';
import type { MeResponse } from '../../../shared/schemas/responses.js';

export function createMeRoutes(db: Database) {
  const loadAccountState = createAccountStateLoader(db);
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = requireUser(c);
    const { profile, subscription, access } = await loadAccountState(user.id);
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
