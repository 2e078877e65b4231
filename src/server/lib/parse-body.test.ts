import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { handleError } from './error-handler.js';
import { findNul, parseJsonBody } from './parse-body.js';

describe('findNul', () => {
  it.each([
    ['a clean body', { text: 'hello', list: ['a', 1, null, true], nested: { deep: ['fine'] } }, undefined],
    ['a string value', { text: 'he\u0000llo' }, 'text'],
    ['a top-level string', 'x\u0000', ''],
    ['a nested array', { a: [{ b: ['ok', 'no\u0000'] }] }, 'a.0.b.1'],
    ['an object key (path stops at its object)', { a: { 'k\u0000': 1 } }, 'a'],
    ['a top-level key', { '\u0000': 'x' }, ''],
  ])('%s', (_name, body, path) => {
    expect(findNul(body)).toBe(path);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let body: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) body = [body];
    expect(findNul(body)).toBe(Array(100_000).fill('0').join('.'));
    expect(findNul(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBeUndefined();
  });
});

describe('parseJsonBody refuses NUL anywhere before validation', () => {
  // A schema that accepts anything: only the walk can refuse the body.
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('locale', c.req.header('accept-language') === 'es' ? 'es' : 'en');
      await next();
    })
    .post('/', async (c) => c.json({ body: await parseJsonBody(c, z.unknown()) }))
    .onError(handleError);
  const post = (body: string, locale = 'en') =>
    app.request('/', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'accept-language': locale },
    });

  it.each([
    ['a nested array value', '{"list":[["ok","no\\u0000"]]}', 'list.0.1'],
    ['an object key', '{"note":{"k\\u0000":1}}', 'note'],
    // A lone surrogate half: PGlite refuses to store it (a 500 the fuzz found).
    ['a lone surrogate after an accent', '{"feeling_text":"\u00e9\\udf26"}', 'feeling_text'],
    ['a lone high surrogate at the end', '{"a":{"b":"ok \\ud83d"}}', 'a.b'],
  ])('%s: 400 textHasNul in both languages', async (_name, body, field) => {
    const english = await post(body);
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      error: {
        code: 'validation',
        message: 'The text contains a character that cannot be stored (a NUL byte or a broken character)',
        field,
      },
    });
    const spanish = await post(body, 'es');
    expect(spanish.status).toBe(400);
    expect((await spanish.json()).error.message).toBe(
      'El texto contiene un carácter que no se puede guardar (un byte NUL o un carácter roto)',
    );
  });

  it('a clean body passes through untouched', async () => {
    const response = await post('{"list":[["ok"]],"n":1}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ body: { list: [['ok']], n: 1 } });
  });
});
