/**
 * Evaluation of the built-in reflection engine: `npm run eval:reflect`.
 *
 * Prints a markdown report to stdout and writes nothing. Pattern detection is scored on the
 * in-sample sets (dev, dev2, the old heldout, patterns/train.*), each and together, and, separately,
 * on the locked patterns/heldout.jsonl (aggregates per language and style only); the crisis screen
 * on crisis.jsonl and the graded sets (crisis/train*.jsonl in-sample, crisis/heldout.jsonl held-out,
 * aggregates per language and category only).
 */
import { existsSync } from 'node:fs';
import type { Locale } from '../../src/shared/locale.js';
import { detectCrisis } from '../../src/server/providers/reflection/crisis.js';
import type { SafetyLevel } from '../../src/shared/safety.js';
import { CRISIS_TRAINING_SETS, LOCKED_HELDOUT_SETS } from '../../src/server/providers/reflection/training-sets.js';
import {
  HELDOUT_SET,
  IN_SAMPLE_SETS,
  p95,
  perPattern,
  readJsonl,
  scoreRows,
  slices,
  type PatternRow,
  type Scored,
} from './pattern-scores.js';

type CrisisRow = { id: string; locale: Locale; text: string; crisis: boolean; kind: string };

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const pct = (num: number, den: number) => (den === 0 ? '–' : `${((100 * num) / den).toFixed(1)}% (${num}/${den})`);

function sliceTable(scored: Scored[]): string[] {
  const lines = [
    '| locale | style | entries | micro P | micro R | micro F1 | no-pattern entries left empty |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const { locale, style, m } of slices(scored)) {
    lines.push(
      `| ${locale} | ${style} | ${m.entries} | ${fmt(m.precision)} (${m.tp}/${m.tp + m.fp}) | ${fmt(m.recall)} (${m.tp}/${m.tp + m.fn}) | ${fmt(m.f1)} | ${pct(m.noneEmpty, m.none)} |`,
    );
  }
  return lines;
}

function reportSplit(name: string, rows: PatternRow[], options: { perPattern: boolean }): string[] {
  const scored = scoreRows(rows);
  const crisisAlarms = rows.filter((row) => row.crisis !== true && detectCrisis([row.feeling_text]).crisis).length;
  const lines = [
    `## ${name} (${rows.length} entries)`,
    '',
    ...sliceTable(scored),
    '',
    `Detection time p95: ${p95(scored.map((s) => s.ms)).toFixed(2)} ms. Crisis screen alarms on these check-ins: ${pct(crisisAlarms, rows.length)}.`,
    '',
  ];
  if (options.perPattern) {
    lines.push('| pattern | support | TP | FP | FN | F1 |', '|---|---|---|---|---|---|');
    for (const p of perPattern(scored))
      lines.push(`| ${p.key} | ${p.support} | ${p.tp} | ${p.fp} | ${p.fn} | ${fmt(p.f1)} |`);
    lines.push('');
  }
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

type GradedRow = { id: string; locale: Locale; text: string; level: SafetyLevel; category: string };
const rate = (num: number, den: number) => (den === 0 ? '–' : `${(num / den).toFixed(3)} (${num}/${den})`);

/** A graded crisis set: binary figures (crisis = current_risk) per language, then recall per category. */
function reportGraded(name: string, rows: GradedRow[]): string[] {
  const read = rows.map((row) => ({ row, level: detectCrisis([row.text]).level }));
  const lines = [`## ${name} (${rows.length} entries)`, '', '| locale | recall | false alarms | crisis read as none |'];
  lines.push('|---|---|---|---|');
  for (const locale of ['en', 'es'] as const) {
    const mine = read.filter((r) => r.row.locale === locale);
    const positives = mine.filter((r) => r.row.level === 'current_risk');
    const negatives = mine.filter((r) => r.row.level !== 'current_risk');
    const caught = positives.filter((r) => r.level === 'current_risk').length;
    const alarms = negatives.filter((r) => r.level === 'current_risk').length;
    const silent = positives.filter((r) => r.level === 'none').length;
    lines.push(
      `| ${locale} | ${rate(caught, positives.length)} | ${rate(alarms, negatives.length)} | ${rate(silent, positives.length)} |`,
    );
  }
  lines.push('', '| level | category | entries | read as current_risk |', '|---|---|---|---|');
  const keys = [...new Set(rows.map((row) => `${row.level}|${row.category}`))].sort();
  for (const key of keys) {
    const [level, category] = key.split('|');
    const mine = read.filter((r) => r.row.level === level && r.row.category === category);
    const flagged = mine.filter((r) => r.level === 'current_risk').length;
    lines.push(`| ${level} | ${category} | ${mine.length} | ${rate(flagged, mine.length)} |`);
  }
  return [...lines, ''];
}

/** Every graded crisis training set (the first set, `crisis.jsonl`, has its own binary report). */
const GRADED_IN_SAMPLE = CRISIS_TRAINING_SETS.filter((name) => name !== 'crisis.jsonl');
const GRADED_HELDOUT = LOCKED_HELDOUT_SETS.crisis;
const crisis = readJsonl<CrisisRow>('./crisis.jsonl');
const inSample = IN_SAMPLE_SETS.filter((name) => existsSync(new URL(name, import.meta.url)));
const heldout = existsSync(new URL(HELDOUT_SET, import.meta.url)) ? readJsonl(HELDOUT_SET) : [];

const report = [
  '# Built-in reflection engine: evaluation',
  '',
  'Synthetic sets, single annotator. In-sample: the cues were written while reading dev, dev2 and the old',
  'heldout set, and the classifier is trained on all of those plus patterns/train.*. Held-out:',
  `${HELDOUT_SET}, scored in aggregate only and never used for tuning.`,
  '',
  '# Patterns: in-sample',
  '',
  ...inSample.flatMap((name) => reportSplit(name, readJsonl(name), { perPattern: false })),
  ...reportSplit(
    'all in-sample sets',
    inSample.flatMap((name) => readJsonl(name)),
    { perPattern: true },
  ),
  '# Patterns: held-out',
  '',
  ...(heldout.length > 0 ? reportSplit(HELDOUT_SET, heldout, { perPattern: false }) : ['(no held-out set yet)', '']),
  '# Crisis screen: in-sample',
  '',
  ...reportCrisis(crisis),
  ...reportGraded(
    GRADED_IN_SAMPLE.join(' + '),
    GRADED_IN_SAMPLE.filter((name) => existsSync(new URL(name, import.meta.url))).flatMap((name) =>
      readJsonl<GradedRow>(name),
    ),
  ),
  '# Crisis screen: held-out',
  '',
  ...(existsSync(new URL(GRADED_HELDOUT, import.meta.url))
    ? reportGraded(GRADED_HELDOUT, readJsonl<GradedRow>(GRADED_HELDOUT))
    : ['(no held-out set yet)', '']),
];
console.log(report.join('\n'));
