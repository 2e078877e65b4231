import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import type { Locale } from '../../../shared/locale.js';
import helplines from '../../../../content/helplines.json';
import { Card } from '../../components/ui/card.js';
import { useLocale } from '../../lib/use-locale.js';

type Helpline = (typeof helplines.resources)[number] & { name_es?: string; contact_es?: string };

/** The locale's lines first (in their reviewed order), then every other one we list. */
function orderedHelplines(locale: Locale): Helpline[] {
  const first = helplines.byLocale[locale];
  const rank = (id: string) => (first.includes(id) ? first.indexOf(id) : first.length);
  return [...helplines.resources].sort((a, b) => rank(a.id) - rank(b.id));
}

export default function HelpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const spanish = locale === 'es';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <LifeBuoy aria-hidden className="text-rose-700" /> {t('help.title')}
        </h1>
        <p className="text-lg text-slate-800">{t('help.intro')}</p>
      </header>
      <section aria-labelledby="emergency" className="rounded-xl border-2 border-rose-700 bg-rose-50 p-4">
        <h2 id="emergency" className="font-semibold text-rose-900">
          {t('help.emergency')}
        </h2>
        <p className="mt-1 text-slate-900">{helplines.emergency[locale]}</p>
      </section>
      <ul className="grid gap-3 md:grid-cols-2">
        {orderedHelplines(locale).map((line: Helpline) => (
          <li key={line.id}>
            <Card className="h-full space-y-1">
              <h2 className="font-semibold">{(spanish && line.name_es) || line.name}</h2>
              <p className="text-slate-800">{(spanish && line.contact_es) || line.contact}</p>
              {line.hours && <p className="text-sm text-slate-600">{t('help.hours', { hours: line.hours })}</p>}
              {line.url && (
                <a href={line.url} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
                  {line.url.replace(/^https?:\/\//, '')}
                </a>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <p>
        {t('help.directory')}{' '}
        <a
          href={helplines.directory.url}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline"
        >
          {helplines.directory.name}
        </a>
      </p>
    </div>
  );
}
