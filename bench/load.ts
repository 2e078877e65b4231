import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = 2;
/** Rounds per side, alternating (A B B A A B): each side's median is reported. */
export const ROUNDS = 3;
/** A side whose rounds differ by more than this, or any failed request, makes a measure VOID. */
export const MAX_SPREAD = 1.15;

const root = join(import.meta.dirname, '..');
const compiledServer = join(root, 'dist', 'server', 'main.js');

export type Measure = { rps: number; p50: number; p99: number; failures: number };
export type Target = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request takes the next of these (headers added, body replaced), round robin over all connections. */
  rotate?: { headers?: Record<string, string>; body?: string }[];
};

/** autocannon's request list for a rotating target: one entry whose setup picks the next variant. */
function rotating(variants: NonNullable<Target['rotate']>): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const variant = variants[next++ % variants.length]!;
        return { ...request, headers: { ...request.headers, ...variant.headers }, body: variant.body ?? request.body };
      },
    },
  ];
}

/**
 * A port nothing listens on, from the system: a port picked at random from a range once landed on
 * a daemon of the machine's own (epmd, 4369) and ended the run.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function load(target: Target, seconds: number, connections = CONNECTIONS): Promise<Measure> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    requests: target.rotate && rotating(target.rotate),
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type Summary = Measure & { spread: number };

export function summarize(measures: Measure[]): Summary {
  const rps = measures.map((m) => m.rps);
  return {
    rps: Math.round(median(rps)),
    p50: median(measures.map((m) => m.p50)),
    p99: median(measures.map((m) => m.p99)),
    failures: measures.reduce((sum, m) => sum + m.failures, 0),
    spread: Math.max(...rps) / Math.max(1, Math.min(...rps)),
  };
}

export const isValid = (...sides: Summary[]) => sides.every((s) => s.failures === 0 && s.spread <= MAX_SPREAD);

/** Warm-up of each side, then ROUNDS rounds each in alternating order (A B B A A B). */
export async function alternate(a: Target, b: Target) {
  await load(a, WARMUP_S);
  await load(b, WARMUP_S);
  const runs = { a: [] as Measure[], b: [] as Measure[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const side of order) runs[side].push(await load(side === 'a' ? a : b, DURATION_S));
  }
  return { a: summarize(runs.a), b: summarize(runs.b) };
}

/** Bare node:http answering fixed bodies by path (POST bodies are read and parsed as JSON first). */
export function startBaseline(port: number, bodies: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'baseline-server.ts'), [], {
    env: { ...process.env, PORT: String(port), BASELINE_BODIES: JSON.stringify(bodies) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
}

/** Generous: a machine shared with test runs can take tens of seconds to boot PGlite. */
const START_TIMEOUT_MS = 180_000;

export type RunningApp = { child: ChildProcess; startupMs: number; compiled: boolean; stop: () => Promise<void> };

/**
 * The app as `npm start` runs it: the compiled dist/server/main.js (the TypeScript source through
 * tsx only when no build exists), request logging on. Start-up is measured from the spawn to the
 * first 200 of /readyz, which the server answers once migrations and seeding are done.
 */
export async function startApp(port: number, env: Record<string, string>): Promise<RunningApp> {
  const compiled = existsSync(compiledServer);
  const args = compiled
    ? [...(process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--enable-source-maps', compiledServer]
    : ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = { exited: false };
  child.once('exit', () => (state.exited = true));
  for (;;) {
    if (state.exited) throw new Error('the app exited during start-up');
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) break;
    if (performance.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`the app did not start within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startupMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (state.exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, startupMs, compiled, stop };
}
