import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checkIns,
  clientCoreSchemas,
  lessons,
  profiles,
  schemaScreenerItems,
  schemaScreenerResults,
  schemaScreenerSessions,
  subscriptions,
  user,
  userLessonProgress,
} from '../../db/schema.js';
import { createTestApp, createUser, TEST_APP_URL } from '../../test/test-app.js';
import {
  createStripeCustomer,
  createStripeTestApp,
  putStripeSubscription,
  STRIPE_CATALOG,
  type StripeTestApp,
} from '../../test/stripe-test-app.js';
import { AccountExportSchema } from '../../../shared/schemas/responses.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

async function userIdOf(db: Database, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/**
 * A person with something in every table: check-ins, a screener session and its answers, core
 * patterns, lesson progress with notes (each carrying `canary`), a sandbox subscription (checkout,
 * customer, invoice, portal session), a second session and an outstanding reset link.
 */
async function createPersonWithData(canary: string) {
  const created = await createUser(t, { name: `Name ${canary}` });
  const id = await userIdOf(t.db, created.email);
  await t.db.update(profiles).set({ hasCompletedScreener: true, checkInsUsed: 2 }).where(eq(profiles.id, id));
  await t.db.insert(checkIns).values([
    { userId: id, feelingText: `First entry ${canary}`, moodLevel: 2, aiResponse: 'A reply', crisis: false },
    {
      userId: id,
      feelingText: `Second entry ${canary}`,
      moodLevel: 4,
      detectedSchemas: ['abandonment'],
      patternEvidence: [{ schema_key: 'abandonment', phrase: canary }],
      reframingExercise: {
        evidence_supporting: `support ${canary}`,
        evidence_challenging: 'challenge',
        alternative_thought: `balanced ${canary}`,
        final_reflection: '',
      },
    },
  ]);
  const items = await t.db.select().from(schemaScreenerItems).orderBy(asc(schemaScreenerItems.orderIndex)).limit(3);
  const [session] = await t.db.insert(schemaScreenerSessions).values({ userId: id }).returning();
  await t.db
    .insert(schemaScreenerResults)
    .values(items.map((item, index) => ({ sessionId: session!.id, itemId: item.id, score: index + 3 })));
  await t.db.insert(clientCoreSchemas).values([
    { userId: id, schemaKey: 'abandonment' },
    { userId: id, schemaKey: 'defectiveness_shame' },
  ]);
  const [lesson] = await t.db.select().from(lessons).orderBy(asc(lessons.orderIndex)).limit(1);
  await t.db.insert(userLessonProgress).values({
    userId: id,
    lessonId: lesson!.id,
    identifyNotes: `Identify ${canary}`,
    understandNotes: `Understand ${canary}`,
    currentStage: 'challenge',
  });

  // A paid sandbox subscription, and its portal opened once.
  const checkout = await t.client.post('/api/subscription/checkout', {
    cookie: created.cookie,
    body: { priceId: 'price_sandbox_standard' },
  });
  const checkoutId = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
  expect((await t.client.post(`/api/sandbox/checkouts/${checkoutId}/pay`, { cookie: created.cookie })).status).toBe(
    200,
  );
  expect((await t.client.post('/api/subscription/portal', { cookie: created.cookie })).status).toBe(200);

  // A daily reminder turned on.
  const reminder = await t.app.request('/api/reminders', {
    method: 'PUT',
    headers: { origin: TEST_APP_URL, cookie: created.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: true, time: '20:00', days: [1, 2, 3, 4, 5, 6, 7], time_zone: 'Europe/Madrid' }),
  });
  expect(reminder.status).toBe(200);

  // Signed in on a second device, and a reset link asked for.
  const second = await t.client.post('/api/auth/sign-in/email', {
    body: { email: created.email, password: created.password },
    ip: t.nextIp(),
  });
  expect(second.status).toBe(200);
  const reset = await t.client.post('/api/auth/request-password-reset', {
    body: { email: created.email, redirectTo: '/auth' },
    ip: t.nextIp(),
  });
  expect(reset.status).toBe(200);
  return { ...created, id, lessonId: lesson!.id, items };
}

const exportOf = (cookie: string, headers: Record<string, string> = {}) =>
  t.client.get('/api/account/export', { cookie, headers });
const deleteAccount = (cookie: string, body: unknown, ip?: string) =>
  t.client.post('/api/account/delete', { cookie, body, ip });

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as Rows).rows;
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

type ForeignKey = { table: string; column: string; ref_table: string; ref_column: string; on_delete: string };

/** Every single-column foreign key of the public schema, read from the catalogue (not from schema.ts). */
async function foreignKeys(db: Database): Promise<ForeignKey[]> {
  return (await rowsOf(
    db,
    sql`select src.relname as table, att.attname as column, dst.relname as ref_table,
               ratt.attname as ref_column, con.confdeltype as on_delete
        from pg_constraint con
        join pg_class src on src.oid = con.conrelid
        join pg_class dst on dst.oid = con.confrelid
        join pg_namespace ns on ns.oid = src.relnamespace
        join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
        join pg_attribute ratt on ratt.attrelid = con.confrelid and ratt.attnum = con.confkey[1]
        where con.contype = 'f' and ns.nspname = 'public'`,
  )) as ForeignKey[];
}

/** Every public table with a column named user_id, whether or not it has a foreign key. */
async function tablesWithUserIdColumn(db: Database): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id'`,
  );
  return rows.map((row) => String(row.table_name));
}

/**
 * For each table that can hold a row of the user, a SQL condition selecting those rows, built from
 * the database's own catalogue: `users` itself, every table with a user_id column or a foreign key
 * to users, and, transitively, every table with a foreign key to one of those (screener answers
 * belong to a user through their session). Better Auth's `verifications` keeps reset links with
 * the user id as their value and no foreign key. A table added later is enumerated here too.
 */
async function userRowConditions(db: Database, userId: string): Promise<Map<string, string>> {
  const keys = await foreignKeys(db);
  const own = new Map<string, string[]>([['users', [`${quote('id')} = ${literal(userId)}`]]]);
  for (const table of await tablesWithUserIdColumn(db)) own.set(table, [`${quote('user_id')} = ${literal(userId)}`]);
  own.set('verifications', [`${quote('value')} = ${literal(userId)}`]);
  // Every table reached from those by foreign keys, however deep.
  const linked = new Set(own.keys());
  for (let grew = true; grew;) {
    grew = false;
    for (const key of keys) {
      if (linked.has(key.ref_table) && !linked.has(key.table)) {
        linked.add(key.table);
        grew = true;
      }
    }
  }
  const where = (table: string, visiting: Set<string>): string => {
    const conditions = [...(own.get(table) ?? [])];
    for (const key of keys) {
      if (key.table !== table || !linked.has(key.ref_table) || visiting.has(key.ref_table)) continue;
      const parent = where(key.ref_table, new Set([...visiting, table]));
      conditions.push(
        `${quote(key.column)} in (select ${quote(key.ref_column)} from ${quote(key.ref_table)} where ${parent})`,
      );
    }
    return conditions.map((condition) => `(${condition})`).join(' or ');
  };
  return new Map([...linked].map((table) => [table, where(table, new Set([table]))]));
}

/** How many rows of the user each user-linked table holds. */
async function userRowCounts(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, where] of await userRowConditions(db, userId)) {
    const [row] = await rowsOf(db, sql.raw(`select count(*)::int as n from ${quote(table)} where ${where}`));
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** The tables createPersonWithData fills; each must hold rows of the person before the deletion. */
const FILLED_TABLES = [
  'users',
  'profiles',
  'sessions',
  'accounts',
  'verifications',
  'check_ins',
  'schema_screener_sessions',
  'schema_screener_results',
  'client_core_schemas',
  'user_lesson_progress',
  'subscriptions',
  'payment_customers',
  'sandbox_checkouts',
  'sandbox_invoices',
  'sandbox_portal_sessions',
  'reminder_settings',
];

describe('signed out', () => {
  it('export and delete answer 401', async () => {
    expect((await t.client.get('/api/account/export')).status).toBe(401);
    const response = await t.client.post('/api/account/delete', { body: { password: 'whatever 123' } });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });
});

describe('GET /api/account/export', () => {
  it('downloads one JSON file of everything the person keeps here, and nothing of anyone else', async () => {
    const me = await createPersonWithData('CANARY-MINE-7f3a');
    const other = await createPersonWithData('CANARY-THEIRS-91bc');

    const response = await exportOf(me.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="patternwise-data-${today}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = AccountExportSchema.parse(JSON.parse(text));

    expect(data.profile).toMatchObject({ id: me.id, email: me.email, name: 'Name CANARY-MINE-7f3a' });
    expect(data.profile).toMatchObject({ check_ins_used: 2, has_completed_screener: true });
    // Both entries may share a timestamp, so their order is not part of the promise.
    expect(data.check_ins.map((entry) => entry.feeling_text).sort()).toEqual([
      'First entry CANARY-MINE-7f3a',
      'Second entry CANARY-MINE-7f3a',
    ]);
    expect(data.check_ins.find((entry) => entry.feeling_text.startsWith('Second'))).toMatchObject({
      mood_level: 4,
      detected_schemas: ['abandonment'],
      pattern_evidence: [{ schema_key: 'abandonment', phrase: 'CANARY-MINE-7f3a' }],
      reframing_exercise: { alternative_thought: 'balanced CANARY-MINE-7f3a' },
    });
    expect(data.screener_sessions).toHaveLength(1);
    expect(data.screener_sessions[0]!.answers).toEqual(
      me.items.map((item, index) => ({
        item_id: item.id,
        schema_key: item.schemaKey,
        statement: item.prompt,
        is_followup: item.isFollowup,
        score: index + 3,
        created_at: expect.any(String) as string,
      })),
    );
    expect(data.core_patterns.map((pattern) => pattern.schema_key).sort()).toEqual([
      'abandonment',
      'defectiveness_shame',
    ]);
    expect(data.lesson_progress).toEqual([
      expect.objectContaining({
        lesson_id: me.lessonId,
        current_stage: 'challenge',
        identify_notes: 'Identify CANARY-MINE-7f3a',
        understand_notes: 'Understand CANARY-MINE-7f3a',
        challenge_notes: null,
      }),
    ]);
    expect(data.subscription).toMatchObject({
      provider: 'sandbox',
      status: 'active',
      tier: 'Standard',
      entitled: true,
      cancel_at_period_end: false,
    });
    expect(data.reminder).toMatchObject({ enabled: true, local_time: '20:00', time_zone: 'Europe/Madrid' });

    // Nothing of the other person, and no secret of either.
    expect(text).not.toContain('CANARY-THEIRS');
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/scrypt|"password"|"token"/);
    expect(JSON.stringify(await (await exportOf(other.cookie)).json())).not.toContain('CANARY-MINE');
  });

  it('speaks the request language for the statements and lesson titles it names', async () => {
    const me = await createPersonWithData('CANARY-ES-11');
    const data = AccountExportSchema.parse(await (await exportOf(me.cookie, { 'accept-language': 'es' })).json());
    expect(data.screener_sessions[0]!.answers[0]!.statement).toBe(me.items[0]!.promptEs);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.id, me.lessonId));
    expect(data.lesson_progress[0]!.lesson_title).toBe(lesson!.titleEs);
  });

  it('is there for a free person too: a new account exports its profile, empty lists and no subscription', async () => {
    const { cookie, email } = await createUser(t);
    const response = await exportOf(cookie);
    expect(response.status).toBe(200);
    const data = AccountExportSchema.parse(await response.json());
    expect(data.profile.email).toBe(email);
    expect(data).toMatchObject({
      check_ins: [],
      screener_sessions: [],
      core_patterns: [],
      lesson_progress: [],
      subscription: null,
      reminder: null,
    });
  });

  it('exports every column the database keeps of check-ins and lesson progress (a column added later included)', async () => {
    const me = await createPersonWithData('CANARY-COLUMNS');
    const data = (await (await exportOf(me.cookie)).json()) as Record<string, Record<string, unknown>[]>;
    for (const [table, exported] of [
      ['check_ins', data.check_ins!],
      ['user_lesson_progress', data.lesson_progress!],
      ['client_core_schemas', data.core_patterns!],
    ] as const) {
      const columns = await rowsOf(
        t.db,
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      const missing = columns
        .map((column) => String(column.column_name))
        .filter((column) => column !== 'user_id' && !(column in exported[0]!));
      expect(missing, table).toEqual([]);
    }
  });

  it('never writes what the person wrote to the log', async () => {
    const me = await createPersonWithData('CANARY-LOG-5d2e');
    expect((await exportOf(me.cookie)).status).toBe(200);
    expect(t.logs.text()).toContain('/api/account/export');
    expect(t.logs.text()).not.toContain('CANARY-LOG-5d2e');
  });
});

describe('POST /api/account/delete', () => {
  it('a wrong password is a 400 that says so, and nothing is deleted', async () => {
    const me = await createPersonWithData('CANARY-WRONG');
    const before = await userRowCounts(t.db, me.id);
    const response = await deleteAccount(me.cookie, { password: 'not my password 9' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'password_wrong',
      message: 'That password is not correct, so nothing was deleted.',
      field: 'password',
    });
    const spanish = await t.client.post('/api/account/delete', {
      cookie: me.cookie,
      body: { password: 'not my password 9' },
      headers: { 'accept-language': 'es' },
    });
    expect((await spanish.json()).error.message).toBe('Esa contraseña no es correcta, así que no se borró nada.');
    expect(await userRowCounts(t.db, me.id)).toEqual(before);
    expect((await t.client.get('/api/me', { cookie: me.cookie })).status).toBe(200);
  });

  it('asks for the password when none is typed', async () => {
    const { cookie } = await createUser(t);
    for (const body of [{}, { password: '' }]) {
      const response = await deleteAccount(cookie, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        message: 'Please type your password to confirm',
        field: 'password',
      });
    }
    expect((await deleteAccount(cookie, { password: 'x', extra: true })).status).toBe(400);
  });

  it('is rate limited like sign-in: after 10 wrong passwords even the right one waits', async () => {
    const me = await createUser(t);
    const id = await userIdOf(t.db, me.email);
    for (let i = 0; i < 10; i += 1) {
      expect((await deleteAccount(me.cookie, { password: `wrong guess ${i}` }, t.nextIp())).status).toBe(400);
    }
    const limited = await deleteAccount(me.cookie, { password: me.password }, t.nextIp());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, id))).toHaveLength(1);
  });

  it('is rate limited per address too (as many attempts as sign-in allows)', async () => {
    const { cookie } = await createUser(t);
    const ip = t.nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await deleteAccount(cookie, { password: '' }, ip)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
    expect((await deleteAccount(cookie, { password: '' }, t.nextIp())).status).toBe(400);
  });

  it('deletes every row of the person in every table, clears the cookie, and the email can sign up again', async () => {
    const me = await createPersonWithData('CANARY-DELETE-ME');
    const other = await createPersonWithData('CANARY-KEEP-OTHER');
    const before = await userRowCounts(t.db, me.id);
    const otherBefore = await userRowCounts(t.db, other.id);
    // The enumeration found every table the person has rows in, and each holds some.
    for (const table of FILLED_TABLES) expect(before[table], table).toBeGreaterThan(0);

    const response = await deleteAccount(me.cookie, { password: me.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/^better-auth\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/);

    const after = await userRowCounts(t.db, me.id);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await userRowCounts(t.db, other.id)).toEqual(otherBefore);
    expect((await t.client.get('/api/me', { cookie: me.cookie })).status).toBe(401);
    expect((await t.client.get('/api/me', { cookie: other.cookie })).status).toBe(200);

    // The same address signs up again as a new, empty account.
    const again = await createUser(t, { email: me.email, password: 'a different calm sea 7' });
    const data = AccountExportSchema.parse(await (await exportOf(again.cookie)).json());
    expect(data.profile.id).not.toBe(me.id);
    expect(data).toMatchObject({ check_ins: [], lesson_progress: [], subscription: null });
  });

  it('every table that holds user rows references users with ON DELETE CASCADE (a new table without it fails here)', async () => {
    const keys = await foreignKeys(t.db);
    const linked = new Set(['users']);
    for (let grew = true; grew;) {
      grew = false;
      for (const key of keys) {
        if (linked.has(key.ref_table) && !linked.has(key.table)) {
          linked.add(key.table);
          grew = true;
        }
      }
    }
    const notCascading = keys
      .filter((key) => linked.has(key.ref_table) && key.on_delete !== 'c')
      .map((key) => `${key.table}.${key.column} -> ${key.ref_table}`);
    expect(notCascading).toEqual([]);
    const userIdWithoutKey = (await tablesWithUserIdColumn(t.db)).filter(
      (table) => !keys.some((key) => key.table === table && key.column === 'user_id' && key.ref_table === 'users'),
    );
    expect(userIdWithoutKey).toEqual([]);
  });
});

describe('with production cookies', () => {
  it('clears the __Secure- session cookie, Secure and HttpOnly', async () => {
    const secure = await createTestApp({ secureCookies: true });
    onTestFinished(() => secure.dispose());
    const person = await createUser(secure);
    expect(person.cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    const response = await secure.client.post('/api/account/delete', {
      cookie: person.cookie,
      body: { password: person.password },
    });
    expect(response.status).toBe(200);
    const cleared = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('__Secure-better-auth.session_token='));
    expect(cleared).toMatch(/^__Secure-better-auth\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; HttpOnly/);
  });
});

describe('deletion with a provider subscription (Stripe)', () => {
  let s: StripeTestApp;
  beforeAll(async () => {
    s = await createStripeTestApp();
  });
  afterAll(() => s.dispose());

  async function subscribedStripeUser() {
    const person = await createStripeCustomer(s, STRIPE_CATALOG.standard.priceId);
    const live = putStripeSubscription(s, person.customerId, STRIPE_CATALOG.standard);
    await s.provider.refresh(person.id);
    return { ...person, subscriptionId: live.id };
  }

  it('cannot reach Stripe: 502 with a clear message, and nothing is deleted or canceled', async () => {
    const person = await subscribedStripeUser();
    s.stub.failNext(500, 10);
    const response = await s.client.post('/api/account/delete', {
      cookie: person.cookie,
      body: { password: person.password },
    });
    s.stub.failNext(500, 0);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toEqual({
      code: 'payment_provider_unavailable',
      message:
        'We could not reach the payment provider to cancel your subscription, so nothing was deleted. Please try again in a few minutes.',
    });
    expect(s.stub.subscriptions.get(person.subscriptionId)!.status).toBe('active');
    expect((await s.client.get('/api/me', { cookie: person.cookie })).status).toBe(200);
    const [row] = await s.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
    expect(row?.status).toBe('active');
  });

  it('cancels the Stripe subscription first, then deletes the person', async () => {
    const person = await subscribedStripeUser();
    const response = await s.client.post('/api/account/delete', {
      cookie: person.cookie,
      body: { password: person.password },
    });
    expect(response.status).toBe(200);
    expect(s.stub.requestsTo('DELETE', `/v1/subscriptions/${person.subscriptionId}`)).toHaveLength(1);
    expect(s.stub.subscriptions.get(person.subscriptionId)!.status).toBe('canceled');
    expect(await s.db.select().from(user).where(eq(user.id, person.id))).toEqual([]);
    expect(await s.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id))).toEqual([]);
  });
});
