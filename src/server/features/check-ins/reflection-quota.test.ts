import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkIns, profiles } from '../../db/schema.js';
import { createMemoryRateLimitStore } from '../../lib/rate-limit-store.js';
import { createTestApp, createUser } from '../../test/test-app.js';

const PER_MINUTE = 3;
const PER_DAY = 5;
const clock = { now: Date.now() };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    reflectionLimits: { perMinute: PER_MINUTE, perDay: PER_DAY },
    rateLimitStore: createMemoryRateLimitStore(() => clock.now),
  });
});
afterAll(() => t.dispose());

async function createFreeUser() {
  const created = await createUser(t);
  await t.db.update(profiles).set({ hasCompletedScreener: true }).where(eq(profiles.id, created.id));
  return created;
}

const ordinary = { feeling_text: 'A long day at work, tired but fine.', mood_level: 3 };
const crisisText = 'I want to kill myself tonight.';
const exercise = {
  original_thought: 'Everyone leaves me in the end.',
  evidence_supporting: 'she did not call',
  evidence_challenging: 'he stayed for years',
  alternative_thought: 'some people stay',
  schema_type: 'abandonment',
};
const reflect = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  t.client.post('/api/check-ins/reflect', { cookie, body, headers });
const finalReflection = (cookie: string, body: unknown) =>
  t.client.post('/api/check-ins/final-reflection', { cookie, body });

describe('reflection quotas', () => {
  it('refuses the 4th reflection in a minute with 429, Retry-After and the message in English and Spanish', async () => {
    const { cookie } = await createFreeUser();
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await reflect(cookie, ordinary)).status).toBe(200);
    const refused = await reflect(cookie, ordinary);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toEqual({
      code: 'reflection_rate_limited',
      message: 'You are asking for reflections very quickly. Please wait a minute and try again.',
    });
    const spanish = await reflect(cookie, ordinary, { 'accept-language': 'es' });
    expect(spanish.status).toBe(429);
    expect((await spanish.json()).error.message).toBe(
      'Estás pidiendo reflexiones muy seguido. Espera un minuto y vuelve a intentarlo.',
    );
  });

  it('the closing reflection of the exercise counts toward the same limit', async () => {
    const { cookie } = await createFreeUser();
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await reflect(cookie, ordinary)).status).toBe(200);
    const refused = await finalReflection(cookie, exercise);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('reflection_rate_limited');
  });

  it('after the minute, reflections resume until the daily quota, then 429 with its own message', async () => {
    const { cookie } = await createFreeUser();
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await reflect(cookie, ordinary)).status).toBe(200);
    expect((await reflect(cookie, ordinary)).status).toBe(429);
    clock.now += 61_000;
    for (let i = PER_MINUTE; i < PER_DAY; i += 1) expect((await finalReflection(cookie, exercise)).status).toBe(200);
    clock.now += 61_000;
    const refused = await reflect(cookie, ordinary);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    expect((await refused.json()).error).toEqual({
      code: 'reflection_daily_quota',
      message:
        'You have reached today’s limit of reflections. Your entries can still be saved; reflections return tomorrow.',
    });
    const spanish = await reflect(cookie, ordinary, { 'accept-language': 'es' });
    expect((await spanish.json()).error.message).toBe(
      'Hoy ya llegaste al límite de reflexiones. Tus registros se pueden seguir guardando; las reflexiones vuelven mañana.',
    );
    // The entry itself is still saved, without a reflection.
    const saved = await t.client.post('/api/check-ins', { cookie, body: ordinary });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ ai_response: null, detected_schemas: [] });
  });

  it('a crisis text over the quota still gets the crisis response, on reflect and on the exercise', async () => {
    const { cookie, id } = await createFreeUser();
    for (let i = 0; i < PER_MINUTE; i += 1) await reflect(cookie, ordinary);
    expect((await reflect(cookie, ordinary)).status).toBe(429);
    const crisis = await reflect(cookie, { feeling_text: crisisText, mood_level: 1 });
    expect(crisis.status).toBe(200);
    const body = await crisis.json();
    expect(body).toMatchObject({ crisis: true, safety: 'current_risk' });
    expect(body.resources.length).toBeGreaterThan(0);
    const final = await finalReflection(cookie, {
      ...exercise,
      evidence_challenging: 'honestly I want to end my life',
    });
    expect(final.status).toBe(200);
    expect(await final.json()).toMatchObject({ crisis: true });
    const saved = await t.client.post('/api/check-ins', {
      cookie,
      body: { feeling_text: crisisText, mood_level: 1, reflection_token: body.reflection_token },
    });
    expect(saved.status).toBe(201);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userId, id));
    expect(row).toMatchObject({ crisis: true, aiResponse: body.response });
  });

  it('counts per person: one user at the limit does not hold back another', async () => {
    const first = await createFreeUser();
    const second = await createFreeUser();
    for (let i = 0; i < PER_MINUTE; i += 1) await reflect(first.cookie, ordinary);
    expect((await reflect(first.cookie, ordinary)).status).toBe(429);
    expect((await reflect(second.cookie, ordinary)).status).toBe(200);
  });
});
