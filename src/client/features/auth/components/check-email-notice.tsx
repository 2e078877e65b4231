import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';

/** After sign-up: the account opens from the mailed link, so say where to look next. */
export function CheckEmailNotice({ email, onUseAnotherEmail }: { email: string; onUseAnotherEmail: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('auth.checkEmail')}</h2>
      <p className="text-slate-700">{t('auth.confirmEmailSent', { email })}</p>
      <p className="text-sm text-slate-700">{t('auth.confirmEmailHelp')}</p>
      <Button variant="link" onClick={onUseAnotherEmail}>
        {t('auth.useAnotherEmail')}
      </Button>
    </div>
  );
}
