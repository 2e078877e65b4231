import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { ResetLinkState } from '../../../shared/schemas/responses.js';

const RESET_PREFIX = 'reset-password:';

/**
 * The mailed reset link, around Better Auth's own reset:
 * - `POST /check-reset-link` says whether a link still works, so an expired or used one is
 *   explained before the person types a new password (the token travels in a body, never in a
 *   path or query a log could keep);
 * - a completed reset signs the person in, so the page can go on home (spec 4: "after successful
 *   password update returns to /"). Holding the link already lets one set the password, so this
 *   grants nothing more. If two-factor sign-in is added, this must ask for the second factor.
 */
export function resetLinkFlow() {
  // The user a reset is for, read before Better Auth consumes the link (one entry per request).
  const resetFor = new WeakMap<object, string>();

  const checkResetLink = createAuthEndpoint(
    '/check-reset-link',
    { method: 'POST', body: z.object({ token: z.string().min(1).max(512) }) },
    async (ctx) => {
      const row = await ctx.context.internalAdapter.findVerificationValue(RESET_PREFIX + ctx.body.token);
      const state: ResetLinkState = !row ? 'invalid' : row.expiresAt < new Date() ? 'expired' : 'valid';
      return ctx.json({ state } satisfies { state: ResetLinkState });
    },
  );

  const rememberUser = createAuthMiddleware(async (ctx) => {
    const token = (ctx.body as { token?: unknown } | undefined)?.token;
    if (!ctx.request || typeof token !== 'string') return;
    const row = await ctx.context.internalAdapter.findVerificationValue(RESET_PREFIX + token);
    if (row && row.expiresAt >= new Date()) resetFor.set(ctx.request, row.value);
  });

  const signIn = createAuthMiddleware(async (ctx) => {
    const userId = ctx.request && resetFor.get(ctx.request);
    if (!userId || isAPIError(ctx.context.returned)) return;
    const user = await ctx.context.internalAdapter.findUserById(userId);
    if (!user) return;
    const session = await ctx.context.internalAdapter.createSession(userId);
    await setSessionCookie(ctx, { session, user });
  });

  return {
    id: 'patternwise-reset-link',
    endpoints: { checkResetLink },
    hooks: {
      before: [{ matcher: (ctx) => ctx.path === '/reset-password', handler: rememberUser }],
      after: [{ matcher: (ctx) => ctx.path === '/reset-password', handler: signIn }],
    },
  } satisfies BetterAuthPlugin;
}
