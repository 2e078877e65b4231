import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { RequireAuth } from '../../../session/guards.js';

/** About and results need ?session=ID and a signed-in user: without the id, back to the screener. */
export function RequireSessionParam({ children }: { children: (sessionId: string) => ReactNode }) {
  const localize = useLocalizedPath();
  const sessionId = useSearchParams()[0].get('session');
  if (!sessionId) return <Navigate to={localize('/schema-screener')} replace />;
  return <RequireAuth>{() => children(sessionId)}</RequireAuth>;
}
