import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, session, subscriptions, user } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';
import { SESSION_UPDATE_AGE_SECONDS } from './create-auth.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

describe('session lookup on API requests', () => {
  it('refuses a cookie whose signature does not match, or whose token was altered', async () => {
    const { cookie } = await createUser(t);
    const [name, value] = cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const alteredToken = `${name}=${encodeURIComponent('X' + decoded.slice(1))}`;
    // The first character of the signature carries six of its bits: changing it always changes the bytes
    // (its last characters may be base64 padding bits that decode to the same signature).
    const dot = decoded.lastIndexOf('.');
    const flipped = decoded[dot + 1] === 'A' ? 'B' : 'A';
    const alteredSignature = `${name}=${encodeURIComponent(decoded.slice(0, dot + 1) + flipped + decoded.slice(dot + 2))}`;
    for (const forged of [alteredToken, alteredSignature, `${name}=garbage`, `${name}=%E0%A4%A`]) {
      expect((await t.client.get('/api/me', { cookie: forged })).status).toBe(401);
    }
    expect((await t.client.get('/api/me', { cookie })).status).toBe(200);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await createUser(t);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await t.client.get('/api/me', { cookie })).status).toBe(401);
  });

  it('silently extends a session that is due for refresh and re-sets the cookie', async () => {
    const { cookie, email } = await createUser(t);
    const old = new Date(Date.now() - (SESSION_UPDATE_AGE_SECONDS + 60) * 1000);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db
      .update(session)
      .set({ updatedAt: old, expiresAt: soon })
      .where(eq(session.token, tokenOf(cookie)));
    const response = await t.client.get('/api/me', { cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(email);
    expect(response.headers.getSetCookie().join()).toContain('session_token=');
    const [row] = await t.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });
});

describe('the one-query session lookup', () => {
  it('answers /api/me with the profile and subscription as they are at that request', async () => {
    const { cookie, id } = await createUser(t);
    const me = async () => (await t.client.get('/api/me', { cookie })).json();
    expect(await me()).toMatchObject({
      profile: { check_ins_used: 0, has_completed_screener: false },
      subscription: null,
      access: { status: 'needs_screener' },
    });

    await t.db.update(profiles).set({ hasCompletedScreener: true, checkInsUsed: 2 }).where(eq(profiles.id, id));
    expect(await me()).toMatchObject({
      profile: { check_ins_used: 2, has_completed_screener: true },
      subscription: null,
      access: { status: 'allowed', used: 2, remaining: 3 },
    });

    const periodEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await t.db
      .insert(subscriptions)
      .values({ userId: id, provider: 'sandbox', productId: 'prod_x', status: 'active', currentPeriodEnd: periodEnd });
    expect(await me()).toMatchObject({
      subscription: { subscribed: true, product_id: 'prod_x', subscription_end: periodEnd.toISOString() },
      access: { status: 'unlimited' },
    });

    // A period that has ended, or a status that gives no access, no longer counts.
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, id));
    expect(await me()).toMatchObject({ subscription: null, access: { status: 'allowed' } });
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: periodEnd, status: 'canceled' })
      .where(eq(subscriptions.userId, id));
    expect(await me()).toMatchObject({ subscription: null, access: { status: 'allowed' } });
  });

  it('refuses a session removed on the server at the very next request (no cached session)', async () => {
    const { cookie } = await createUser(t);
    expect((await t.client.get('/api/me', { cookie })).status).toBe(200);
    await t.db.delete(session).where(eq(session.token, tokenOf(cookie)));
    expect((await t.client.get('/api/me', { cookie })).status).toBe(401);
    expect((await t.client.get('/api/check-ins', { cookie })).status).toBe(401);
  });
});

describe('which session cookie counts', () => {
  const PLAIN = 'better-auth.session_token';
  const SECURE = '__Secure-better-auth.session_token';
  const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const meOf = async (app: typeof t, cookie: string) => {
    const response = await app.client.get('/api/me', { cookie });
    return { status: response.status, email: response.ok ? (await response.json()).user.email : undefined };
  };

  it('over plain HTTP (development, tests) reads only the plain name', async () => {
    const { cookie, email } = await createUser(t);
    expect(cookie.startsWith(`${PLAIN}=`)).toBe(true);
    expect(await meOf(t, cookie)).toEqual({ status: 200, email });
    expect((await meOf(t, `${SECURE}=${valueOf(cookie)}`)).status).toBe(401);
  });

  it('treats two different session cookies in one request as signed out, in either order', async () => {
    const victim = await createUser(t);
    const planted = await createUser(t);
    expect((await meOf(t, `${planted.cookie}; ${victim.cookie}`)).status).toBe(401);
    expect((await meOf(t, `${victim.cookie}; ${planted.cookie}`)).status).toBe(401);
    // The same cookie sent twice (a browser with overlapping paths) is still the one person.
    expect(await meOf(t, `${victim.cookie}; ${victim.cookie}`)).toEqual({ status: 200, email: victim.email });
  });

  describe('with secure cookies (production)', () => {
    let secure: typeof t;
    beforeAll(async () => {
      secure = await createTestApp({ secureCookies: true });
    });
    afterAll(() => secure.dispose());

    it('works with the __Secure- cookie Better Auth sets', async () => {
      const { cookie, email } = await createUser(secure);
      expect(cookie.startsWith(`${SECURE}=`)).toBe(true);
      expect(await meOf(secure, cookie)).toEqual({ status: 200, email });
    });

    it('ignores a valid session under the plain name, which a sibling subdomain could plant', async () => {
      const victim = await createUser(secure);
      const attacker = await createUser(secure);
      const plantedCookie = `${PLAIN}=${valueOf(attacker.cookie)}`;
      expect((await meOf(secure, plantedCookie)).status).toBe(401);
      // Planted before the victim's own cookie, it must not file the victim's requests under the attacker.
      expect(await meOf(secure, `${plantedCookie}; ${victim.cookie}`)).toEqual({ status: 200, email: victim.email });
    });

    it('treats two different __Secure- session cookies as signed out', async () => {
      const victim = await createUser(secure);
      const attacker = await createUser(secure);
      expect((await meOf(secure, `${attacker.cookie}; ${victim.cookie}`)).status).toBe(401);
    });
  });
});
