import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { toast } from '../../lib/toast.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import { estimateMinutes, getScreenerStep } from '../../../shared/screener.js';
import { screenerQuery, type ScreenerState } from './api.js';
import { QuestionCard } from './components/question-card.js';
import { useScreenerSession } from './use-screener-session.js';

export default function ScreenerPage() {
  return <RequireAuth>{() => <LoadedScreener />}</RequireAuth>;
}

function LoadedScreener() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(screenerQuery);
  useEffect(() => {
    if (isError) toast.error(t('toasts.error'), { description: t('screener.loadFailed') });
  }, [isError, t]);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <div className="py-10 text-center">
        <p className="mb-4">{t('screener.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('screener.backHome')}</Button>
      </div>
    );
  return <Screener state={data} />;
}

function Screener({ state }: { state: ScreenerState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const onSaveFailed = useCallback(
    () => toast.error(t('toasts.error'), { description: t('screener.saveFailed') }),
    [t],
  );
  const { answers, progress, answer, settled } = useScreenerSession(state, onSaveFailed);
  // Each statement is a history entry: the browser's Back (and 'Previous') shows the statement
  // before, with its answer, and answering it again replaces that answer.
  const location = useLocation();
  const history = (location.state ?? {}) as { step?: number; canPop?: boolean };
  // A load or reload (the entry the page opened on) resumes at the first unanswered statement,
  // whatever that entry held before; the entry is then rewritten with that position.
  const [openingKey] = useState(location.key);
  const onOpeningEntry = location.key === openingKey;
  const step = getScreenerStep(state.items, answers, onOpeningEntry ? undefined : history.step);
  const goTo = useCallback(
    (position: number, how: 'push' | 'replace') =>
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: how === 'replace', state: { step: position, canPop: how === 'push' || history.canPop === true } },
      ),
    [navigate, location.pathname, location.search, history.canPop],
  );
  useEffect(() => {
    if (step && (onOpeningEntry || history.step !== step.position)) goTo(step.position, 'replace');
  }, [step, onOpeningEntry, history.step, goTo]);
  const previousPhase = useRef(progress.phase);
  const finishing = useRef(false);

  useEffect(() => {
    if (previousPhase.current === 'initial' && progress.phase === 'followup') {
      const count = progress.followupSchemas.length;
      toast.success(t('screener.greatProgress'), { description: t('screener.greatProgressDescription', { count }) });
    }
    previousPhase.current = progress.phase;
  }, [progress, t]);

  useEffect(() => {
    if (progress.phase !== 'done' || finishing.current) return;
    finishing.current = true;
    void settled().then((sessionId) => {
      if (sessionId) void navigate(`${localize('/schema-screener/about')}?session=${encodeURIComponent(sessionId)}`);
    });
  }, [progress.phase, settled, navigate, localize]);

  if (progress.phase === 'done' || !step) return <p role="status">{t('screener.finishing')}</p>;

  const question = step.item;
  const { total, percent } = step;
  const followup = step.phase === 'followup';
  const firstPass = total - step.followupCount;
  const onAnswer = (score: number) => {
    answer(question.id, score);
    goTo(step.position + 1, 'push');
  };
  const onPrevious = () => {
    if (history.canPop) void navigate(-1);
    else goTo(step.position - 1, 'replace');
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost">
        <Link to={localize('/')}>
          <ArrowLeft aria-hidden size={16} /> {t('screener.backHome')}
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{followup ? t('screener.followupTitle') : t('screener.title')}</h1>
        <p className="text-slate-700">
          {followup
            ? t('screener.followupIntro', { count: step.remaining })
            : t('screener.intro', { count: estimateMinutes(firstPass), statements: firstPass })}
        </p>
      </header>
      <div className="space-y-2">
        <div className="flex justify-between text-sm text-slate-700">
          <span aria-live="polite">{t('screener.questionOf', { current: step.position + 1, total })}</span>
          <span>{t('screener.percentDone', { percent })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('screener.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Card>
        <QuestionCard
          key={question.id}
          statement={question.prompt[locale]}
          selected={step.answer}
          onAnswer={onAnswer}
        />
      </Card>
      <div className="flex justify-between gap-2">
        {step.canGoBack ? (
          <Button type="button" variant="secondary" onClick={onPrevious}>
            <ChevronLeft aria-hidden size={16} /> {t('screener.previous')}
          </Button>
        ) : (
          <span />
        )}
        {step.answer !== undefined && (
          <Button type="button" variant="secondary" onClick={() => goTo(step.position + 1, 'push')}>
            {t('screener.next')} <ChevronRight aria-hidden size={16} />
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">{t('screener.notDiagnosis')}</p>
    </div>
  );
}
