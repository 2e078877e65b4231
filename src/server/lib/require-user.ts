import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.js';
import type { AccountState } from './access.js';
import { unauthorized } from './http-error.js';

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The caller and their account state as the session lookup read it (401 when signed out). */
export function requireAccount(c: Context<AppEnv>): { user: SessionUser; account: AccountState } {
  const user = requireUser(c);
  const account = c.get('account');
  if (!account) throw unauthorized();
  return { user, account };
}
