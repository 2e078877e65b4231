import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database } from '../../db/client.js';
import { twoFactor } from '../../db/schema.js';
import { totpCode, totpStep } from './totp.js';

/** Never a 6-digit code: what a replayed code becomes, so Better Auth refuses and counts it as wrong. */
const SPENT = 'spent';

/**
 * A TOTP code is accepted once (RFC 6238 §5.2, ASVS 6.5.1). Better Auth checks a code against the
 * steps around now but keeps no memory of it; before it does, the step the code belongs to is
 * claimed on the user's row in one conditional update, so the same code, or one of an earlier
 * step, fails like a wrong code (and counts toward the per-challenge and per-account limits).
 */
export function twoFactorReplayGuard(db: Database) {
  return {
    id: 'two-factor-replay',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const code = body.code;
            if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return;
            const userId = await findUserId(ctx);
            if (!userId) return; // Better Auth refuses the request itself
            const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const key = new TextEncoder().encode(secret);
            const now = totpStep(Date.now());
            const step = [now - 1, now, now + 1].find((candidate) => totpCode(key, candidate) === code);
            if (step === undefined) return; // a wrong code: Better Auth refuses and counts it
            const claimed = await db
              .update(twoFactor)
              .set({ lastTotpStep: step })
              .where(
                and(eq(twoFactor.id, row.id), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))),
              )
              .returning({ id: twoFactor.id });
            if (claimed.length > 0) return;
            return { context: { body: { ...body, code: SPENT } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The signed-in user confirming enrollment, or the one a pending sign-in's two-factor cookie names. */
async function findUserId(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending && pending.expiresAt > new Date() ? pending.value : undefined;
}
