import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/use-locale.js';

/**
 * The one gentle line to /help under a reflection whose text mentioned a past or passing crisis
 * (`past_or_mention`): the check-in and the lesson reflections both show it.
 */
export function GentleHelpLine() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <p className="mt-3 text-slate-800">
      {t('checkIn.gentleHelp')}{' '}
      <Link to={localize('/help')} className="font-medium text-brand-700 underline underline-offset-2">
        {t('checkIn.gentleHelpLink')}
      </Link>
    </p>
  );
}
