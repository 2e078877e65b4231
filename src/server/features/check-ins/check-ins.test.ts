import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkIns, profiles, subscriptions, user } from '../../db/schema.js';
import { createTestApp, createUser, TEST_AUTH_SECRET } from '../../test/test-app.js';
import { createReflectionTokens } from './reflection-token.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** A free user who finished the screener, with `used` check-ins already counted. */
async function createFreeUser(used = 0) {
  const created = await createUser(t);
  const id = await userIdOf(created.email);
  await t.db.update(profiles).set({ hasCompletedScreener: true, checkInsUsed: used }).where(eq(profiles.id, id));
  return { ...created, id };
}

const save = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  t.client.post('/api/check-ins', { cookie, body, headers });
const reflect = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  t.client.post('/api/check-ins/reflect', { cookie, body, headers });

type Entry = { feeling_text: string; mood_level: number };
/** Asks for the entry's reflection and returns it with its token, as the check-in page does. */
async function reflectOn(cookie: string, entry: Entry) {
  const response = await reflect(cookie, entry);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    response: string;
    detected: { schema_key: string; phrase: string }[];
    crisis: boolean;
    reflection_token: string;
  };
}
/** Reflects, then saves the entry with the reflection's token. */
async function reflectAndSave(cookie: string, entry: Entry) {
  const { reflection_token } = await reflectOn(cookie, entry);
  return save(cookie, { ...entry, reflection_token });
}

describe('check-in access', () => {
  it('a user without the screener gets the limit error, naming the screener, on reflect and save', async () => {
    const { cookie } = await createUser(t);
    for (const response of [
      await reflect(cookie, { feeling_text: 'ok', mood_level: 3 }),
      await save(cookie, { feeling_text: 'ok', mood_level: 3 }),
    ]) {
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({
        code: 'check_in_limit',
        message: 'Complete the schema screener to unlock check-ins.',
      });
    }
  });

  it('a free user saves 5, then gets the limit error; the counter is the server’s', async () => {
    const { cookie, id } = await createFreeUser();
    const tokens: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const entry = { feeling_text: `day ${i}`, mood_level: 3 };
      const { reflection_token } = await reflectOn(cookie, entry);
      tokens.push(reflection_token);
      expect((await save(cookie, { ...entry, reflection_token })).status).toBe(201);
    }
    // A token obtained earlier is no way around the limit.
    const sixth = await save(cookie, { feeling_text: 'day 4', mood_level: 3, reflection_token: tokens[4] });
    expect(sixth.status).toBe(403);
    expect((await sixth.json()).error.message).toBe('Upgrade to continue using check-ins.');
    expect((await save(cookie, { feeling_text: 'day 6', mood_level: 3 })).status).toBe(403);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(5);
  });

  it('20 parallel saves at 4 used store exactly one check-in', async () => {
    const { cookie, id } = await createFreeUser(4);
    const entry = { feeling_text: 'parallel day', mood_level: 2 };
    const { reflection_token } = await reflectOn(cookie, entry);
    const responses = await Promise.all(Array.from({ length: 20 }, () => save(cookie, { ...entry, reflection_token })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, id))).toHaveLength(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(5);
  });

  it('a paid subscriber checks in without limit and without the screener; the counter does not move', async () => {
    const { cookie, email } = await createUser(t);
    const id = await userIdOf(email);
    await t.db.update(profiles).set({ checkInsUsed: 5 }).where(eq(profiles.id, id));
    await t.db.insert(subscriptions).values({
      userId: id,
      provider: 'sandbox',
      productId: 'prod_standard',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    expect((await save(cookie, { feeling_text: 'paid day', mood_level: 4 })).status).toBe(201);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(5);
  });
});

const patternText = "I failed the quiz again. I'm such a failure, I'm just not good enough and everyone can see it.";

describe('reflect', () => {
  it('answers a reflection, with the phrase of the text that shows each pattern', async () => {
    const { cookie } = await createFreeUser();
    const text = patternText;
    const response = await reflect(cookie, { feeling_text: text, mood_level: 2 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.response.length).toBeGreaterThan(40);
    expect(body.crisis).toBe(false);
    for (const d of body.detected) expect(text).toContain(d.phrase);
    expect(body.detected_schemas).toEqual(body.detected.map((d: { schema_key: string }) => d.schema_key));
  });

  it('crisis language gets the resources of the locale, no patterns, and the entry is still saved flagged', async () => {
    const { cookie, id } = await createFreeUser();
    const text = 'No quiero seguir viviendo, quiero morirme.';
    const response = await reflect(cookie, { feeling_text: text, mood_level: 1 }, { 'accept-language': 'es' });
    const body = await response.json();
    expect(body.crisis).toBe(true);
    expect(body.detected).toEqual([]);
    expect(JSON.stringify(body.resources)).toContain('024');
    const saved = await save(cookie, {
      feeling_text: text,
      mood_level: 1,
      reflection_token: body.reflection_token,
      detected: [{ schema_key: 'abandonment', phrase: 'quiero' }],
    });
    expect(saved.status).toBe(201);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userId, id));
    expect(row).toMatchObject({ crisis: true, detectedSchemas: [], aiResponse: body.response });
  });

  it('an everyday idiom is an ordinary check-in', async () => {
    const { cookie } = await createFreeUser();
    const body = await (
      await reflect(cookie, { feeling_text: 'This deadline is killing me, but I will make it.', mood_level: 3 })
    ).json();
    expect(body.crisis).toBe(false);
  });
});

describe('saving and listing', () => {
  it('stores the exercise and lists only the user’s own check-ins, newest first', async () => {
    const owner = await createFreeUser();
    const other = await createFreeUser();
    await save(owner.cookie, { feeling_text: 'first', mood_level: 2 });
    const entry = { feeling_text: patternText, mood_level: 2 };
    const reflection = await reflectOn(owner.cookie, entry);
    expect(reflection.detected.length).toBeGreaterThan(0);
    const answers = {
      evidence_supporting: 'I failed it',
      evidence_challenging: 'I passed the last two',
      alternative_thought: 'one quiz is not all of me',
    };
    const final = await (
      await t.client.post('/api/check-ins/final-reflection', {
        cookie: owner.cookie,
        body: { ...answers, original_thought: patternText, schema_type: reflection.detected[0]!.schema_key },
      })
    ).json();
    await save(owner.cookie, {
      ...entry,
      reflection_token: reflection.reflection_token,
      reframing_exercise: { ...answers, final_reflection_token: final.reflection_token },
    });
    await save(other.cookie, { feeling_text: 'not yours', mood_level: 3 });

    const list = await (await t.client.get('/api/check-ins', { cookie: owner.cookie })).json();
    expect(list.total).toBe(2);
    expect(list.items.map((i: { feeling_text: string }) => i.feeling_text)).toEqual([patternText, 'first']);
    expect(list.items[0]).toMatchObject({
      detected_schemas: reflection.detected.map((d) => d.schema_key),
      pattern_evidence: reflection.detected,
      reframing_exercise: { ...answers, final_reflection: final.response },
      ai_response: reflection.response,
    });
    expect(JSON.stringify(list)).not.toContain('not yours');
  });

  it('paginates the full history', async () => {
    const { cookie } = await createFreeUser();
    for (let i = 0; i < 3; i += 1) await save(cookie, { feeling_text: `entry ${i}`, mood_level: 3 });
    const page2 = await (await t.client.get('/api/check-ins?page=2&page_size=2', { cookie })).json();
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.items.map((i: { feeling_text: string }) => i.feeling_text)).toEqual(['entry 0']);
    // A page past the end has no row to carry the total: it is still given.
    const past = await (await t.client.get('/api/check-ins?page=5&page_size=2', { cookie })).json();
    expect(past).toMatchObject({ items: [], total: 3, page: 5 });
    const none = await (await t.client.get('/api/check-ins', { cookie: (await createFreeUser()).cookie })).json();
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
    expect((await t.client.get('/api/check-ins?page=0', { cookie })).status).toBe(400);
    expect((await t.client.get('/api/check-ins?page_size=500', { cookie })).status).toBe(400);
  });

  it.each([
    [{ feeling_text: '', mood_level: 3 }, "Please share how you're feeling"],
    [{ feeling_text: '    ', mood_level: 3 }, "Please share how you're feeling"],
    [{ feeling_text: 'x'.repeat(501), mood_level: 3 }, 'under 500 characters'],
    [{ feeling_text: 'ok', mood_level: 0 }, 'from 1 to 5'],
    [{ feeling_text: 'ok', mood_level: 6 }, 'from 1 to 5'],
    [{ feeling_text: 'ok', mood_level: 2.5 }, 'from 1 to 5'],
    [{ feeling_text: 'ok', mood_level: '3' }, 'from 1 to 5'],
    [{ feeling_text: 'ok', mood_level: 3, reflection_token: 'not a token' }, 'This reflection has expired'],
    [
      {
        feeling_text: 'ok',
        mood_level: 3,
        reframing_exercise: {
          evidence_supporting: 'a',
          evidence_challenging: 'b',
          alternative_thought: ' ',
          final_reflection: '',
        },
      },
      'balanced thought',
    ],
    [
      {
        feeling_text: 'ok',
        mood_level: 3,
        reframing_exercise: {
          evidence_supporting: 'x'.repeat(1001),
          evidence_challenging: '',
          alternative_thought: 'y',
          final_reflection: '',
        },
      },
      'too long',
    ],
  ])('refuses %j with a 400 and stores nothing', async (body, message) => {
    const { cookie, id } = await createFreeUser();
    const response = await save(cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, id))).toHaveLength(0);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(0);
  });

  it('a token longer than any the server signs gets a 400 and stores nothing', async () => {
    const { cookie, id } = await createFreeUser();
    const response = await save(cookie, {
      feeling_text: 'ok',
      mood_level: 3,
      reflection_token: `a.${'b'.repeat(40_000)}.c`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('validation');
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userId, id))).toHaveLength(0);
  });

  it('a 2 MiB body gets 413 and the reflect endpoint validates the same way', async () => {
    const { cookie } = await createFreeUser();
    const big = await save(cookie, { feeling_text: 'x'.repeat(2 * 1024 * 1024), mood_level: 3 });
    expect(big.status).toBe(413);
    const bad = await reflect(cookie, { feeling_text: 'x'.repeat(501), mood_level: 3 });
    expect(bad.status).toBe(400);
  });

  it('signed out: 401 everywhere', async () => {
    expect((await t.client.get('/api/check-ins')).status).toBe(401);
    expect((await t.client.post('/api/check-ins', { body: { feeling_text: 'x', mood_level: 3 } })).status).toBe(401);
    expect((await t.client.post('/api/check-ins/reflect', { body: { feeling_text: 'x', mood_level: 3 } })).status).toBe(
      401,
    );
  });

  it('final reflection: needs a balanced thought; crisis words in any field get the resources', async () => {
    const { cookie } = await createFreeUser();
    const base = {
      original_thought: 'everyone leaves me',
      evidence_supporting: 'she left',
      evidence_challenging: 'he stayed',
      alternative_thought: 'some people stay',
      schema_type: 'abandonment',
    };
    const ok = await t.client.post('/api/check-ins/final-reflection', { cookie, body: base });
    expect(ok.status).toBe(200);
    expect((await ok.json()).crisis).toBe(false);
    const empty = await t.client.post('/api/check-ins/final-reflection', {
      cookie,
      body: { ...base, alternative_thought: '' },
    });
    expect(empty.status).toBe(400);
    const crisis = await t.client.post('/api/check-ins/final-reflection', {
      cookie,
      body: { ...base, evidence_challenging: 'honestly I want to end my life' },
    });
    expect((await crisis.json()).crisis).toBe(true);
  });

  it('canary: no submitted text ever reaches the logs', async () => {
    const { cookie } = await createFreeUser();
    const canary = 'canary-7Q2 my cat knocked over the plant';
    await reflect(cookie, { feeling_text: canary, mood_level: 3 });
    const { reflection_token } = await reflectOn(cookie, { feeling_text: canary, mood_level: 3 });
    await save(cookie, { feeling_text: canary, mood_level: 3, ai_response: 'canary-reply-9Z', reflection_token });
    await save(cookie, { feeling_text: 'canary-bad-4X'.padEnd(600, 'x'), mood_level: 3 });
    const logs = t.logs.text();
    expect(logs).toContain('/api/check-ins');
    expect(logs).not.toContain('canary-7Q2');
    expect(logs).not.toContain('canary-reply-9Z');
    expect(logs).not.toContain('canary-bad-4X');
  });
});

describe('replies that listen: the person’s recent replies and time zone', () => {
  const firstSentence = (reply: string) => reply.split(/(?<=[.!?])\s/)[0];
  const lastSentence = (reply: string) => reply.split(/(?<=[.!?])\s/).at(-1);

  it('a second identical check-in opens and closes with other lines than the first', async () => {
    const { cookie } = await createFreeUser();
    const entry = { feeling_text: 'ok day, some work, some rest', mood_level: 3 };
    const { response: first, reflection_token } = await reflectOn(cookie, entry);
    expect((await save(cookie, { ...entry, reflection_token })).status).toBe(201);
    const second: string = (await (await reflect(cookie, entry)).json()).response;
    expect(firstSentence(second)).not.toBe(firstSentence(first));
    expect(lastSentence(second)).not.toBe(lastSentence(first));
    // Another person's saved replies are not theirs to avoid: a new user gets the first reply.
    const other = await createFreeUser();
    expect((await (await reflect(other.cookie, entry)).json()).response).toBe(first);
  });

  /** A fixed-offset zone where it is now `hour` o'clock (Etc/GMT signs are inverted). */
  function zoneAt(hour: number): string {
    const offset = ((((hour - new Date().getUTCHours()) % 24) + 24 + 12) % 24) - 12;
    return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  }

  it('a time zone the server does not know is ignored, not a lost reflection; a malformed one is refused', async () => {
    const { cookie } = await createFreeUser();
    const unknown = await reflect(cookie, {
      feeling_text: 'A calm day.',
      mood_level: 3,
      time_zone: 'Mars/Olympus_Mons',
    });
    expect(unknown.status).toBe(200);
    const malformed = await reflect(cookie, { feeling_text: 'A calm day.', mood_level: 3, time_zone: '<script>' });
    expect(malformed.status).toBe(400);
  });

  it('says "tonight" only where it is evening', async () => {
    const { cookie } = await createFreeUser();
    const texts = Array.from({ length: 12 }, (_, i) => `rough day ${i + 1}, I feel so tired and sad`);
    const replies = async (time_zone?: string) =>
      Promise.all(
        texts.map(async (feeling_text) => {
          const response = await reflect(cookie, { feeling_text, mood_level: 1, ...(time_zone ? { time_zone } : {}) });
          expect(response.status).toBe(200);
          return (await response.json()).response as string;
        }),
      );
    // 21:00 and 11:00 local: an hour either way still lands in the same part of the day.
    expect((await replies(zoneAt(21))).some((r) => /\btonight\b/.test(r))).toBe(true);
    expect((await replies(zoneAt(11))).filter((r) => /\btonight\b/.test(r))).toEqual([]);
    expect((await replies()).filter((r) => /\btonight\b/.test(r))).toEqual([]);
    const bad = await reflect(cookie, { feeling_text: texts[0], mood_level: 1, time_zone: 'Europe/<Paris>' });
    expect(bad.status).toBe(400);
  });
});

describe('crisis before limits (beyond-the-spec 4)', () => {
  const crisisText = 'Ya no quiero vivir. Esta noche me tomo todas las pastillas.';
  const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

  it('a free user at the limit who writes a crisis text gets the crisis response, not the limit error', async () => {
    const { cookie } = await createFreeUser(5);
    const response = await reflect(cookie, { feeling_text: crisisText, mood_level: 1 }, { 'accept-language': 'es' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ crisis: true, safety: 'current_risk', detected: [], detected_schemas: [] });
    expect(body.resources.length).toBeGreaterThan(0);
    const ordinary = await reflect(cookie, { feeling_text: 'a quiet day at home', mood_level: 3 });
    expect(ordinary.status).toBe(403);
    expect((await ordinary.json()).error.code).toBe('check_in_limit');
  });

  it('saves a crisis entry at the limit, flagged, without moving the counter; an ordinary one is still refused', async () => {
    const { cookie, id } = await createFreeUser(5);
    const saved = await save(cookie, { feeling_text: crisisText, mood_level: 1, ai_response: 'crisis reply' });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ crisis: true, detected_schemas: [] });
    expect((await save(cookie, { feeling_text: 'a quiet day at home', mood_level: 3 })).status).toBe(403);
    expect((await profileOf(id))?.checkInsUsed).toBe(5);
  });

  it('a client-written final_reflection with crisis words is neither stored nor lifts the limit', async () => {
    const { cookie, id } = await createFreeUser(5);
    const exercise = {
      evidence_supporting: '',
      evidence_challenging: '',
      alternative_thought: 'I can ask for the day off.',
      final_reflection: 'I want to kill myself tonight.',
    };
    const atLimit = await save(cookie, {
      feeling_text: 'a quiet day at home',
      mood_level: 3,
      reframing_exercise: exercise,
    });
    expect(atLimit.status).toBe(403);
    const { cookie: other, id: otherId } = await createFreeUser(1);
    const entry = { feeling_text: 'a quiet day at home', mood_level: 3 };
    const { reflection_token } = await reflectOn(other, entry);
    const saved = await save(other, { ...entry, reflection_token, reframing_exercise: exercise });
    expect(saved.status).toBe(201);
    const body = await saved.json();
    expect(body).toMatchObject({ crisis: false, reframing_exercise: { final_reflection: '' } });
    expect(JSON.stringify(body)).not.toContain('kill myself');
    expect((await profileOf(otherId))?.checkInsUsed).toBe(2);
    expect((await profileOf(id))?.checkInsUsed).toBe(5);
  });

  it('a crisis reply from a model is saved flagged, but counted and within the limit', async () => {
    const { cookie, id } = await createFreeUser(4);
    const entry = { feeling_text: 'a quiet day at home', mood_level: 2 };
    // What /reflect signs when a configured model flags a risk the rules did not see (the engine's
    // escalation itself is tested in openai-provider.test.ts).
    const flagged = { response: 'the crisis reply', detected: [], crisis: true };
    const reflection_token = await createReflectionTokens(TEST_AUTH_SECRET).signCheckIn(id, entry, flagged);
    const saved = await save(cookie, { ...entry, reflection_token });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ crisis: true, detected_schemas: [], ai_response: 'the crisis reply' });
    expect((await profileOf(id))?.checkInsUsed).toBe(5);
    expect((await save(cookie, { ...entry, reflection_token })).status).toBe(403);
  });

  it('a crisis entry never uses up a free check-in; an ordinary one does', async () => {
    const { cookie, id } = await createFreeUser(2);
    expect((await save(cookie, { feeling_text: 'I cut my arm again tonight.', mood_level: 1 })).status).toBe(201);
    expect((await profileOf(id))?.checkInsUsed).toBe(2);
    expect(
      (await reflectAndSave(cookie, { feeling_text: 'Tea with my sister, a good walk.', mood_level: 4 })).status,
    ).toBe(201);
    expect((await profileOf(id))?.checkInsUsed).toBe(3);
  });

  it('before the screener, a crisis text still reaches the crisis response and is saved; ordinary text is refused', async () => {
    const { cookie, email } = await createUser(t);
    const id = await userIdOf(email);
    const response = await reflect(cookie, { feeling_text: 'I want to kill myself tonight.', mood_level: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ crisis: true, safety: 'current_risk' });
    expect((await save(cookie, { feeling_text: 'I want to kill myself tonight.', mood_level: 1 })).status).toBe(201);
    expect((await profileOf(id))?.checkInsUsed).toBe(0);
    expect((await reflect(cookie, { feeling_text: 'ok', mood_level: 3 })).status).toBe(403);
  });

  it('answers the graded level: none, or a past mention with the ordinary reflection', async () => {
    const { cookie } = await createFreeUser();
    const plain = await (await reflect(cookie, { feeling_text: 'Busy day, tired but fine.', mood_level: 3 })).json();
    expect(plain).toMatchObject({ crisis: false, safety: 'none', resources: [] });
    const past = await (
      await reflect(cookie, {
        feeling_text: 'Two years ago I wanted to die. Today I ran my first half marathon and cried at the finish.',
        mood_level: 4,
      })
    ).json();
    expect(past).toMatchObject({ crisis: false, safety: 'past_or_mention', resources: [] });
    expect(past.response.length).toBeGreaterThan(40);
  });

  it('saves the server’s reading: a past mention is not flagged, whatever the client sent', async () => {
    const { cookie, id } = await createFreeUser();
    const text = 'Years ago I used to pray not to wake up. These days I watch the sunrise with coffee.';
    const { reflection_token } = await reflectOn(cookie, { feeling_text: text, mood_level: 4 });
    expect((await save(cookie, { feeling_text: text, mood_level: 4, crisis: true, reflection_token })).status).toBe(
      201,
    );
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userId, id));
    expect(row?.crisis).toBe(false);
    expect((await profileOf(id))?.checkInsUsed).toBe(1);
  });

  it('the final reflection answers the level too, and reaches the crisis response at the limit', async () => {
    const { cookie } = await createFreeUser(5);
    const exercise = {
      original_thought: 'Everyone would be better off without me.',
      evidence_supporting: 'I cost them money.',
      evidence_challenging: '',
      alternative_thought: 'I am not sure.',
      schema_type: 'defectiveness_shame',
    };
    const response = await t.client.post('/api/check-ins/final-reflection', { cookie, body: exercise });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ crisis: true, safety: 'current_risk' });
  });
});

describe('the saved reflection is the server’s (reflection tokens)', () => {
  const entry = { feeling_text: patternText, mood_level: 2 };
  const rowsOf = (id: string) => t.db.select().from(checkIns).where(eq(checkIns.userId, id));
  const answers = {
    evidence_supporting: 'I failed it',
    evidence_challenging: 'I passed the last two',
    alternative_thought: 'one quiz is not all of me',
  };

  /** A token whose payload says something else, with the original signature. */
  function tamper(token: string, change: (claims: Record<string, unknown>) => void) {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    change(claims);
    return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  }

  async function expectRefused(response: Response, id: string, usedBefore: number) {
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'reflection_token_invalid',
      message: 'This reflection has expired or was not made for this entry. Please ask for a new one.',
    });
    expect(await rowsOf(id)).toHaveLength(0);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(usedBefore);
  }

  it('a save with a client-invented reflection, patterns and crisis flag stores none of it and uses no check-in', async () => {
    const { cookie, id } = await createFreeUser();
    const saved = await save(cookie, {
      ...entry,
      ai_response: 'You are clearly depressed.',
      detected: [{ schema_key: 'abandonment', phrase: 'quiz' }],
      crisis_reply: true,
    });
    expect(saved.status).toBe(201);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ aiResponse: null, detectedSchemas: [], patternEvidence: [], crisis: false });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(0);
  });

  it('a valid token stores exactly the server’s reflection and evidence, whatever else the body says', async () => {
    const { cookie, id } = await createFreeUser();
    const reflection = await reflectOn(cookie, entry);
    expect(reflection.detected.length).toBeGreaterThan(0);
    const saved = await save(cookie, {
      ...entry,
      reflection_token: reflection.reflection_token,
      ai_response: 'something else',
      detected: [{ schema_key: 'subjugation', phrase: 'quiz' }],
    });
    expect(saved.status).toBe(201);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      aiResponse: reflection.response,
      detectedSchemas: reflection.detected.map((d) => d.schema_key),
      patternEvidence: reflection.detected,
      crisis: false,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.checkInsUsed).toBe(1);
  });

  it('a tampered token (another reply or other patterns under the same signature) gets a 400, in English and Spanish', async () => {
    const { cookie, id } = await createFreeUser();
    const { reflection_token } = await reflectOn(cookie, entry);
    const otherReply = tamper(reflection_token, (claims) => (claims.response = 'a reply the server never wrote'));
    await expectRefused(await save(cookie, { ...entry, reflection_token: otherReply }), id, 0);
    const otherPatterns = tamper(reflection_token, (claims) => (claims.detected = []));
    const spanish = await save(cookie, { ...entry, reflection_token: otherPatterns }, { 'accept-language': 'es' });
    expect(spanish.status).toBe(400);
    expect((await spanish.json()).error.message).toBe(
      'Esta reflexión caducó o no corresponde a este registro. Pide una nueva.',
    );
  });

  it('a forged token (signed with another secret) or one for another kind of reflection gets a 400', async () => {
    const { cookie, id } = await createFreeUser();
    const forger = createReflectionTokens('y'.repeat(32));
    const forged = await forger.signCheckIn(id, entry, { response: 'forged', detected: [], crisis: false });
    await expectRefused(await save(cookie, { ...entry, reflection_token: forged }), id, 0);
    const genuine = createReflectionTokens(TEST_AUTH_SECRET);
    const finalAsCheckIn = await genuine.signFinal(
      id,
      { ...answers, feeling_text: entry.feeling_text },
      { response: 'closing words', crisis: false },
    );
    await expectRefused(await save(cookie, { ...entry, reflection_token: finalAsCheckIn }), id, 0);
  });

  it('an expired token (older than two hours) gets a 400', async () => {
    const { cookie, id } = await createFreeUser();
    const threeHoursAgo = createReflectionTokens(TEST_AUTH_SECRET, () => Date.now() - 3 * 60 * 60 * 1000);
    const expired = await threeHoursAgo.signCheckIn(id, entry, { response: 'old reply', detected: [], crisis: false });
    await expectRefused(await save(cookie, { ...entry, reflection_token: expired }), id, 0);
    const fresh = await createReflectionTokens(TEST_AUTH_SECRET).signCheckIn(id, entry, {
      response: 'fresh reply',
      detected: [],
      crisis: false,
    });
    expect((await save(cookie, { ...entry, reflection_token: fresh })).status).toBe(201);
  });

  it('another user’s token, or a token for another text or mood, gets a 400', async () => {
    const owner = await createFreeUser();
    const other = await createFreeUser();
    const { reflection_token } = await reflectOn(owner.cookie, entry);
    await expectRefused(await save(other.cookie, { ...entry, reflection_token }), other.id, 0);
    await expectRefused(
      await save(owner.cookie, { ...entry, feeling_text: `${entry.feeling_text} And more.`, reflection_token }),
      owner.id,
      0,
    );
    await expectRefused(await save(owner.cookie, { ...entry, mood_level: 5, reflection_token }), owner.id, 0);
    // The same text with other surrounding whitespace is the same entry (the schema trims it).
    expect(
      (await save(owner.cookie, { ...entry, feeling_text: ` ${entry.feeling_text} `, reflection_token })).status,
    ).toBe(201);
  });

  it('the closing reflection is stored only with its token, and only for the answers it was given', async () => {
    const { cookie, id } = await createFreeUser();
    const reflection = await reflectOn(cookie, entry);
    const final = await (
      await t.client.post('/api/check-ins/final-reflection', {
        cookie,
        body: { ...answers, original_thought: entry.feeling_text, schema_type: 'defectiveness_shame' },
      })
    ).json();
    expect(final.reflection_token).toEqual(expect.any(String));
    const base = { ...entry, reflection_token: reflection.reflection_token };
    const otherAnswers = {
      ...answers,
      alternative_thought: 'something I did not write then',
      final_reflection_token: final.reflection_token,
    };
    await expectRefused(await save(cookie, { ...base, reframing_exercise: otherAnswers }), id, 0);
    const checkInAsFinal = { ...answers, final_reflection_token: reflection.reflection_token };
    await expectRefused(await save(cookie, { ...base, reframing_exercise: checkInAsFinal }), id, 0);

    const withFinal = { ...answers, final_reflection_token: final.reflection_token, final_reflection: 'made up' };
    const saved = await save(cookie, { ...base, reframing_exercise: withFinal });
    expect(saved.status).toBe(201);
    expect((await saved.json()).reframing_exercise).toEqual({ ...answers, final_reflection: final.response });
  });
});
