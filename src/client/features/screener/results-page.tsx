import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.js';
import type { SchemaKey } from '../../../shared/patterns.js';
import { CORE_PATTERNS_MAX, type SchemaAverage } from '../../../shared/screener.js';
import { Button } from '../../components/ui/button.js';
import { ApiError } from '../../lib/api.js';
import { usePatternContent } from '../../lib/content.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading } from '../../session/guards.js';
import { RequireSessionParam } from './components/require-session-param.js';
import { resultsQuery, useSaveCorePatterns } from './api.js';
import { PatternCard } from './components/pattern-card.js';

export default function ResultsPage() {
  return <RequireSessionParam>{(sessionId) => <LoadedResults sessionId={sessionId} />}</RequireSessionParam>;
}

function LoadedResults({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data, isPending, isError } = useQuery(resultsQuery(sessionId));
  useEffect(() => {
    if (isError) toast.error(t('toasts.error'), { description: t('results.calcFailed') });
  }, [isError, t]);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <div className="py-10 text-center">
        <h1 className="mb-4 text-2xl font-bold">{t('results.title')}</h1>
        <p className="mb-4">{t('results.calcFailed')}</p>
        <Button asChild>
          <Link to={localize('/schema-screener')}>{t('results.retake')}</Link>
        </Button>
      </div>
    );
  return <Results scores={data.scores} suggestions={data.suggestions} />;
}

function Results({ scores, suggestions }: { scores: SchemaAverage[]; suggestions: SchemaAverage[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const patterns = usePatternContent();
  const save = useSaveCorePatterns();
  const [selected, setSelected] = useState<SchemaKey[]>([]);
  const suggested = new Set(suggestions.map((s) => s.schema_key));
  const others = [...scores]
    .filter((s) => !suggested.has(s.schema_key))
    .sort((a, b) => b.average_score - a.average_score);

  const toggle = (key: SchemaKey) => {
    if (selected.includes(key)) {
      const next = selected.filter((k) => k !== key);
      if (next.length === 0)
        toast.warning(t('results.noneSelected'), { description: t('results.noneSelectedDescription') });
      setSelected(next);
      return;
    }
    if (selected.length >= CORE_PATTERNS_MAX) {
      toast.warning(t('results.tooMany'), { description: t('results.tooManyDescription') });
      return;
    }
    setSelected([...selected, key]);
  };

  const onSave = () =>
    save.mutate(selected, {
      onSuccess: () => {
        toast.success(t('results.coreSet'), {
          description: t('results.coreSetDescription', { count: selected.length }),
        });
        void navigate(localize('/check-in'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'already_saved') {
          toast.info(t('results.alreadySaved'), { description: t('results.alreadySavedDescription') });
          void navigate(localize('/lessons'));
          return;
        }
        toast.error(t('toasts.error'), { description: t('results.saveFailed') });
      },
    });

  const card = (score: SchemaAverage) => (
    <li key={score.schema_key}>
      <PatternCard
        pattern={patterns[score.schema_key]}
        score={score.average_score}
        selected={selected.includes(score.schema_key)}
        onToggle={() => toggle(score.schema_key)}
      />
    </li>
  );

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('results.title')}</h1>
        <p className="text-slate-700">{t('results.intro')}</p>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('results.disclaimer')}</p>
      </header>
      <ul aria-label={t('results.title')} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {suggestions.map(card)}
      </ul>
      {others.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">{t('results.otherPatterns')}</summary>
          <p className="mt-2 text-sm text-slate-700">{t('results.otherPatternsHint')}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">{others.map(card)}</ul>
        </details>
      )}
      <div>
        <Button asChild variant="secondary">
          <Link to={localize('/schema-screener')}>{t('results.retake')}</Link>
        </Button>
      </div>
      {/* One row at any width, so 'Save & Continue' stays on screen; Retake waits above, in the page. */}
      <div
        data-testid="results-actions"
        className="sticky bottom-0 flex flex-nowrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 py-3"
      >
        <p className="min-w-0 text-sm text-slate-700" aria-live="polite">
          {t('results.selectedCount', { count: selected.length })}
        </p>
        <Button className="shrink-0" onClick={onSave} disabled={selected.length === 0 || save.isPending}>
          {save.isPending ? t('results.saving') : t('results.save')}
        </Button>
      </div>
    </div>
  );
}
