import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Accordion } from 'radix-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.js';
import { ArrowLeft, Check, Clock } from 'lucide-react';
import {
  canCompleteLesson,
  EMPTY_PROGRESS,
  isStageUnlocked,
  NOTE_STAGES,
  stageAfterContinue,
  type LessonProgressState,
  type NoteStage,
} from '../../../shared/lessons.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { cn } from '../../components/ui/cn.js';
import { ApiError } from '../../lib/api.js';
import { useHelpCountry } from '../../lib/help-country.js';
import { browserTimeZone } from '../../lib/time-zone.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { RequireAuth } from '../../session/guards.js';
import {
  completeLessonRequest,
  continueLesson,
  isNotFound,
  lessonQuery,
  needsSubscription,
  openLessonFirstTime,
  requestLessonReflection,
  saveLessonNotes,
  setLessonCompleted,
  type LessonDetail,
} from './api.js';
import { LessonMarkdown } from './components/lesson-markdown.js';
import { LessonStage, ORIGIN_PROMPTS, type StageReflection } from './components/lesson-stage.js';
import { SchemaBadge } from './components/schema-badge.js';
import { SubscriptionGate } from './components/subscription-gate.js';

export default function LessonPage() {
  const { id = '' } = useParams();
  return <RequireAuth>{() => <LessonLoader key={id} id={id} />}</RequireAuth>;
}

function BackToLessons() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Button asChild variant="ghost" className="-ml-4">
      <Link to={localize('/lessons')}>
        <ArrowLeft aria-hidden size={16} /> {t('lessons.back')}
      </Link>
    </Button>
  );
}

function LessonLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError, error, refetch } = useQuery(lessonQuery(id, locale));
  const gated = isError && needsSubscription(error);
  const missing = isError && isNotFound(error);
  const failed = isError && !gated && !missing;

  useEffect(() => {
    if (failed) toast.error(t('toasts.error'), { id: 'lesson-load', description: t('lessons.lessonLoadFailed') });
  }, [failed, t]);

  if (isPending)
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        {t('lessons.loadingLesson')}
      </p>
    );
  if (gated) return <SubscriptionGate />;
  if (missing)
    return (
      <div className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold">{t('lessons.notFound')}</h1>
        <p className="text-slate-700">{t('lessons.notFoundText')}</p>
        <BackToLessons />
      </div>
    );
  if (failed || !data)
    return (
      <div className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold">{t('lessons.lessonLoadFailed')}</h1>
        <div className="flex justify-center gap-3">
          <BackToLessons />
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('lessons.retry')}
          </Button>
        </div>
      </div>
    );
  return <LessonView lesson={data.lesson} savedProgress={data.progress} />;
}

const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';
const notesOf = (progress: LessonProgressState, stage: NoteStage) => progress[`${stage}_notes`] ?? '';
const NEXT_STAGE = { identify: 'understand', understand: 'challenge' } as const;

/** The stages open at first: the one the person reached (all three closed but Identify on a completed lesson). */
function initiallyOpen(progress: LessonProgressState): NoteStage[] {
  const stage = progress.current_stage;
  return stage === 'completed' ? ['identify'] : [stage];
}

type Busy = `${'save' | 'reflect' | 'continue'}-${NoteStage}` | 'complete' | 'toggle' | null;

function LessonView({ lesson, savedProgress }: { lesson: LessonDetail; savedProgress: LessonProgressState | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { country } = useHelpCountry();
  const [progress, setProgress] = useState<LessonProgressState>(savedProgress ?? EMPTY_PROGRESS);
  const [drafts, setDrafts] = useState<Record<NoteStage, string>>(() => ({
    identify: savedProgress?.identify_notes ?? '',
    understand: savedProgress?.understand_notes ?? '',
    challenge: savedProgress?.challenge_notes ?? '',
  }));
  const [closing, setClosing] = useState(savedProgress?.notes ?? '');
  const [open, setOpen] = useState<string[]>(() => initiallyOpen(savedProgress ?? EMPTY_PROGRESS));
  const [busy, setBusy] = useState<Busy>(null);
  const [reflections, setReflections] = useState<Partial<Record<NoteStage, StageReflection>>>({});
  const [crisis, setCrisis] = useState<{ stage: NoteStage; message: string } | null>(null);
  const firstOpenAsked = useRef(savedProgress !== null);

  const openStages = (...stages: NoteStage[]) =>
    setOpen((current) => [...current, ...stages.filter((stage) => !current.includes(stage))]);

  /** The server's answer is the progress: shown here, kept for a later visit, and the library's counts refreshed. */
  const applyProgress = (next: LessonProgressState) => {
    setProgress(next);
    const key = lessonQuery(lesson.id, locale).queryKey;
    queryClient.setQueryData(key, (old) => old && { ...old, progress: next });
    void queryClient.invalidateQueries({ queryKey: ['lesson', lesson.id], refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['lessons'] });
  };

  /** A server message worth showing as it is (a 4xx says what to change); otherwise "Please try again". */
  const describe = (error: unknown) =>
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404
      ? error.message
      : t('lessons.tryAgain');

  // First visit (spec section 4): the server looks for the pattern in recent check-ins; with
  // matches it pre-fills the Identify notes and opens Understand.
  useEffect(() => {
    if (firstOpenAsked.current) return;
    firstOpenAsked.current = true;
    openLessonFirstTime(lesson.id, browserTimeZone()).then(
      ({ progress: saved, prefill }) => {
        if (!saved) return;
        applyProgress(saved);
        if (prefill.length === 0) return;
        setDrafts((current) => ({
          ...current,
          identify: isBlank(current.identify) ? (saved.identify_notes ?? '') : current.identify,
        }));
        openStages('identify', 'understand');
        toast.info(t('lessons.patternDetected'), {
          description: t('lessons.patternDetectedDescription', { count: prefill.length }),
        });
      },
      () => {
        // Nothing to show: the lesson works the same without the pre-filled notes.
      },
    );
    // Once per lesson view: applyProgress and t are stable enough for a request made at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lesson.id]);

  async function run(action: Exclude<Busy, null>, work: () => Promise<void>, fail: (error: unknown) => void) {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  const saveNotes = (stage: NoteStage) =>
    run(
      `save-${stage}`,
      async () => {
        applyProgress((await saveLessonNotes(lesson.id, stage, drafts[stage])).progress);
        toast.success(t('lessons.notesSaved'));
      },
      (error) => toast.error(t('lessons.notesSaveFailed'), { description: describe(error) }),
    );

  function reflect(stage: NoteStage) {
    const notes = drafts[stage];
    if (isBlank(notes)) {
      toast.warning(t('lessons.noNotes'), { description: t('lessons.noNotesDescription') });
      return;
    }
    return run(
      `reflect-${stage}`,
      async () => {
        const answer = await requestLessonReflection({
          notes,
          schema_type: lesson.schema_type,
          stage,
          country: country ?? undefined,
          time_zone: browserTimeZone(),
        });
        if (answer.safety_level === 'current_risk') {
          toast.dismiss(); // nothing stays over the help
          setReflections((current) => ({ ...current, [stage]: undefined }));
          setCrisis({ stage, message: answer.reflection });
          return;
        }
        setCrisis((current) => (current?.stage === stage ? null : current));
        setReflections((current) => ({
          ...current,
          [stage]: { text: answer.reflection, gentleHelp: answer.safety_level === 'past_or_mention' },
        }));
      },
      (error) => {
        // Rationed reflections (429) and an engine that cannot answer now (503) say so in their own
        // words; a request that never reached the server is the spec's 'Could not get AI reflection'.
        if (!(error instanceof ApiError)) {
          toast.error(t('lessons.reflectionUnreachable'), { description: t('lessons.tryAgain') });
          return;
        }
        const ownWords = [429, 503].includes(error.status);
        toast.error(t('lessons.reflectionFailed'), {
          description: ownWords ? error.message : t('lessons.tryAgain'),
        });
      },
    );
  }

  function continueFrom(from: 'identify' | 'understand') {
    const draft = drafts[from];
    if (isBlank(draft)) {
      toast.warning(t('lessons.continueNeedsNotes'), { description: t('lessons.noNotesDescription') });
      return;
    }
    const next = NEXT_STAGE[from];
    return run(
      `continue-${from}`,
      async () => {
        let current = progress;
        // Continue keeps what is in the box: unsaved notes are saved first.
        if (draft !== notesOf(current, from)) {
          try {
            current = (await saveLessonNotes(lesson.id, from, draft)).progress;
          } catch (error) {
            toast.error(t('lessons.notesSaveFailed'), { description: describe(error) });
            return;
          }
          applyProgress(current);
        }
        if (isStageUnlocked(next, current)) {
          openStages(next);
          return;
        }
        if (stageAfterContinue(from, current) !== next) return;
        applyProgress((await continueLesson(lesson.id, from)).progress);
        openStages(next);
        toast.success(t('lessons.stageUnlocked'), {
          description: t('lessons.stageUnlockedDescription', { stage: t(`lessons.stages.${next}`) }),
        });
      },
      (error) => toast.error(t('lessons.progressFailed'), { description: describe(error) }),
    );
  }

  const complete = () =>
    run(
      'complete',
      async () => {
        applyProgress((await completeLessonRequest(lesson.id, closing)).progress);
        toast.success(t('lessons.reflectionSaved'), { description: t('lessons.lessonCompleted') });
      },
      (error) => toast.error(t('lessons.completeFailed'), { description: describe(error) }),
    );

  const toggleCompleted = () => {
    const completed = !progress.completed;
    return run(
      'toggle',
      async () => {
        applyProgress((await setLessonCompleted(lesson.id, completed)).progress);
        toast.success(completed ? t('lessons.lessonCompleted') : t('lessons.markedIncomplete'));
      },
      (error) => toast.error(t('lessons.progressFailed'), { description: describe(error) }),
    );
  };

  const promptsOf = (stage: NoteStage): string[] =>
    stage === 'identify'
      ? lesson.exercises
      : stage === 'understand'
        ? ORIGIN_PROMPTS.map((prompt) => t(`lessons.originPrompts.${prompt}`))
        : lesson.challenge_exercises;
  const showToggle = progress.completed || progress.current_stage === 'completed';
  const showClosing = progress.completed || !isBlank(progress.challenge_notes);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="space-y-4">
        <BackToLessons />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <SchemaBadge schemaType={lesson.schema_type} label={lesson.schema_label} />
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden size={16} /> {t('lessons.minutes', { count: lesson.estimated_minutes })}
            </span>
          </div>
          {showToggle && (
            <Button
              variant={progress.completed ? 'primary' : 'secondary'}
              aria-pressed={progress.completed}
              disabled={busy !== null}
              onClick={() => void toggleCompleted()}
            >
              {progress.completed && <Check aria-hidden size={16} />}
              {t('lessons.completedToggle')}
            </Button>
          )}
        </div>
        <h1 className="text-3xl font-bold">{lesson.title}</h1>
        <p className="text-lg text-slate-700">{lesson.description}</p>
      </div>

      <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <LessonMarkdown>{lesson.content}</LessonMarkdown>
      </article>

      <section aria-labelledby="stages-title" className="space-y-3">
        <h2 id="stages-title" className="text-2xl font-semibold">
          {t('lessons.stagesTitle')}
        </h2>
        <Accordion.Root
          type="multiple"
          value={open}
          onValueChange={setOpen}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {NOTE_STAGES.map((stage) => (
            <LessonStage
              key={stage}
              stage={stage}
              unlocked={isStageUnlocked(stage, progress)}
              hasSavedNotes={!isBlank(notesOf(progress, stage))}
              prompts={promptsOf(stage)}
              draft={drafts[stage]}
              onDraftChange={(text) => setDrafts((current) => ({ ...current, [stage]: text }))}
              busy={busy !== null}
              onSave={() => void saveNotes(stage)}
              onReflect={() => void reflect(stage)}
              onContinue={stage === 'challenge' ? undefined : () => void continueFrom(stage)}
              reflection={reflections[stage]}
              crisisMessage={crisis?.stage === stage ? crisis.message : undefined}
            />
          ))}
        </Accordion.Root>
      </section>

      {showClosing && (
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">{t('lessons.feelNowTitle')}</h2>
          <p className="text-slate-700">{t('lessons.feelNowText')}</p>
          <div className="space-y-1">
            <label htmlFor="closing-notes" className="block text-sm font-medium text-slate-800">
              {t('lessons.closingLabel')}
            </label>
            <textarea
              id="closing-notes"
              value={closing}
              onChange={(event) => setClosing(event.target.value)}
              readOnly={progress.completed}
              className={cn(
                'block min-h-32 w-full resize-y rounded-md border border-slate-400 px-3 py-2 text-sm',
                progress.completed && 'bg-slate-50',
              )}
            />
          </div>
          {progress.completed ? (
            <p className="text-sm text-slate-700">{t('lessons.completedNote')}</p>
          ) : (
            <Button disabled={busy !== null || !canCompleteLesson(progress, closing)} onClick={() => void complete()}>
              {t('lessons.saveAndComplete')}
            </Button>
          )}
        </Card>
      )}

      <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{t('lessons.disclaimer')}</p>
    </div>
  );
}
