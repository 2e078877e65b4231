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
    index('check_ins_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('check_ins_mood_level_range', sql`${t.moodLevel} between 1 and 5`),
  ],
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

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    productId: text('product_id').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);
