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

  it('starts with SMTP_URL and AUTH_SECRET set', () => {
    const env = readEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, SMTP_URL: 'smtps://u:p@smtp.example.com:465' });
    expect(env.SMTP_URL).toBe('smtps://u:p@smtp.example.com:465');
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
