import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, clientCoreSchemas } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';
import { addDays, localDay } from '../../../shared/progress.js';
import { ProgressResponseSchema } from '../../../shared/schemas/responses.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** A check-in `daysAgo` UTC days back, at noon UTC (or a minute ago, when noon today is still to come). */
function momentDaysAgo(daysAgo: number) {
  const noon = new Date(`${addDays(localDay(new Date(), 'UTC'), -daysAgo)}T12:00:00Z`);
  return noon.getTime() > Date.now() ? new Date(Date.now() - 60_000) : noon;
}

async function seed(userId: string, rows: { daysAgo: number; mood: number; schemas?: string[] }[]) {
  await t.db.insert(checkIns).values(
    rows.map((r) => ({
      userId,
      createdAt: momentDaysAgo(r.daysAgo),
      feelingText: `canary text ${r.daysAgo}`,
      moodLevel: r.mood,
      detectedSchemas: r.schemas ?? [],
    })),
  );
}

const progress = async (cookie: string, query = '') => {
  const response = await t.client.get(`/api/progress${query}`, { cookie });
  return { status: response.status, body: (await response.json()) as unknown };
};

// 40 check-ins over 60 days: every day of the last 20, then every other day back to day 59.
const forty = [...Array.from({ length: 20 }, (_, i) => i), ...Array.from({ length: 20 }, (_, i) => 21 + 2 * i)].map(
  (daysAgo) => ({ daysAgo, mood: (daysAgo % 5) + 1, schemas: daysAgo % 3 === 0 ? ['abandonment'] : [] }),
);

const averageOf = (rows: { mood: number }[]) =>
  Math.round((rows.reduce((s, r) => s + r.mood, 0) / rows.length) * 100) / 100;

describe('GET /api/progress', () => {
  it('40 check-ins over 60 days: the last 30 days by default, all 40 over 90, with a 20-day streak', async () => {
    const person = await createUser(t);
    await seed(person.id, forty);
    await t.db.insert(clientCoreSchemas).values({ userId: person.id, schemaKey: 'subjugation' });

    const thirty = await progress(person.cookie, '?time_zone=UTC');
    expect(thirty.status).toBe(200);
    const month = ProgressResponseSchema.parse(thirty.body);
    const inMonth = forty.filter((r) => r.daysAgo < 30);
    expect(month).toMatchObject({
      range: 30,
      time_zone: 'UTC',
      check_in_count: inMonth.length,
      average_mood: averageOf(inMonth),
      current_streak: 20,
    });
    expect(inMonth).toHaveLength(25);
    expect(month.daily).toHaveLength(30);
    expect(month.daily.at(-1)).toMatchObject({ date: localDay(new Date(), 'UTC'), count: 1, average_mood: 1 });
    expect(month.daily.at(-21)).toMatchObject({ count: 0, average_mood: null }); // 20 days ago: missed
    // The core pattern first (even with no appearances), then what was detected.
    expect(month.patterns.map((p) => [p.schema_key, p.core])).toEqual([
      ['subjugation', true],
      ['abandonment', false],
    ]);
    const abandonment = month.patterns[1]!.counts.reduce((a, b) => a + b, 0);
    expect(abandonment).toBe(inMonth.filter((r) => r.daysAgo % 3 === 0).length);
    expect(month.patterns[0]!.counts.every((n) => n === 0)).toBe(true);

    const ninety = ProgressResponseSchema.parse((await progress(person.cookie, '?days=90&time_zone=UTC')).body);
    expect(ninety).toMatchObject({ range: 90, check_in_count: 40, average_mood: averageOf(forty), current_streak: 20 });
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.weeks.length).toBeGreaterThanOrEqual(13);
  });

  it('answers only the signed-in person’s own check-ins', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await seed(owner.id, forty);
    await t.db.insert(clientCoreSchemas).values({ userId: owner.id, schemaKey: 'abandonment' });
    await seed(other.id, [{ daysAgo: 0, mood: 5, schemas: ['self_sacrifice'] }]);

    const seen = ProgressResponseSchema.parse((await progress(other.cookie, '?days=90')).body);
    expect(seen).toMatchObject({ check_in_count: 1, average_mood: 5, current_streak: 1 });
    expect(seen.patterns).toEqual([expect.objectContaining({ schema_key: 'self_sacrifice', core: false })]);
    expect(JSON.stringify(seen)).not.toContain('canary');

    const fresh = await createUser(t);
    const empty = ProgressResponseSchema.parse((await progress(fresh.cookie)).body);
    expect(empty).toMatchObject({ range: 30, check_in_count: 0, average_mood: null, current_streak: 0, patterns: [] });
  });

  it('a streak longer than the range is counted in full', async () => {
    const person = await createUser(t);
    await seed(
      person.id,
      Array.from({ length: 35 }, (_, daysAgo) => ({ daysAgo, mood: 3 })),
    );
    const body = ProgressResponseSchema.parse((await progress(person.cookie, '?days=30&time_zone=UTC')).body);
    expect(body).toMatchObject({ check_in_count: 30, current_streak: 35 });
  });

  it('counts days in the person’s time zone', async () => {
    const person = await createUser(t);
    const body = ProgressResponseSchema.parse((await progress(person.cookie, '?time_zone=Pacific/Auckland')).body);
    expect(body.time_zone).toBe('Pacific/Auckland');
    expect(body.today).toBe(localDay(new Date(), 'Pacific/Auckland'));
  });

  it('refuses a range other than 30 or 90, and a value that is no time zone, with a 400', async () => {
    const person = await createUser(t);
    for (const query of ['?days=7', '?days=abc', '?days=', '?days=30&time_zone=not a zone!']) {
      const { status, body } = await progress(person.cookie, query);
      expect(status, query).toBe(400);
      expect((body as { error: { code: string } }).error.code).toBe('validation');
    }
  });

  it('signed out: 401', async () => {
    expect((await t.client.get('/api/progress')).status).toBe(401);
  });
});
