import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BookOpen,
  HeartHandshake,
  LineChart,
  NotebookPen,
  Sprout,
  GraduationCap,
  ShieldCheck,
  MessageCircleHeart,
} from 'lucide-react';
import { Button } from '../../components/ui/button.js';
import { TextCard } from '../../components/ui/text-card.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import type { Me } from '../../session/api.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import { corePatternsQuery, lastCheckInQuery } from './api.js';
import { DailySummary } from './daily-summary.js';

const features = [
  { key: 'checkIns', Icon: MessageCircleHeart },
  { key: 'lessons', Icon: BookOpen },
  { key: 'journaling', Icon: NotebookPen },
  { key: 'progress', Icon: LineChart },
] as const;

/** The hero's ways in: the first is the main one (spec: Home, with or without the screener done). */
const doneActions = [
  { to: '/check-in', key: 'home.dailyCheckIn' },
  { to: '/schema-screener', key: 'home.retakeScreener' },
  { to: '/lessons', key: 'home.browseLessons' },
  { to: '/schema-theory', key: 'home.moreAboutPatterns' },
] as const;
const firstActions = [
  { to: '/schema-screener', key: 'home.startScreener' },
  { to: '/schema-theory', key: 'home.learnAboutPatterns' },
] as const;

const approach = [
  { key: 'nonClinical', Icon: ShieldCheck },
  { key: 'educational', Icon: GraduationCap },
  { key: 'growth', Icon: Sprout },
] as const;

export default function HomePage() {
  const localize = useLocalizedPath();
  return (
    <RequireAuth pending={<HomeLoading />}>
      {(me) =>
        me.access.status === 'needs_screener' ? (
          <Navigate to={localize('/schema-screener')} replace />
        ) : (
          <Home me={me} />
        )
      }
    </RequireAuth>
  );
}

function HomeTitle() {
  const { t } = useTranslation();
  return (
    <header className="flex items-center justify-center gap-3 pt-4 text-center">
      <HeartHandshake aria-hidden className="shrink-0 text-brand-700" size={36} />
      <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{t('home.heroTitle')}</h1>
    </header>
  );
}

/**
 * The title, the same for everyone, over "Loading…" until the app knows who is signed in and the
 * summary's two answers are in: also the page's static first paint (src/client/first-paint.tsx),
 * so the title is on screen before the app has started and stays where it is (issue 13).
 */
export function HomeLoading() {
  return (
    <div className="space-y-14">
      <div className="space-y-6">
        <HomeTitle />
        <PageLoading />
      </div>
    </div>
  );
}

/**
 * A daily start screen: what to do next, the last check-in, the core patterns and the free
 * check-ins left come first; the spec's hero, ways in and sections follow. Subscribers may reach
 * home before the screener: they are offered it first (spec: Home).
 */
function Home({ me }: { me: Me }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const screenerDone = me.profile.has_completed_screener;
  // The summary's cards change height with their data: the page appears once both have answered
  // (or failed; a card then asks again on its own), so nothing moves under the reader (issue 13, CLS).
  const answered = [useQuery(lastCheckInQuery), useQuery(corePatternsQuery)].every((query) => query.isFetched);
  if (!answered) return <HomeLoading />;
  return (
    <div className="space-y-14">
      <div className="space-y-6">
        <HomeTitle />
        <DailySummary me={me} />
      </div>
      <section className="space-y-5 text-center">
        <p className="mx-auto max-w-2xl text-lg text-slate-700">{t('home.heroText')}</p>
        <p className="mx-auto max-w-2xl rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('home.disclaimer')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {(screenerDone ? doneActions : firstActions).map((action, index) => (
            <Button key={action.to} asChild variant={index === 0 ? 'primary' : 'secondary'}>
              <Link to={localize(action.to)}>{t(action.key)}</Link>
            </Button>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="space-y-6">
        <h2 id="how-it-works" className="text-center text-2xl font-semibold">
          {t('home.howItWorks')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, Icon }) => (
            <li key={key}>
              <TextCard Icon={Icon} title={t(`home.features.${key}.title`)} text={t(`home.features.${key}.text`)} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-approach" className="space-y-6">
        <h2 id="our-approach" className="text-center text-2xl font-semibold">
          {t('home.ourApproach')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {approach.map(({ key, Icon }) => (
            <li key={key}>
              <TextCard Icon={Icon} title={t(`home.approach.${key}.title`)} text={t(`home.approach.${key}.text`)} />
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-xl bg-brand-700 p-8 text-center text-white">
        <h2 className="text-2xl font-semibold">{t('home.readyTitle')}</h2>
        <p className="mt-2">{t('home.readyText')}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to={localize('/check-in')}>{t('home.readyButton')}</Link>
        </Button>
      </section>
    </div>
  );
}
