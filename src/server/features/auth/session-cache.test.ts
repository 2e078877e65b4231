import { hash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, session } from '../../db/schema.js';
import { createInstanceOnSameDatabase, createTestApp, createUser, sessionCookie } from '../../test/test-app.js';
import {
  createStripeCustomer,
  createStripeTestApp,
  postSignedEvent,
  putStripeSubscription,
  type StripeTestApp,
} from '../../test/stripe-test-app.js';
import {
  createSessionCache,
  followCacheInvalidations,
  SESSION_CACHE_TTL_MS,
  type NotifiedCache,
} from './session-cache.js';
import type { FoundSession } from './session-reader.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let stripe: StripeTestApp;
beforeAll(async () => {
  // The cache as in production, on PostgreSQL too (where the test app leaves it off by default).
  [t, stripe] = await Promise.all([createTestApp({ sessionCache: {} }), createStripeTestApp({ sessionCache: {} })]);
  await Promise.all([untilListening(t), untilListening(stripe)]);
});
afterAll(() => Promise.all([t.dispose(), stripe.dispose()]));

async function untilListening(app: Pick<TestApp, 'sessionCache'>) {
  for (let waited = 0; !app.sessionCache?.listening; waited += 10) {
    if (waited > 5_000) throw new Error('the session cache never started listening');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const me = (app: Pick<TestApp, 'client'>, cookie: string) => app.client.get('/api/me', { cookie });

/** The cache's key of a session cookie (a SHA-256 of the signed value), to see that an entry exists. */
const cacheKeyOf = (cookie: string) => hash('sha256', decodeURIComponent(cookie.split('=')[1]!), 'base64');

/**
 * Reads /api/me until the answer came from the cache: what follows tests an entry that exists. On
 * PostgreSQL the notification of a test's own setup write can arrive after the first read and
 * rightly drop its entry, hence the retries.
 */
async function cachedMe(app: Pick<TestApp, 'client' | 'sessionCache'>, cookie: string) {
  for (let attempt = 0; !app.sessionCache!.get(cacheKeyOf(cookie)); attempt++) {
    if (attempt > 50) throw new Error('the session lookup was never cached');
    expect((await me(app, cookie)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const cached = await me(app, cookie);
  expect(cached.status).toBe(200);
  return (await cached.json()) as { profile: { check_ins_used: number }; access: { status: string } };
}

async function signInAgain(app: TestApp, email: string, password: string) {
  const response = await app.client.post('/api/auth/sign-in/email', { body: { email, password }, ip: app.nextIp() });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

describe('the session cache: a change is seen by the very next request', () => {
  it('sign-out', async () => {
    const { cookie } = await createUser(t);
    await cachedMe(t, cookie);
    expect((await t.client.post('/api/auth/sign-out', { cookie })).status).toBe(200);
    expect((await me(t, cookie)).status).toBe(401);
  });

  it('revoking the other sessions', async () => {
    const { cookie, email, password } = await createUser(t);
    const other = await signInAgain(t, email, password);
    await cachedMe(t, cookie);
    await cachedMe(t, other);
    expect((await t.client.post('/api/auth/revoke-other-sessions', { cookie, body: {} })).status).toBe(200);
    expect((await me(t, other)).status).toBe(401);
    expect((await me(t, cookie)).status).toBe(200);
  });

  it('a password change (which signs out every other session)', async () => {
    const { cookie, email, password } = await createUser(t);
    const other = await signInAgain(t, email, password);
    await cachedMe(t, other);
    const changed = await t.client.post('/api/auth/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: 'a new calm river 43' },
      ip: t.nextIp(),
    });
    expect(changed.status).toBe(200);
    expect((await me(t, other)).status).toBe(401);
  });

  it('account deletion', async () => {
    const { cookie, email, password } = await createUser(t);
    const other = await signInAgain(t, email, password);
    await cachedMe(t, other);
    const deleted = await t.client.post('/api/account/delete', { cookie, body: { password }, ip: t.nextIp() });
    expect(deleted.status).toBe(200);
    expect((await me(t, other)).status).toBe(401);
    expect((await me(t, cookie)).status).toBe(401);
  });

  it('the free check-in count after a save', async () => {
    const created = await createUser(t);
    await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, created.id));
    expect((await cachedMe(t, created.cookie)).profile.check_ins_used).toBe(0);
    // As the check-in page does: the reflection first, then the save with its token (which counts).
    const entry = { feeling_text: 'A quiet evening after a long week.', mood_level: 3 };
    const reflected = await t.client.post('/api/check-ins/reflect', { cookie: created.cookie, body: entry });
    const { reflection_token } = (await reflected.json()) as { reflection_token: string };
    const saved = await t.client.post('/api/check-ins', {
      cookie: created.cookie,
      body: { ...entry, reflection_token },
    });
    expect(saved.status).toBe(201);
    const after = (await (await me(t, created.cookie)).json()) as { profile: { check_ins_used: number } };
    expect(after.profile.check_ins_used).toBe(1);
  });

  it('a subscription changed by the payment webhook (no session on that request)', async () => {
    const customer = await createStripeCustomer(stripe);
    await stripe.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, customer.id));
    expect((await cachedMe(stripe, customer.cookie)).access.status).toBe('allowed');
    const subscription = putStripeSubscription(stripe, customer.customerId);
    const delivered = await postSignedEvent(stripe, { type: 'customer.subscription.created', object: subscription });
    expect(delivered.status).toBe(200);
    const after = (await (await me(stripe, customer.cookie)).json()) as { access: { status: string } };
    expect(after.access.status).toBe('unlimited');
  });

  it('a change written straight into the database (another instance, a tool) reaches the cache through it', async () => {
    const { cookie } = await createUser(t);
    await cachedMe(t, cookie);
    await t.db.delete(session).where(eq(session.token, decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!));
    await expectRefusedWithin(t, cookie, 1_000);
  });
});

describe('the session cache after a write that changes nothing it holds: the next request makes no session query', () => {
  /** Long enough for the database's notification of the write to have arrived and been applied. */
  const notificationDelay = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('a check-in saved without using up a free check-in (its reflection failed)', async () => {
    const created = await createUser(t);
    await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, created.id));
    await cachedMe(t, created.cookie);
    const saved = await t.client.post('/api/check-ins', {
      cookie: created.cookie,
      body: { feeling_text: 'Tired, but the walk helped.', mood_level: 3 },
    });
    expect(saved.status).toBe(201);
    await notificationDelay();
    expect(t.sessionCache!.get(cacheKeyOf(created.cookie))).toBeDefined();
    // The history still shows the save at once: only the pages were dropped.
    const history = await t.client.get('/api/check-ins', { cookie: created.cookie });
    expect(((await history.json()) as { total: number }).total).toBe(1);
  });

  it('a screener answer', async () => {
    const created = await createUser(t);
    await cachedMe(t, created.cookie);
    const screener = (await (await t.client.get('/api/screener', { cookie: created.cookie })).json()) as {
      items: { id: string }[];
    };
    const answered = await t.client.post('/api/screener/answers', {
      cookie: created.cookie,
      body: { item_id: screener.items[0]!.id, score: 3 },
    });
    expect(answered.status).toBe(201);
    await notificationDelay();
    expect(t.sessionCache!.get(cacheKeyOf(created.cookie))).toBeDefined();
  });
});

describe('followCacheInvalidations', () => {
  const recorder = () => {
    const events: string[] = [];
    const cache: NotifiedCache = {
      forgetUser: (userId) => events.push(`forget ${userId}`),
      clear: () => events.push('clear'),
      setListening: (listening) => events.push(`listening ${listening}`),
    };
    return { cache, events };
  };

  it('drops only the check-in caches when only check-ins changed, every cache otherwise', () => {
    const accounts = recorder();
    const checkIns = recorder();
    let notify = (_payload: string) => {};
    followCacheInvalidations(
      {
        listen: (_channel, listener) => {
          notify = listener.onNotification;
          listener.onListening(true);
          return () => Promise.resolve();
        },
      },
      { accounts: [accounts.cache], checkIns: [checkIns.cache] },
    );
    for (const payload of ['check-ins:u1', 'check-ins:*', 'u2', '*']) notify(payload);
    expect(accounts.events).toEqual(['listening true', 'forget u2', 'clear']);
    expect(checkIns.events).toEqual(['listening true', 'forget u1', 'clear', 'forget u2', 'clear']);
  });
});

describe('the session cache when a notification is lost', () => {
  it('a session removed on the server stops working once the TTL has passed', async () => {
    let clock = Date.now();
    const deaf = await createTestApp({ sessionCache: { follow: false, now: () => clock } });
    try {
      const { cookie } = await createUser(deaf);
      await cachedMe(deaf, cookie);
      await deaf.db.delete(session).where(eq(session.token, decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!));
      // Nobody tells this instance: it may answer from its entry, never past the TTL.
      clock += SESSION_CACHE_TTL_MS;
      expect((await me(deaf, cookie)).status).toBe(401);
    } finally {
      await deaf.dispose();
    }
  });
});

describe.runIf(onPostgres)('two app instances on one PostgreSQL database', () => {
  it('a sign-out on A is refused on B within the notification delay', async () => {
    const b = await createInstanceOnSameDatabase(t);
    try {
      await untilListening(b);
      const { cookie } = await createUser(t);
      await cachedMe(b, cookie);
      expect((await t.client.post('/api/auth/sign-out', { cookie })).status).toBe(200);
      await expectRefusedWithin(b, cookie, 1_000);
    } finally {
      await b.dispose();
    }
  });
});

/** Polls /api/me until it answers 401; fails when that takes longer than `ms` (well under the TTL). */
async function expectRefusedWithin(app: Pick<TestApp, 'client'>, cookie: string, ms: number) {
  expect(ms).toBeLessThan(SESSION_CACHE_TTL_MS);
  const started = Date.now();
  while ((await me(app, cookie)).status !== 401) {
    if (Date.now() - started > ms) throw new Error(`still signed in ${ms} ms after the change`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('createSessionCache', () => {
  const found = (userId: string, expiresInMs: number, periodEndInMs?: number): FoundSession => ({
    user: { id: userId, email: `${userId}@example.com`, name: userId },
    updatedAt: new Date(),
    expiresAt: new Date(Date.now() + expiresInMs),
    account: {
      profile: null,
      subscription:
        periodEndInMs === undefined
          ? null
          : { productId: 'prod', currentPeriodEnd: new Date(Date.now() + periodEndInMs) },
      access: { status: 'needs_screener' },
    },
  });

  it('keeps nothing while it cannot hear the invalidations, and forgets everything when it stops hearing them', () => {
    const cache = createSessionCache();
    cache.set('k', found('u', 60_000), cache.generation());
    expect(cache.get('k')).toBeUndefined();
    cache.setListening(true);
    cache.set('k', found('u', 60_000), cache.generation());
    expect(cache.get('k')).toBeDefined();
    cache.setListening(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('never keeps an entry past the session expiry or the subscription period end', () => {
    let clock = Date.now();
    const cache = createSessionCache({ now: () => clock });
    cache.setListening(true);
    cache.set('session', found('a', 1_000), cache.generation());
    cache.set('period', found('b', 60_000, 2_000), cache.generation());
    clock += 1_500;
    expect(cache.get('session')).toBeUndefined();
    expect(cache.get('period')).toBeDefined();
    clock += 1_000;
    expect(cache.get('period')).toBeUndefined();
  });

  it('does not store a lookup that read the database before an invalidation', () => {
    const cache = createSessionCache();
    cache.setListening(true);
    const readAt = cache.generation();
    cache.forgetUser('u');
    cache.set('k', found('u', 60_000), readAt);
    expect(cache.get('k')).toBeUndefined();
  });

  it('holds at most its bound, dropping the least recently used', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.setListening(true);
    cache.set('a', found('a', 60_000), cache.generation());
    cache.set('b', found('b', 60_000), cache.generation());
    cache.get('a');
    cache.set('c', found('c', 60_000), cache.generation());
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
