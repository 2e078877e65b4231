import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* Auth tables: the shape Better Auth's Drizzle adapter expects. */

export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Better Auth's two-factor plugin: the TOTP secret and backup codes, encrypted with the auth
 * secret. `lastTotpStep` is ours: the newest 30-second step a code was accepted for, so a code
 * (or an older one) cannot be accepted again (two-factor-replay.ts).
 */
export const twoFactor = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastTotpStep: integer('last_totp_step'),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

/* Product tables (spec section 3). Every user-owned row cascades from the user. */

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    checkInsUsed: integer('check_ins_used').notNull().default(0),
    hasCompletedScreener: boolean('has_completed_screener').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_check_ins_used_non_negative', sql`${t.checkInsUsed} >= 0`)],
);

export type ReframingExercise = {
  evidence_supporting: string;
  evidence_challenging: string;
  alternative_thought: string;
  final_reflection: string;
};

export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
    feelingText: text('feeling_text').notNull(),
    moodLevel: smallint('mood_level').notNull(),
    aiResponse: text('ai_response'),
    detectedSchemas: text('detected_schemas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reframingExercise: jsonb('reframing_exercise').$type<ReframingExercise>(),
    /** For each detected pattern, the words of the user's text that showed it. */
    patternEvidence: jsonb('pattern_evidence').$type<{ schema_key: string; phrase: string }[]>().notNull().default([]),
    crisis: boolean('crisis').notNull().default(false),
  },
  (t) => [
    // Newest first with the id as tie-break: the history's page is the index's first rows, whatever the size.
    index('check_ins_user_id_created_at_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('check_ins_mood_level_range', sql`${t.moodLevel} between 1 and 5`),
  ],
);

/**
 * How many check-ins each person has, so the history's total is one row read instead of a count
 * over all of them. Kept by triggers on check_ins (migration 0006): every insert, delete (account
 * deletion's cascade too), truncate and change of owner, whichever code or tool writes the rows.
 * A person who never saved one has no row (a total of 0).
 */
export const checkInTotals = pgTable(
  'check_in_totals',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
  },
  (t) => [check('check_in_totals_total_non_negative', sql`${t.total} >= 0`)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    schemaType: text('schema_type').notNull(),
    orderIndex: integer('order_index').notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    exercises: text('exercises').notNull(),
    challengeExercises: text('challenge_exercises').notNull(),
    titleEs: text('title_es').notNull(),
    descriptionEs: text('description_es').notNull(),
    contentEs: text('content_es').notNull(),
    exercisesEs: text('exercises_es').notNull(),
    challengeExercisesEs: text('challenge_exercises_es').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lessons_order_index_idx').on(t.orderIndex)],
);

export const lessonStages = ['identify', 'understand', 'challenge', 'completed'] as const;

export const userLessonProgress = pgTable(
  'user_lesson_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    identifyNotes: text('identify_notes'),
    understandNotes: text('understand_notes'),
    challengeNotes: text('challenge_notes'),
    notes: text('notes'),
    currentStage: text('current_stage', { enum: lessonStages }).notNull().default('identify'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_lesson_progress_user_lesson_uq').on(t.userId, t.lessonId),
    index('user_lesson_progress_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const clientCoreSchemas = pgTable(
  'client_core_schemas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    schemaKey: text('schema_key').notNull(),
    source: text('source', { enum: ['self'] })
      .notNull()
      .default('self'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_core_schemas_user_schema_uq').on(t.userId, t.schemaKey),
    index('client_core_schemas_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const schemaScreenerItems = pgTable(
  'schema_screener_items',
  {
    id: text('id').primaryKey(),
    schemaKey: text('schema_key').notNull(),
    prompt: text('prompt').notNull(),
    promptEs: text('prompt_es').notNull(),
    orderIndex: integer('order_index').notNull(),
    isFollowup: boolean('is_followup').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('schema_screener_items_order_index_idx').on(t.orderIndex)],
);

export const schemaScreenerSessions = pgTable(
  'schema_screener_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index('schema_screener_sessions_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

export const schemaScreenerResults = pgTable(
  'schema_screener_results',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => schemaScreenerSessions.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => schemaScreenerItems.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.itemId] }),
    check('schema_screener_results_score_range', sql`${t.score} between 1 and 5`),
  ],
);

/**
 * One row per user: the latest subscription the payments provider reported, written only through
 * `providers/payments/subscription-store.ts`. Entitlement is read from it (`isEntitled`).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    productId: text('product_id').notNull(),
    priceId: text('price_id'),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_user_id_uq').on(t.userId)],
);

/** The provider's customer of a user, created once and kept (Stripe `cus_...`, or the sandbox's own). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: userRef(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('payment_customers_provider_customer_uq').on(t.provider, t.customerId),
  ],
);

export const sandboxCheckoutStatuses = ['open', 'paid', 'canceled', 'expired'] as const;

/** A checkout of the built-in sandbox: the plan, the promo code and its discount, fixed at creation. */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    priceId: text('price_id').notNull(),
    productId: text('product_id').notNull(),
    promoCode: text('promo_code'),
    percentOff: integer('percent_off').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull(),
    status: text('status', { enum: sandboxCheckoutStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_checkouts_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('sandbox_checkouts_percent_off_range', sql`${t.percentOff} between 0 and 100`),
    check('sandbox_checkouts_amount_non_negative', sql`${t.amountDueCents} >= 0`),
  ],
);

/** A short-lived sandbox portal page of one user. */
export const sandboxPortalSessions = pgTable(
  'sandbox_portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_portal_sessions_user_id_idx').on(t.userId)],
);

/** The sandbox's invoices: one per paid checkout and per renewal. */
export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['paid', 'void'] })
      .notNull()
      .default('paid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_invoices_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('sandbox_invoices_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** Payment provider events already handled (Stripe webhooks): the event id makes a redelivery a no-op. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The daily reminder of one person (issue 14): off by default, a local time and days of the week
 * (ISO: 1 = Monday ... 7 = Sunday) in an IANA time zone, mailed in `locale`. `next_due_at` is the
 * next occurrence in UTC, computed by the server whenever the settings change or a reminder is
 * claimed; the scheduler claims due rows with FOR UPDATE SKIP LOCKED, so each is sent once.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    localTime: text('local_time').notNull().default('20:00'),
    days: smallint('days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
    timeZone: text('time_zone').notNull().default('UTC'),
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminder_settings_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.enabled}`),
    check('reminder_settings_local_time_format', sql`${t.localTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('reminder_settings_locale', sql`${t.locale} in ('en', 'es')`),
  ],
);
