import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
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
  const { progress, answer, settled } = useScreenerSession(state, onSaveFailed);
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

  if (progress.phase === 'done') return <p role="status">{t('screener.finishing')}</p>;

  const question = progress.questions[progress.index]!;
  const total = progress.questions.length;
  const percent = Math.round((progress.index / total) * 100);
  const followup = progress.phase === 'followup';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost">
        <Link to={localize('/')}>
          <ArrowLeft aria-hidden size={16} /> {t('screener.backHome')}
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{followup ? t('screener.followupTitle') : t('screener.title')}</h1>
        <p className="text-slate-700">{followup ? t('screener.followupIntro') : t('screener.intro')}</p>
      </header>
      <div className="space-y-2">
        <div className="flex justify-between text-sm text-slate-700">
          <span aria-live="polite">{t('screener.questionOf', { current: progress.index + 1, total })}</span>
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
        <QuestionCard statement={question.prompt[locale]} onAnswer={(score) => answer(question.id, score)} />
      </Card>
      <p className="text-sm text-slate-600">{t('screener.notDiagnosis')}</p>
    </div>
  );
}
