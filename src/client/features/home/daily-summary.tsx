import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { CheckInListItem } from '../../../shared/schemas/responses.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { usePatternContent } from '../../lib/content.js';
import { formatDateTime } from '../../lib/format.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import type { Me } from '../../session/api.js';
import { corePatternsQuery, lastCheckInQuery } from './api.js';

type NextStep = 'screener' | 'plans' | 'checkIn' | 'lesson' | 'read';

const nextPaths: Record<NextStep, string> = {
  screener: '/schema-screener',
  plans: '/subscription',
  checkIn: '/check-in',
  lesson: '/lessons',
  read: '/schema-theory',
};

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/** One next step: the screener first, then today's check-in, then a lesson (or reading, on the free plan). */
export function getNextStep(me: Me, lastCheckIn: CheckInListItem | null): NextStep {
  if (!me.profile.has_completed_screener) return 'screener';
  if (me.access.status === 'limit_reached') return 'plans';
  if (!lastCheckIn || !isToday(lastCheckIn.created_at)) return 'checkIn';
  return me.subscription ? 'lesson' : 'read';
}

/** The top of home for a signed-in person: what to do next, the last check-in, the core patterns, the free check-ins left. */
export function DailySummary({ me }: { me: Me }) {
  const { t } = useTranslation();
  const last = useQuery(lastCheckInQuery);
  return (
    <section aria-labelledby="your-day" className="space-y-4">
      <h2 id="your-day" className="text-2xl font-semibold">
        {t('home.daily.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {last.isPending ? (
          <Card className="md:col-span-2 lg:col-span-1">
            <p role="status" className="text-slate-700">
              {t('common.loading')}
            </p>
          </Card>
        ) : (
          <NextStepCard step={getNextStep(me, last.data ?? null)} />
        )}
        <LastCheckInCard checkIn={last.data} failed={last.isError} pending={last.isPending} />
        <PatternsCard me={me} />
      </div>
    </section>
  );
}

function NextStepCard({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Card className="flex flex-col gap-3 border-2 border-brand-600 md:col-span-2 lg:col-span-1">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('home.daily.next')}</p>
      <h3 className="text-lg font-semibold text-slate-900">{t(`home.daily.${step}.title`)}</h3>
      <p className="text-slate-700">{t(`home.daily.${step}.text`)}</p>
      <Button asChild className="mt-auto self-start">
        <Link to={localize(nextPaths[step])}>
          {t(`home.daily.${step}.action`)} <ArrowRight aria-hidden size={16} />
        </Link>
      </Button>
    </Card>
  );
}

function LastCheckInCard({
  checkIn,
  failed,
  pending,
}: {
  checkIn: CheckInListItem | null | undefined;
  failed: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <Card className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold text-slate-900">{t('home.daily.lastCheckIn')}</h3>
      {pending ? (
        <p className="text-slate-700">{t('common.loading')}</p>
      ) : failed ? (
        <p className="text-slate-700">{t('home.daily.loadFailed')}</p>
      ) : !checkIn ? (
        <p className="text-slate-700">{t('home.daily.noCheckIns')}</p>
      ) : (
        <>
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
            <time dateTime={checkIn.created_at}>{formatDateTime(checkIn.created_at, locale)}</time>
            <span>{t('checkIn.moodAria', { label: t(`checkIn.moodLabels.${moodKey(checkIn.mood_level)}`) })}</span>
          </p>
          <p className="line-clamp-3 whitespace-pre-wrap text-slate-900">{checkIn.feeling_text}</p>
          <Link
            to={localize('/check-in/history')}
            className="mt-auto text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            {t('home.daily.allCheckIns')}
          </Link>
        </>
      )}
    </Card>
  );
}

const moodKey = (mood: number) => String(Math.min(5, Math.max(1, Math.round(mood)))) as '1' | '2' | '3' | '4' | '5';

function PatternsCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const patterns = usePatternContent();
  const core = useQuery(corePatternsQuery);
  const access = me.access;
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">{t('home.daily.corePatterns')}</h3>
      {core.isPending ? (
        <p className="text-slate-700">{t('common.loading')}</p>
      ) : core.data && core.data.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {core.data.map((key) => (
            <li key={key}>
              <Link
                to={`${localize('/lessons')}?schema=${key}`}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {patterns[key].label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">
          {t('home.daily.noCorePatterns')}{' '}
          <Link to={localize('/schema-screener')} className="font-medium text-brand-700 underline underline-offset-2">
            {t('home.daily.chooseCorePatterns')}
          </Link>
        </p>
      )}
      <p className="mt-auto border-t border-slate-200 pt-3 text-sm text-slate-700">
        {access.status === 'allowed'
          ? t('checkIn.remaining', { count: access.remaining })
          : access.status === 'limit_reached'
            ? t('checkIn.usedTitle')
            : t('home.daily.unlimited')}
      </p>
    </Card>
  );
}
