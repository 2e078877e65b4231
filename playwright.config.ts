import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A second instance whose configured LLM fails (a local stub that hangs or answers 500).
const llmFailingPort = port + 1;
const llmStubPort = port + 99;
process.env.E2E_LLM_FAILING_URL = `http://localhost:${llmFailingPort}`;
process.env.E2E_LLM_STUB_URL = `http://127.0.0.1:${llmStubPort}`;
// A fresh data folder per run: the outbox the tests read mails from lives in it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'patternwise-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The LLM-failing instance keeps its own outbox, so its journeys can follow confirmation mails too.
const llmFailingDataDir = process.env.E2E_LLM_FAILING_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'patternwise-e2e-llm-'));
process.env.E2E_LLM_FAILING_DATA_DIR = llmFailingDataDir;

// The journeys run the production build: the compiled server (`npm run build`), not tsx.
const compiledServer = 'node --enable-source-maps dist/server/main.js';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: compiledServer,
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        // Browser seeding by factories (tests/e2e/progress.spec.ts); never mounted outside NODE_ENV=test.
        E2E_FACTORIES: 'true',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
    {
      command: 'node --import tsx tests/e2e/llm-stub.ts',
      port: llmStubPort,
      reuseExistingServer: false,
      env: { E2E_LLM_PORT: String(llmStubPort) },
    },
    {
      command: compiledServer,
      url: `http://localhost:${llmFailingPort}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(llmFailingPort),
        APP_URL: `http://localhost:${llmFailingPort}`,
        DATA_DIR: llmFailingDataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        // Browser seeding by factories (tests/e2e/progress.spec.ts); never mounted outside NODE_ENV=test.
        E2E_FACTORIES: 'true',
        AI_BASE_URL: `http://127.0.0.1:${llmStubPort}/v1`,
        AI_API_KEY: 'e2e',
        AI_MODEL: 'stub',
        AI_TIMEOUT_MS: '1500',
      },
    },
  ],
});
