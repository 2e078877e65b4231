import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkIns, profiles } from '../../db/schema.js';
import { CheckInPageSchema, FinalReflectionResponseSchema } from '../../../shared/schemas/responses.js';
import { createInstanceOnSameDatabase, createTestApp, createUser, TEST_APP_URL } from '../../test/test-app.js';
import { createCheckInPageCache, type PageRequest } from './page-cache.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  // The caches as in production, on PostgreSQL too (where the test app leaves them off by default).
  t = await createTestApp({ sessionCache: {} });
  await untilListening(t);
});
afterAll(() => t.dispose());

async function untilListening(app: Pick<TestApp, 'checkInPages'>) {
  for (let waited = 0; !app.checkInPages?.listening; waited += 10) {
    if (waited > 5_000) throw new Error('the check-in page cache never started listening');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const firstPage: PageRequest = { page: 1, page_size: 10 };
const patternText = "I failed the quiz again. I'm such a failure, I'm just not good enough and everyone can see it.";
const answers = {
  evidence_supporting: 'I failed it',
  evidence_challenging: 'I passed the last two',
  alternative_thought: 'one quiz is not all of me',
};

/** A person who has done the screener, so their saves are accepted. */
async function createWriter(app: TestApp = t) {
  const created = await createUser(app);
  await app.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, created.id));
  return created;
}

async function history(app: Pick<TestApp, 'client'>, cookie: string) {
  const response = await app.client.get('/api/check-ins', { cookie });
  expect(response.status).toBe(200);
  return CheckInPageSchema.parse(await response.json());
}

/**
 * Reads the first page until the answer came from the cache: what follows tests a page that is
 * kept. On PostgreSQL the notification of a test's own setup write can arrive after the first read
 * and rightly drop it, hence the retries.
 */
async function cachedHistory(app: Pick<TestApp, 'client' | 'checkInPages'>, person: { id: string; cookie: string }) {
  for (let attempt = 0; app.checkInPages!.get(person.id, firstPage) === undefined; attempt++) {
    if (attempt > 50) throw new Error('the page was never cached');
    await history(app, person.cookie);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return history(app, person.cookie);
}

/** Polls the first page until `seen` holds; fails when that takes longer than `ms` (well under the TTL). */
async function expectSeenWithin(
  app: Pick<TestApp, 'client'>,
  cookie: string,
  seen: (page: Awaited<ReturnType<typeof history>>) => boolean,
  ms: number,
) {
  const started = Date.now();
  while (!seen(await history(app, cookie))) {
    if (Date.now() - started > ms) throw new Error(`the change was not seen ${ms} ms after it was made`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Reflects on the text and saves the entry with the reflection's token, as the check-in page does. */
async function saveReflected(app: Pick<TestApp, 'client'>, cookie: string, feeling_text = patternText) {
  const entry = { feeling_text, mood_level: 2 };
  const reflected = await app.client.post('/api/check-ins/reflect', { cookie, body: entry });
  expect(reflected.status).toBe(200);
  const { reflection_token } = (await reflected.json()) as { reflection_token: string };
  const saved = await app.client.post('/api/check-ins', { cookie, body: { ...entry, reflection_token } });
  expect(saved.status).toBe(201);
  return (await saved.json()) as { id: string };
}

/** PUT and DELETE as the browser sends them (same origin, session cookie). */
function send(method: 'PUT' | 'DELETE', path: string, cookie: string, body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_APP_URL, cookie };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    t.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

describe('the check-in page cache: a change shows in the very next read', () => {
  it('a save', async () => {
    const person = await createWriter();
    expect((await cachedHistory(t, person)).total).toBe(0);
    const saved = await saveReflected(t, person.cookie);
    const after = await history(t, person.cookie);
    expect(after.total).toBe(1);
    expect(after.items.map((item) => item.id)).toEqual([saved.id]);
  });

  it('a delete', async () => {
    const person = await createWriter();
    const saved = await saveReflected(t, person.cookie);
    expect((await cachedHistory(t, person)).total).toBe(1);
    expect((await send('DELETE', `/api/check-ins/${saved.id}`, person.cookie)).status).toBe(204);
    expect(await history(t, person.cookie)).toMatchObject({ total: 0, items: [] });
  });

  it('the exercise attached later', async () => {
    const person = await createWriter();
    const saved = await saveReflected(t, person.cookie);
    expect((await cachedHistory(t, person)).items[0]!.reframing_exercise).toBeNull();
    const attached = await send('PUT', `/api/check-ins/${saved.id}/reframing-exercise`, person.cookie, answers);
    expect(attached.status).toBe(200);
    expect((await history(t, person.cookie)).items[0]!.reframing_exercise).toEqual({
      ...answers,
      final_reflection: '',
    });
  });

  it('a final reflection', async () => {
    const person = await createWriter();
    const saved = await saveReflected(t, person.cookie);
    const closing = await t.client.post(`/api/check-ins/${saved.id}/final-reflection`, {
      cookie: person.cookie,
      body: answers,
    });
    expect(closing.status).toBe(200);
    const final = FinalReflectionResponseSchema.parse(await closing.json());
    // Asking for the closing reflection changes nothing saved: the page may stay cached.
    expect((await cachedHistory(t, person)).items[0]!.reframing_exercise).toBeNull();
    const attached = await send('PUT', `/api/check-ins/${saved.id}/reframing-exercise`, person.cookie, {
      ...answers,
      final_reflection_token: final.reflection_token,
    });
    expect(attached.status).toBe(200);
    expect((await history(t, person.cookie)).items[0]!.reframing_exercise).toEqual({
      ...answers,
      final_reflection: final.response,
    });
  });

  it('account deletion: the session is refused and none of the person’s pages stays in memory', async () => {
    const person = await createWriter();
    await saveReflected(t, person.cookie);
    await cachedHistory(t, person);
    const deleted = await t.client.post('/api/account/delete', {
      cookie: person.cookie,
      body: { password: person.password },
      ip: t.nextIp(),
    });
    expect(deleted.status).toBe(200);
    expect(t.checkInPages!.pagesOf(person.id)).toBe(0);
    expect((await t.client.get('/api/check-ins', { cookie: person.cookie })).status).toBe(401);
  });

  it('a check-in written straight into the database (another instance, a tool) reaches the cache through it', async () => {
    const person = await createWriter();
    expect((await cachedHistory(t, person)).total).toBe(0);
    await t.db.insert(checkIns).values({ userId: person.id, feelingText: 'Written by a tool.', moodLevel: 3 });
    await expectSeenWithin(t, person.cookie, (page) => page.total === 1, 1_000);
  });

  it('another person never sees a page kept for someone else (same page request)', async () => {
    const first = await createWriter();
    const second = await createWriter();
    await saveReflected(t, first.cookie);
    expect((await cachedHistory(t, first)).total).toBe(1);
    expect(await history(t, second.cookie)).toMatchObject({ total: 0, items: [] });
  });
});

describe('the instance that made a change', () => {
  it('drops the person’s pages before it answers, without waiting for the database’s notification', async () => {
    const deaf = await createTestApp({ sessionCache: { follow: false } });
    try {
      const person = await createWriter(deaf);
      expect((await cachedHistory(deaf, person)).total).toBe(0);
      await saveReflected(deaf, person.cookie);
      expect((await history(deaf, person.cookie)).total).toBe(1);
    } finally {
      await deaf.dispose();
    }
  });
});

describe.runIf(onPostgres)('two app instances on one PostgreSQL database', () => {
  it('a save on A shows in the next read on B within the notification delay', async () => {
    const b = await createInstanceOnSameDatabase(t);
    try {
      await untilListening(b);
      const person = await createWriter();
      expect((await cachedHistory(b, person)).total).toBe(0);
      await saveReflected(t, person.cookie);
      await expectSeenWithin(b, person.cookie, (page) => page.total === 1, 1_000);
    } finally {
      await b.dispose();
    }
  });
});

describe('createCheckInPageCache', () => {
  const listening = (options: Partial<Parameters<typeof createCheckInPageCache>[0]> = {}) => {
    const cache = createCheckInPageCache({ ttlMs: 5_000, ...options });
    cache.setListening(true);
    return cache;
  };
  const page = (n: number): PageRequest => ({ page: n, page_size: 10 });

  it('keeps nothing while it cannot hear the invalidations, and forgets everything when it stops hearing them', () => {
    const cache = createCheckInPageCache({ ttlMs: 5_000 });
    cache.set('u', firstPage, '{}', cache.generation());
    expect(cache.get('u', firstPage)).toBeUndefined();
    cache.setListening(true);
    cache.set('u', firstPage, '{}', cache.generation());
    expect(cache.get('u', firstPage)).toBe('{}');
    cache.setListening(false);
    expect(cache.get('u', firstPage)).toBeUndefined();
  });

  it('keys by person and by every parameter of the page request', () => {
    const cache = listening();
    cache.set('a', { page: 1, page_size: 10 }, 'a-1-10', cache.generation());
    expect(cache.get('b', { page: 1, page_size: 10 })).toBeUndefined();
    expect(cache.get('a', { page: 2, page_size: 10 })).toBeUndefined();
    expect(cache.get('a', { page: 1, page_size: 20 })).toBeUndefined();
    expect(cache.get('a', { page: 1, page_size: 10 })).toBe('a-1-10');
  });

  it('does not store a page read from the database before an invalidation', () => {
    const cache = listening();
    const readAt = cache.generation();
    cache.forgetUser('u');
    cache.set('u', firstPage, '{}', readAt);
    expect(cache.get('u', firstPage)).toBeUndefined();
  });

  it('never keeps a page past its TTL', () => {
    let clock = 0;
    const cache = listening({ now: () => clock });
    cache.set('u', firstPage, '{}', cache.generation());
    clock += 4_999;
    expect(cache.get('u', firstPage)).toBe('{}');
    clock += 1;
    expect(cache.get('u', firstPage)).toBeUndefined();
  });

  it('keeps a few pages a person, the least recently read out first', () => {
    const cache = listening({ limits: { perUser: 2 } });
    cache.set('u', page(1), 'one', cache.generation());
    cache.set('u', page(2), 'two', cache.generation());
    cache.get('u', page(1));
    cache.set('u', page(3), 'three', cache.generation());
    expect(cache.pagesOf('u')).toBe(2);
    expect(cache.get('u', page(1))).toBe('one');
    expect(cache.get('u', page(2))).toBeUndefined();
    expect(cache.get('u', page(3))).toBe('three');
  });

  it('holds at most its bound of pages and of characters, the least recently read out first', () => {
    const byCount = listening({ limits: { pages: 2 } });
    byCount.set('a', firstPage, 'a', byCount.generation());
    byCount.set('b', firstPage, 'b', byCount.generation());
    byCount.get('a', firstPage);
    byCount.set('c', firstPage, 'c', byCount.generation());
    expect([byCount.get('a', firstPage), byCount.get('b', firstPage), byCount.get('c', firstPage)]).toEqual([
      'a',
      undefined,
      'c',
    ]);

    const bySize = listening({ limits: { characters: 10 } });
    bySize.set('a', firstPage, 'x'.repeat(6), bySize.generation());
    bySize.set('b', firstPage, 'y'.repeat(6), bySize.generation());
    bySize.set('c', firstPage, 'z'.repeat(11), bySize.generation());
    expect(bySize.get('a', firstPage)).toBeUndefined();
    expect(bySize.get('b', firstPage)).toBe('y'.repeat(6));
    expect(bySize.get('c', firstPage)).toBeUndefined();
    expect(bySize.size).toBe(1);
  });
});
