import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReframingFormInput } from '../../../../shared/schemas/check-in.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useUnsavedChanges } from '../../../components/unsaved-changes.js';
import { usePatternContent } from '../../../lib/content.js';
import type { PatternEvidence } from '../api.js';

const fields = ['evidence_supporting', 'evidence_challenging', 'alternative_thought'] as const;
const labels = {
  evidence_supporting: 'checkIn.evidenceSupporting',
  evidence_challenging: 'checkIn.evidenceChallenging',
  alternative_thought: 'checkIn.alternativeThought',
} as const;

/**
 * The guided exercise: three prompts; Complete is enabled only with a non-blank balanced thought.
 * It follows a check-in that is already saved, so it is optional: `onSkip` closes it ("Not now"),
 * and `note` says where it can be finished later. Text written in it and not yet saved is reported
 * to the page's unsaved-changes guard.
 */
export function ReframingPanel({
  detected,
  busy,
  onComplete,
  onSkip,
  skipLabel,
  note,
}: {
  detected: PatternEvidence[];
  busy: boolean;
  onComplete: (answers: ReframingFormInput) => void;
  onSkip?: () => void;
  skipLabel?: string;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const patterns = usePatternContent();
  const id = useId();
  const [answers, setAnswers] = useState<ReframingFormInput>({
    evidence_supporting: '',
    evidence_challenging: '',
    alternative_thought: '',
  });
  const [confirmSkip, setConfirmSkip] = useState(false);
  const ready = answers.alternative_thought.trim().length > 0 && !busy;
  const written = fields.some((field) => answers[field].trim().length > 0);
  useUnsavedChanges(written);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('checkIn.exerciseTitle')}
      </h2>
      {note && <p className="text-sm text-slate-800">{note}</p>}
      <p className="text-slate-800">{t('checkIn.exerciseIntro')}</p>
      <ul className="space-y-1">
        {detected.map((d) => (
          <li key={d.schema_key} className="text-sm">
            <span className="mr-2 rounded-full bg-white px-3 py-1 font-medium text-brand-800">
              {patterns[d.schema_key].label}
            </span>
            <span className="text-slate-700">{t('checkIn.because', { phrase: d.phrase })}</span>
          </li>
        ))}
      </ul>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onComplete(answers);
        }}
      >
        {fields.map((field) => (
          <div key={field} className="space-y-1">
            <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
              {t(labels[field])}
            </label>
            <textarea
              id={`${id}-${field}`}
              rows={2}
              maxLength={1000}
              value={answers[field]}
              onChange={(event) => setAnswers({ ...answers, [field]: event.target.value })}
              className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!ready}>
            {busy ? t('checkIn.completing') : t('checkIn.completeExercise')}
          </Button>
          {onSkip && (
            <Button variant="secondary" disabled={busy} onClick={() => (written ? setConfirmSkip(true) : onSkip())}>
              {skipLabel ?? t('checkInFollowUp.notNow')}
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={confirmSkip}
          onOpenChange={setConfirmSkip}
          title={t('unsaved.discardTitle')}
          description={t('unsaved.text')}
          cancelLabel={t('unsaved.stay')}
          confirmLabel={t('unsaved.discard')}
          onConfirm={() => {
            setConfirmSkip(false);
            onSkip?.();
          }}
          destructive
        />
      </form>
    </section>
  );
}
