import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ChevronDown, Lock } from 'lucide-react';
import type { NoteStage } from '../../../../shared/lessons.js';
import { CrisisPanel } from '../../../components/helplines/crisis-panel.js';
import { GentleHelpLine } from '../../../components/helplines/gentle-help-line.js';
import { Button } from '../../../components/ui/button.js';

/** A reflection shown under a stage's notes, with a gentle line to /help after a past or passing mention of crisis. */
export type StageReflection = { text: string; gentleHelp: boolean };

/** The four fixed prompts of 'Understand the Origins' (spec section 2). */
export const ORIGIN_PROMPTS = ['firstExperienced', 'reinforced', 'protected', 'keepsGoing'] as const;

const STAGE_NUMBER: Record<NoteStage, number> = { identify: 1, understand: 2, challenge: 3 };

type Props = {
  stage: NoteStage;
  unlocked: boolean;
  /** The stage's saved notes are not blank: a tick beside its title. */
  hasSavedNotes: boolean;
  /** What the stage asks: the lesson's exercises, or the origin prompts. */
  prompts: string[];
  draft: string;
  onDraftChange: (text: string) => void;
  busy: boolean;
  onSave: () => void;
  onReflect: () => void;
  /** Identify and Understand only. */
  onContinue?: () => void;
  reflection?: StageReflection;
  /** A crisis reply to this stage's notes: the crisis card instead of a reflection. */
  crisisMessage?: string;
};

/** One stage of the lesson's accordion: what it asks, the notes box and its three buttons. */
export function LessonStage(props: Props) {
  const { t } = useTranslation();
  const { stage, unlocked, prompts, draft, busy } = props;
  const blank = draft.trim() === '';
  const notesId = `notes-${stage}`;
  return (
    <Accordion.Item value={stage} disabled={!unlocked} className="border-b border-slate-200 last:border-b-0">
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-4 py-4 text-left font-semibold disabled:cursor-not-allowed">
            <span className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm text-brand-800"
              >
                {STAGE_NUMBER[stage]}
              </span>
              <span className={unlocked ? 'text-slate-900' : 'text-slate-600'}>{t(`lessons.stages.${stage}`)}</span>
              {props.hasSavedNotes && unlocked && (
                <CheckCircle2 aria-label={t('lessons.notesWritten')} size={18} className="text-brand-700" />
              )}
            </span>
            {unlocked ? (
              <ChevronDown
                aria-hidden
                size={18}
                className="shrink-0 transition-transform group-data-[state=open]:rotate-180"
              />
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm font-normal text-slate-700">
                <Lock aria-hidden size={16} /> {t('lessons.locked')}
              </span>
            )}
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="space-y-4 px-4 pb-6">
        <p className="text-slate-700">{t(`lessons.stageIntro.${stage}`)}</p>
        <ul className="list-disc space-y-2 pl-6 text-slate-800">
          {prompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ul>
        <div className="space-y-1">
          <label htmlFor={notesId} className="block text-sm font-medium text-slate-800">
            {t('lessons.notesLabel')}
          </label>
          <textarea
            id={notesId}
            value={draft}
            onChange={(event) => props.onDraftChange(event.target.value)}
            placeholder={t('lessons.notesPlaceholder')}
            className="block min-h-40 w-full resize-y rounded-md border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={props.onSave}>
            {t('lessons.saveNotes')}
          </Button>
          {/* Blank notes leave the button announced as unavailable, and a press says why. */}
          <Button variant="secondary" disabled={busy} aria-disabled={blank || undefined} onClick={props.onReflect}>
            {t('lessons.getReflection')}
          </Button>
          {props.onContinue && (
            <Button disabled={busy} aria-disabled={blank || undefined} onClick={props.onContinue}>
              {t('lessons.continue')}
            </Button>
          )}
        </div>
        {props.crisisMessage ? (
          <CrisisPanel message={props.crisisMessage} saved={null} />
        ) : (
          props.reflection && <ReflectionCard stage={stage} reflection={props.reflection} />
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}

function ReflectionCard({ stage, reflection }: { stage: NoteStage; reflection: StageReflection }) {
  const { t } = useTranslation();
  const titleId = `reflection-${stage}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h4 id={titleId} className="font-semibold text-slate-900">
        {t('lessons.reflectionTitle')}
      </h4>
      <p className="mt-2 whitespace-pre-line text-slate-800">{reflection.text}</p>
      {reflection.gentleHelp && <GentleHelpLine />}
      <p className="mt-3 text-xs text-slate-700">{t('checkIn.reflectionDisclaimer')}</p>
    </section>
  );
}
