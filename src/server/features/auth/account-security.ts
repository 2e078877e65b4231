import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { ChangePasswordSchema, UpdateUserSchema } from '../../../shared/schemas/auth.js';
import { parseOrThrow, refuseCommonPassword } from './hook-validation.js';
import type { ResetLinks } from './reset-links.js';

/**
 * Our rules on Better Auth's account endpoints: update-user changes the name only, under the
 * sign-up rules; change-password needs the current password, applies the sign-up rules to the
 * new one, signs out every other session and revokes outstanding reset links.
 */
export function accountSecurity({ resetLinks }: { resetLinks: ResetLinks }) {
  const checkUpdateUser = createAuthMiddleware(async (ctx) => {
    const { name } = parseOrThrow(UpdateUserSchema, ctx.body);
    // As at sign-up, an empty name falls back to the email.
    const email = name ? undefined : (await getSessionFromCtx(ctx))?.user.email;
    return { context: { body: { name: name || email || name } } };
  });

  const checkChangePassword = createAuthMiddleware((ctx) => {
    const body = parseOrThrow(ChangePasswordSchema, ctx.body);
    refuseCommonPassword(body.newPassword);
    // Whoever may hold the old password loses their sessions, whatever the client asked for.
    return Promise.resolve({ context: { body: { ...body, revokeOtherSessions: true } } });
  });

  const revokeResetLinks = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
    if (isAPIError(returned) || typeof returned?.user?.id !== 'string') return;
    await resetLinks.revokeAll(returned.user.id);
  });

  return {
    id: 'patternwise-account-security',
    hooks: {
      before: [
        { matcher: (ctx) => ctx.path === '/update-user', handler: checkUpdateUser },
        { matcher: (ctx) => ctx.path === '/change-password', handler: checkChangePassword },
      ],
      after: [{ matcher: (ctx) => ctx.path === '/change-password', handler: revokeResetLinks }],
    },
  } satisfies BetterAuthPlugin;
}
