/**
 * What the API answers, written once. The server types its `c.json(...)` payloads against these
 * (`body satisfies MeResponse`), the client parses what arrives with them (`apiFetch(path,
 * { schema })`): a field renamed on one side breaks `tsc` on the other, and a drift that slips
 * past the compiler shows up in the browser as one clear error instead of an `undefined`.
 *
 * They describe the wire, not validation: no lengths or messages, only the shape the client
 * relies on. `src/server/contract.test.ts` proves the real server's answers parse with them.
 *
 * Each is `z.lazy`: built the first time it parses, not when the module loads. A page reads two or
 * three of these; building all of them as the app started was a long task of its own on a slow
 * phone (issue 13).
 */
import { z } from 'zod';
import { SCHEMA_KEYS } from '../patterns.js';
import { SAFETY_LEVELS } from '../safety.js';
import { LESSON_STAGES } from '../lessons.js';
import { PLAN_IDS } from '../plans.js';

const SchemaKeySchema = z.enum(SCHEMA_KEYS);
const IsoDateTime = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Errors: every failure leaves as `{ error: { code, message } }` (src/server/lib/error-handler.ts)
// ---------------------------------------------------------------------------------------------

/** Loose: an error may carry details of its own (`access` on `check_in_limit`). */
export const ErrorBodySchema = z.lazy(() =>
  z.object({
    error: z.looseObject({
      code: z.string(),
      /** Already in the request's language: shown as it is. */
      message: z.string(),
      /** The request field the message is about, when there is one. */
      field: z.string().optional(),
    }),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/me
// ---------------------------------------------------------------------------------------------

/** `CheckInAccess` of src/shared/access.ts on the wire (a type test keeps the two equal). */
export const CheckInAccessSchema = z.lazy(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('unlimited') }),
    z.object({ status: z.literal('needs_screener') }),
    z.object({ status: z.literal('limit_reached'), used: z.number(), limit: z.number() }),
    z.object({ status: z.literal('allowed'), used: z.number(), limit: z.number(), remaining: z.number() }),
  ]),
);

export const MeResponseSchema = z.lazy(() =>
  z.object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    profile: z.object({ check_ins_used: z.number(), has_completed_screener: z.boolean() }),
    subscription: z
      .object({ subscribed: z.literal(true), product_id: z.string(), subscription_end: IsoDateTime.nullable() })
      .nullable(),
    access: CheckInAccessSchema,
  }),
);
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** POST /api/auth/check-reset-link: whether a mailed reset link still works (`invalid`: used, replaced or unknown). */
export const ResetLinkStateSchema = z.lazy(() => z.object({ state: z.enum(['valid', 'expired', 'invalid']) }));
export type ResetLinkState = z.infer<typeof ResetLinkStateSchema>['state'];

// ---------------------------------------------------------------------------------------------
// Screener: GET /api/screener, POST /api/screener/answers, GET /api/screener/sessions/:id/results
// ---------------------------------------------------------------------------------------------

export const ScreenerAnswerSchema = z.lazy(() => z.object({ item_id: z.string(), score: z.number() }));

/** One statement, in both languages so a language switch mid-run needs no reload. */
export const ScreenerStatementSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    schema_key: SchemaKeySchema,
    order_index: z.number(),
    is_followup: z.boolean(),
    prompt: z.object({ en: z.string(), es: z.string() }),
  }),
);
export type ScreenerStatement = z.infer<typeof ScreenerStatementSchema>;

/** The statements and the unfinished session to resume (null when there is none). */
export const ScreenerStateSchema = z.lazy(() =>
  z.object({
    items: z.array(ScreenerStatementSchema),
    session: z.object({ id: z.uuid(), answers: z.array(ScreenerAnswerSchema) }).nullable(),
  }),
);
export type ScreenerState = z.infer<typeof ScreenerStateSchema>;

/** The session the answer was stored in (created by the first answer). */
export const AnswerSavedSchema = z.lazy(() => z.object({ session_id: z.uuid() }));
export type AnswerSaved = z.infer<typeof AnswerSavedSchema>;

export const SchemaAverageSchema = z.lazy(() =>
  z.object({
    schema_key: SchemaKeySchema,
    average_score: z.number(),
    answered: z.number(),
  }),
);

export const ScreenerResultsSchema = z.lazy(() =>
  z.object({
    session_id: z.uuid(),
    scores: z.array(SchemaAverageSchema),
    suggestions: z.array(SchemaAverageSchema),
  }),
);
export type ScreenerResults = z.infer<typeof ScreenerResultsSchema>;

// ---------------------------------------------------------------------------------------------
// Core patterns: GET and PUT /api/core-patterns
// ---------------------------------------------------------------------------------------------

export const CorePatternsResponseSchema = z.lazy(() => z.object({ schema_keys: z.array(SchemaKeySchema) }));
export type CorePatternsResponse = z.infer<typeof CorePatternsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Check-ins
// ---------------------------------------------------------------------------------------------

/** `HelpResource` of src/shared/helplines.ts on the wire (a type test keeps the two equal). */
export const HelpResourceSchema = z.lazy(() =>
  z.object({
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
  }),
);

/** A pattern the text shows, with the person's own words that show it. */
export const DetectedPatternSchema = z.lazy(() => z.object({ schema_key: SchemaKeySchema, phrase: z.string() }));
export type DetectedPattern = z.infer<typeof DetectedPatternSchema>;

/** POST /api/check-ins/reflect */
export const ReflectResponseSchema = z.lazy(() =>
  z.object({
    response: z.string(),
    detected: z.array(DetectedPatternSchema),
    detected_schemas: z.array(SchemaKeySchema),
    crisis: z.boolean(),
    /** How the crisis screen graded the text (`past_or_mention` adds one gentle line to /help). */
    safety: z.enum(SAFETY_LEVELS),
    resources: z.array(HelpResourceSchema),
    /** Proof of this reflection, sent back with the save so the server knows what it answered. */
    reflection_token: z.string().optional(),
  }),
);
export type ReflectResponse = z.infer<typeof ReflectResponseSchema>;

/** POST /api/check-ins/final-reflection */
export const FinalReflectionResponseSchema = z.lazy(() =>
  z.object({
    response: z.string(),
    crisis: z.boolean(),
    safety: z.enum(SAFETY_LEVELS),
    resources: z.array(HelpResourceSchema),
    /** Proof of this closing reflection, sent back with the exercise when the entry is saved. */
    reflection_token: z.string().optional(),
  }),
);
export type FinalReflectionResponse = z.infer<typeof FinalReflectionResponseSchema>;

export const SavedReframingExerciseSchema = z.lazy(() =>
  z.object({
    evidence_supporting: z.string(),
    evidence_challenging: z.string(),
    alternative_thought: z.string(),
    final_reflection: z.string(),
  }),
);

/** One saved entry: the answer of POST /api/check-ins and an item of GET /api/check-ins. */
export const CheckInListItemSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    created_at: IsoDateTime,
    feeling_text: z.string(),
    mood_level: z.number(),
    ai_response: z.string().nullable(),
    detected_schemas: z.array(SchemaKeySchema),
    pattern_evidence: z.array(DetectedPatternSchema),
    reframing_exercise: SavedReframingExerciseSchema.nullable(),
    crisis: z.boolean(),
  }),
);
export type CheckInListItem = z.infer<typeof CheckInListItemSchema>;

/** GET /api/check-ins: one page of the person's entries, newest first. */
export const CheckInPageSchema = z.lazy(() =>
  z.object({
    items: z.array(CheckInListItemSchema),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
);
export type CheckInPage = z.infer<typeof CheckInPageSchema>;

// ---------------------------------------------------------------------------------------------
// Subscription: GET /api/subscription, POST /api/subscription/refresh,
// POST /api/subscription/checkout, POST /api/subscription/portal, sandbox pages
// ---------------------------------------------------------------------------------------------

export const PlanOfferSchema = z.lazy(() =>
  z.object({
    id: z.enum(PLAN_IDS),
    tier_name: z.string(),
    monthly_price_eur: z.number(),
    /** What the page sends back as `priceId` to start a checkout. */
    price_id: z.string(),
  }),
);

/** check-subscription of spec section 7 (subscribed, product_id, subscription_end) plus what the page shows. */
export const SubscriptionStatusResponseSchema = z.lazy(() =>
  z.object({
    subscribed: z.boolean(),
    product_id: z.string().nullable(),
    subscription_end: IsoDateTime.nullable(),
    /** tierForProduct: null without a subscription, 'Unknown' for a product no plan names. */
    tier: z.string().nullable(),
    /** The provider's status of the latest subscription (active, trialing, past_due, canceled...), null when none. */
    status: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    provider: z.enum(['sandbox', 'stripe']),
    plans: z.array(PlanOfferSchema),
  }),
);
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

/** create-checkout and customer-portal: a URL the page opens in a new tab. */
export const RedirectUrlResponseSchema = z.lazy(() => z.object({ url: z.string() }));
export type RedirectUrlResponse = z.infer<typeof RedirectUrlResponseSchema>;

export const SandboxCheckoutResponseSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    plan: z.enum(PLAN_IDS),
    tier_name: z.string(),
    monthly_price_eur: z.number(),
    promo_code: z.string().nullable(),
    percent_off: z.number(),
    /** First month after the discount, in cents (EUR). */
    amount_due_cents: z.number(),
    status: z.enum(['open', 'paid', 'canceled', 'expired']),
    /** Where the page goes after Pay or Cancel: /subscription or /es/subscription, with ?checkout=success|canceled. */
    return_path: z.string(),
  }),
);
export type SandboxCheckoutResponse = z.infer<typeof SandboxCheckoutResponseSchema>;

export const SandboxInvoiceSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    created_at: IsoDateTime,
    amount_cents: z.number(),
    description: z.string(),
    status: z.enum(['paid', 'void']),
  }),
);

export const SandboxPortalResponseSchema = z.lazy(() =>
  z.object({
    subscription: z
      .object({
        plan: z.enum(PLAN_IDS).nullable(),
        tier: z.string().nullable(),
        status: z.string(),
        current_period_end: IsoDateTime.nullable(),
        cancel_at_period_end: z.boolean(),
      })
      .nullable(),
    invoices: z.array(SandboxInvoiceSchema),
    plans: z.array(PlanOfferSchema),
    return_path: z.string(),
  }),
);
export type SandboxPortalResponse = z.infer<typeof SandboxPortalResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Lessons: GET /api/lessons, GET /api/lessons/:id, POST /api/lessons/:id/first-open,
// the progress mutations and POST /api/lessons/reflect (every one subscriber-only)
// ---------------------------------------------------------------------------------------------

/** One card of the library, in the request's language; `schema_label` is the badge text. */
export const LessonSummarySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    /** The English display name the priority rule matches to pattern keys ('Abandonment'). */
    schema_type: z.string(),
    schema_label: z.string(),
    order_index: z.number(),
    estimated_minutes: z.number(),
    title: z.string(),
    description: z.string(),
    completed: z.boolean(),
  }),
);
export type LessonSummary = z.infer<typeof LessonSummarySchema>;

/** Every lesson by order_index, and the person's core patterns for the priority rule of src/shared/lessons.ts. */
export const LessonsLibraryResponseSchema = z.lazy(() =>
  z.object({
    lessons: z.array(LessonSummarySchema),
    core_patterns: z.array(SchemaKeySchema),
  }),
);
export type LessonsLibraryResponse = z.infer<typeof LessonsLibraryResponseSchema>;

/** `LessonProgressState` of src/shared/lessons.ts on the wire. */
export const LessonProgressSchema = z.lazy(() =>
  z.object({
    completed: z.boolean(),
    current_stage: z.enum(LESSON_STAGES),
    identify_notes: z.string().nullable(),
    understand_notes: z.string().nullable(),
    challenge_notes: z.string().nullable(),
    /** The closing reflection ('How do you feel now?'). */
    notes: z.string().nullable(),
    completed_at: IsoDateTime.nullable(),
  }),
);
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

export const LessonDetailSchema = z.lazy(() =>
  LessonSummarySchema.unwrap()
    .omit({ completed: true })
    .extend({
      /** Markdown without raw HTML, links or images. */
      content: z.string(),
      exercises: z.array(z.string()),
      challenge_exercises: z.array(z.string()),
    }),
);
export type LessonDetail = z.infer<typeof LessonDetailSchema>;

/** GET /api/lessons/:id: the lesson and the person's progress (null before any). */
export const LessonDetailResponseSchema = z.lazy(() =>
  z.object({
    lesson: LessonDetailSchema,
    progress: LessonProgressSchema.nullable(),
  }),
);
export type LessonDetailResponse = z.infer<typeof LessonDetailResponseSchema>;

/** A recent check-in quoted in the pre-filled Identify notes. */
export const LessonPrefillSchema = z.lazy(() =>
  z.object({ number: z.number(), created_at: IsoDateTime, feeling_text: z.string() }),
);

/**
 * POST /api/lessons/:id/first-open: with matching check-ins, the saved progress (stage understand)
 * and the check-ins it quotes; without, progress null and no prefill. Progress that already exists
 * comes back as it is, with no prefill.
 */
export const LessonFirstOpenResponseSchema = z.lazy(() =>
  z.object({
    progress: LessonProgressSchema.nullable(),
    prefill: z.array(LessonPrefillSchema),
  }),
);
export type LessonFirstOpenResponse = z.infer<typeof LessonFirstOpenResponseSchema>;

/** The notes, continue, complete and completed-toggle answers. */
export const LessonProgressResponseSchema = z.lazy(() => z.object({ progress: LessonProgressSchema }));
export type LessonProgressResponse = z.infer<typeof LessonProgressResponseSchema>;

/** POST /api/lessons/reflect: `current_risk` is the crisis reply, with the person's helplines in `resources`. */
export const LessonReflectResponseSchema = z.lazy(() =>
  z.object({
    reflection: z.string(),
    safety_level: z.enum(SAFETY_LEVELS),
    resources: z.array(HelpResourceSchema),
  }),
);
export type LessonReflectResponse = z.infer<typeof LessonReflectResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Account: GET /api/account/export, POST /api/account/delete
// ---------------------------------------------------------------------------------------------

/**
 * The person's data export, downloaded as patternwise-data-YYYY-MM-DD.json. Rows carry every
 * column the database keeps for them (snake_case, timestamps in ISO 8601) except the owner id
 * and secrets (password hashes, session tokens); the fields below are the ones a reader can rely on.
 */
export const AccountExportSchema = z.lazy(() =>
  z.object({
    format: z.literal('patternwise-data-export'),
    version: z.literal(1),
    exported_at: IsoDateTime,
    profile: z.looseObject({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      created_at: IsoDateTime,
      check_ins_used: z.number(),
      has_completed_screener: z.boolean(),
    }),
    check_ins: z.array(
      z.looseObject({
        id: z.string(),
        created_at: IsoDateTime,
        feeling_text: z.string(),
        mood_level: z.number(),
        ai_response: z.string().nullable(),
        detected_schemas: z.array(z.string()),
        crisis: z.boolean(),
      }),
    ),
    screener_sessions: z.array(
      z.looseObject({
        id: z.string(),
        created_at: IsoDateTime,
        answers: z.array(
          z.looseObject({
            item_id: z.string(),
            schema_key: z.string(),
            statement: z.string(),
            is_followup: z.boolean(),
            score: z.number(),
            created_at: IsoDateTime,
          }),
        ),
      }),
    ),
    core_patterns: z.array(z.looseObject({ schema_key: z.string(), created_at: IsoDateTime })),
    lesson_progress: z.array(
      z.looseObject({
        lesson_id: z.string(),
        lesson_title: z.string(),
        current_stage: z.string(),
        completed: z.boolean(),
        identify_notes: z.string().nullable(),
        understand_notes: z.string().nullable(),
        challenge_notes: z.string().nullable(),
        notes: z.string().nullable(),
      }),
    ),
    /** The latest state the payments provider reported, or null for someone who never subscribed. */
    subscription: z
      .looseObject({
        provider: z.string(),
        status: z.string(),
        tier: z.string().nullable(),
        entitled: z.boolean(),
        current_period_end: IsoDateTime.nullable(),
        cancel_at_period_end: z.boolean(),
      })
      .nullable(),
    /** The daily reminder settings, or null for someone who never opened them. */
    reminder: z
      .looseObject({
        enabled: z.boolean(),
        local_time: z.string(),
        days: z.array(z.number()),
        time_zone: z.string(),
        locale: z.string(),
        next_due_at: IsoDateTime.nullable(),
        last_sent_at: IsoDateTime.nullable(),
      })
      .nullable(),
  }),
);
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** POST /api/account/delete: every row of the person is gone and the session cookie cleared. */
export const AccountDeletedSchema = z.lazy(() => z.object({ deleted: z.literal(true) }));
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

// ---------------------------------------------------------------------------------------------
// Progress (src/server/features/progress): the mood trend, streak and weekly pattern activity
// ---------------------------------------------------------------------------------------------

/** A calendar date in the person's time zone, 'YYYY-MM-DD'. */
const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/progress: the range's days oldest first; weeks start on Monday, counts follow them. */
export const ProgressResponseSchema = z.lazy(() =>
  z.object({
    range: z.union([z.literal(30), z.literal(90)]),
    time_zone: z.string(),
    today: LocalDate,
    average_mood: z.number().nullable(),
    check_in_count: z.number(),
    current_streak: z.number(),
    daily: z.array(z.object({ date: LocalDate, average_mood: z.number().nullable(), count: z.number() })),
    weeks: z.array(LocalDate),
    patterns: z.array(z.object({ schema_key: SchemaKeySchema, core: z.boolean(), counts: z.array(z.number()) })),
  }),
);
export type ProgressResponse = z.infer<typeof ProgressResponseSchema>;

/**
 * GET /api/progress/summary: what the printable summary (/summary) may show, from the person's own
 * rows only: their core patterns with the latest screener score for each (null when that session
 * did not score it), and the balanced thoughts of their completed reframing exercises, newest first.
 */
export const SummaryResponseSchema = z.lazy(() =>
  z.object({
    core_patterns: z.array(z.object({ schema_key: SchemaKeySchema, latest_score: z.number().nullable() })),
    screened_at: IsoDateTime.nullable(),
    balanced_thoughts: z.array(z.object({ check_in_id: z.string(), created_at: IsoDateTime, text: z.string() })),
  }),
);
export type SummaryResponse = z.infer<typeof SummaryResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Reminders (src/server/features/reminders): the daily reminder by email
// ---------------------------------------------------------------------------------------------

/**
 * GET and PUT /api/reminders: the person's reminder, or the defaults (off, 20:00, every day, no
 * zone yet) before they ever saved one. `next_due_at` is the next mail, null while off.
 */
export const ReminderSettingsResponseSchema = z.lazy(() =>
  z.object({
    enabled: z.boolean(),
    time: z.string(),
    days: z.array(z.number()),
    time_zone: z.string().nullable(),
    next_due_at: IsoDateTime.nullable(),
  }),
);
export type ReminderSettingsResponse = z.infer<typeof ReminderSettingsResponseSchema>;
