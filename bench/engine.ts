/**
 * The built-in reflection engine on 500-character entries: crisis screen, pattern detection and
 * reply, as `reflectOnCheckIn` runs them. Budget: p95 under 5 ms on this machine (issue 7).
 *
 * The baseline, measured in the same run on the same texts, is the cheapest useful text pass
 * (NFKD, lowercase, split into words), so the ratio says how much work the engine adds whatever
 * the machine's speed that minute. Rounds alternate baseline and engine (ABBA).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import type { Locale } from '../src/shared/locale.js';
import { createBuiltinProvider } from '../src/server/providers/reflection/builtin-provider.js';
import { createReflectionEngine } from '../src/server/providers/reflection/reflection-engine.js';

const ENTRY_LENGTH = 500;
const ENTRIES = 200;
const ROUNDS = 4;
const BUDGET_P95_MS = 5;

type Entry = { text: string; locale: Locale };

function readTexts(path: string, field: 'feeling_text' | 'text'): Entry[] {
  try {
    return readFileSync(new URL(path, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, string>)
      .map((row) => ({ text: row[field] ?? '', locale: row.locale === 'es' ? 'es' : 'en' }));
  } catch {
    return [];
  }
}

/** Entries of exactly 500 characters, made by joining labelled check-ins of one language. */
function buildEntries(): Entry[] {
  const pool = [
    ...readTexts('./reflect-eval/dev.jsonl', 'feeling_text'),
    ...readTexts('./reflect-eval/dev2.jsonl', 'feeling_text'),
    ...readTexts('./reflect-eval/patterns/train.en.jsonl', 'feeling_text'),
    ...readTexts('./reflect-eval/patterns/train.es.jsonl', 'feeling_text'),
    ...readTexts('./reflect-eval/crisis.jsonl', 'text'),
  ];
  const entries: Entry[] = [];
  for (let start = 0; entries.length < ENTRIES && start < pool.length; start += 3) {
    const locale = pool[start]!.locale;
    let text = '';
    for (let k = start; text.length < ENTRY_LENGTH && k < pool.length; k++) {
      if (pool[k]!.locale === locale) text += `${pool[k]!.text} `;
    }
    if (text.length >= ENTRY_LENGTH) entries.push({ text: text.slice(0, ENTRY_LENGTH), locale });
  }
  return entries;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function time(entries: Entry[], run: (entry: Entry) => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (const entry of entries) {
    const started = performance.now();
    await run(entry);
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function benchEngine() {
  const builtin = createBuiltinProvider();
  const engine = createReflectionEngine({ provider: builtin, builtin, logger: pino({ level: 'silent' }) });
  const entries = buildEntries();
  const reflect = (entry: Entry) =>
    engine.reflectOnCheckIn({ feeling_text: entry.text, mood_level: 2, locale: entry.locale });
  const baseline = (entry: Entry) => entry.text.normalize('NFKD').toLowerCase().split(/\s+/u).length;

  await time(entries, reflect); // warm-up: lexicons load and the JIT settles
  const samples = { engine: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 3 === 0 ? ['baseline', 'engine'] : ['engine', 'baseline'];
    for (const side of order) {
      samples[side as 'engine' | 'baseline'].push(...(await time(entries, side === 'engine' ? reflect : baseline)));
    }
  }
  const engineSorted = [...samples.engine].sort((a, b) => a - b);
  const baselineSorted = [...samples.baseline].sort((a, b) => a - b);
  const p95 = quantile(engineSorted, 0.95);
  console.log(`\n## Built-in engine, ${entries.length} entries of ${ENTRY_LENGTH} characters x ${ROUNDS} rounds`);
  console.log('| pass | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  for (const [name, sorted] of [
    ['baseline: NFKD + lowercase + split', baselineSorted],
    ['reflectOnCheckIn (crisis screen, patterns, reply)', engineSorted],
  ] as const) {
    const row = [0.5, 0.95, 0.99].map((q) => quantile(sorted, q).toFixed(3));
    console.log(`| ${name} | ${row.join(' | ')} |`);
  }
  const ratio = quantile(engineSorted, 0.5) / quantile(baselineSorted, 0.5);
  console.log(
    `median ratio engine/baseline: ${ratio.toFixed(0)}x; p95 ${p95.toFixed(2)} ms against a budget of ${BUDGET_P95_MS} ms: ${p95 < BUDGET_P95_MS ? 'within' : 'OVER'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEngine();
