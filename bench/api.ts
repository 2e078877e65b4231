import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  alternate,
  CONNECTIONS,
  DURATION_S,
  isValid,
  load,
  freePort,
  ROUNDS,
  startApp,
  startBaseline,
  summarize,
  type Measure,
  type RunningApp,
  type Summary,
  type Target,
} from './load.js';
import { startSmtpSink } from './smtp-sink.js';

const PASSWORD = 'bench calm river 42';
const SIGN_INS = 15;

/** Production settings; placeholder Stripe ids let it boot (nobody checks out). Behind a proxy, so each sign-in can come from its own address. */
const productionEnv = (port: number, smtpUrl: string, dataDir: string) => ({
  SMTP_URL: smtpUrl,
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  AUTH_SECRET: 'b'.repeat(40),
  TRUST_PROXY: 'true',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  STRIPE_PRICE_CURRENT_CLIENT: 'price_bench_current_client',
  STRIPE_PRICE_STANDARD: 'price_bench_standard',
  STRIPE_PRODUCT_CURRENT_CLIENT: 'prod_bench_current_client',
  STRIPE_PRODUCT_STANDARD: 'prod_bench_standard',
});

let addressCounter = 0;
/** A new client address per sign-in, so the per-address sign-in limit never answers 429 here. */
const nextAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

type Account = { email: string; cookie: string };

/** Signs up and follows the mailed confirmation link, which signs the account in. */
async function signUp(base: string, mailTexts: () => string[], label: string): Promise<Account> {
  const email = `bench-${label}-${Date.now()}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const until = Date.now() + 10_000;
  let token: string | undefined;
  while (!token) {
    if (Date.now() > until) throw new Error('timed out waiting for the confirmation mail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    token = mailTexts()
      .find((text) => text.includes(email))
      ?.match(/#type=signup&token=([^\s]+)/)?.[1];
  }
  const verified = await fetch(`${base}/api/auth/verify-email?token=${token}`, { headers: { origin: base } });
  if (!verified.ok) throw new Error(`confirmation failed: ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { email, cookie };
}

async function signIn(base: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return performance.now() - started;
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Data for the measures, written straight into the database (the app has no bulk import). */
type Seed = (sql: string, params: unknown[]) => Promise<unknown>;

async function seedCheckIns(run: Seed, userId: string, count: number) {
  await run(
    `insert into check_ins (user_id, created_at, feeling_text, mood_level, ai_response, detected_schemas, pattern_evidence)
     select $1, now() - make_interval(mins => n), 'A long day at work, and I kept thinking I had let everyone down again.',
            1 + n % 5, 'It sounds like the day asked a lot of you.', '{failure}', '[{"schema_key":"failure","phrase":"let everyone down"}]'
     from generate_series(1, $2::int) as n`,
    [userId, count],
  );
}

/** How many people save check-ins at once in the save measure (50 connections spread over them). */
const SAVING_PEOPLE = 25;

/** A subscriber who has done the screener: saves are never stopped by the free limit. */
async function seedSubscriber(run: Seed, userId: string) {
  await run(`update profiles set has_completed_screener = true where id = $1`, [userId]);
  await run(
    `insert into subscriptions (user_id, provider, product_id, status, current_period_end)
     values ($1, 'stripe', 'prod_bench_standard', 'active', now() + interval '30 days')`,
    [userId],
  );
}

async function userIdOf(base: string, cookie: string) {
  const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
  return me.user.id;
}

type Row = { name: string; app: Summary; baseline?: Summary; ratio?: number; valid: boolean; note?: string };

function printTable(title: string, rows: Row[]) {
  console.log(
    `\n## ${title}: ${CONNECTIONS} connections, ${DURATION_S} s rounds, ${ROUNDS} alternating rounds per side`,
  );
  console.log('| measure | app req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio | spread app/bare | valid |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const bare = r.baseline;
    console.log(
      `| ${r.name} | ${r.app.rps} | ${r.app.p50} | ${r.app.p99} | ${bare?.rps ?? ''} | ${bare?.p99 ?? ''} | ${r.ratio?.toFixed(3) ?? ''} | ${r.app.spread.toFixed(2)}${bare ? `/${bare.spread.toFixed(2)}` : ''} | ${r.valid ? 'yes' : 'VOID'}${r.note ? ` (${r.note})` : ''} |`,
    );
  }
}

async function versusBaseline(name: string, app: Target, baseline: Target): Promise<Row> {
  const { a, b } = await alternate(baseline, app);
  return { name, app: b, baseline: a, ratio: b.rps / a.rps, valid: isValid(a, b) };
}

const key = (method: string, path: string) => `${method} ${path}`;

async function fetchText(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text;
}

/**
 * Answers for the screener measure: each of these people starts a session, then every statement
 * of each session in turn, so consecutive requests update different rows (one row answered by 50
 * connections would measure its lock queue, not the endpoint).
 */
async function screenerAnswersOf(base: string, people: Account[]) {
  const { items } = JSON.parse(await fetchText(`${base}/api/screener`, { headers: { cookie: people[0]!.cookie } })) as {
    items: { id: string }[];
  };
  const answers: { headers: Record<string, string>; body: string }[] = [];
  for (const person of people) {
    const headers = { 'content-type': 'application/json', origin: base, cookie: person.cookie };
    const started = JSON.parse(
      await fetchText(`${base}/api/screener/answers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ item_id: items[0]!.id, score: 3 }),
      }),
    ) as { session_id: string };
    for (const item of items)
      answers.push({ headers, body: JSON.stringify({ session_id: started.session_id, item_id: item.id, score: 4 }) });
  }
  // People interleaved: neighbouring requests belong to different sessions.
  return answers.map((_, i) => answers[(i % people.length) * items.length + Math.floor(i / people.length)]!);
}

/** PostgreSQL: every server measure of issue 13 (`readsOnly`: the two reads against bare, nothing else). */
export async function benchPostgres(
  adminUrl: string,
  { readsOnly = false, writesOnly = false, signInOnly = false } = {},
) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log('\n(PostgreSQL not reachable at BENCH_POSTGRES_URL: skipped)');
    return;
  }
  const name = `pw_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  const smtp = await startSmtpSink();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...productionEnv(port, smtp.url, mkdtempSync(join(tmpdir(), 'pw-bench-'))),
    DATABASE_URL: url.toString(),
  };
  let app: RunningApp | undefined;
  try {
    app = await startApp(port, env);
    const firstBoot = app.startupMs;
    await db.connect();
    const seed: Seed = (sql, params) => db.query(sql, params);
    // Readers with exactly 10 and 100,000 check-ins; the saves go to a third account (a subscriber).
    const small = await signUp(base, smtp.texts, 'ten');
    const large = await signUp(base, smtp.texts, 'many');
    const writer = await signUp(base, smtp.texts, 'writer');
    await seedSubscriber(seed, await userIdOf(base, writer.cookie));
    // Saves by many people at once, as a service sees them: each person's history total is one row,
    // so one person saving back to back measures that row's lock queue (kept as its own row).
    const writers = await Promise.all(
      Array.from({ length: SAVING_PEOPLE }, (_, n) => signUp(base, smtp.texts, `writer-${n}`)),
    );
    for (const person of writers) await seedSubscriber(seed, await userIdOf(base, person.cookie));
    await seedCheckIns(seed, await userIdOf(base, small.cookie), 10);
    await seedCheckIns(seed, await userIdOf(base, large.cookie), 100_000);
    await db.query('analyze check_ins');
    // The history's total is kept by triggers: rows written straight into the database count too.
    for (const [account, expected] of [
      [small, 10],
      [large, 100_000],
    ] as const) {
      const page = JSON.parse(await fetchText(`${base}/api/check-ins`, { headers: { cookie: account.cookie } })) as {
        total: number;
      };
      if (page.total !== expected) throw new Error(`the history shows ${page.total} check-ins, not ${expected}`);
    }

    const json = { 'content-type': 'application/json', origin: base, cookie: writer.cookie };
    const screenerAnswers = await screenerAnswersOf(base, [
      writer,
      ...(await Promise.all(
        Array.from({ length: SAVING_PEOPLE - 1 }, (_, n) => signUp(base, smtp.texts, `screener-${n}`)),
      )),
    ]);
    const answer = screenerAnswers[0]!.body;
    const checkIn = JSON.stringify({
      feeling_text: 'Tired after a long meeting, but I finished the report and went for a walk.',
      mood_level: 3,
    });
    const bodies = {
      [key('GET', '/api/me')]: await fetchText(`${base}/api/me`, { headers: { cookie: small.cookie } }),
      [key('GET', '/api/check-ins')]: await fetchText(`${base}/api/check-ins`, { headers: { cookie: small.cookie } }),
      [key('POST', '/api/check-ins')]: await fetchText(`${base}/api/check-ins`, {
        method: 'POST',
        headers: json,
        body: checkIn,
      }),
      [key('POST', '/api/screener/answers')]: await fetchText(`${base}/api/screener/answers`, {
        method: 'POST',
        headers: json,
        body: answer,
      }),
    };
    const basePort = await freePort();
    const baseline = await startBaseline(basePort, bodies);
    const bare = `http://127.0.0.1:${basePort}`;
    const rows: Row[] = [];
    const read = (path: string, cookie: string): Target => ({ url: `${base}${path}`, headers: { cookie } });
    try {
      if (signInOnly) return await benchSignIn(base, small.email, read('/api/check-ins', small.cookie));
      if (!writesOnly) {
        rows.push(await versusBaseline('GET /api/me', read('/api/me', small.cookie), { url: `${bare}/api/me` }));
        rows.push(
          await versusBaseline('GET /api/check-ins (last 10)', read('/api/check-ins', small.cookie), {
            url: `${bare}/api/check-ins`,
          }),
        );
      }
      if (readsOnly) return printTable('API on PostgreSQL (reads only)', rows);
      rows.push(
        await versusBaseline(
          `POST /api/check-ins (save, ${SAVING_PEOPLE} people)`,
          {
            url: `${base}/api/check-ins`,
            method: 'POST',
            headers: json,
            body: checkIn,
            rotate: writers.map((person) => ({ headers: { cookie: person.cookie } })),
          },
          {
            url: `${bare}/api/check-ins`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: checkIn,
          },
        ),
      );
      rows.push(
        await versusBaseline(
          'POST /api/check-ins (save, one person back to back)',
          { url: `${base}/api/check-ins`, method: 'POST', headers: json, body: checkIn },
          {
            url: `${bare}/api/check-ins`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: checkIn,
          },
        ),
      );
      rows.push(
        await versusBaseline(
          'POST /api/screener/answers',
          { url: `${base}/api/screener/answers`, method: 'POST', headers: json, body: answer, rotate: screenerAnswers },
          {
            url: `${bare}/api/screener/answers`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: answer,
            rotate: screenerAnswers.map(({ body }) => ({ body })),
          },
        ),
      );
    } finally {
      baseline.kill();
    }
    if (writesOnly) return printTable('API on PostgreSQL (writes only)', rows);

    // Growth: the same read for 10 and for 100,000 check-ins, with the caches off so every read is
    // the database query (cached, both rows would measure the same memory lookup).
    await app.stop();
    app = await startApp(port, { ...env, SESSION_CACHE_SECONDS: '0' });
    const growth = await alternate(read('/api/check-ins', small.cookie), read('/api/check-ins', large.cookie));
    await app.stop();
    app = await startApp(port, env);
    rows.push({ name: 'last 10, user with 10 check-ins', app: growth.a, valid: isValid(growth.a) });
    rows.push({
      name: 'last 10, user with 100,000 check-ins',
      app: growth.b,
      ratio: growth.b.rps / growth.a.rps,
      valid: isValid(growth.a, growth.b),
      note: 'ratio to the 10 check-ins row, caches off; target >= 0.90',
    });
    printTable('API on PostgreSQL', rows);

    await benchSignIn(base, small.email, read('/api/check-ins', small.cookie));

    const restarts: number[] = [];
    for (let i = 0; i < 3; i++) {
      await app.stop();
      app = await startApp(port, env);
      restarts.push(app.startupMs);
    }
    printStartup('PostgreSQL', app.compiled, firstBoot, restarts, 1000);
  } finally {
    await app?.stop();
    await smtp.close();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Sign-in p50 against the hash verification alone, then the read's p99 with 8 sign-ins always in flight. */
async function benchSignIn(base: string, email: string, readTarget: Target) {
  const hash = await hashPassword(PASSWORD);
  const verifies: number[] = [];
  const signIns: number[] = [];
  for (let i = 0; i < 3; i++) await verifyPassword({ hash, password: PASSWORD });
  await signIn(base, email);
  // Alternating, so both see the same machine.
  for (let i = 0; i < SIGN_INS; i++) {
    const started = performance.now();
    await verifyPassword({ hash, password: PASSWORD });
    verifies.push(performance.now() - started);
    signIns.push(await signIn(base, email));
  }
  const verifyP50 = p50(verifies);
  const signInP50 = p50(signIns);

  const quiet: Measure[] = [];
  const busy: Measure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const withSignIns of round % 2 === 0 ? [false, true] : [true, false]) {
      if (!withSignIns) {
        quiet.push(await load(readTarget, DURATION_S));
        continue;
      }
      let running = true;
      let failed = 0;
      const workers = Array.from({ length: 8 }, async () => {
        while (running) await signIn(base, email).catch(() => failed++);
      });
      const measure = await load(readTarget, DURATION_S);
      running = false;
      await Promise.all(workers);
      busy.push({ ...measure, failures: measure.failures + failed });
    }
  }
  const q = summarize(quiet);
  const b = summarize(busy);
  console.log('\n## Sign-in (PostgreSQL)');
  console.log('| measure | figure | target |');
  console.log('|---|---:|---|');
  console.log(`| scrypt verification alone (Better Auth's verifyPassword), p50 | ${verifyP50.toFixed(1)} ms | |`);
  console.log(
    `| POST /api/auth/sign-in/email, one at a time, p50 of ${SIGN_INS} | ${signInP50.toFixed(1)} ms (${(signInP50 / verifyP50).toFixed(2)}x) | <= 1.3x |`,
  );
  console.log(
    `| GET /api/check-ins p99, alone / with 8 sign-ins in flight | ${q.p99} / ${b.p99} ms (${(b.p99 / Math.max(1, q.p99)).toFixed(2)}x; req/s ${q.rps} / ${b.rps}) | <= 2x${isValid(q, b) ? '' : ` (VOID: ${q.failures + b.failures} failed requests, spread ${q.spread.toFixed(2)} / ${b.spread.toFixed(2)})`} |`,
  );
}

function printStartup(label: string, compiled: boolean, firstBoot: number, restarts: number[], targetMs: number) {
  const median = p50(restarts);
  console.log(
    `\nstart-up to the first 200 of /readyz on ${label} (${compiled ? 'compiled dist/server/main.js' : 'tsx: no build found'}): ` +
      `first boot ${Math.round(firstBoot)} ms (empty database: migrations and seed), restart median ${Math.round(median)} ms ` +
      `of ${restarts.map(Math.round).join(', ')} (target <= ${targetMs} ms)`,
  );
}

/** Embedded PGlite: the two reads and the start-up. */
export async function benchPglite() {
  const smtp = await startSmtpSink();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-'));
  const env = productionEnv(port, smtp.url, dataDir);
  let app: RunningApp | undefined;
  try {
    app = await startApp(port, env);
    const firstBoot = app.startupMs;
    const account = await signUp(base, smtp.texts, 'pglite');
    const userId = await userIdOf(base, account.cookie);
    // PGlite has one user: the app stops while the check-ins are written, and the restarts are timed.
    await app.stop();
    const pglite = new PGlite(join(dataDir, 'pglite'));
    await seedCheckIns((sql, params) => pglite.query(sql, params), userId, 10);
    await pglite.close();
    const restarts: number[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await app.stop();
      app = await startApp(port, env);
      restarts.push(app.startupMs);
    }
    const bodies = {
      [key('GET', '/api/me')]: await fetchText(`${base}/api/me`, { headers: { cookie: account.cookie } }),
      [key('GET', '/api/check-ins')]: await fetchText(`${base}/api/check-ins`, { headers: { cookie: account.cookie } }),
    };
    const basePort = await freePort();
    const baseline = await startBaseline(basePort, bodies);
    const rows: Row[] = [];
    try {
      const bare = `http://127.0.0.1:${basePort}`;
      const target = (path: string): Target => ({ url: `${base}${path}`, headers: { cookie: account.cookie } });
      rows.push(await versusBaseline('GET /api/me', target('/api/me'), { url: `${bare}/api/me` }));
      rows.push(
        await versusBaseline('GET /api/check-ins (last 10)', target('/api/check-ins'), {
          url: `${bare}/api/check-ins`,
        }),
      );
    } finally {
      baseline.kill();
    }
    printTable('API on embedded PGlite', rows);
    printStartup('PGlite', app.compiled, firstBoot, restarts, 5000);
  } finally {
    await app?.stop();
    await smtp.close();
  }
}
