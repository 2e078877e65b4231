import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoodLevel } from './mood-faces.js';

/** 1-5, step 1; the slider announces its label ("Neutral"), which is also shown beside it. */
export function MoodSlider({ value, registration }: { value: number; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  const label = t(`checkIn.moodLabels.${value as MoodLevel}`);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <label htmlFor="mood" className="text-sm font-medium text-slate-800">
          {t('checkIn.mood')}
        </label>
        <span className="text-sm font-semibold text-brand-800">{label}</span>
      </div>
      <input
        id="mood"
        type="range"
        min={1}
        max={5}
        step={1}
        aria-valuetext={label}
        className="w-full accent-brand-700"
        {...registration}
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{t('checkIn.moodLabels.1')}</span>
        <span>{t('checkIn.moodLabels.5')}</span>
      </div>
    </div>
  );
}
