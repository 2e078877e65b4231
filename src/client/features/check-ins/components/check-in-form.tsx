import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { GentleHelpLine } from '../../../components/helplines/gentle-help-line.js';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.js';
import { FEELING_TEXT_MAX } from '../../../../shared/constants.js';
import { isMessageKey } from '../../../../shared/messages.js';
import type { CheckInFormInput, ReframingFormInput, SaveCheckInInput } from '../../../../shared/schemas/check-in.js';
import { Button } from '../../../components/ui/button.js';
import { useUnsavedChanges } from '../../../components/unsaved-changes.js';
import { ApiError } from '../../../lib/api.js';
import { lazyZodResolver } from '../../../lib/lazy-resolver.js';
import { canKeepDrafts, clearDraft, readDraft, useDraftKeeper } from '../../../lib/check-in-draft.js';
import { useHelpCountry } from '../../../lib/help-country.js';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { requestReflection, saveCheckIn, type CheckIn, type Reflection } from '../api.js';
import { completeExercise } from '../complete-exercise.js';
import { CrisisPanel, type CrisisSaveState } from './crisis-panel.js';
import { MoodSlider } from './mood-slider.js';
import { ReframingPanel } from './reframing-panel.js';

/** The reflection shown under the form, with a gentle line to /help after a past or passing mention of crisis. */
type ShownReflection = { text: string; gentleHelp: boolean };

/** A completed exercise's reflections: they stay above the form until closed or a new check-in starts (no timer). */
type Closing = { reflection: ShownReflection; finalReflection: string };

/**
 * editing: the form (with the last reflection under it, or a completed exercise's closing card
 * above it). exercise: the entry is saved with its reflection; the optional exercise follows.
 */
type Flow =
  | { step: 'editing'; lastReflection?: ShownReflection; closing?: Closing }
  | { step: 'exercise'; checkIn: CheckIn; reflection: Reflection; busy: boolean }
  | { step: 'crisis'; message: string; saved: CrisisSaveState };

const shown = (reflection: Reflection): ShownReflection => ({
  text: reflection.response,
  gentleHelp: reflection.safety === 'past_or_mention',
});

const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'network';
/** Asked afresh each time (the connection comes and goes while a submit waits). */
const isOffline = () => !navigator.onLine;

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/check-in.js').then((schemas) => schemas.CheckInFormSchema),
);

/**
 * The check-in form and what follows it. `notice` sits above the form (the free check-ins left, or
 * the card saying they are used up: a person at the limit can still write, so that a crisis text
 * reaches the crisis reply, which the server never counts).
 *
 * What is being written is kept on this device as the person's draft (`lib/check-in-draft.ts`),
 * restored when the form opens again and cleared once the entry is saved. Offline, a submit sends
 * nothing and says so; the draft waits for the next submit.
 */
export function CheckInForm({ userId, notice, free = false }: { userId: string; notice?: ReactNode; free?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useHelpCountry();
  const [flow, setFlow] = useState<Flow>({ step: 'editing' });
  const [busy, setBusy] = useState(false);
  const [offlineNotice, setOfflineNotice] = useState(false);
  const [restored, setRestored] = useState(() => readDraft(userId));
  const { register, handleSubmit, control, reset, formState, setFocus } = useForm<CheckInFormInput>({
    resolver,
    defaultValues: restored ?? { feeling_text: '', mood_level: 3 },
  });
  const feeling = useWatch({ control, name: 'feeling_text' });
  const mood = Number(useWatch({ control, name: 'mood_level' }));
  const [deviceKeepsDrafts] = useState(canKeepDrafts);
  const draftKept = useDraftKeeper(userId, { feeling_text: feeling, mood_level: mood }) && deviceKeepsDrafts;
  const messageOf = (key: string | undefined) => (key && isMessageKey(key) ? t(`validation.${key}`) : key);

  const closingRef = useRef<HTMLHeadingElement>(null);
  const closingShown = flow.step === 'editing' && flow.closing !== undefined;
  // Words not yet saved: what is in the form, unless this device keeps them as a draft (leaving
  // the page then loses nothing); the exercise reports its own answers.
  useUnsavedChanges(flow.step !== 'crisis' && feeling.trim().length > 0 && !draftKept);

  useEffect(() => {
    // The closing reflection is read first: focus moves to it (and brings it into view).
    if (closingShown) closingRef.current?.focus();
  }, [closingShown]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['check-ins'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };

  const failSave = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'check_in_limit') {
      toast.error(t('checkIn.limitReached'), { description: error.message });
      refresh();
    } else toast.error(t('toasts.error'), { description: t('checkIn.saveFailed') });
  };

  /**
   * Saves the entry with the server's proofs of its reflections. One that has expired (an exercise
   * left open for hours) would otherwise lose the entry: it is saved without the reflection instead.
   */
  async function store(
    values: CheckInFormInput,
    extra: Omit<SaveCheckInInput, 'feeling_text' | 'mood_level' | 'reframing_exercise'>,
  ): Promise<CheckIn> {
    let saved: CheckIn;
    try {
      saved = await saveCheckIn({ ...values, ...extra });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'reflection_token_invalid')) throw error;
      toast.warning(t('checkIn.reflectionExpired'), { description: error.message });
      saved = await saveCheckIn(values);
    }
    refresh();
    return saved;
  }

  /**
   * A crisis reply: the help comes first, at once; the entry is saved behind it, with no toast over
   * the card and no error toast either (the card only says whether it was saved).
   */
  function showCrisis(values: CheckInFormInput, reflection: Reflection) {
    toast.dismiss(); // nothing stays over the help, not even an earlier toast
    reset({ feeling_text: '', mood_level: 3 });
    setFlow({ step: 'crisis', message: reflection.response, saved: null });
    store(values, { reflection_token: reflection.reflection_token }).then(
      () => setFlow((current) => (current.step === 'crisis' ? { ...current, saved: true } : current)),
      () => setFlow((current) => (current.step === 'crisis' ? { ...current, saved: false } : current)),
    );
  }

  const onSubmit = handleSubmit(
    async (values) => {
      setOfflineNotice(false);
      // Offline: nothing is sent; the words stay in the form and in the draft on this device.
      if (isOffline()) {
        setOfflineNotice(true);
        return;
      }
      setBusy(true);
      // A new check-in starts: the last exercise's closing card goes (the reflection under the form stays until replaced).
      setFlow((current) =>
        current.step === 'editing' && current.closing
          ? { step: 'editing', lastReflection: current.lastReflection }
          : current,
      );
      try {
        let reflection: Reflection | null = null;
        try {
          reflection = await requestReflection({
            ...values,
            country: country ?? undefined,
            time_zone: browserTimeZone(),
          });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'check_in_limit') return failSave(error);
          // The connection went while sending: kept for the next submit (a refused reflection
          // alone, with the browser still online, is saved without one below).
          if (isNetworkError(error) && isOffline()) {
            setOfflineNotice(true);
            return;
          }
          // Too many reflections in a minute: the words stay in the form for a moment later, or are saved as they are.
          if (error instanceof ApiError && error.code === 'reflection_rate_limited') {
            toast.warning(t('checkIn.reflectionPaused'), {
              description: error.message,
              action: { label: t('checkIn.saveWithoutReflection'), onClick: () => void saveWithoutReflection(values) },
            });
            return;
          }
          // Today's reflections are used up: the entry is saved without one, as when a reflection fails.
          if (error instanceof ApiError && error.code === 'reflection_daily_quota')
            toast.warning(t('checkIn.reflectionPaused'), { description: error.message });
          else toast.warning(t('checkIn.reflectionFailed'), { description: t('checkIn.reflectionFailedDescription') });
        }
        if (reflection?.crisis) return showCrisis(values, reflection);
        await saveWithReflection(values, reflection);
      } catch (error) {
        if (isNetworkError(error)) setOfflineNotice(true);
        else failSave(error);
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      const first = errors.feeling_text?.message ?? errors.mood_level?.message;
      toast.error(t('checkIn.validationError'), { description: messageOf(first) });
    },
  );

  /**
   * Saves the entry at once, with its reflection or without one when none could be given (beyond-
   * the-spec 4b: nothing waits for the exercise, so a reload or a link cannot lose the entry). When
   * the saved entry has patterns, the reframing exercise follows as an optional step.
   */
  async function saveWithReflection(values: CheckInFormInput, reflection: Reflection | null) {
    const saved = await store(values, { reflection_token: reflection?.reflection_token });
    clearDraft(userId);
    setRestored(null);
    reset({ feeling_text: '', mood_level: 3 });
    // Without a reflection the server's own reading of the text still flags a crisis: help, no toast.
    if (saved.crisis) {
      toast.dismiss();
      setFlow({ step: 'crisis', message: t('checkIn.crisisFallback'), saved: true });
      return;
    }
    if (reflection && saved.detected_schemas.length > 0) {
      toast.success(t('checkIn.saved'), { description: t('checkInFollowUp.savedWithReflection') });
      setFlow({ step: 'exercise', checkIn: saved, reflection, busy: false });
      return;
    }
    toast.success(t('checkIn.saved'), {
      // A free user's entry without a reflection is not counted: say so, as the counter will show.
      description: !saved.ai_response && free ? t('checkInFollowUp.savedNotCounted') : t('checkIn.savedDescription'),
    });
    setFlow({ step: 'editing', lastReflection: reflection ? shown(reflection) : undefined });
  }

  async function saveWithoutReflection(values: CheckInFormInput) {
    setBusy(true);
    try {
      await saveWithReflection(values, null);
    } catch (error) {
      if (isNetworkError(error)) setOfflineNotice(true);
      else failSave(error);
    } finally {
      setBusy(false);
    }
  }

  /** The optional exercise, attached to the entry saved a moment ago. */
  async function finishExercise(answers: ReframingFormInput) {
    if (flow.step !== 'exercise') return;
    const { checkIn, reflection } = flow;
    setFlow({ ...flow, busy: true });
    try {
      const { final, expired } = await completeExercise(checkIn.id, answers, country);
      refresh();
      if (final?.crisis) {
        toast.dismiss();
        setFlow({ step: 'crisis', message: final.response, saved: true });
        return;
      }
      if (expired) toast.warning(t('checkIn.reflectionExpired'), { description: expired.message });
      else toast.success(t('checkIn.saved'), { description: t('checkIn.savedExerciseDescription') });
      // The spec: a failed (or rationed) final reflection falls back to a default encouraging text, shown only.
      const finalReflection = final?.response ?? t('checkIn.defaultFinalReflection');
      setFlow({ step: 'editing', closing: { reflection: shown(reflection), finalReflection } });
    } catch (error) {
      failSave(error);
      setFlow({ ...flow, busy: false });
    }
  }

  if (flow.step === 'crisis') {
    return (
      <div className="space-y-4">
        <CrisisPanel message={flow.message} saved={flow.saved} />
        <Button variant="secondary" onClick={() => setFlow({ step: 'editing' })}>
          {t('checkIn.startNew')}
        </Button>
      </div>
    );
  }

  if (flow.step === 'exercise') {
    const reflection = flow.reflection;
    return (
      <div className="space-y-4">
        <ReflectionCard reflection={shown(reflection)} />
        <ReframingPanel
          detected={reflection.detected}
          busy={flow.busy}
          note={t('checkInFollowUp.exerciseOptional')}
          onComplete={(a) => void finishExercise(a)}
          onSkip={() => setFlow({ step: 'editing', lastReflection: shown(reflection) })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {flow.closing && (
        <section
          aria-labelledby="final-title"
          className="space-y-3 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
        >
          <ReflectionCard reflection={flow.closing.reflection} bare />
          <h2 id="final-title" ref={closingRef} tabIndex={-1} className="font-semibold">
            {t('checkIn.finalReflection')}
          </h2>
          <p className="text-slate-800">{flow.closing.finalReflection}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setFlow({ step: 'editing' });
              // The card and its button are gone: focus goes on to the form, ready for a new check-in.
              requestAnimationFrame(() => setFocus('feeling_text'));
            }}
          >
            {t('checkInFollowUp.close')}
          </Button>
        </section>
      )}
      {notice}
      {/* The schema loads as the person starts on the form, not with the page (no task of its own
          while the page starts), and well before a submit that may come once the connection has gone. */}
      <form
        onFocus={resolver.preload}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 className="text-lg font-semibold">{t('checkIn.formTitle')}</h2>
        <MoodSlider value={mood} registration={register('mood_level', { valueAsNumber: true })} />
        <div className="space-y-1">
          <label htmlFor="feeling_text" className="block text-sm font-medium text-slate-800">
            {t('checkIn.feeling')}
          </label>
          <textarea
            id="feeling_text"
            rows={5}
            placeholder={t('checkIn.feelingPlaceholder')}
            aria-invalid={formState.errors.feeling_text ? true : undefined}
            aria-describedby="feeling-counter feeling-error"
            className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm aria-[invalid=true]:border-red-700"
            {...register('feeling_text')}
          />
          <div className="flex justify-between gap-3 text-sm">
            <p id="feeling-error" className="text-red-700">
              {messageOf(formState.errors.feeling_text?.message)}
            </p>
            <p id="feeling-counter" className={feeling.length > FEELING_TEXT_MAX ? 'text-red-700' : 'text-slate-600'}>
              {t('checkIn.counter', { count: feeling.length })}
            </p>
          </div>
        </div>
        {restored && restored.feeling_text.trim() !== '' && (
          <p className="text-sm text-slate-600">{t('offline.draftRestored')}</p>
        )}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('checkIn.reflecting') : t('checkIn.submit')}
        </Button>
        {/* A polite live region, there before it fills so that it is announced. */}
        <p aria-live="polite" className="text-sm font-medium text-amber-900 empty:hidden">
          {offlineNotice ? t('offline.notSent') : ''}
        </p>
      </form>
      {flow.lastReflection && <ReflectionCard reflection={flow.lastReflection} />}
    </div>
  );
}

/** The reflection on an entry; `bare` drops its own card (inside the closing card, which has one). */
function ReflectionCard({
  reflection: { text, gentleHelp },
  bare = false,
}: {
  reflection: ShownReflection;
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  // A new reflection is what the person waited for: focus moves to it, so a screen reader reads it
  // and a phone scrolls to it (the closing card, `bare`, moves focus itself).
  useEffect(() => {
    if (!bare) sectionRef.current?.focus();
  }, [bare, text]);
  if (!text) return null;
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="reflection-title"
      aria-describedby="reflection-text"
      className={
        bare
          ? undefined
          : 'rounded-xl border border-slate-200 bg-white p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'
      }
    >
      <h2 id="reflection-title" className="font-semibold">
        {t('checkIn.yourReflection')}
      </h2>
      <p id="reflection-text" className="mt-2 whitespace-pre-line text-slate-800">
        {text}
      </p>
      {gentleHelp && <GentleHelpLine />}
      <p className="mt-3 text-xs text-slate-600">{t('checkIn.reflectionDisclaimer')}</p>
    </section>
  );
}
