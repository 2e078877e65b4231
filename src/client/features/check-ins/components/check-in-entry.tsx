import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.js';
import type { ReframingFormInput } from '../../../../shared/schemas/check-in.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { ApiError } from '../../../lib/api.js';
import { usePatternContent } from '../../../lib/content.js';
import { useHelpCountry } from '../../../lib/help-country.js';
import { formatDateTime } from '../../../lib/format.js';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale.js';
import { deleteCheckIn, type CheckIn } from '../api.js';
import { completeExercise } from '../complete-exercise.js';
import { CrisisPanel } from './crisis-panel.js';
import { MoodFaces } from './mood-faces.js';
import { ReframingPanel } from './reframing-panel.js';

/**
 * One check-in as the history shows it (spec: date, faces, text, badges, reflection, exercise), with
 * Delete (after a confirmation). With `followUp`, an entry whose pattern has no exercise yet offers
 * it, so an exercise left for later can be finished here (beyond-the-spec 4b). `onDeleted` lets the
 * list put focus somewhere once the entry is gone.
 */
export function CheckInEntry({
  checkIn: listed,
  followUp = false,
  onDeleted,
}: {
  checkIn: CheckIn;
  followUp?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const patterns = usePatternContent();
  const timeId = useId();
  // The entry as the server answered the exercise, until the list itself is read again.
  const [attached, setAttached] = useState<CheckIn | null>(null);
  const [crisisReply, setCrisisReply] = useState<string | null>(null);
  const checkIn = attached ?? listed;
  const exercise = checkIn.reframing_exercise;
  const closingRef = useRef<HTMLDListElement>(null);
  const offersExercise =
    followUp && !checkIn.crisis && !exercise && checkIn.ai_response !== null && checkIn.pattern_evidence.length > 0;
  return (
    <article className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time id={timeId} dateTime={checkIn.created_at} className="text-sm text-slate-600">
          {formatDateTime(checkIn.created_at, locale)}
        </time>
        <MoodFaces mood={checkIn.mood_level} />
      </div>
      <p className="whitespace-pre-wrap text-slate-900">{checkIn.feeling_text}</p>
      {checkIn.detected_schemas.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {checkIn.detected_schemas.map((key) => (
            <li key={key}>
              <Link
                to={`${localize('/lessons')}?schema=${key}`}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
              >
                {patterns[key].label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {checkIn.ai_response && (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{checkIn.ai_response}</p>
      )}
      {checkIn.crisis && (
        // A crisis reply is saved without its cards: the way back to the lines stays with it.
        <Link to={localize('/help')} className="inline-block text-sm font-medium text-brand-700 underline">
          {t('help.allLines')}
        </Link>
      )}
      {exercise && (
        <dl ref={closingRef} tabIndex={-1} className="space-y-1 text-sm">
          <dt className="font-medium text-slate-700">{t('checkIn.alternative')}</dt>
          <dd className="text-slate-800">{exercise.alternative_thought}</dd>
          {exercise.final_reflection && (
            <>
              <dt className="font-medium text-slate-700">{t('checkIn.finalReflection')}</dt>
              <dd className="text-slate-800">{exercise.final_reflection}</dd>
            </>
          )}
        </dl>
      )}
      {crisisReply && <CrisisPanel message={crisisReply} saved />}
      {offersExercise && (
        <EntryExercise
          checkIn={checkIn}
          onDone={(saved, crisis) => {
            setAttached(saved);
            if (crisis) setCrisisReply(crisis);
            else requestAnimationFrame(() => closingRef.current?.focus());
          }}
        />
      )}
      <div className="flex justify-end">
        <DeleteCheckIn checkIn={checkIn} describedBy={timeId} onDeleted={onDeleted} />
      </div>
    </article>
  );
}

/** The reframing exercise of a saved entry, finished later: closed until asked for. */
function EntryExercise({
  checkIn,
  onDone,
}: {
  checkIn: CheckIn;
  onDone: (saved: CheckIn, crisisReply: string | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useHelpCountry();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function finish(answers: ReframingFormInput) {
    setBusy(true);
    try {
      const { saved, final, expired } = await completeExercise(checkIn.id, answers, country);
      void queryClient.invalidateQueries({ queryKey: ['check-ins'] });
      if (final?.crisis) {
        toast.dismiss(); // nothing over the help
        onDone(saved, final.response);
        return;
      }
      if (expired) toast.warning(t('checkIn.reflectionExpired'), { description: expired.message });
      else toast.success(t('checkIn.saved'), { description: t('checkIn.savedExerciseDescription') });
      onDone(saved, null);
    } catch (error) {
      toast.error(t('toasts.error'), {
        description: error instanceof ApiError ? error.message : t('checkIn.saveFailed'),
      });
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('checkInFollowUp.doExercise')}
      </Button>
    );
  }
  return (
    <ReframingPanel
      detected={checkIn.pattern_evidence}
      busy={busy}
      onComplete={(answers) => void finish(answers)}
      onSkip={() => setOpen(false)}
      skipLabel={t('checkInFollowUp.close')}
    />
  );
}

/** Delete, after a confirmation that says a used free check-in does not come back. */
function DeleteCheckIn({
  checkIn,
  describedBy,
  onDeleted,
}: {
  checkIn: CheckIn;
  describedBy: string;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await deleteCheckIn(checkIn.id);
    } catch (error) {
      // Already gone (deleted in another tab): what the person asked for is done.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast.error(t('checkInFollowUp.deleteFailed'), {
          description: error instanceof ApiError ? error.message : undefined,
        });
        setBusy(false);
        return;
      }
    }
    setOpen(false);
    toast.success(t('checkInFollowUp.deleted'));
    await queryClient.invalidateQueries({ queryKey: ['check-ins'] });
    onDeleted?.();
  }

  return (
    <>
      <Button variant="ghost" aria-describedby={describedBy} onClick={() => setOpen(true)} className="text-red-800">
        {t('checkInFollowUp.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t('checkInFollowUp.deleteTitle')}
        description={t('checkInFollowUp.deleteText')}
        cancelLabel={t('checkInFollowUp.cancel')}
        confirmLabel={busy ? t('checkInFollowUp.deleting') : t('checkInFollowUp.deleteConfirm')}
        onConfirm={() => void confirm()}
        busy={busy}
        destructive
      />
    </>
  );
}
