import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import { useLocalizedPath } from '../../lib/use-locale.js';

export function Footer() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>{t('footer.disclaimer')}</p>
        <Link
          to={localize('/help')}
          className="inline-flex shrink-0 items-center gap-1 font-semibold text-rose-800 underline underline-offset-2"
        >
          <LifeBuoy aria-hidden size={16} /> {t('footer.needHelp')}
        </Link>
      </div>
    </footer>
  );
}
