import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locale.js';
import { formatDay, formatDecimal, formatInteger } from '../../../lib/format.js';
import type { Progress } from './api.js';

/**
 * The mood chart in words: one row per day with a check-in (pass only those). The progress panel
 * keeps it for screen readers (`visuallyHidden`); the printable summary shows it on paper.
 */
export function MoodTable({
  days,
  locale,
  visuallyHidden = false,
}: {
  days: Progress['daily'];
  locale: Locale;
  visuallyHidden?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className={visuallyHidden ? 'sr-only' : 'w-full border-collapse text-left text-sm'}>
      <caption className={visuallyHidden ? undefined : 'text-left font-medium'}>{t('progress.tableCaption')}</caption>
      <thead>
        <tr>
          {(['progress.day', 'progress.mood', 'progress.entries'] as const).map((key) => (
            <th key={key} scope="col" className="p-1">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date} className="border-t border-slate-200">
            <th scope="row" className="p-1 font-normal">
              {formatDay(d.date, locale, true)}
            </th>
            <td className="p-1 tabular-nums">{d.average_mood === null ? '' : formatDecimal(d.average_mood, locale)}</td>
            <td className="p-1 tabular-nums">{formatInteger(d.count, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
