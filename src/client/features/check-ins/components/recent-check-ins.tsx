import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { checkInsQuery, RECENT_PAGE_SIZE } from '../api.js';
import { CheckInEntry } from './check-in-entry.js';

export function RecentCheckIns() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data, isPending } = useQuery(checkInsQuery(1, RECENT_PAGE_SIZE));
  return (
    <section aria-labelledby="recent-check-ins" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-check-ins" className="text-xl font-semibold">
          {t('checkIn.recent')}
        </h2>
        {data && data.total > 0 && (
          <Link to={localize('/check-in/history')} className="text-sm text-brand-700 underline underline-offset-2">
            {t('checkIn.viewAll')}
          </Link>
        )}
      </div>
      {isPending && <p role="status">{t('common.loading')}</p>}
      {data?.items.length === 0 && <p className="text-slate-700">{t('checkIn.empty')}</p>}
      {data && data.items.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be reachable by keyboard
        <ul tabIndex={0} aria-label={t('checkIn.recent')} className="h-[400px] space-y-3 overflow-y-auto pr-1">
          {data.items.map((checkIn) => (
            <li key={checkIn.id}>
              <CheckInEntry checkIn={checkIn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
