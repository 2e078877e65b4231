import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN } from '../../../../shared/screener.js';

const scores = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** One statement and the five answers; a tap or a key from 1 to 5 answers it. */
export function QuestionCard({ statement, onAnswer }: { statement: string; onAnswer: (score: number) => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [statement]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const score = Number(event.key);
      if (Number.isInteger(score) && score >= SCORE_MIN && score <= SCORE_MAX) {
        event.preventDefault();
        onAnswer(score);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onAnswer]);

  return (
    <fieldset className="space-y-6">
      <legend className="sr-only">{t('screener.scaleLegend')}</legend>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none md:text-2xl">
        {statement}
      </h2>
      <div className="grid gap-2 sm:grid-cols-5">
        {scores.map((score) => (
          <button
            key={score}
            type="button"
            onClick={() => onAnswer(score)}
            className="flex items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-left text-slate-800 hover:border-brand-600 hover:bg-brand-50 sm:flex-col sm:gap-1 sm:text-center"
          >
            <span className="text-lg font-bold text-brand-700" aria-hidden>
              {score}
            </span>
            <span className="text-sm">
              <span className="sr-only">{score} </span>
              {t(`screener.scale.${score as 1 | 2 | 3 | 4 | 5}`)}
            </span>
          </button>
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('screener.keyboardHint')}</p>
    </fieldset>
  );
}
