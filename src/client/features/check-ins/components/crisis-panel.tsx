import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import type { CrisisResource } from '../api.js';

/** Shown instead of any reflection or exercise when a text speaks of crisis. */
export function CrisisPanel({ message, resources }: { message: string; resources: CrisisResource[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section
      role="alert"
      aria-labelledby="crisis-title"
      className="space-y-3 rounded-xl border-2 border-rose-700 bg-rose-50 p-5"
    >
      <h2 id="crisis-title" className="flex items-center gap-2 text-lg font-semibold text-rose-900">
        <LifeBuoy aria-hidden /> {t('checkIn.crisisTitle')}
      </h2>
      <p className="whitespace-pre-line text-slate-900">{message}</p>
      <ul className="space-y-2">
        {resources.map((resource) => (
          <li key={resource.name} className="rounded-md bg-white p-3">
            <p className="font-semibold text-slate-900">{resource.name}</p>
            <p className="text-slate-800">{resource.contact}</p>
            {resource.url && (
              <a href={resource.url} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
                {resource.url.replace(/^https?:\/\//, '')}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        {t('checkIn.crisisSaved')}{' '}
        <Link to={localize('/help')} className="text-brand-700 underline">
          {t('footer.needHelp')}
        </Link>
      </p>
    </section>
  );
}
