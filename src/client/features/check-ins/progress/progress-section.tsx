import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';

/** The trend, table and pattern activity: their own chunk, fetched only when the person opens them. */
const ProgressPanel = lazy(() => import('./progress-panel.js'));

/**
 * "Your progress" on the check-in page. Closed at first, so the page's first paint (and its
 * JavaScript) is the check-in form; opening it loads the panel and asks for the numbers.
 */
export function ProgressSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const localize = useLocalizedPath();
  const panelId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-semibold">
            {t('progress.title')}
          </h2>
          <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            {open ? t('progress.hide') : t('progress.show')}
          </Button>
        </div>
        <p>
          <Link to={localize('/summary')} className="text-brand-700 underline underline-offset-2">
            {t('summary.link')}
          </Link>
        </p>
        <div id={panelId} hidden={!open}>
          {open && (
            <Suspense fallback={<p className="text-slate-700">{t('progress.loading')}</p>}>
              <ProgressPanel />
            </Suspense>
          )}
        </div>
      </Card>
    </section>
  );
}
