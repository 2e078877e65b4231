import { benchPglite, benchPostgres } from './api.js';
import { benchEngine } from './engine.js';
import { benchInitialJs } from './initial-js.js';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

benchInitialJs();
await benchEngine();
await benchPostgres(POSTGRES_URL);
await benchPglite();
// Lighthouse last (about 10 minutes); BENCH_LIGHTHOUSE=0 leaves it out, `npm run bench:lighthouse` runs it alone.
if (process.env.BENCH_LIGHTHOUSE !== '0') await import('./lighthouse.js');
