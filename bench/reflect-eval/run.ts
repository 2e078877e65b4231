/**
 * Evaluation of the built-in reflection engine: `npm run eval:reflect`.
 *
 * Prints a markdown report to stdout and writes nothing. Pattern detection is scored on dev.jsonl
 * and dev2.jsonl (the tuning sets) and heldout.jsonl (never used for tuning: this script is the only
 * reader), the crisis screen on crisis.jsonl.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { SCHEMA_KEYS, type SchemaKey } from '../../src/shared/patterns.js';
import type { Locale } from '../../src/shared/locale.js';
import { detectCrisis } from '../../src/server/providers/reflection/crisis.js';
import { detectPatterns } from '../../src/server/providers/reflection/detect.js';

type CheckInRow = {
  id: string;
  locale: Locale;
  mood_level: number;
  feeling_text: string;
  schemas: SchemaKey[];
  crisis: boolean;
};
type CrisisRow = { id: string; locale: Locale; text: string; crisis: boolean; kind: string };

function readJsonl<T>(name: string): T[] {
  return readFileSync(new URL(name, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const pct = (num: number, den: number) => (den === 0 ? '–' : `${((100 * num) / den).toFixed(1)}% (${num}/${den})`);
const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const ratio = (num: number, den: number) => (den === 0 ? Number.NaN : num / den);

type Counts = { tp: number; fp: number; fn: number };
type Scored = { row: CheckInRow; found: SchemaKey[] };

function micro(scored: Scored[]): Counts & { p: number; r: number; f: number; spec: string; neutral: number } {
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  let neutral = 0;
  let neutralClean = 0;
  for (const { row, found } of scored) {
    c.tp += found.filter((k) => row.schemas.includes(k)).length;
    c.fp += found.filter((k) => !row.schemas.includes(k)).length;
    c.fn += row.schemas.filter((k) => !found.includes(k)).length;
    if (row.schemas.length === 0) {
      neutral++;
      if (found.length === 0) neutralClean++;
    }
  }
  const p = ratio(c.tp, c.tp + c.fp);
  const r = ratio(c.tp, c.tp + c.fn);
  return { ...c, p, r, f: f1(p || 0, r || 0), spec: pct(neutralClean, neutral), neutral };
}

function perPattern(scored: Scored[]) {
  return SCHEMA_KEYS.map((key) => {
    const c: Counts = { tp: 0, fp: 0, fn: 0 };
    for (const { row, found } of scored) {
      const gold = row.schemas.includes(key);
      const hit = found.includes(key);
      if (gold && hit) c.tp++;
      else if (hit) c.fp++;
      else if (gold) c.fn++;
    }
    const p = ratio(c.tp, c.tp + c.fp);
    const r = ratio(c.tp, c.tp + c.fn);
    return { key, support: c.tp + c.fn, ...c, p, r, f: f1(p || 0, r || 0) };
  });
}

function reportSplit(name: string, rows: CheckInRow[]): string[] {
  const times: number[] = [];
  const scored = rows.map((row) => {
    const started = performance.now();
    const found = detectPatterns(row.feeling_text, row.locale).map((d) => d.schema_key);
    times.push(performance.now() - started);
    return { row, found };
  });
  const all = micro(scored);
  const patterns = perPattern(scored);
  const withSupport = patterns.filter((p) => p.support > 0);
  const macroF1 = withSupport.reduce((sum, p) => sum + p.f, 0) / Math.max(1, withSupport.length);
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
  const crisisAlarms = rows.filter((row) => !row.crisis && detectCrisis([row.feeling_text]).crisis).length;

  const lines = [
    `## ${name} (${rows.length} entries, ${all.neutral} without a pattern)`,
    '',
    '| metric | value |',
    '|---|---|',
    `| micro precision | ${fmt(all.p)} (${all.tp}/${all.tp + all.fp}) |`,
    `| micro recall | ${fmt(all.r)} (${all.tp}/${all.tp + all.fn}) |`,
    `| micro F1 | ${fmt(all.f)} |`,
    `| macro F1 (patterns with support) | ${fmt(macroF1)} |`,
    `| no-pattern specificity | ${all.spec} |`,
    `| crisis screen alarms on these (non-crisis) check-ins | ${pct(crisisAlarms, rows.filter((r) => !r.crisis).length)} |`,
    `| detection time p95 | ${p95.toFixed(2)} ms |`,
    '',
    '| locale | entries | micro P | micro R | micro F1 | macro F1 | no-pattern specificity |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const locale of ['en', 'es'] as const) {
    const subset = scored.filter((s) => s.row.locale === locale);
    const m = micro(subset);
    const pp = perPattern(subset).filter((p) => p.support > 0);
    const macro = pp.reduce((sum, p) => sum + p.f, 0) / Math.max(1, pp.length);
    lines.push(
      `| ${locale} | ${subset.length} | ${fmt(m.p)} | ${fmt(m.r)} | ${fmt(m.f)} | ${fmt(macro)} | ${m.spec} |`,
    );
  }
  lines.push('', '| pattern | support | TP | FP | FN | P | R | F1 |', '|---|---|---|---|---|---|---|---|');
  for (const p of patterns) {
    lines.push(`| ${p.key} | ${p.support} | ${p.tp} | ${p.fp} | ${p.fn} | ${fmt(p.p)} | ${fmt(p.r)} | ${fmt(p.f)} |`);
  }
  lines.push('');
  return lines;
}

function reportCrisis(rows: CrisisRow[]): string[] {
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const lines = [
    `## Crisis screen (crisis.jsonl, ${rows.length} lines)`,
    '',
    '| kind | label | lines | flagged | rate | EN | ES |',
    '|---|---|---|---|---|---|---|',
  ];
  const missed: string[] = [];
  const alarms: string[] = [];
  for (const kind of kinds) {
    for (const label of [true, false]) {
      const subset = rows.filter((r) => r.kind === kind && r.crisis === label);
      if (subset.length === 0) continue;
      const flagged = subset.filter((r) => detectCrisis([r.text]).crisis);
      const byLocale = (locale: Locale) =>
        pct(flagged.filter((r) => r.locale === locale).length, subset.filter((r) => r.locale === locale).length);
      const what = label ? 'recall' : 'false alarms';
      lines.push(
        `| ${kind} | ${label ? 'crisis' : 'no crisis'} | ${subset.length} | ${flagged.length} | ${what} ${pct(flagged.length, subset.length)} | ${byLocale('en')} | ${byLocale('es')} |`,
      );
      if (label) missed.push(...subset.filter((r) => !flagged.includes(r)).map((r) => r.id));
      else alarms.push(...flagged.map((r) => r.id));
    }
  }
  lines.push(
    '',
    `Missed crisis lines: ${missed.join(', ') || 'none'}.`,
    `False alarms: ${alarms.join(', ') || 'none'}.`,
    '',
  );
  return lines;
}

const dev = readJsonl<CheckInRow>('./dev.jsonl');
const dev2 = readJsonl<CheckInRow>('./dev2.jsonl');
const heldout = readJsonl<CheckInRow>('./heldout.jsonl');
const crisis = readJsonl<CrisisRow>('./crisis.jsonl');

const report = [
  '# Built-in reflection engine: evaluation',
  '',
  'Synthetic sets, single annotator; dev and dev2 are the tuning sets, heldout is never used for tuning.',
  '',
  ...reportSplit('dev', dev),
  ...reportSplit('dev2', dev2),
  ...reportSplit('heldout', heldout),
  ...reportCrisis(crisis),
];
console.log(report.join('\n'));
