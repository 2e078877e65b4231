import { benchPglite, benchPostgres } from './api.js';
import { benchEngine } from './engine.js';
import { benchInitialJs } from './initial-js.js';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// BENCH_ONLY=reads: only the two reads against bare on PostgreSQL (a quick check of the hot path).
// BENCH_ONLY=writes: only the check-in saves and the screener answer against bare on PostgreSQL.
const readsOnly = process.env.BENCH_ONLY === 'reads';
// BENCH_ONLY=sign-in: only the sign-in measures (its time against scrypt's, the read p99 with sign-ins in flight).
const writesOnly = process.env.BENCH_ONLY === 'writes';
const signInOnly = process.env.BENCH_ONLY === 'sign-in';
const focused = readsOnly || writesOnly || signInOnly;
if (!focused) {
  benchInitialJs();
  await benchEngine();
}
await benchPostgres(POSTGRES_URL, { readsOnly, writesOnly, signInOnly });
if (!focused) await benchPglite();
// Lighthouse last (about 10 minutes); BENCH_LIGHTHOUSE=0 leaves it out, `npm run bench:lighthouse` runs it alone.
if (process.env.BENCH_LIGHTHOUSE !== '0' && !focused) await import('./lighthouse.js');
