import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import { usePatternContent } from '../../../lib/content.js';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale.js';
import type { CheckIn } from '../api.js';
import { MoodFaces } from './mood-faces.js';

const dateLocales = { en: enUS, es };

/** One check-in as the history shows it (spec: date, faces, text, badges, reflection, exercise). */
export function CheckInEntry({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const patterns = usePatternContent();
  const exercise = checkIn.reframing_exercise;
  return (
    <article className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={checkIn.created_at} className="text-sm text-slate-600">
          {format(new Date(checkIn.created_at), 'MMM d, yyyy • h:mm a', { locale: dateLocales[locale] })}
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
        <dl className="space-y-1 text-sm">
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
    </article>
  );
}
