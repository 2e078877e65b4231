import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locale.js';
import { usePatternContent } from '../../../lib/content.js';
import { formatDay, formatInteger } from '../../../lib/format.js';
import type { Progress } from './api.js';

const shade = (count: number, max: number) =>
  count === 0 ? 'bg-white' : count / max > 0.66 ? 'bg-brand-200' : count / max > 0.33 ? 'bg-brand-100' : 'bg-brand-50';

/** How often each pattern showed up per week (core patterns first, as the server orders them). */
export function PatternActivity({ progress, locale }: { progress: Progress; locale: Locale }) {
  const { t } = useTranslation();
  const patterns = usePatternContent();
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
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2 text-left font-medium">
                  {t('progress.pattern')}
                </th>
                {progress.weeks.map((week) => (
                  <th key={week} scope="col" className="p-2 text-center font-medium whitespace-nowrap">
                    <span className="sr-only">{t('progress.weekOf', { date: formatDay(week, locale, true) })}</span>
                    <span aria-hidden="true">{formatDay(week, locale)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {progress.patterns.map((row) => (
                <tr key={row.schema_key} className="border-t border-slate-200">
                  <th scope="row" className="p-2 text-left font-normal">
                    {patterns[row.schema_key].label}
                    {row.core && (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                        {t('progress.core')}
                      </span>
                    )}
                  </th>
                  {row.counts.map((count, i) => (
                    <td key={progress.weeks[i]} className={`p-2 text-center tabular-nums ${shade(count, max)}`}>
                      {formatInteger(count, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
