import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SCHEMA_KEYS } from '../src/shared/patterns.js';
import { startSmtpSink } from './smtp-sink.js';

/**
 * Lighthouse mobile (the default config: simulated Slow 4G and a 4x slower CPU), performance only,
 * on the built app run as in production (embedded PGlite, `npm run build` first), against a static
 * control page served from this process in the same run: the control should score 100, so a low
 * figure there means the machine was busy, not that a page is slow. Each round runs the control,
 * then a page, for every page; the table gives the medians of `LIGHTHOUSE_ROUNDS` rounds (3).
 * Signed-in pages get the session cookie through Lighthouse's `extraHeaders`.
 */
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/es/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/check-in', signedIn: true },
  { path: '/schema-theory', signedIn: true },
  { path: '/lessons', signedIn: true },
].filter((page) => !ONLY || ONLY.includes(page.path));

type Figures = { score: number; lcp: number; tbt: number; cls: number };

const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Control page">
<title>Control</title></head><body><main><h1>Control page</h1><p>Static HTML, no script: the machine's best case.</p></main></body></html>`;

function startApp(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'app-server.ts'), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`app-server exited with ${code}`)));
  });
}

/** Signs up, follows the mailed confirmation link and picks a core pattern, so home and check-in open. */
async function signedInCookie(base: string, mailTexts: () => string[]): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench calm river 42', name: 'Bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  let token: string | undefined;
  for (const until = Date.now() + 10_000; !token && Date.now() < until;) {
    token = mailTexts()
      .find((text) => text.includes(email))
      ?.match(/#type=signup&token=([^\s]+)/)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!token) throw new Error('no confirmation mail');
  const verified = await fetch(`${base}/api/auth/verify-email?token=${token}`, { headers: { origin: base } });
  if (!verified.ok) throw new Error(`confirmation failed: ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const patterns = await fetch(`${base}/api/core-patterns`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ schema_keys: [SCHEMA_KEYS[0]] }),
  });
  if (!patterns.ok) throw new Error(`core patterns failed: ${patterns.status}`);
  return cookie;
}

/**
 * Lighthouse sometimes loses the trace of a load on this machine (`NO_NAVSTART`, "Something went
 * wrong with recording the trace"): a fault of the recording, not of the page, so that load is run
 * again, up to twice. Any other error still ends the run.
 */
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_FCP_TRACE_EVENT', 'NO_TRACING_STARTED']);

async function audit(url: string, port: number, cookie?: string, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=<dir> keeps every report (open one in https://googlechrome.github.io/lighthouse/viewer/).
  if (process.env.LIGHTHOUSE_REPORTS) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError && TRACE_LOST.has(lhr.runtimeError.code) && attempt < 3) {
    console.warn(`${url}: ${lhr.runtimeError.code}, run again`);
    return audit(url, port, cookie, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const control = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_HTML);
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}/`;

const port = 3800 + Math.floor(Math.random() * 150);
const base = `http://127.0.0.1:${port}`;
const smtp = await startSmtpSink();
const app = await startApp({
  SMTP_URL: smtp.url,
  PORT: String(port),
  APP_URL: base,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-lighthouse-')),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_SECRET: 'l'.repeat(40),
  // Production refuses the payments sandbox; nothing here pays, so placeholders let it boot.
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  STRIPE_PRICE_CURRENT_CLIENT: 'price_bench_current_client',
  STRIPE_PRICE_STANDARD: 'price_bench_standard',
  STRIPE_PRODUCT_CURRENT_CLIENT: 'prod_bench_current_client',
  STRIPE_PRODUCT_STANDARD: 'prod_bench_standard',
});
const chrome = await launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const cookie = await signedInCookie(base, smtp.texts);
  const runs = new Map<string, Figures[]>(['control', ...PAGES.map((page) => page.path)].map((key) => [key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PAGES) {
      runs.get('control')!.push(await audit(controlUrl, chrome.port));
      runs.get(page.path)!.push(await audit(base + page.path, chrome.port, page.signedIn ? cookie : undefined));
    }
  }
  console.log(`\n## Lighthouse mobile (simulated throttling), medians of ${ROUNDS} rounds, control between pages`);
  console.log('| page | score | LCP ms | TBT ms | CLS | scores |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [page, figures] of runs) {
    const m = (pick: (f: Figures) => number) => median(figures.map(pick));
    console.log(
      `| ${page} | ${m((f) => f.score)} | ${Math.round(m((f) => f.lcp))} | ${Math.round(m((f) => f.tbt))} | ` +
        `${m((f) => f.cls).toFixed(3)} | ${figures.map((f) => f.score).join(', ')} |`,
    );
  }
  const controlScore = median(runs.get('control')!.map((f) => f.score));
  if (controlScore < 100) console.log(`control scored ${controlScore}: the machine was busy, the run is VOID`);
} finally {
  chrome.kill();
  app.kill();
  control.close();
  await smtp.close();
}
