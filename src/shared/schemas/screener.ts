import { z } from 'zod';
import { storableText } from './text.js';
import { SCHEMA_KEYS } from '../patterns.js';
import { CORE_PATTERNS_MAX, CORE_PATTERNS_MIN, SCORE_MAX, SCORE_MIN } from '../screener.js';

export const AnswerSchema = z.object({
  session_id: z.uuid({ error: 'sessionInvalid' }).optional(),
  item_id: storableText(z.string({ error: 'itemRequired' }).min(1, 'itemRequired').max(100, 'itemUnknown')),
  score: z
    .number({ error: 'scoreInvalid' })
    .int('scoreInvalid')
    .min(SCORE_MIN, 'scoreInvalid')
    .max(SCORE_MAX, 'scoreInvalid'),
});
export type AnswerInput = z.infer<typeof AnswerSchema>;

export const CorePatternsSchema = z.object({
  schema_keys: z
    .array(z.enum(SCHEMA_KEYS, { error: 'patternUnknown' }), { error: 'patternsNone' })
    .min(CORE_PATTERNS_MIN, 'patternsNone')
    .max(CORE_PATTERNS_MAX, 'patternsTooMany')
    .refine((keys) => new Set(keys).size === keys.length, 'patternsDuplicate'),
});
export type CorePatternsInput = z.infer<typeof CorePatternsSchema>;
