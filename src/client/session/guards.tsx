import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../lib/use-locale.js';
import { useMe, type Me } from './api.js';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-16 text-center text-slate-600">
      {t('common.loading')}
    </p>
  );
}

/**
 * Renders its children for a signed-in user; sends everyone else to the sign-in page of their language.
 * Until `/api/me` answers it shows `pending` (the page's title over `PageLoading`, as its static
 * first paint does: src/client/first-paint.tsx), or `PageLoading` alone.
 */
export function RequireAuth({ children, pending }: { children: (me: Me) => ReactNode; pending?: ReactNode }) {
  const { data: me, isPending } = useMe();
  const localize = useLocalizedPath();
  if (isPending) return pending ?? <PageLoading />;
  if (!me) return <Navigate to={localize('/auth')} replace />;
  return <>{children(me)}</>;
}
