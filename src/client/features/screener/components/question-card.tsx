import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN } from '../../../../shared/screener.js';

const scores = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/**
 * One statement and the five answers; a tap or a key from 1 to 5 answers it. `selected` is the
 * answer already given (after going back), shown pressed. The hover look is only for a pointer
 * that really hovers (a finger leaves a "hover" on the button it tapped, which would look
 * pre-selected on the next statement), and the keyboard tip only with a fine pointer.
 */
export function QuestionCard({
  statement,
  selected,
  onAnswer,
}: {
  statement: string;
  selected?: number | undefined;
  onAnswer: (score: number) => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [statement]);

  // A key pressed as soon as the next statement shows answers that statement. Each statement has
  // a card of its own, so the listener is added and the last card's removed in the commit that
  // shows it (a layout effect): added in a passive effect, after paint, the last card's listener
  // was still there and answered the statement before (the keyboard-only e2e test then stopped).
  const answerLatest = useRef(onAnswer);
  useLayoutEffect(() => {
    answerLatest.current = onAnswer;
  });

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const score = Number(event.key);
      if (Number.isInteger(score) && score >= SCORE_MIN && score <= SCORE_MAX) {
        event.preventDefault();
        answerLatest.current(score);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

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
            aria-pressed={score === selected}
            onClick={() => onAnswer(score)}
            className={
              'flex items-center gap-3 rounded-lg border-2 px-4 py-3 text-left text-slate-800 sm:flex-col sm:gap-1 sm:text-center ' +
              (score === selected
                ? 'border-brand-700 bg-brand-100'
                : 'border-slate-300 bg-white [@media(hover:hover)_and_(pointer:fine)]:hover:border-brand-600 [@media(hover:hover)_and_(pointer:fine)]:hover:bg-brand-50')
            }
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
      <p className="hidden text-sm text-slate-600 pointer-fine:block">{t('screener.keyboardHint')}</p>
    </fieldset>
  );
}
