import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';

/** The sandbox's pages say plainly, first thing, that no money moves. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      aria-labelledby="test-mode-title"
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <FlaskConical aria-hidden className="mt-0.5 shrink-0" />
      <div>
        <p id="test-mode-title" className="font-bold uppercase tracking-wide">
          {t('sandbox.testMode')}
        </p>
        <p className="text-sm">{t('sandbox.testModeText')}</p>
      </div>
    </div>
  );
}

/** Where an answer's URL leads: an in-app path through the router, anything else as a full navigation. */
export function isInAppPath(url: string) {
  return url.startsWith('/') && !url.startsWith('//');
}
