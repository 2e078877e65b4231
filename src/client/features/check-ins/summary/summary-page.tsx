import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay, PROGRESS_RANGES, type ProgressRange } from '../../../../shared/progress.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { formatDay, formatDecimal, formatInteger } from '../../../lib/format.js';
import { useLocale } from '../../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../../session/guards.js';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { progressQuery, type Progress } from '../progress/api.js';
import { MoodChart } from '../progress/mood-chart.js';
import { MoodTable } from '../progress/mood-table.js';
import { PatternTable } from '../progress/pattern-table.js';
import { summaryQuery, type Summary } from './api.js';

/** /summary: a printable page the person fills by ticking; nothing of theirs is on it until they do. */
export default function SummaryPage() {
  return <RequireAuth>{() => <SummaryBuilder />}</RequireAuth>;
}

type Choices = { patterns: boolean; trend: boolean; activity: boolean; thoughts: ReadonlySet<string> };

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
const dayOf = (iso: string, timeZone: string | undefined) => localDay(new Date(iso), timeZone ?? 'UTC');

function SummaryBuilder() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = browserTimeZone();
  const summary = useQuery(summaryQuery());
  const [range, setRange] = useState<ProgressRange>(30);
  const [choices, setChoices] = useState<Choices>({
    patterns: false,
    trend: false,
    activity: false,
    thoughts: new Set(),
  });
  // The numbers are asked for only once the person includes the trend or the patterns' frequency.
  const progress = useQuery({ ...progressQuery(range, timeZone), enabled: choices.trend || choices.activity });
  const rangeName = useId();
  if (summary.isPending) return <PageLoading />;
  if (summary.isError) {
    return (
      <div role="alert" className="mx-auto max-w-3xl space-y-2">
        <p>{t('summary.error')}</p>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          {t('summary.retry')}
        </Button>
      </div>
    );
  }
  const data = summary.data;
  const toggleThought = (id: string) =>
    setChoices((c) => {
      const thoughts = new Set(c.thoughts);
      if (thoughts.has(id)) thoughts.delete(id);
      else thoughts.add(id);
      return { ...c, thoughts };
    });
  const box = 'h-5 w-5 shrink-0 accent-brand-700';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('summary.title')}</h1>
        <p className="text-slate-700">{t('summary.intro')}</p>
      </header>
      <Card className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="mb-2 text-lg font-semibold">{t('summary.choose')}</legend>
          {(['patterns', 'trend', 'activity'] as const).map((key) => (
            <label key={key} className="flex items-start gap-3">
              <input
                type="checkbox"
                className={box}
                checked={choices[key]}
                onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.checked }))}
              />
              <span>
                {t(
                  key === 'patterns'
                    ? 'summary.includePatterns'
                    : key === 'trend'
                      ? 'summary.includeTrend'
                      : 'summary.includeActivity',
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">{t('summary.range')}</legend>
          <div className="flex flex-wrap gap-4">
            {PROGRESS_RANGES.map((days) => (
              <label key={days} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={rangeName}
                  className={box}
                  checked={range === days}
                  onChange={() => setRange(days)}
                />
                {t(days === 30 ? 'progress.last30' : 'progress.last90')}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-lg font-semibold">{t('summary.thoughtsTitle')}</legend>
          {data.balanced_thoughts.length === 0 ? (
            <p className="text-slate-700">{t('summary.thoughtsEmpty')}</p>
          ) : (
            data.balanced_thoughts.map((thought) => (
              <label key={thought.check_in_id} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className={box}
                  checked={choices.thoughts.has(thought.check_in_id)}
                  onChange={() => toggleThought(thought.check_in_id)}
                />
                <span className="min-w-0 break-words">
                  <span className="block text-sm text-slate-700">
                    {t('summary.thoughtOn', { date: formatDay(dayOf(thought.created_at, timeZone), locale, true) })}
                  </span>
                  {thought.text}
                </span>
              </label>
            ))
          )}
        </fieldset>
        <Button onClick={() => window.print()}>{t('summary.print')}</Button>
      </Card>
      <SummaryDocument summary={data} choices={choices} progress={progress.data} progressLoading={progress.isPending} />
    </div>
  );
}

function SummaryDocument({
  summary,
  choices,
  progress,
  progressLoading,
}: {
  summary: Summary;
  choices: Choices;
  progress: Progress | undefined;
  progressLoading: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = browserTimeZone();
  const thoughts = summary.balanced_thoughts.filter((b) => choices.thoughts.has(b.check_in_id));
  const nothing = !choices.patterns && !choices.trend && !choices.activity && thoughts.length === 0;
  const today = formatDay(localDay(new Date(), timeZone ?? 'UTC'), locale, true);
  const numbers = (choices.trend || choices.activity) && !progress && progressLoading && (
    <p className="text-slate-700">{t('progress.loading')}</p>
  );
  return (
    <article
      data-print-page=""
      data-testid="summary-document"
      aria-labelledby="summary-document-title"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 print:border-0 print:p-0"
    >
      <header>
        <h2 id="summary-document-title" className="text-2xl font-bold">
          {t('summary.documentTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('summary.preparedOn', { date: today })}</p>
      </header>
      {nothing && <p className="text-slate-700">{t('summary.nothingYet')}</p>}
      {choices.patterns && (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold">{t('summary.patternsTitle')}</h3>
          {summary.core_patterns.length === 0 ? (
            <p>{t('summary.patternsEmpty')}</p>
          ) : (
            <>
              <PatternTable
                look="document"
                columns={[{ key: 'score', header: t('summary.score') }]}
                rows={summary.core_patterns.map((p) => ({
                  schema_key: p.schema_key,
                  cells: [
                    {
                      key: 'score',
                      value:
                        p.latest_score === null
                          ? t('summary.noScore')
                          : t('summary.scoreValue', { score: formatDecimal(p.latest_score, locale) }),
                    },
                  ],
                }))}
              />
              {summary.screened_at && (
                <p className="text-sm text-slate-700">
                  {t('summary.screenedOn', { date: formatDay(dayOf(summary.screened_at, timeZone), locale, true) })}
                </p>
              )}
            </>
          )}
        </section>
      )}
      {choices.trend && (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold">{t('summary.trendTitle')}</h3>
          {numbers}
          {progress && <Trend progress={progress} />}
        </section>
      )}
      {choices.activity && (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold">{t('summary.activityTitle')}</h3>
          {numbers}
          {progress &&
            (progress.patterns.length === 0 ? (
              <p>{t('progress.patternsEmpty')}</p>
            ) : (
              <PatternTable
                look="document"
                columns={[{ key: 'total', header: t('summary.activityTotal') }]}
                rows={progress.patterns.map((row) => ({
                  ...row,
                  cells: [{ key: 'total', value: formatInteger(sum(row.counts), locale) }],
                }))}
              />
            ))}
        </section>
      )}
      {thoughts.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold">{t('summary.thoughtsSection')}</h3>
          <ul className="list-disc space-y-2 pl-6">
            {thoughts.map((b) => (
              <li key={b.check_in_id} className="break-words">
                {b.text}{' '}
                <span className="text-sm text-slate-700">
                  ({formatDay(dayOf(b.created_at, timeZone), locale, true)})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">{t('summary.disclaimer')}</p>
    </article>
  );
}

function Trend({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const written = progress.daily.filter((d) => d.count > 0);
  if (written.length === 0) return <p>{t('progress.chartEmpty')}</p>;
  const average = progress.average_mood === null ? null : formatDecimal(progress.average_mood, locale);
  return (
    <>
      <p>{t('progress.chartSummary', { days: progress.range, average, count: progress.check_in_count })}</p>
      <MoodChart daily={progress.daily} locale={locale} />
      <MoodTable days={written} locale={locale} />
    </>
  );
}
