import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.js';
import { CheckCircle2, Clock } from 'lucide-react';
import {
  applyCompletionFilter,
  countByCompletion,
  selectLibraryLessons,
  type LibraryFilter,
} from '../../../shared/lessons.js';
import { isSchemaKey, type SchemaKey } from '../../../shared/patterns.js';
import { PageIntro } from '../../components/layout/page-intro.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { cn } from '../../components/ui/cn.js';
import { usePatternContent } from '../../lib/content.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { RequireAuth } from '../../session/guards.js';
import { lessonsQuery, needsSubscription, type LessonSummary } from './api.js';
import { SchemaBadge } from './components/schema-badge.js';
import { SubscriptionGate } from './components/subscription-gate.js';

export default function LessonsPage() {
  return <RequireAuth pending={<LessonsLoading />}>{() => <Library />}</RequireAuth>;
}

/** The page's title, the same for everyone, above what follows it. */
function LessonsIntro({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('lessons.title')} subtitle={t('lessons.subtitle')}>
      {children}
    </PageIntro>
  );
}

function LessonsLoadingStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      {t('lessons.loading')}
    </p>
  );
}

/**
 * The title over "Loading lessons...", until the app knows who is signed in and the list has come:
 * also the page's static first paint (src/client/first-paint.tsx), so the title is on screen
 * before the app has started and stays where it is when the list arrives (issue 13).
 */
export function LessonsLoading() {
  return (
    <LessonsIntro>
      <LessonsLoadingStatus />
    </LessonsIntro>
  );
}

/** The schema filter of the URL (`?schema=abandonment`, as the check-in badges link), or null. */
function useSchemaFilter(): string | null {
  const [params] = useSearchParams();
  const value = params.get('schema')?.trim();
  return value ? value : null;
}

function Library() {
  const { t } = useTranslation();
  const locale = useLocale();
  const schemaFilter = useSchemaFilter();
  const patterns = usePatternContent();
  const { data, isPending, isError, error, refetch } = useQuery(lessonsQuery(locale));
  const gated = isError && needsSubscription(error);
  const failed = isError && !gated;
  // A pattern key reads as its label ("Fear of Abandonment"); anything else as it was written.
  const filterName = schemaFilter && (isSchemaKey(schemaFilter) ? patterns[schemaFilter].label : schemaFilter);

  useEffect(() => {
    if (failed) toast.error(t('toasts.error'), { id: 'lessons-load', description: t('lessons.loadFailed') });
  }, [failed, t]);

  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded || !filterName) return;
    toast.info(t('lessons.schemaFilterApplied'), {
      id: 'lessons-schema-filter',
      description: t('lessons.showingFor', { schema: filterName }),
    });
  }, [loaded, filterName, t]);

  return (
    <LessonsIntro>
      {gated ? (
        <SubscriptionGate inPage />
      ) : isPending ? (
        <LessonsLoadingStatus />
      ) : failed || !data ? (
        <Card className="space-y-3 text-center">
          <p className="text-slate-800">{t('lessons.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('lessons.retry')}
          </Button>
        </Card>
      ) : (
        <>
          <CorePatternsCard corePatterns={data.core_patterns} />
          <LessonList
            lessons={selectLibraryLessons(data.lessons, { corePatterns: data.core_patterns, schemaFilter })}
            filterName={filterName}
          />
        </>
      )}
    </LessonsIntro>
  );
}

function CorePatternsCard({ corePatterns }: { corePatterns: SchemaKey[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const patterns = usePatternContent();
  if (corePatterns.length === 0) {
    return (
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('lessons.identifyTitle')}</h2>
        <p className="text-slate-700">{t('lessons.identifyText')}</p>
        <Button asChild>
          <Link to={localize('/schema-screener')}>{t('lessons.startScreener')}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">{t('lessons.corePatternsTitle')}</h2>
        <ul className="flex flex-wrap gap-2">
          {corePatterns.map((key) => (
            <li key={key} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {patterns[key].label}
            </li>
          ))}
        </ul>
      </div>
      <Button asChild variant="secondary">
        <Link to={localize('/schema-screener')}>{t('lessons.retakeScreener')}</Link>
      </Button>
    </Card>
  );
}

const FILTER_LABELS: Record<LibraryFilter, 'lessons.filterAll' | 'lessons.filterCompleted' | 'lessons.filterToDo'> = {
  all: 'lessons.filterAll',
  completed: 'lessons.filterCompleted',
  incomplete: 'lessons.filterToDo',
};

function LessonList({ lessons, filterName }: { lessons: LessonSummary[]; filterName: string | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const counts = countByCompletion(lessons);
  const shown = applyCompletionFilter(lessons, filter);
  return (
    <section aria-labelledby="lessons-list-title" className="space-y-4">
      <h2 id="lessons-list-title" className="sr-only">
        {t('lessons.listTitle')}
      </h2>
      {filterName && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-2">
          <p className="text-sm text-brand-800">{t('lessons.showingFor', { schema: filterName })}</p>
          <Button asChild variant="link">
            <Link to={localize('/lessons')}>{t('lessons.clearFilter')}</Link>
          </Button>
        </div>
      )}
      <div role="group" aria-label={t('lessons.filterLabel')} className="flex flex-wrap gap-2">
        {(Object.keys(FILTER_LABELS) as LibraryFilter[]).map((key) => (
          <Button
            key={key}
            variant={filter === key ? 'primary' : 'secondary'}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {t(FILTER_LABELS[key], { count: counts[key] })}
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{t('lessons.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard lesson={lesson} to={localize(`/lessons/${encodeURIComponent(lesson.id)}`)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LessonCard({ lesson, to }: { lesson: LessonSummary; to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm transition-colors hover:border-brand-600',
        lesson.completed ? 'border-brand-100' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SchemaBadge schemaType={lesson.schema_type} label={lesson.schema_label} />
        {lesson.completed && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
            <CheckCircle2 aria-hidden size={16} /> {t('lessons.completedBadge')}
          </span>
        )}
      </div>
      <h3 className="font-semibold text-slate-900">{lesson.title}</h3>
      <p className="text-sm text-slate-700">{lesson.description}</p>
      <p className="mt-auto flex items-center gap-3 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden size={14} /> {t('lessons.minutes', { count: lesson.estimated_minutes })}
        </span>
        <span>{t('lessons.lessonNumber', { number: lesson.order_index })}</span>
      </p>
    </Link>
  );
}
