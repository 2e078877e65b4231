import { join, resolve } from 'node:path';
import { openDatabase } from './db/client.js';
import { seedContent } from './db/seed.js';
import { helplineData } from '../shared/helplines.js';
import { checkHelplinesFile } from '../shared/helplines-schema.js';
import type { Env } from './env.js';
import { createAuth } from './features/auth/create-auth.js';
import { createSessionResolver } from './features/auth/session-reader.js';
import { createSessionCache, followCacheInvalidations, forgettingAlso } from './features/auth/session-cache.js';
import { createCheckInPageCache } from './features/check-ins/page-cache.js';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './lib/rate-limit-store.js';
import type { Logger } from './lib/logger.js';
import { createOutboxMailer } from './providers/mailer/outbox-mailer.js';
import { createSmtpMailer } from './providers/mailer/smtp-mailer.js';
import type { AppDeps } from './app.js';
import { testFactoriesEnabled } from './features/test-factories/routes.js';
import { createReflectionFromEnv } from './providers/reflection/create-reflection.js';
import { createPaymentsFromEnv } from './providers/payments/create-payments.js';
import { createReminderScheduler } from './features/reminders/scheduler.js';

/** Picks each part's real twin when configured, its embedded default otherwise, and says which once. */
export async function createServices(env: Env, logger: Logger) {
  // The browser reads the help lines unchecked (issue 13): a broken file stops the server here.
  checkHelplinesFile(helplineData);
  const database = openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: join(resolve(env.DATA_DIR), 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    logger,
  });
  await database.migrate();
  await seedContent(database.db);
  logger.info({ database: database.kind }, env.DATABASE_URL ? 'using PostgreSQL' : 'using embedded PGlite in DATA_DIR');

  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(join(resolve(env.DATA_DIR), 'outbox'), logger);
  logger.info({ mailer: mailer.kind }, env.SMTP_URL ? 'sending mail over SMTP' : 'writing mail to the outbox folder');

  // Loaded only when configured: its module graph would lengthen every start-up.
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // ioredis reconnects by itself; without a listener its 'error' events would go to stderr with their message text.
  redis?.on('error', (error: Error & { code?: string }) => {
    logger.warn({ err: { name: error.name, code: error.code } }, 'redis connection error');
  });
  logger.info(
    { rateLimits: redis ? 'redis' : 'memory' },
    redis ? 'rate limits shared in Redis' : 'rate limits kept in process',
  );

  const auth = createAuth({
    db: database.db,
    mailer,
    appUrl: env.APP_URL,
    secret: env.AUTH_SECRET,
    secureCookies: env.NODE_ENV === 'production',
    rateLimitStore: redis && createRedisRateLimitStore(redis),
    logger,
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
  });

  const payments = createPaymentsFromEnv(env, database.db, logger);
  logger.info(
    { payments: payments.kind },
    payments.kind === 'stripe'
      ? 'payments through Stripe'
      : 'payments in the built-in sandbox (test mode, no real payment)',
  );

  // Every instance ticks; each due reminder is claimed in the database by exactly one of them.
  const reminders = createReminderScheduler({
    db: database.db,
    mailer,
    appUrl: env.APP_URL,
    secret: env.AUTH_SECRET,
    logger,
  });
  if (env.REMINDER_INTERVAL_SECONDS > 0) reminders.start(env.REMINDER_INTERVAL_SECONDS * 1000);
  logger.info(
    { reminderIntervalSeconds: env.REMINDER_INTERVAL_SECONDS },
    env.REMINDER_INTERVAL_SECONDS > 0 ? 'daily reminders scheduled in this process' : 'daily reminder scheduler off',
  );

  // Most requests need no session query (nor a history query when re-reading it): lookups and
  // pages are kept a few seconds, dropped on any change the database reports.
  const cacheTtlMs = env.SESSION_CACHE_SECONDS * 1000;
  const sessionCache = cacheTtlMs > 0 ? createSessionCache({ ttlMs: cacheTtlMs }) : undefined;
  const checkInPages = cacheTtlMs > 0 ? createCheckInPageCache({ ttlMs: cacheTtlMs }) : undefined;
  const stopFollowingChanges =
    sessionCache && checkInPages
      ? followCacheInvalidations(database, { accounts: [sessionCache], checkIns: [checkInPages] }, logger)
      : () => Promise.resolve();
  const resolveSession = createSessionResolver(auth, database.db, env.AUTH_SECRET, sessionCache);

  const deps: AppDeps = {
    db: database.db,
    auth,
    resolveSession,
    sessionChanges: checkInPages && forgettingAlso(resolveSession.changes, [checkInPages]),
    checkInPages,
    reflection: createReflectionFromEnv(env, logger),
    payments,
    authSecret: env.AUTH_SECRET,
    rateLimitStore: redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore(),
    reflectionLimits: { perMinute: env.REFLECTION_PER_MINUTE, perDay: env.REFLECTION_PER_DAY },
    logger,
    appUrl: env.APP_URL,
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    // Its own key space: sign-in failures per account, shared by every instance.
    signInAttemptStore: redis && createRedisRateLimitStore(redis, 'patternwise:sign-in-account:'),
    pingDatabase: database.ping,
    staticDir: env.STATIC_DIR,
    testFactories: testFactoriesEnabled(env),
  };
  const close = async () => {
    await reminders.stop();
    await stopFollowingChanges();
    redis?.disconnect();
    await database.close();
  };
  return { deps, close };
}
