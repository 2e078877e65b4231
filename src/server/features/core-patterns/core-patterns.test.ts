import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientCoreSchemas, user } from '../../db/schema.js';
import { TEST_APP_URL, createTestApp, createUser } from '../../test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const put = (cookie: string, schemaKeys: string[]) =>
  Promise.resolve(
    t.app.request('/api/core-patterns', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: TEST_APP_URL },
      body: JSON.stringify({ schema_keys: schemaKeys }),
    }),
  );

async function storedKeys(email: string) {
  const rows = await t.db
    .select({ key: clientCoreSchemas.schemaKey })
    .from(clientCoreSchemas)
    .innerJoin(user, eq(user.id, clientCoreSchemas.userId))
    .where(eq(user.email, email));
  return rows.map((row) => row.key).sort();
}

describe('concurrent saves of core patterns', () => {
  it('8 parallel saves of one new selection: one 200, seven 409 already_saved, no 5xx, one set of rows', async () => {
    const { cookie, email } = await createUser(t);
    const selection = ['abandonment', 'subjugation'];
    const responses = await Promise.all(Array.from({ length: 8 }, () => put(cookie, selection)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect((await response.json()).error).toEqual({
        code: 'already_saved',
        message: 'These schemas have already been identified.',
      });
    }
    expect(await storedKeys(email)).toEqual(selection);
  });

  it('two different selections saved in parallel: each saved at least once, the rows are exactly one of them', async () => {
    const { cookie, email } = await createUser(t);
    await put(cookie, ['emotional_inhibition']);
    const first = ['abandonment', 'subjugation'];
    const second = ['mistrust_abuse', 'self_sacrifice', 'emotional_inhibition'];
    const requests = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? first : second));
    const responses = await Promise.all(requests.map((selection) => put(cookie, selection)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    // Whatever the order, the first save of each selection finds something else stored.
    expect(statuses.filter((status, i) => status === 200 && requests[i] === first).length).toBeGreaterThan(0);
    expect(statuses.filter((status, i) => status === 200 && requests[i] === second).length).toBeGreaterThan(0);
    const stored = await storedKeys(email);
    expect([[...first].sort(), [...second].sort()]).toContainEqual(stored);
  });
});
