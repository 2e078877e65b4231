import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ui/confirm-dialog.js';

type Report = (source: string, dirty: boolean) => void;
const UnsavedChangesContext = createContext<Report | null>(null);

/**
 * Warns before a page with unsaved text is left: a reload or a closed tab gets the browser's own
 * `beforeunload` prompt; a link or Back inside the app is held by React Router's `useBlocker` and
 * asks in our own dialog (EN/ES) whether to stay or leave. One guard per page (a router supports
 * one blocker at a time); each form inside reports its own text with `useUnsavedChanges`.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dirtySources, setDirtySources] = useState<ReadonlySet<string>>(() => new Set());
  const dirty = dirtySources.size > 0;

  const report = useCallback<Report>((source, isDirty) => {
    setDirtySources((current) => {
      if (current.has(source) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Saved (or cleared) while the question was open: nothing is lost any more, so nothing to ask.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('unsaved.title')}
        description={t('unsaved.text')}
        cancelLabel={t('unsaved.stay')}
        confirmLabel={t('unsaved.leave')}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
        destructive
      />
    </UnsavedChangesContext.Provider>
  );
}

/** Tells the page's guard whether this form holds text that is not saved yet. */
export function useUnsavedChanges(dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  const source = useId();
  useEffect(() => {
    report?.(source, dirty);
  }, [report, source, dirty]);
  useEffect(() => () => report?.(source, false), [report, source]);
}
