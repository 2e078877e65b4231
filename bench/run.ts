import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchEngine } from './engine.js';
import { startSmtpSink } from './smtp-sink.js';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Measure = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, script), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Signs up and follows the mailed confirmation link, which signs the account in. */
async function signUp(base: string, mailTexts: () => string[]): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'bench calm river 42', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const token = await waitFor(() => {
    const mail = mailTexts().find((text) => text.includes(email));
    return mail?.match(/#type=signup&token=([^\s]+)/)?.[1];
  });
  const verified = await fetch(`${base}/api/auth/verify-email?token=${token}`, { headers: { origin: base } });
  if (!verified.ok) throw new Error(`confirmation failed: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting for the confirmation mail');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** ABBA rounds: baseline, app, app, baseline; each side's median. */
async function compare(label: string, databaseEnv: Record<string, string>) {
  const port = 3300 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const smtp = await startSmtpSink();
  const app = await start('app-server.ts', {
    SMTP_URL: smtp.url,
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-bench-')),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    AUTH_SECRET: 'b'.repeat(40),
    // Production refuses the payments sandbox; the benchmark never pays, so placeholder Stripe
    // settings let it boot (the provider makes no call until someone checks out).
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_PRICE_CURRENT_CLIENT: 'price_bench_current_client',
    STRIPE_PRICE_STANDARD: 'price_bench_standard',
    STRIPE_PRODUCT_CURRENT_CLIENT: 'prod_bench_current_client',
    STRIPE_PRODUCT_STANDARD: 'prod_bench_standard',
    ...databaseEnv,
  });
  try {
    const cookie = await signUp(base, smtp.texts);
    const meBody = await (await fetch(`${base}/api/me`, { headers: { cookie } })).text();
    const baseline = await start('baseline-server.ts', { PORT: String(port + 1), BASELINE_BODY: meBody });
    try {
      const baselineUrl = `http://127.0.0.1:${port + 1}/`;
      const appUrl = `${base}/api/me`;
      await load(baselineUrl, {}, WARMUP_S);
      await load(appUrl, { cookie }, WARMUP_S);
      const runs = { baseline: [] as Measure[], app: [] as Measure[] };
      runs.baseline.push(await load(baselineUrl, {}, DURATION_S));
      runs.app.push(await load(appUrl, { cookie }, DURATION_S));
      runs.app.push(await load(appUrl, { cookie }, DURATION_S));
      runs.baseline.push(await load(baselineUrl, {}, DURATION_S));
      report(label, runs);
    } finally {
      baseline.kill();
    }
  } finally {
    app.kill();
    await smtp.close();
  }
}

function report(label: string, runs: { baseline: Measure[]; app: Measure[] }) {
  const summary = (measures: Measure[]) => ({
    rps: Math.round(median(measures.map((m) => m.rps))),
    p50: median(measures.map((m) => m.p50)),
    p99: median(measures.map((m) => m.p99)),
    failures: measures.reduce((sum, m) => sum + m.non2xx + m.errors, 0),
    spread: Math.max(...measures.map((m) => m.rps)) / Math.min(...measures.map((m) => m.rps)),
  });
  const baseline = summary(runs.baseline);
  const app = summary(runs.app);
  const ratio = app.rps / baseline.rps;
  const valid = baseline.failures === 0 && app.failures === 0 && baseline.spread < 1.15 && app.spread < 1.15;
  console.log(
    `\n## GET /api/me (authenticated) on ${label}: ${CONNECTIONS} connections, ${DURATION_S} s x 2 each, ABBA`,
  );
  console.log('| server | req/s | p50 ms | p99 ms | failures | round spread |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, s] of [
    ['bare node:http (same bytes)', baseline],
    ['Patternwise /api/me', app],
  ] as const) {
    console.log(`| ${name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.failures} | ${s.spread.toFixed(2)} |`);
  }
  console.log(`ratio: ${ratio.toFixed(3)}${valid ? '' : '  (VOID: failures or round spread above 15%)'}`);
}

/** The JS a first visit to /auth downloads: the entry, its static imports, and the lazy auth page chunk. */
function initialJsOfAuth() {
  const dist = join(import.meta.dirname, '..', 'dist', 'client');
  type Chunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const authPage = Object.keys(manifest).find((key) => key.endsWith('features/auth/auth-page.tsx'));
  if (!entry || !authPage) throw new Error('build first: npm run build');
  visit(entry);
  visit(authPage);
  const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log('\n## Initial JS of /auth (gzip)');
  for (const s of sizes) console.log(`- ${s.file}: ${(s.gzip / 1024).toFixed(1)} KB`);
  console.log(`total: ${(total / 1024).toFixed(1)} KB gz (target <= 120 KB)`);
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `pw_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

initialJsOfAuth();
await benchEngine();
const postgres = await postgresDatabase();
if (postgres) {
  try {
    await compare('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\n(PostgreSQL not reachable at BENCH_POSTGRES_URL: skipped)');
}
await compare('PGlite (embedded default)', {});
