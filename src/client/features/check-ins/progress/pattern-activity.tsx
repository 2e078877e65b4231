import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locale.js';
import { formatDay, formatInteger } from '../../../lib/format.js';
import type { Progress } from './api.js';
import { PatternTable } from './pattern-table.js';

const shade = (count: number, max: number) =>
  count === 0 ? 'bg-white' : count / max > 0.66 ? 'bg-brand-200' : count / max > 0.33 ? 'bg-brand-100' : 'bg-brand-50';

/** How often each pattern showed up per week (core patterns first, as the server orders them). */
export function PatternActivity({ progress, locale }: { progress: Progress; locale: Locale }) {
  const { t } = useTranslation();
  const titleId = useId();
  const max = Math.max(1, ...progress.patterns.flatMap((p) => p.counts));
  return (
    <div className="space-y-2">
      <h3 id={titleId} className="text-lg font-semibold">
        {t('progress.patternsTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('progress.patternsText')}</p>
      {progress.patterns.length === 0 ? (
        <p className="text-slate-700">{t('progress.patternsEmpty')}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
          <PatternTable
            look="panel"
            columns={progress.weeks.map((week) => ({
              key: week,
              className: 'p-2 text-center font-medium whitespace-nowrap',
              header: (
                <>
                  <span className="sr-only">{t('progress.weekOf', { date: formatDay(week, locale, true) })}</span>
                  <span aria-hidden="true">{formatDay(week, locale)}</span>
                </>
              ),
            }))}
            rows={progress.patterns.map((row) => ({
              ...row,
              cells: row.counts.map((count, i) => ({
                key: progress.weeks[i] ?? String(i),
                value: formatInteger(count, locale),
                className: shade(count, max),
              })),
            }))}
          />
        </div>
      )}
    </div>
  );
}
