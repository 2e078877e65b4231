import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import { getCookies } from 'better-auth/cookies';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { readCookieValues } from '../../lib/cookies.js';
import { profiles, session, user } from '../../db/schema.js';
import { activeSubscriptionOf, toAccountState, type AccountState } from '../../lib/access.js';
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from './create-auth.js';
import type { SessionCache } from './session-cache.js';

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
  const value = readSessionCookie(cookieHeader, cookieName);
  return value === null ? null : verifySignedValue(value, secret);
}

/** The one value of the session cookie (null when absent or when two different values came). */
function readSessionCookie(cookieHeader: string | undefined, cookieName: string): string | null {
  const [value, ...others] = new Set(readCookieValues(cookieHeader, cookieName));
  return value === undefined || others.length > 0 ? null : value;
}

/** The token of a `token.signature` value whose signature is Better Auth's HMAC of it, else null. */
function verifySignedValue(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
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
      expiresAt: session.expiresAt,
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
  return async (token: string): Promise<FoundSession | null> => {
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
      expiresAt: row.expiresAt,
      account: toAccountState(profile, subscription),
    };
  };
}

/** A session found by its token: who, their account state, and the session's own dates. */
export type FoundSession = { user: SessionUser; updatedAt: Date; expiresAt: Date; account: AccountState };

/** Who is calling and their account state (profile, subscription, access), read together; both null when signed out. */
export type SessionLookup =
  | { user: SessionUser; account: AccountState; setCookies: string[] }
  | { user: null; account: null; setCookies: string[] };

const signedOut: SessionLookup = { user: null, account: null, setCookies: [] };

/**
 * Who is calling: the fast cookie + one-query path (no query at all when the session cache holds
 * the lookup), or Better Auth's full getSession when the session is due for its sliding refresh
 * (it then extends the expiry and re-sets the cookie).
 */
export function createSessionResolver(auth: Auth, db: Database, secret: string, cache?: SessionCache) {
  const findSessionByToken = createSessionFinder(db);
  // Better Auth's own name for its session cookie: `__Secure-` prefixed when cookies are secure.
  const cookieName = getCookies(auth.options).sessionToken.name;

  const find = async (headers: Headers): Promise<FoundSession | null> => {
    const value = readSessionCookie(headers.get('cookie') ?? undefined, cookieName);
    if (value === null) return null;
    // A hash of the whole signed value: a hit is a value whose signature was checked when it was stored.
    const key = cache && hash('sha256', value, 'base64');
    const cached = key === undefined ? undefined : cache?.get(key);
    if (cached) return cached;
    const token = verifySignedValue(value, secret);
    if (!token) return null;
    const generation = cache?.generation() ?? 0;
    const found = await findSessionByToken(token);
    if (found && key !== undefined) cache?.set(key, found, generation);
    return found;
  };

  const resolve = async (headers: Headers): Promise<SessionLookup> => {
    const found = await find(headers);
    if (!found) return signedOut;
    if (Date.now() - found.updatedAt.getTime() < SESSION_UPDATE_AGE_SECONDS * 1000) {
      return { user: found.user, account: found.account, setCookies: [] };
    }
    const refreshed = await auth.api.getSession({ headers, returnHeaders: true });
    cache?.forgetUser(found.user.id);
    const current = refreshed.response;
    if (!current) return signedOut;
    return {
      user: { id: current.user.id, email: current.user.email, name: current.user.name },
      // The same token, so the same person: the account state read a moment ago still applies.
      account: found.account,
      setCookies: refreshed.headers.getSetCookie(),
    };
  };

  const changes: SessionChanges = {
    userIdOf: async (headers) => (await find(headers))?.user.id ?? null,
    forgetUser: (userId) => cache?.forgetUser(userId),
    // A lookup holds the account, never a check-in.
    forgetCheckInsOf: () => {},
    forgetEveryone: () => cache?.clear(),
  };
  return Object.assign(resolve, { changes });
}

export type SessionResolver = (headers: Headers) => Promise<SessionLookup>;

/** What the app tells the session cache of this instance after a request that may have changed session data. */
export type SessionChanges = {
  /** The person a request's session cookie belongs to (null when none or not valid). */
  userIdOf: (headers: Headers) => Promise<string | null>;
  forgetUser: (userId: string) => void;
  /** Only the person's check-ins changed: what holds them goes, the session lookup stays. */
  forgetCheckInsOf: (userId: string) => void;
  forgetEveryone: () => void;
};
