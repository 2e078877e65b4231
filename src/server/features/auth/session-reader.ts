import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookies } from 'better-auth/cookies';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { profiles, session, user } from '../../db/schema.js';
import { activeSubscriptionOf, toAccountState, type AccountState } from '../../lib/access.js';
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from './create-auth.js';

/**
 * The hot path of every API request: verify the signed session cookie the way Better Auth signs
 * it (HMAC-SHA256 of the token with the secret) and read session + user in one indexed query.
 * Better Auth's full getSession pipeline costs several times more per request; it still runs
 * whenever a session is due for its sliding refresh (see `createSessionResolver`).
 *
 * Only `cookieName` counts: with secure cookies that is the `__Secure-` name, which a browser
 * accepts only from HTTPS, so a sibling subdomain cannot plant one under the plain name. A header
 * carrying two different values for it is a planted cookie beside the real one, and which came
 * first says nothing about which is the person's own: such a request is treated as signed out.
 */
export function readSignedToken(cookieHeader: string | undefined, secret: string, cookieName: string): string | null {
  const [value, ...others] = new Set(readCookieValues(cookieHeader, cookieName));
  if (value === undefined || others.length > 0) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function readCookieValues(cookieHeader: string | undefined, cookieName: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== cookieName) continue;
    values.push(safeDecode(part.slice(separator + 1).trim()));
  }
  return values;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * One prepared statement, one round trip: the session (unexpired) with its user, the profile and
 * the subscription that gives access now (a lateral subquery on the subscriptions index), so
 * `/api/me` and the access checks need no query of their own.
 */
export function createSessionFinder(db: Database) {
  const activeSubscription = activeSubscriptionOf(db, user.id, sql.placeholder('now')).as('active_subscription');
  const query = db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      updatedAt: session.updatedAt,
      checkInsUsed: profiles.checkInsUsed,
      hasCompletedScreener: profiles.hasCompletedScreener,
      productId: activeSubscription.productId,
      currentPeriodEnd: activeSubscription.currentPeriodEnd,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoinLateral(activeSubscription, sql`true`)
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session_by_token');
  return async (token: string) => {
    const [row] = await query.execute({ token, now: new Date() });
    if (!row) return null;
    const profile =
      row.checkInsUsed === null || row.hasCompletedScreener === null
        ? null
        : { checkInsUsed: row.checkInsUsed, hasCompletedScreener: row.hasCompletedScreener };
    const subscription =
      row.productId === null ? null : { productId: row.productId, currentPeriodEnd: row.currentPeriodEnd };
    return {
      user: { id: row.id, email: row.email, name: row.name },
      updatedAt: row.updatedAt,
      account: toAccountState(profile, subscription),
    };
  };
}

/** Who is calling and their account state (profile, subscription, access), read together; both null when signed out. */
export type SessionLookup =
  | { user: SessionUser; account: AccountState; setCookies: string[] }
  | { user: null; account: null; setCookies: string[] };

const signedOut: SessionLookup = { user: null, account: null, setCookies: [] };

/**
 * Who is calling: the fast cookie + one-query path, or Better Auth's full getSession when the
 * session is due for its sliding refresh (it then extends the expiry and re-sets the cookie).
 */
export function createSessionResolver(auth: Auth, db: Database, secret: string) {
  const findSessionByToken = createSessionFinder(db);
  // Better Auth's own name for its session cookie: `__Secure-` prefixed when cookies are secure.
  const cookieName = getCookies(auth.options).sessionToken.name;
  return async (headers: Headers): Promise<SessionLookup> => {
    const token = readSignedToken(headers.get('cookie') ?? undefined, secret, cookieName);
    if (!token) return signedOut;
    const found = await findSessionByToken(token);
    if (!found) return signedOut;
    if (Date.now() - found.updatedAt.getTime() < SESSION_UPDATE_AGE_SECONDS * 1000) {
      return { user: found.user, account: found.account, setCookies: [] };
    }
    const refreshed = await auth.api.getSession({ headers, returnHeaders: true });
    const current = refreshed.response;
    if (!current) return signedOut;
    return {
      user: { id: current.user.id, email: current.user.email, name: current.user.name },
      // The same token, so the same person: the account state read a moment ago still applies.
      account: found.account,
      setCookies: refreshed.headers.getSetCookie(),
    };
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
