import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { UnsavedChangesGuard } from '../../components/unsaved-changes.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import { checkInsQuery, HISTORY_PAGE_SIZE } from './api.js';
import { CheckInEntry } from './components/check-in-entry.js';

export default function CheckInHistoryPage() {
  return (
    <RequireAuth>
      {() => (
        <UnsavedChangesGuard>
          <History />
        </UnsavedChangesGuard>
      )}
    </RequireAuth>
  );
}

function History() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(checkInsQuery(page, HISTORY_PAGE_SIZE));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / HISTORY_PAGE_SIZE));
  if (isPending) return <PageLoading />;
  /** Focus goes to the page's title; the last entry of a page gone, the page before it is shown. */
  const afterDelete = (entriesBefore: number) => {
    if (entriesBefore === 1 && page > 1) setPage(page - 1);
    headingRef.current?.focus();
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
          {t('checkIn.historyTitle')}
        </h1>
        <Link to={localize('/check-in')} className="text-brand-700 underline underline-offset-2">
          {t('checkIn.title')}
        </Link>
      </header>
      {data?.items.length === 0 ? (
        <p>{t('checkIn.historyEmpty')}</p>
      ) : (
        <ul className="space-y-3">
          {data?.items.map((checkIn) => (
            <li key={checkIn.id}>
              <CheckInEntry checkIn={checkIn} followUp onDeleted={() => afterDelete(data.items.length)} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t('checkIn.historyTitle')} className="flex items-center justify-between">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('checkIn.previous')}
        </Button>
        <span className="text-sm text-slate-700">{t('checkIn.pageOf', { page, pages })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('checkIn.next')}
        </Button>
      </nav>
    </div>
  );
}
