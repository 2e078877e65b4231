import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  checkIns,
  clientCoreSchemas,
  schemaScreenerItems,
  schemaScreenerResults,
  schemaScreenerSessions,
} from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';
import { SummaryResponseSchema } from '../../../shared/schemas/responses.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const exercise = (alternative_thought: string) => ({
  evidence_supporting: 'x',
  evidence_challenging: 'y',
  alternative_thought,
  final_reflection: 'z',
});

/** A screener session answering every first-pass statement of `schemaKey` with `score`, `minutesAgo` back. */
async function screen(userId: string, scores: Record<string, number>, minutesAgo: number) {
  const [session] = await t.db
    .insert(schemaScreenerSessions)
    .values({ userId, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning();
  const items = await t.db.select().from(schemaScreenerItems).orderBy(asc(schemaScreenerItems.orderIndex));
  const rows = items
    .filter((item) => !item.isFollowup && item.schemaKey in scores)
    .map((item) => ({ sessionId: session!.id, itemId: item.id, score: scores[item.schemaKey]! }));
  await t.db.insert(schemaScreenerResults).values(rows);
}

const summary = async (cookie: string) => {
  const response = await t.client.get('/api/progress/summary', { cookie });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('GET /api/progress/summary', () => {
  it('core patterns with the latest screener score, and completed exercises’ balanced thoughts, newest first', async () => {
    const person = await createUser(t);
    await t.db.insert(clientCoreSchemas).values([
      { userId: person.id, schemaKey: 'abandonment' },
      { userId: person.id, schemaKey: 'defectiveness_shame' },
    ]);
    await screen(person.id, { abandonment: 2, defectiveness_shame: 2 }, 60); // older: superseded
    await screen(person.id, { abandonment: 4 }, 5);
    await t.db.insert(checkIns).values([
      {
        userId: person.id,
        feelingText: 'private words',
        moodLevel: 3,
        createdAt: new Date(Date.now() - 86_400_000),
        reframingExercise: exercise('I can ask for help.'),
      },
      {
        userId: person.id,
        feelingText: 'private words',
        moodLevel: 3,
        reframingExercise: exercise('One hard day is not all days.'),
      },
      { userId: person.id, feelingText: 'no exercise here', moodLevel: 2 },
    ]);

    const { status, body } = await summary(person.cookie);
    expect(status).toBe(200);
    const parsed = SummaryResponseSchema.parse(body);
    expect(parsed.core_patterns).toEqual([
      { schema_key: 'abandonment', latest_score: 4 },
      { schema_key: 'defectiveness_shame', latest_score: null },
    ]);
    expect(parsed.screened_at).not.toBeNull();
    expect(parsed.balanced_thoughts.map((b) => b.text)).toEqual([
      'One hard day is not all days.',
      'I can ask for help.',
    ]);
    expect(JSON.stringify(body)).not.toContain('private words');
  });

  it('shows only the signed-in person’s own rows', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await t.db.insert(clientCoreSchemas).values({ userId: owner.id, schemaKey: 'subjugation' });
    await screen(owner.id, { subjugation: 5 }, 1);
    await t.db.insert(checkIns).values({
      userId: owner.id,
      feelingText: 'owner text',
      moodLevel: 4,
      reframingExercise: exercise('owner canary thought'),
    });

    const seen = SummaryResponseSchema.parse((await summary(other.cookie)).body);
    expect(seen).toEqual({ core_patterns: [], screened_at: null, balanced_thoughts: [] });
    expect(JSON.stringify(seen)).not.toContain('canary');
    const own = SummaryResponseSchema.parse((await summary(owner.cookie)).body);
    expect(own.balanced_thoughts.map((b) => b.text)).toEqual(['owner canary thought']);
    expect(own.core_patterns).toEqual([{ schema_key: 'subjugation', latest_score: 5 }]);
  });

  it('signed out: 401', async () => {
    expect((await t.client.get('/api/progress/summary')).status).toBe(401);
  });
});
