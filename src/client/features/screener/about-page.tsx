import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locale.js';
import aboutEn from '../../../../content/screener-about/en.json';
import aboutEs from '../../../../content/screener-about/es.json';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { RequireSessionParam } from './components/require-session-param.js';

const about: Record<Locale, typeof aboutEn> = { en: aboutEn, es: aboutEs };

export default function ScreenerAboutPage() {
  return <RequireSessionParam>{(sessionId) => <About sessionId={sessionId} />}</RequireSessionParam>;
}

function About({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const content = about[useLocale()];
  const resultsPath = `${localize('/schema-screener/results')}?session=${encodeURIComponent(sessionId)}`;
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{content.title}</h1>
        <p className="text-lg text-slate-700">{content.intro}</p>
      </header>
      {content.sections.map((section) => (
        <section key={section.title} className="space-y-2">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <p className="text-slate-800">{section.body}</p>
        </section>
      ))}
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{content.faqTitle}</h2>
        {content.faqs.map((faq) => (
          <Card key={faq.question}>
            <h3 className="font-semibold">{faq.question}</h3>
            <p className="mt-1 text-slate-800">{faq.answer}</p>
          </Card>
        ))}
      </section>
      <div className="text-center">
        <Button asChild>
          <Link to={resultsPath}>{t('screenerAbout.continue')}</Link>
        </Button>
      </div>
    </article>
  );
}
