import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FEELING_TEXT_MAX } from '../../../../shared/constants.js';
import { isMessageKey } from '../../../../shared/messages.js';
import {
  CheckInFormSchema,
  type CheckInFormInput,
  type ReframingFormInput,
  type SaveCheckInInput,
} from '../../../../shared/schemas/check-in.js';
import { Button } from '../../../components/ui/button.js';
import { ApiError } from '../../../lib/api.js';
import { browserTimeZone, useHelpCountry } from '../../../lib/help-country.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { requestFinalReflection, requestReflection, saveCheckIn, type CheckIn, type Reflection } from '../api.js';
import { CrisisPanel, type CrisisSaveState } from './crisis-panel.js';
import { MoodSlider } from './mood-slider.js';
import { ReframingPanel } from './reframing-panel.js';

/** How long the completed exercise stays on screen before a fresh form (spec: 5 seconds). */
const RESET_AFTER_EXERCISE_MS = 5000;

/** The reflection shown under the form, with a gentle line to /help after a past or passing mention of crisis. */
type ShownReflection = { text: string; gentleHelp: boolean };

type Flow =
  | { step: 'editing'; lastReflection?: ShownReflection }
  | { step: 'exercise'; values: CheckInFormInput; reflection: Reflection; busy: boolean }
  | { step: 'completed'; reflection: ShownReflection; finalReflection: string }
  | { step: 'crisis'; message: string; saved: CrisisSaveState };

const shown = (reflection: Reflection): ShownReflection => ({
  text: reflection.response,
  gentleHelp: reflection.safety === 'past_or_mention',
});

/**
 * The check-in form and what follows it. `notice` sits above the form (the free check-ins left, or
 * the card saying they are used up: a person at the limit can still write, so that a crisis text
 * reaches the crisis reply, which the server never counts).
 */
export function CheckInForm({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useHelpCountry();
  const [flow, setFlow] = useState<Flow>({ step: 'editing' });
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, control, reset, formState } = useForm<CheckInFormInput>({
    resolver: zodResolver(CheckInFormSchema),
    defaultValues: { feeling_text: '', mood_level: 3 },
  });
  const feeling = useWatch({ control, name: 'feeling_text' });
  const mood = Number(useWatch({ control, name: 'mood_level' }));
  const messageOf = (key: string | undefined) => (key && isMessageKey(key) ? t(`validation.${key}`) : key);

  useEffect(() => {
    if (flow.step !== 'completed') return;
    const timer = setTimeout(() => setFlow({ step: 'editing' }), RESET_AFTER_EXERCISE_MS);
    return () => clearTimeout(timer);
  }, [flow.step]);

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
    extra: Omit<SaveCheckInInput, 'feeling_text' | 'mood_level'>,
  ): Promise<CheckIn> {
    let saved: CheckIn;
    try {
      saved = await saveCheckIn({ ...values, ...extra });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'reflection_token_invalid')) throw error;
      toast.warning(t('checkIn.reflectionExpired'), { description: error.message });
      const exercise = extra.reframing_exercise;
      saved = await saveCheckIn({
        ...values,
        reframing_exercise: exercise && { ...exercise, final_reflection_token: undefined },
      });
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
      setBusy(true);
      try {
        let reflection: Reflection | null = null;
        try {
          reflection = await requestReflection({
            ...values,
            country: country ?? undefined,
            time_zone: browserTimeZone() ?? undefined,
          });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'check_in_limit') return failSave(error);
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
        if (reflection && reflection.detected.length > 0) {
          setFlow({ step: 'exercise', values, reflection, busy: false });
          return;
        }
        await saveSimple(values, reflection);
      } catch (error) {
        failSave(error);
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      const first = errors.feeling_text?.message ?? errors.mood_level?.message;
      toast.error(t('checkIn.validationError'), { description: messageOf(first) });
    },
  );

  /** An entry without an exercise: with its reflection, or without one when none could be given. */
  async function saveSimple(values: CheckInFormInput, reflection: Reflection | null) {
    const saved = await store(values, { reflection_token: reflection?.reflection_token });
    reset({ feeling_text: '', mood_level: 3 });
    // Without a reflection the server's own reading of the text still flags a crisis: help, no toast.
    if (saved.crisis) {
      toast.dismiss();
      setFlow({ step: 'crisis', message: t('checkIn.crisisFallback'), saved: true });
      return;
    }
    toast.success(t('checkIn.saved'), { description: t('checkIn.savedDescription') });
    setFlow({ step: 'editing', lastReflection: reflection ? shown(reflection) : undefined });
  }

  async function saveWithoutReflection(values: CheckInFormInput) {
    setBusy(true);
    try {
      await saveSimple(values, null);
    } catch (error) {
      failSave(error);
    } finally {
      setBusy(false);
    }
  }

  async function completeExercise(answers: ReframingFormInput) {
    if (flow.step !== 'exercise') return;
    const { values, reflection } = flow;
    setFlow({ ...flow, busy: true });
    let finalReflection = t('checkIn.defaultFinalReflection');
    let finalToken: string | undefined;
    let crisisMessage: string | null = null;
    try {
      const final = await requestFinalReflection({
        ...answers,
        original_thought: values.feeling_text,
        schema_type: reflection.detected[0]!.schema_key,
      });
      finalReflection = final.response;
      finalToken = final.reflection_token;
      if (final.crisis) crisisMessage = final.response;
    } catch {
      // The spec: a failed (or rationed) final reflection falls back to a default encouraging text,
      // shown only: with no token the entry keeps no closing reflection.
    }
    try {
      await store(values, {
        reflection_token: reflection.reflection_token,
        reframing_exercise: { ...answers, final_reflection_token: finalToken },
      });
      reset({ feeling_text: '', mood_level: 3 });
      if (crisisMessage) {
        toast.dismiss();
        setFlow({ step: 'crisis', message: crisisMessage, saved: true });
        return;
      }
      toast.success(t('checkIn.saved'), { description: t('checkIn.savedExerciseDescription') });
      setFlow({ step: 'completed', reflection: shown(reflection), finalReflection });
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

  if (flow.step === 'exercise' || flow.step === 'completed') {
    return (
      <div className="space-y-4">
        <ReflectionCard reflection={flow.step === 'exercise' ? shown(flow.reflection) : flow.reflection} />
        {flow.step === 'exercise' ? (
          <ReframingPanel
            detected={flow.reflection.detected}
            busy={flow.busy}
            onComplete={(a) => void completeExercise(a)}
          />
        ) : (
          <section aria-labelledby="final-title" className="rounded-xl border border-brand-100 bg-white p-5">
            <h2 id="final-title" className="font-semibold">
              {t('checkIn.finalReflection')}
            </h2>
            <p className="mt-2 text-slate-800">{flow.finalReflection}</p>
          </section>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {notice}
      <form
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
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('checkIn.reflecting') : t('checkIn.submit')}
        </Button>
      </form>
      {flow.lastReflection && <ReflectionCard reflection={flow.lastReflection} />}
    </div>
  );
}

function ReflectionCard({ reflection: { text, gentleHelp } }: { reflection: ShownReflection }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (!text) return null;
  return (
    <section aria-labelledby="reflection-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="reflection-title" className="font-semibold">
        {t('checkIn.yourReflection')}
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-800">{text}</p>
      {gentleHelp && (
        <p className="mt-3 text-slate-800">
          {t('checkIn.gentleHelp')}{' '}
          <Link to={localize('/help')} className="font-medium text-brand-700 underline underline-offset-2">
            {t('checkIn.gentleHelpLink')}
          </Link>
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('checkIn.reflectionDisclaimer')}</p>
    </section>
  );
}
