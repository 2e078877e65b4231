import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.js';

const secret = 's'.repeat(40);
const dataDir = () => mkdtempSync(join(tmpdir(), 'pw-env-'));

describe('readEnv in production', () => {
  it('refuses to start without SMTP_URL, naming it (the outbox would keep live reset links)', () => {
    expect(() => readEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, DATA_DIR: dataDir() })).toThrow(
      /Invalid environment:\n {2}SMTP_URL: required in production/,
    );
  });

  it('counts an empty SMTP_URL as missing', () => {
    expect(() => readEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, SMTP_URL: '', DATA_DIR: dataDir() })).toThrow(
      /SMTP_URL: required in production/,
    );
  });

  it('lists every missing variable at once', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET: required in production[^]*\n {2}SMTP_URL: required in production/,
    );
  });

  it('starts with SMTP_URL, AUTH_SECRET and Stripe set', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      ...stripe,
    });
    expect(env.SMTP_URL).toBe('smtps://u:p@smtp.example.com:465');
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_123');
  });

  it('refuses the payments sandbox (its Pay button gives access for free)', () => {
    expect(() =>
      readEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }),
    ).toThrow(/Invalid environment:\n {2}STRIPE_SECRET_KEY: required in production/);
  });
});

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_CURRENT_CLIENT: 'price_cc',
  STRIPE_PRICE_STANDARD: 'price_std',
  STRIPE_PRODUCT_CURRENT_CLIENT: 'prod_cc',
  STRIPE_PRODUCT_STANDARD: 'prod_std',
};

describe('payments configuration', () => {
  it('defaults to the sandbox with CURRENT2025 = 100% off the first month', () => {
    const env = readEnv({ DATA_DIR: dataDir() });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.PROMO_CODES).toEqual({ CURRENT2025: 100 });
  });

  it('reads PROMO_CODES as a comma list of CODE=percent, codes uppercased; none for no codes', () => {
    expect(readEnv({ DATA_DIR: dataDir(), PROMO_CODES: 'spring=20, FRIENDS_50 = 50' }).PROMO_CODES).toEqual({
      SPRING: 20,
      FRIENDS_50: 50,
    });
    expect(readEnv({ DATA_DIR: dataDir(), PROMO_CODES: 'none' }).PROMO_CODES).toEqual({});
  });

  it.each(['SPRING', 'SPRING=0', 'SPRING=101', 'SPR ING=10', 'SPRING=10,', '=10'])(
    'refuses PROMO_CODES=%j, naming the variable',
    (value) => {
      expect(() => readEnv({ DATA_DIR: dataDir(), PROMO_CODES: value })).toThrow(/PROMO_CODES: /);
    },
  );

  it('with STRIPE_SECRET_KEY, lists every missing Stripe id and the webhook secret at once', () => {
    expect(() => readEnv({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY\n {2}STRIPE_PRICE_CURRENT_CLIENT[^]*STRIPE_PRICE_STANDARD[^]*STRIPE_PRODUCT_CURRENT_CLIENT[^]*STRIPE_PRODUCT_STANDARD/,
    );
    const { STRIPE_PRODUCT_STANDARD: _left, ...almost } = stripe;
    expect(() => readEnv({ DATA_DIR: dataDir(), ...almost })).toThrow(
      /^Invalid environment:\n {2}STRIPE_PRODUCT_STANDARD: required with STRIPE_SECRET_KEY$/,
    );
    expect(readEnv({ DATA_DIR: dataDir(), ...stripe }).STRIPE_PRICE_STANDARD).toBe('price_std');
  });

  it('STRIPE_API_URL must be a URL', () => {
    expect(() => readEnv({ DATA_DIR: dataDir(), ...stripe, STRIPE_API_URL: 'localhost' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('readEnv in development', () => {
  it('needs no SMTP_URL: mail goes to the outbox folder', () => {
    expect(readEnv({ DATA_DIR: dataDir() }).SMTP_URL).toBeUndefined();
  });

  it("serves this checkout's client build by default, whatever folder the process starts in", () => {
    const checkoutClient = fileURLToPath(new URL('../../dist/client', import.meta.url));
    const started = process.cwd();
    process.chdir(tmpdir());
    try {
      expect(readEnv({ DATA_DIR: dataDir() }).STATIC_DIR).toBe(checkoutClient);
    } finally {
      process.chdir(started);
    }
  });
});
