import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/pwa.js';

/** Above every page while the browser is offline: what still works (a check-in's draft stays on the device). */
export function OfflineNote() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div aria-live="polite" className="empty:hidden">
      {online ? null : (
        <p className="mx-auto max-w-6xl px-4 py-2 text-sm font-medium text-amber-900">{t('offline.note')}</p>
      )}
    </div>
  );
}
