import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkIns, user } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';
import { factoryDaysAgo, testFactoriesEnabled } from './routes.js';

describe('test factories are only ever mounted for browser tests', () => {
  it('needs NODE_ENV=test and E2E_FACTORIES=true together', () => {
    expect(testFactoriesEnabled({ NODE_ENV: 'test', E2E_FACTORIES: 'true' })).toBe(true);
    expect(testFactoriesEnabled({ NODE_ENV: 'production', E2E_FACTORIES: 'true' })).toBe(false);
    expect(testFactoriesEnabled({ NODE_ENV: 'development', E2E_FACTORIES: 'true' })).toBe(false);
    expect(testFactoriesEnabled({ NODE_ENV: 'test' })).toBe(false);
    expect(testFactoriesEnabled({ NODE_ENV: 'test', E2E_FACTORIES: '1' })).toBe(false);
    expect(testFactoriesEnabled({})).toBe(false);
  });

  it('an app without them answers 404 there, even for a signed-in person', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await createUser(t);
      const response = await t.client.post('/api/test-factories/check-ins', { body: { count: 3, days: 3 }, cookie });
      expect(response.status).toBe(404);
      expect(await t.db.select().from(checkIns)).toHaveLength(0);
    } finally {
      await t.dispose();
    }
  });
});

describe('POST /api/test-factories/check-ins (mounted)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ testFactories: true });
  });
  afterAll(() => t.dispose());

  it('40 check-ins over 60 past days, for the signed-in person only', async () => {
    const person = await createUser(t);
    await createUser(t);
    const response = await t.client.post('/api/test-factories/check-ins', {
      body: { count: 40, days: 60, streak: 12, time_zone: 'America/New_York' },
      cookie: person.cookie,
    });
    expect(response.status).toBe(201);
    const { days_ago } = (await response.json()) as { days_ago: number[] };
    expect(days_ago.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(days_ago).not.toContain(12);
    expect(new Set(days_ago).size).toBe(40);
    expect(Math.max(...days_ago)).toBeLessThan(60);

    const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
    const rows = await t.db.select().from(checkIns);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.userId === owner!.id)).toBe(true);
    const oldest = Math.min(...rows.map((r) => r.createdAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(50 * 86_400_000);
    expect(rows.every((r) => r.createdAt.getTime() <= Date.now())).toBe(true);
  });

  it('signed out is a 401; an impossible layout is a 400', async () => {
    expect((await t.client.post('/api/test-factories/check-ins', { body: { count: 1, days: 1 } })).status).toBe(401);
    const { cookie } = await createUser(t);
    expect(
      (await t.client.post('/api/test-factories/check-ins', { body: { count: 50, days: 10 }, cookie })).status,
    ).toBe(400);
  });

  it('spreads the rest after one missed day', () => {
    expect(factoryDaysAgo(3, 3)).toEqual([0, 1, 2]);
    expect(factoryDaysAgo(4, 10, 2)).toEqual([0, 1, 3, 6]);
  });
});
