import { describe, expect, it } from 'vitest';
import { createLogCapture } from '../../test/test-app.js';
import { createBuiltinProvider } from './builtin-provider.js';
import { createReflectionEngine } from './reflection-engine.js';
import type { ReflectionProvider } from './types.js';

const builtin = createBuiltinProvider();
const TIMEOUT_MS = 500;
const COOLDOWN_MS = 60_000;
const text = 'My friend did not text back today and I keep thinking everyone eventually leaves me.';
const input = { feeling_text: text, mood_level: 2, locale: 'en' as const };
const modelReply = 'It makes sense that a quiet phone felt heavy today. Noticing it is already kind to yourself.';

/** A model that counts its calls and, while `down`, answers only with a timeout after TIMEOUT_MS. */
function createFakeModel() {
  const model = { calls: 0, down: true };
  const provider: ReflectionProvider = {
    name: 'openai',
    async reflectOnCheckIn() {
      model.calls += 1;
      if (model.down) {
        await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
        throw Object.assign(new Error('Request timed out.'), { name: 'APIConnectionTimeoutError' });
      }
      return { response: modelReply, detected: [] };
    },
    reflectOnReframe: () => Promise.reject(new Error('unused')),
    reflectOnLessonNotes: () => Promise.reject(new Error('unused')),
  };
  return { model, provider };
}

function setUp() {
  const { model, provider } = createFakeModel();
  const clock = { now: 1_000_000 };
  const logs = createLogCapture();
  const engine = createReflectionEngine({
    provider,
    builtin,
    logger: logs.logger,
    breaker: { failureThreshold: 3, cooldownMs: COOLDOWN_MS, now: () => clock.now },
  });
  const timed = async () => {
    const started = performance.now();
    const result = await engine.reflectOnCheckIn(input);
    return { result, ms: performance.now() - started };
  };
  return { model, clock, logs, engine, timed };
}

describe('reflection circuit breaker', () => {
  it('after 3 timeouts in a row, answers from the built-in engine at once without calling the model', async () => {
    const { model, logs, timed } = setUp();
    for (let i = 0; i < 3; i += 1) expect((await timed()).ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(model.calls).toBe(3);
    expect(logs.text()).toContain('circuit opened');

    const { result, ms } = await timed();
    expect(model.calls).toBe(3);
    expect(ms).toBeLessThan(TIMEOUT_MS / 2);
    const fallback = await builtin.reflectOnCheckIn(input);
    expect(result.response).toBe(fallback.response);
  });

  it('tries one call after the cool-down (half-open) and closes when the model answers', async () => {
    const { model, clock, logs, engine, timed } = setUp();
    for (let i = 0; i < 3; i += 1) await timed();
    clock.now += COOLDOWN_MS - 1;
    await timed();
    expect(model.calls).toBe(3);

    clock.now += 1;
    model.down = false;
    expect((await engine.reflectOnCheckIn(input)).response).toBe(modelReply);
    expect(model.calls).toBe(4);
    expect(logs.text()).toContain('circuit closed');
    expect((await engine.reflectOnCheckIn(input)).response).toBe(modelReply);
    expect(model.calls).toBe(5);
  });

  it('a failed trial opens it for another cool-down; parallel calls during the trial do not reach the model', async () => {
    const { model, clock, timed } = setUp();
    for (let i = 0; i < 3; i += 1) await timed();
    clock.now += COOLDOWN_MS;
    const [trial, ...others] = await Promise.all([timed(), timed(), timed()]);
    expect(model.calls).toBe(4);
    expect(trial.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    for (const other of others) expect(other.ms).toBeLessThan(TIMEOUT_MS / 2);
    expect((await timed()).ms).toBeLessThan(TIMEOUT_MS / 2);
    expect(model.calls).toBe(4);
  });

  it('a success between failures resets the count: failures must be consecutive', async () => {
    const { model, timed } = setUp();
    await timed();
    await timed();
    model.down = false;
    await timed();
    model.down = true;
    await timed();
    await timed();
    await timed();
    expect(model.calls).toBe(6);
  });

  it('logs the state changes, never the texts', async () => {
    const { logs, timed } = setUp();
    for (let i = 0; i < 4; i += 1) await timed();
    expect(logs.text()).toContain('"circuit":"open"');
    expect(logs.text()).not.toContain('everyone eventually leaves me');
  });
});
