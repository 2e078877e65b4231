import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkIns, checkInTotals, profiles, subscriptions, user } from '../../db/schema.js';
import { createTestApp, createUser } from '../../test/test-app.js';
import { checkInPageQuery, deleteOwnCheckIn } from './queries.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** A subscriber who did the screener: no free limit stands between them and their saves. */
async function createSubscriber() {
  const created = await createUser(t);
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, created.email));
  const id = row!.id;
  await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, id));
  await t.db.insert(subscriptions).values({
    userId: id,
    provider: 'sandbox',
    productId: 'prod_standard',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 86_400_000),
  });
  return { ...created, id };
}

const save = (cookie: string, text: string) =>
  t.client.post('/api/check-ins', { cookie, body: { feeling_text: text, mood_level: 3 } });

async function shownTotal(cookie: string, query = '') {
  const response = await t.client.get(`/api/check-ins${query}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** Rows written straight into the database, as an import or the benchmark does. */
async function insertDirectly(userId: string, count: number) {
  await t.db.execute(sql`
    insert into check_ins (user_id, created_at, feeling_text, mood_level)
    select ${userId}, now() - make_interval(mins => n), 'imported', 3 from generate_series(1, ${count}::int) as n`);
}

describe('the history total, stored per person', () => {
  it('stays right through saves, deletes, rows written directly and a move to another person', async () => {
    const person = await createSubscriber();
    for (const text of ['one', 'two', 'three']) expect((await save(person.cookie, text)).status).toBe(201);
    expect(await shownTotal(person.cookie)).toBe(3);

    const list = (await (await t.client.get('/api/check-ins', { cookie: person.cookie })).json()) as {
      items: { id: string }[];
    };
    expect(await deleteOwnCheckIn(t.db, person.id, list.items[0]!.id)).toBe(true);
    expect(await shownTotal(person.cookie)).toBe(2);

    await insertDirectly(person.id, 500);
    expect(await shownTotal(person.cookie)).toBe(502);
    // A page past the end carries no row: the total is still the stored one.
    expect(await shownTotal(person.cookie, '?page=999&page_size=10')).toBe(502);

    const other = await createSubscriber();
    await t.db.update(checkIns).set({ userId: other.id }).where(eq(checkIns.id, list.items[1]!.id));
    expect(await shownTotal(person.cookie)).toBe(501);
    expect(await shownTotal(other.cookie)).toBe(1);

    await t.db.delete(checkIns).where(eq(checkIns.userId, person.id));
    expect(await shownTotal(person.cookie)).toBe(0);
  });

  it('stays right under 20 parallel saves', async () => {
    const person = await createSubscriber();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => save(person.cookie, `parallel ${i}`)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await shownTotal(person.cookie)).toBe(20);
  });

  it('goes with the account when the account is deleted (its check-ins cascade)', async () => {
    const person = await createSubscriber();
    await insertDirectly(person.id, 5);
    expect(await t.db.delete(user).where(eq(user.id, person.id)).returning()).toHaveLength(1);
    expect(await t.db.select().from(checkInTotals).where(eq(checkInTotals.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, person.id))).toEqual([]);
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};
type ExplainResult = { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the history page query', () => {
  it('reads a page of a person with 2,000 check-ins without visiting the rest of them', async () => {
    const person = await createSubscriber();
    await insertDirectly(person.id, 2_000);
    await t.db.execute(sql`analyze check_ins`);
    const values: Record<string, string> = { userId: `'${person.id}'`, limit: '10', offset: '0' };
    const query = checkInPageQuery(t.db).toSQL();
    // The statement as the app sends it, its placeholders written out (an id and two numbers).
    const statement = query.sql.replace(
      /\$(\d+)/g,
      (_, n: string) => values[(query.params[Number(n) - 1] as { name: string }).name]!,
    );
    const explained = await t.db.execute(sql.raw(`explain (analyze, format json) ${statement}`));
    const { rows } = explained as ExplainResult;
    const [plan] = rows[0]!['QUERY PLAN'];
    const nodes = nodesOf(plan!.Plan);
    const checkInRowsRead = nodes
      .filter((n) => n['Relation Name'] === 'check_ins')
      .reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);
    expect(checkInRowsRead).toBeLessThanOrEqual(20);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Aggregate');
  });
});
