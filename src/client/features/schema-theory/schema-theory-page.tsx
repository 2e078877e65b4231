import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { Locale } from '../../../shared/locale.js';
import theoryEn from '../../../../content/schema-theory/en.json';
import theoryEs from '../../../../content/schema-theory/es.json';
import { TextCard } from '../../components/ui/text-card.js';
import { useLocale } from '../../lib/use-locale.js';

const theory: Record<Locale, typeof theoryEn> = { en: theoryEn, es: theoryEs };

export default function SchemaTheoryPage() {
  const { t } = useTranslation();
  const content = theory[useLocale()];
  return (
    <article className="mx-auto max-w-4xl space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{content.title}</h1>
        <p className="text-lg text-slate-700">{content.intro}</p>
      </header>

      <section aria-labelledby="needs" className="space-y-4">
        <h2 id="needs" className="text-2xl font-semibold">
          {content.needsTitle}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {content.needs.map((need) => (
            <li key={need.title}>
              <TextCard title={need.title} text={need.description} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="patterns" className="space-y-4">
        <h2 id="patterns" className="text-2xl font-semibold">
          {content.patternsTitle}
        </h2>
        {content.domains.map((domain) => (
          <div key={domain.key} className="space-y-2">
            <h3 className="text-lg font-semibold">{domain.title}</h3>
            <p className="text-sm text-slate-700">{t('schemaTheory.domainNeed', { need: domain.need })}</p>
            {/* Native disclosures, not a script's: nothing to run or measure as the page starts (issue 13),
                each opens with a click, Enter or Space before the app has loaded, and find-in-page opens one. */}
            <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {domain.patterns.map((pattern) => (
                <details key={pattern.key} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-left font-medium [&::-webkit-details-marker]:hidden">
                    <h4>
                      {pattern.label}
                      {pattern.measured && (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-normal text-brand-800">
                          {t('schemaTheory.measured')}
                        </span>
                      )}
                    </h4>
                    <ChevronDown
                      aria-hidden
                      size={18}
                      className="shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-4 pb-4 text-slate-800">{pattern.description}</p>
                </details>
              ))}
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="styles" className="space-y-4">
        <h2 id="styles" className="text-2xl font-semibold">
          {content.stylesTitle}
        </h2>
        <p className="text-slate-700">{content.stylesIntro}</p>
        <ul className="grid gap-3 md:grid-cols-3">
          {content.responseStyles.map((style) => (
            <li key={style.key}>
              <TextCard title={style.label} text={style.description}>
                <p className="mt-2 text-sm text-slate-700">
                  <span className="font-medium">{t('schemaTheory.example')}</span> {style.example}
                </p>
              </TextCard>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="notice" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        <h2 id="notice" className="font-semibold">
          {content.noticeTitle}
        </h2>
        <p className="mt-1">{content.notice}</p>
      </section>
    </article>
  );
}
