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

/** Renders its children for a signed-in user; sends everyone else to the sign-in page of their language. */
export function RequireAuth({ children }: { children: (me: Me) => ReactNode }) {
  const { data: me, isPending } = useMe();
  const localize = useLocalizedPath();
  if (isPending) return <PageLoading />;
  if (!me) return <Navigate to={localize('/auth')} replace />;
  return <>{children(me)}</>;
}
