import { useTranslation } from 'react-i18next';
import type { en } from '../../i18n/en.js';
import { RequireAuth } from '../../session/guards.js';

type PageKey = keyof typeof en.pages;

function Placeholder({ titleKey }: { titleKey: PageKey }) {
  const { t } = useTranslation();
  return (
    <div className="py-10">
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <p className="mt-2 text-slate-700">{t('pages.comingSoon')}</p>
    </div>
  );
}

/** A page a later issue fills: its route, guard and title are final already. */
export function placeholderPage(titleKey: PageKey, options: { signedInOnly: boolean }) {
  return function PlaceholderPage() {
    if (!options.signedInOnly) return <Placeholder titleKey={titleKey} />;
    return <RequireAuth>{() => <Placeholder titleKey={titleKey} />}</RequireAuth>;
  };
}
