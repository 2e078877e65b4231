import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { CheckInAccess } from '../access.js';
import { helplinesFor, type HelpResource } from '../helplines.js';
import type { SchemaAverage, ScreenerAnswer, ScreenerItem } from '../screener.js';
import {
  CheckInAccessSchema,
  ErrorBodySchema,
  HelpResourceSchema,
  MeResponseSchema,
  ReflectResponseSchema,
  SchemaAverageSchema,
  ScreenerAnswerSchema,
  type ScreenerStatement,
} from './responses.js';

/**
 * The wire schemas restate types the shared rules already export; these assertions are checked by
 * `tsc`, so the two can never drift apart (a renamed field in access.ts or helplines.ts fails here).
 */
describe('response schemas match the shared types', () => {
  it('infers exactly the types of the shared rules', () => {
    expectTypeOf<z.infer<typeof CheckInAccessSchema>>().toEqualTypeOf<CheckInAccess>();
    expectTypeOf<z.infer<typeof HelpResourceSchema>>().toEqualTypeOf<HelpResource>();
    expectTypeOf<z.infer<typeof SchemaAverageSchema>>().toEqualTypeOf<SchemaAverage>();
    expectTypeOf<z.infer<typeof ScreenerAnswerSchema>>().toEqualTypeOf<ScreenerAnswer>();
    expectTypeOf<ScreenerStatement>().toExtend<ScreenerItem>();
  });

  it('parses the help resources the shared rule gives, in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      const resources = helplinesFor('MX', locale);
      expect(HelpResourceSchema.array().parse(resources)).toEqual(resources);
    }
  });
});

describe('response schemas catch a drift', () => {
  const me = {
    user: { id: 'u1', email: 'me@example.com', name: 'Me' },
    profile: { check_ins_used: 0, has_completed_screener: false },
    subscription: null,
    access: { status: 'needs_screener' },
  };

  it('names the field that went missing', () => {
    const renamed = { ...me, profile: { checkInsUsed: 0, has_completed_screener: false } };
    const result = MeResponseSchema.safeParse(renamed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['profile', 'check_ins_used']);
  });

  it('refuses an access status the client does not know', () => {
    expect(MeResponseSchema.safeParse({ ...me, access: { status: 'trial' } }).success).toBe(false);
  });

  it('keeps the optional reflection token of a reflection', () => {
    const reflection = {
      response: 'A reply.',
      detected: [],
      detected_schemas: [],
      crisis: false,
      safety: 'none',
      resources: [],
      reflection_token: 'signed',
    };
    expect(ReflectResponseSchema.parse(reflection).reflection_token).toBe('signed');
    const { reflection_token: _token, ...withoutToken } = reflection;
    expect(ReflectResponseSchema.parse(withoutToken).reflection_token).toBeUndefined();
  });

  it('reads an error body with its field and any details of its own', () => {
    const body = { error: { code: 'check_in_limit', message: 'Limit reached', access: 'limit_reached' } };
    expect(ErrorBodySchema.parse(body).error).toEqual(body.error);
    expect(ErrorBodySchema.safeParse({ error: 'nope' }).success).toBe(false);
  });
});
