import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parsePromoCodes } from './providers/payments/promo-codes.js';

/** The client build of this checkout, wherever the process starts (src/server and dist/server sit at the same depth). */
const builtClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Browser tests only: with NODE_ENV=test, mounts the test factories (never in production). */
  E2E_FACTORIES: z.string().optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How long a session lookup or a history page is kept at most (dropped earlier on any change the database reports
   * through LISTEN/NOTIFY); 0 turns the cache off, as a transaction-mode pooler that drops LISTEN needs.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Password hashes (scrypt) at once per instance; unset: half the cores, at least 1. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Patternwise <no-reply@patternwise.local>'),
  REDIS_URL: z.url().optional(),
  TRUST_PROXY: booleanString,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default(builtClientDir),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(12_000),
  REFLECTION_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  REFLECTION_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** How often each instance looks for due daily reminders; 0 turns the scheduler off in this process. */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Sandbox promo codes, `CODE=percent` off the first month, comma separated; `none` for no codes. */
  PROMO_CODES: z
    .string()
    .default('CURRENT2025=100')
    .transform((value, ctx) => {
      try {
        return parsePromoCodes(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'invalid' });
        return z.NEVER;
      }
    }),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_CURRENT_CLIENT: z.string().optional(),
  STRIPE_PRICE_STANDARD: z.string().optional(),
  STRIPE_PRODUCT_CURRENT_CLIENT: z.string().optional(),
  STRIPE_PRODUCT_STANDARD: z.string().optional(),
  /** Tests only: the Stripe SDK's host, port and protocol pointed at a local stub. */
  STRIPE_API_URL: z.url().optional(),
});

/** With STRIPE_SECRET_KEY, Stripe is the payments provider and these must be set too. */
const stripeCompanions = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_CURRENT_CLIENT',
  'STRIPE_PRICE_STANDARD',
  'STRIPE_PRODUCT_CURRENT_CLIENT',
  'STRIPE_PRODUCT_STANDARD',
] as const;

export type Env = z.infer<typeof EnvSchema> & { AUTH_SECRET: string };

/** Reads and validates the environment once, listing every bad variable before refusing to start. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const emptyAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(emptyAsUnset);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const missing: string[] = [];
  if (env.STRIPE_SECRET_KEY) {
    for (const name of stripeCompanions) {
      if (!env[name]) missing.push(`  ${name}: required with STRIPE_SECRET_KEY`);
    }
  }
  if (env.NODE_ENV === 'production') {
    if (!env.AUTH_SECRET) missing.push('  AUTH_SECRET: required in production (32+ random characters)');
    // The outbox folder keeps live reset links on disk: a development stand-in, never a production mailer.
    if (!env.SMTP_URL) missing.push('  SMTP_URL: required in production (e.g. smtps://user:pass@smtp.example.com:465)');
    // The sandbox's Pay button gives access without a payment: a development stand-in, never production's.
    if (!env.STRIPE_SECRET_KEY) {
      missing.push('  STRIPE_SECRET_KEY: required in production (the payments sandbox gives access without paying)');
    }
  }
  if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
  return { ...env, AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateLocalSecret(env.DATA_DIR) };
}

/** Without configuration, a random secret is made once and kept beside the embedded data. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = join(resolve(dataDir), 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
