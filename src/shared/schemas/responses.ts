/**
 * What the API answers, written once. The server types its `c.json(...)` payloads against these
 * (`body satisfies MeResponse`), the client parses what arrives with them (`apiFetch(path,
 * { schema })`): a field renamed on one side breaks `tsc` on the other, and a drift that slips
 * past the compiler shows up in the browser as one clear error instead of an `undefined`.
 *
 * They describe the wire, not validation: no lengths or messages, only the shape the client
 * relies on. `src/server/contract.test.ts` proves the real server's answers parse with them.
 */
import { z } from 'zod';
import { SCHEMA_KEYS } from '../patterns.js';
import { SAFETY_LEVELS } from '../safety.js';

const SchemaKeySchema = z.enum(SCHEMA_KEYS);
const IsoDateTime = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Errors: every failure leaves as `{ error: { code, message } }` (src/server/lib/error-handler.ts)
// ---------------------------------------------------------------------------------------------

/** Loose: an error may carry details of its own (`access` on `check_in_limit`). */
export const ErrorBodySchema = z.object({
  error: z.looseObject({
    code: z.string(),
    /** Already in the request's language: shown as it is. */
    message: z.string(),
    /** The request field the message is about, when there is one. */
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/me
// ---------------------------------------------------------------------------------------------

/** `CheckInAccess` of src/shared/access.ts on the wire (a type test keeps the two equal). */
export const CheckInAccessSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('unlimited') }),
  z.object({ status: z.literal('needs_screener') }),
  z.object({ status: z.literal('limit_reached'), used: z.number(), limit: z.number() }),
  z.object({ status: z.literal('allowed'), used: z.number(), limit: z.number(), remaining: z.number() }),
]);

export const MeResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z.object({ check_ins_used: z.number(), has_completed_screener: z.boolean() }),
  subscription: z
    .object({ subscribed: z.literal(true), product_id: z.string(), subscription_end: IsoDateTime.nullable() })
    .nullable(),
  access: CheckInAccessSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Screener: GET /api/screener, POST /api/screener/answers, GET /api/screener/sessions/:id/results
// ---------------------------------------------------------------------------------------------

export const ScreenerAnswerSchema = z.object({ item_id: z.string(), score: z.number() });

/** One statement, in both languages so a language switch mid-run needs no reload. */
export const ScreenerStatementSchema = z.object({
  id: z.string(),
  schema_key: SchemaKeySchema,
  order_index: z.number(),
  is_followup: z.boolean(),
  prompt: z.object({ en: z.string(), es: z.string() }),
});
export type ScreenerStatement = z.infer<typeof ScreenerStatementSchema>;

/** The statements and the unfinished session to resume (null when there is none). */
export const ScreenerStateSchema = z.object({
  items: z.array(ScreenerStatementSchema),
  session: z.object({ id: z.uuid(), answers: z.array(ScreenerAnswerSchema) }).nullable(),
});
export type ScreenerState = z.infer<typeof ScreenerStateSchema>;

/** The session the answer was stored in (created by the first answer). */
export const AnswerSavedSchema = z.object({ session_id: z.uuid() });
export type AnswerSaved = z.infer<typeof AnswerSavedSchema>;

export const SchemaAverageSchema = z.object({
  schema_key: SchemaKeySchema,
  average_score: z.number(),
  answered: z.number(),
});

export const ScreenerResultsSchema = z.object({
  session_id: z.uuid(),
  scores: z.array(SchemaAverageSchema),
  suggestions: z.array(SchemaAverageSchema),
});
export type ScreenerResults = z.infer<typeof ScreenerResultsSchema>;

// ---------------------------------------------------------------------------------------------
// Core patterns: GET and PUT /api/core-patterns
// ---------------------------------------------------------------------------------------------

export const CorePatternsResponseSchema = z.object({ schema_keys: z.array(SchemaKeySchema) });
export type CorePatternsResponse = z.infer<typeof CorePatternsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Check-ins
// ---------------------------------------------------------------------------------------------

/** `HelpResource` of src/shared/helplines.ts on the wire (a type test keeps the two equal). */
export const HelpResourceSchema = z.object({
  id: z.string(),
  kind: z.enum(['helpline', 'directory', 'emergency']),
  country: z.string().nullable(),
  region: z.string().nullable(),
  name: z.string(),
  note: z.string().nullable(),
  contact: z.string(),
  phone: z.string().nullable(),
  phoneAlt: z.string().nullable(),
  phoneAltNote: z.string().nullable(),
  sms: z.string().nullable(),
  whatsapp: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  hours: z.string().nullable(),
});

/** A pattern the text shows, with the person's own words that show it. */
export const DetectedPatternSchema = z.object({ schema_key: SchemaKeySchema, phrase: z.string() });
export type DetectedPattern = z.infer<typeof DetectedPatternSchema>;

/** POST /api/check-ins/reflect */
export const ReflectResponseSchema = z.object({
  response: z.string(),
  detected: z.array(DetectedPatternSchema),
  detected_schemas: z.array(SchemaKeySchema),
  crisis: z.boolean(),
  /** How the crisis screen graded the text (`past_or_mention` adds one gentle line to /help). */
  safety: z.enum(SAFETY_LEVELS),
  resources: z.array(HelpResourceSchema),
  /** Proof of this reflection, sent back with the save so the server knows what it answered. */
  reflection_token: z.string().optional(),
});
export type ReflectResponse = z.infer<typeof ReflectResponseSchema>;

/** POST /api/check-ins/final-reflection */
export const FinalReflectionResponseSchema = z.object({
  response: z.string(),
  crisis: z.boolean(),
  safety: z.enum(SAFETY_LEVELS),
  resources: z.array(HelpResourceSchema),
  /** Proof of this closing reflection, sent back with the exercise when the entry is saved. */
  reflection_token: z.string().optional(),
});
export type FinalReflectionResponse = z.infer<typeof FinalReflectionResponseSchema>;

export const SavedReframingExerciseSchema = z.object({
  evidence_supporting: z.string(),
  evidence_challenging: z.string(),
  alternative_thought: z.string(),
  final_reflection: z.string(),
});

/** One saved entry: the answer of POST /api/check-ins and an item of GET /api/check-ins. */
export const CheckInListItemSchema = z.object({
  id: z.uuid(),
  created_at: IsoDateTime,
  feeling_text: z.string(),
  mood_level: z.number(),
  ai_response: z.string().nullable(),
  detected_schemas: z.array(SchemaKeySchema),
  pattern_evidence: z.array(DetectedPatternSchema),
  reframing_exercise: SavedReframingExerciseSchema.nullable(),
  crisis: z.boolean(),
});
export type CheckInListItem = z.infer<typeof CheckInListItemSchema>;

/** GET /api/check-ins: one page of the person's entries, newest first. */
export const CheckInPageSchema = z.object({
  items: z.array(CheckInListItemSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type CheckInPage = z.infer<typeof CheckInPageSchema>;
