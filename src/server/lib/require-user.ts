import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.js';
import { unauthorized } from './http-error.js';

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
