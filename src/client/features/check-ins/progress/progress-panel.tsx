import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_RANGES, type ProgressRange } from '../../../../shared/progress.js';
import { Button } from '../../../components/ui/button.js';
import { formatDecimal, formatInteger } from '../../../lib/format.js';
import { useLocale } from '../../../lib/use-locale.js';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { progressQuery, type Progress } from './api.js';
import { MoodChart } from './mood-chart.js';
import { MoodTable } from './mood-table.js';
import { PatternActivity } from './pattern-activity.js';

/** Loaded with React.lazy by ProgressSection: the range switch, numbers, trend and pattern activity. */
export default function ProgressPanel() {
  const { t } = useTranslation();
  const [range, setRange] = useState<ProgressRange>(30);
  const query = useQuery(progressQuery(range, browserTimeZone()));
  return (
    <div className="space-y-6">
      <div role="group" aria-label={t('progress.range')} className="flex gap-2">
        {PROGRESS_RANGES.map((days) => (
          <Button
            key={days}
            variant={range === days ? 'primary' : 'secondary'}
            aria-pressed={range === days}
            onClick={() => setRange(days)}
          >
            {t(days === 30 ? 'progress.last30' : 'progress.last90')}
          </Button>
        ))}
      </div>
      {query.data ? (
        <ProgressView progress={query.data} />
      ) : query.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-slate-700">{t('progress.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('progress.retry')}
          </Button>
        </div>
      ) : (
        <p className="text-slate-700">{t('progress.loading')}</p>
      )}
    </div>
  );
}

function ProgressView({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const average = progress.average_mood === null ? null : formatDecimal(progress.average_mood, locale);
  const written = progress.daily.filter((d) => d.count > 0);
  return (
    <>
      <dl className="grid grid-cols-3 gap-3 text-center" aria-live="polite">
        <Stat label={t('progress.averageMood')} value={average ?? t('progress.noAverage')} />
        <Stat label={t('progress.checkIns')} value={formatInteger(progress.check_in_count, locale)} />
        <Stat label={t('progress.streak')} value={t('progress.streakDays', { count: progress.current_streak })} />
      </dl>
      <figure className="space-y-2">
        <figcaption className="text-lg font-semibold">{t('progress.chartTitle')}</figcaption>
        {written.length === 0 ? (
          <p className="text-slate-700">{t('progress.chartEmpty')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {t('progress.chartSummary', { days: progress.range, average, count: progress.check_in_count })}
            </p>
            <MoodChart daily={progress.daily} locale={locale} />
            <MoodTable days={written} locale={locale} visuallyHidden />
          </>
        )}
      </figure>
      <PatternActivity progress={progress} locale={locale} />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
