import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import type { SandboxPaymentsProvider } from '../../providers/payments/sandbox-provider.js';
import type {
  RedirectUrlResponse,
  SandboxCheckoutResponse,
  SandboxPortalResponse,
} from '../../../shared/schemas/responses.js';
import { SwitchPlanSchema } from '../../../shared/schemas/subscription.js';

/**
 * The built-in sandbox's checkout and portal pages (mounted only when the sandbox is the payments
 * provider). Every id is looked up together with the signed-in user: another user's id is 404.
 */
export function createSandboxPaymentRoutes(sandbox: SandboxPaymentsProvider) {
  const who = (c: Context<AppEnv>) => ({
    userId: requireUser(c).id,
    id: c.req.param('id') ?? '',
    locale: c.get('locale'),
  });

  type PortalAction = 'cancelAtPeriodEnd' | 'resume' | 'advanceClock';
  const portalAction = (action: PortalAction) => async (c: Context<AppEnv>) => {
    const { userId, id, locale } = who(c);
    return c.json((await sandbox[action](userId, id, locale)) satisfies SandboxPortalResponse);
  };

  return new Hono<AppEnv>()
    .get('/checkouts/:id', async (c) => {
      const { userId, id, locale } = who(c);
      return c.json((await sandbox.getCheckout(userId, id, locale)) satisfies SandboxCheckoutResponse);
    })
    .post('/checkouts/:id/pay', async (c) => {
      const { userId, id, locale } = who(c);
      return c.json((await sandbox.payCheckout(userId, id, locale)) satisfies RedirectUrlResponse);
    })
    .post('/checkouts/:id/cancel', async (c) => {
      const { userId, id, locale } = who(c);
      return c.json((await sandbox.cancelCheckout(userId, id, locale)) satisfies RedirectUrlResponse);
    })
    .get('/portal/:id', async (c) => {
      const { userId, id, locale } = who(c);
      return c.json((await sandbox.getPortal(userId, id, locale)) satisfies SandboxPortalResponse);
    })
    .post('/portal/:id/switch', async (c) => {
      const { userId, id, locale } = who(c);
      const { priceId } = await parseJsonBody(c, SwitchPlanSchema);
      return c.json((await sandbox.switchPlan(userId, id, priceId, locale)) satisfies SandboxPortalResponse);
    })
    .post('/portal/:id/cancel', portalAction('cancelAtPeriodEnd'))
    .post('/portal/:id/resume', portalAction('resume'))
    .post('/portal/:id/advance-clock', portalAction('advanceClock'));
}
