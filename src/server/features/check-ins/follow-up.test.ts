import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkIns, profiles, user } from '../../db/schema.js';
import {
  CheckInListItemSchema,
  FinalReflectionResponseSchema,
  MeResponseSchema,
} from '../../../shared/schemas/responses.js';
import { messages } from '../../../shared/messages.js';
import { createTestApp, createUser, TEST_APP_URL } from '../../test/test-app.js';

/**
 * Words are never lost (beyond-the-spec 4b): a check-in is saved with its reflection as soon as the
 * reflection is shown; the reframing exercise is an optional follow-up attached to the saved entry,
 * now or later from the history; an entry can be deleted; a failed reflection uses no free check-in.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const patternText = "I failed the quiz again. I'm such a failure, I'm just not good enough and everyone can see it.";
const otherPatternText = 'Everyone leaves me in the end. I am sure she will leave me too, they always do.';
const answers = {
  evidence_supporting: 'I failed it',
  evidence_challenging: 'I passed the last two',
  alternative_thought: 'one quiz is not all of me',
};

async function createFreeUser(used = 0) {
  const created = await createUser(t);
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, created.email));
  await t.db.update(profiles).set({ hasCompletedScreener: true, checkInsUsed: used }).where(eq(profiles.id, row!.id));
  return { ...created, id: row!.id };
}

const usedOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.checkInsUsed;
const rowsOf = (id: string) => t.db.select().from(checkIns).where(eq(checkIns.userId, id));

/** PUT and DELETE as the browser sends them (same origin, session cookie). */
function send(method: 'PUT' | 'DELETE', path: string, cookie: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_APP_URL };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    t.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}
const finalFor = (cookie: string | undefined, id: string, body: unknown, headers: Record<string, string> = {}) =>
  t.client.post(`/api/check-ins/${id}/final-reflection`, { cookie, body, headers });
const attach = (cookie: string | undefined, id: string, body: unknown) =>
  send('PUT', `/api/check-ins/${id}/reframing-exercise`, cookie, body);
const remove = (cookie: string | undefined, id: string) => send('DELETE', `/api/check-ins/${id}`, cookie);

/** Reflects on the text and saves the entry at once with the reflection's token, as the check-in page does. */
async function saveReflected(cookie: string, feeling_text = patternText) {
  const entry = { feeling_text, mood_level: 2 };
  const reflected = await t.client.post('/api/check-ins/reflect', { cookie, body: entry });
  expect(reflected.status).toBe(200);
  const reflection = (await reflected.json()) as {
    response: string;
    detected: { schema_key: string; phrase: string }[];
    reflection_token: string;
  };
  const saved = await t.client.post('/api/check-ins', {
    cookie,
    body: { ...entry, reflection_token: reflection.reflection_token },
  });
  expect(saved.status).toBe(201);
  return { reflection, checkIn: CheckInListItemSchema.parse(await saved.json()) };
}

async function closingReflection(cookie: string, id: string, body: unknown = answers) {
  const response = await finalFor(cookie, id, body);
  expect(response.status).toBe(200);
  const parsed = FinalReflectionResponseSchema.parse(await response.json());
  expect(parsed.reflection_token).toEqual(expect.any(String));
  return parsed as typeof parsed & { reflection_token: string };
}

describe('the exercise follows a saved check-in', () => {
  it('the entry is saved with its reflection first; the exercise attached later keeps the closing reflection; one check-in used', async () => {
    const { cookie, id } = await createFreeUser();
    const { reflection, checkIn } = await saveReflected(cookie);
    expect(reflection.detected.length).toBeGreaterThan(0);
    expect(checkIn).toMatchObject({ ai_response: reflection.response, reframing_exercise: null });
    expect(await usedOf(id)).toBe(1);

    const final = await closingReflection(cookie, checkIn.id);
    const attached = await attach(cookie, checkIn.id, { ...answers, final_reflection_token: final.reflection_token });
    expect(attached.status).toBe(200);
    expect(CheckInListItemSchema.parse(await attached.json())).toMatchObject({
      id: checkIn.id,
      ai_response: reflection.response,
      detected_schemas: reflection.detected.map((d) => d.schema_key),
      reframing_exercise: { ...answers, final_reflection: final.response },
    });
    expect(await usedOf(id)).toBe(1);

    const list = await (await t.client.get('/api/check-ins', { cookie })).json();
    expect(list.total).toBe(1);
    expect(list.items[0].reframing_exercise).toEqual({ ...answers, final_reflection: final.response });
  });

  it('the fifth free check-in, just saved, can still be reflected on and completed: the exercise uses no check-in', async () => {
    const { cookie, id } = await createFreeUser(4);
    const { checkIn } = await saveReflected(cookie);
    expect(await usedOf(id)).toBe(5);
    const final = await closingReflection(cookie, checkIn.id);
    const attached = await attach(cookie, checkIn.id, { ...answers, final_reflection_token: final.reflection_token });
    expect(attached.status).toBe(200);
    expect(await usedOf(id)).toBe(5);
  });

  it('without a closing reflection token the answers are still kept, with no closing reflection', async () => {
    const { cookie } = await createFreeUser();
    const { checkIn } = await saveReflected(cookie);
    const attached = await attach(cookie, checkIn.id, { ...answers, final_reflection: 'written by the client' });
    expect(attached.status).toBe(200);
    expect((await attached.json()).reframing_exercise).toEqual({ ...answers, final_reflection: '' });
  });

  it('the closing reflection token binds to that check-in and those answers', async () => {
    const { cookie, id } = await createFreeUser();
    const first = await saveReflected(cookie);
    const second = await saveReflected(cookie, otherPatternText);
    expect(second.reflection.detected.length).toBeGreaterThan(0);
    const final = await closingReflection(cookie, first.checkIn.id);

    const expectRefused = async (response: Response) => {
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('reflection_token_invalid');
    };
    // Another of the person's check-ins, other answers, a token of the old flow: all refused.
    await expectRefused(
      await attach(cookie, second.checkIn.id, { ...answers, final_reflection_token: final.reflection_token }),
    );
    await expectRefused(
      await attach(cookie, first.checkIn.id, {
        ...answers,
        alternative_thought: 'something I never showed the server',
        final_reflection_token: final.reflection_token,
      }),
    );
    const unbound = await (
      await t.client.post('/api/check-ins/final-reflection', {
        cookie,
        body: { ...answers, original_thought: patternText, schema_type: first.reflection.detected[0]!.schema_key },
      })
    ).json();
    await expectRefused(
      await attach(cookie, first.checkIn.id, { ...answers, final_reflection_token: unbound.reflection_token }),
    );
    // Another user cannot use it on their own entry either.
    const other = await createFreeUser();
    const theirs = await saveReflected(other.cookie);
    const stolen = await attach(other.cookie, theirs.checkIn.id, {
      ...answers,
      final_reflection_token: final.reflection_token,
    });
    expect(stolen.status).toBe(400);
    expect((await rowsOf(id)).every((row) => row.reframingExercise === null)).toBe(true);
  });

  it('validates the answers with the shared schema, in the request’s language', async () => {
    const { cookie } = await createFreeUser();
    const { checkIn } = await saveReflected(cookie);
    const blank = await attach(cookie, checkIn.id, { ...answers, alternative_thought: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Please write a more balanced thought first');
    const long = await attach(cookie, checkIn.id, { ...answers, evidence_supporting: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    const blankFinal = await finalFor(
      cookie,
      checkIn.id,
      { ...answers, alternative_thought: '' },
      {
        'accept-language': 'es',
      },
    );
    expect(blankFinal.status).toBe(400);
    expect((await blankFinal.json()).error.message).toBe(messages.es.alternativeRequired);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, checkIn.id));
    expect(row?.reframingExercise).toBeNull();
  });

  it('an entry in which no pattern showed up has no exercise: 409, in English and Spanish', async () => {
    const { cookie } = await createFreeUser();
    const saved = await t.client.post('/api/check-ins', {
      cookie,
      body: { feeling_text: 'A calm day.', mood_level: 4 },
    });
    const { id } = (await saved.json()) as { id: string };
    const response = await attach(cookie, id, answers);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'no_pattern',
      message: 'This entry has no reframing exercise: no pattern showed up in it.',
    });
    const spanish = await finalFor(cookie, id, answers, { 'accept-language': 'es' });
    expect(spanish.status).toBe(409);
    expect((await spanish.json()).error.message).toBe(
      'Este registro no tiene ejercicio de reencuadre: no apareció ningún patrón en él.',
    );
  });

  it('crisis words in a later exercise get the crisis reply and file the entry as a crisis, with no exercise', async () => {
    const { cookie, id } = await createFreeUser(4);
    const { checkIn } = await saveReflected(cookie);
    const crisisAnswers = { ...answers, evidence_challenging: 'honestly I want to end my life' };
    const final = await closingReflection(cookie, checkIn.id, crisisAnswers);
    expect(final).toMatchObject({ crisis: true, safety: 'current_risk' });
    const attached = await attach(cookie, checkIn.id, {
      ...crisisAnswers,
      final_reflection_token: final.reflection_token,
    });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toMatchObject({ crisis: true, reframing_exercise: null, detected_schemas: [] });
    expect(await usedOf(id)).toBe(5);
  });

  it('another user’s check-in, a missing one or a malformed id is a 404; signed out is a 401', async () => {
    const owner = await createFreeUser();
    const other = await createFreeUser();
    const { checkIn } = await saveReflected(owner.cookie);
    for (const response of [
      await finalFor(other.cookie, checkIn.id, answers),
      await attach(other.cookie, checkIn.id, answers),
      await remove(other.cookie, checkIn.id),
      await attach(owner.cookie, '00000000-0000-4000-8000-000000000000', answers),
      await attach(owner.cookie, 'not-a-uuid', answers),
      await remove(owner.cookie, "1' or '1'='1"),
    ]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    for (const response of [
      await finalFor(undefined, checkIn.id, answers),
      await attach(undefined, checkIn.id, answers),
      await remove(undefined, checkIn.id),
    ]) {
      expect(response.status).toBe(401);
    }
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ id: checkIn.id, reframingExercise: null });
  });
});

describe('deleting a check-in', () => {
  it('deletes the person’s own entry; the free check-in it used stays used', async () => {
    const { cookie, id } = await createFreeUser();
    const { checkIn } = await saveReflected(cookie);
    await saveReflected(cookie, otherPatternText);
    expect(await usedOf(id)).toBe(2);

    const response = await remove(cookie, checkIn.id);
    expect(response.status).toBe(204);
    const list = await (await t.client.get('/api/check-ins', { cookie })).json();
    expect(list.total).toBe(1);
    expect(list.items.map((i: { id: string }) => i.id)).not.toContain(checkIn.id);
    expect(await usedOf(id)).toBe(2);
    expect((await remove(cookie, checkIn.id)).status).toBe(404);
  });
});

describe('a reflection that failed uses no free check-in (beyond-the-spec 4b)', () => {
  it('at 4 used, an entry saved without a reflection leaves one free check-in, which a reflected entry then uses', async () => {
    const { cookie, id } = await createFreeUser(4);
    const saved = await t.client.post('/api/check-ins', {
      cookie,
      body: { feeling_text: 'The reflection did not come, the words stay.', mood_level: 3 },
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ ai_response: null, detected_schemas: [] });
    expect(await usedOf(id)).toBe(4);
    const me = MeResponseSchema.parse(await (await t.client.get('/api/me', { cookie })).json());
    expect(me.access).toEqual({ status: 'allowed', used: 4, limit: 5, remaining: 1 });

    await saveReflected(cookie, 'A walk in the park and a good talk with my brother.');
    expect(await usedOf(id)).toBe(5);
    expect(await rowsOf(id)).toHaveLength(2);
  });
});
