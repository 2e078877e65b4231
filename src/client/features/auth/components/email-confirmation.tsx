import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { useConfirmEmail } from '../api.js';

/** The landing of the mailed confirmation link: confirms once, then goes on as sign-up used to (home sends a new account to the screener). */
export function EmailConfirmation({ token, onFailed }: { token: string; onFailed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const confirmEmail = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      onFailed();
      return;
    }
    confirmEmail.mutate(token, {
      onSuccess: () => {
        toast.success(t('auth.accountCreated'), { description: t('auth.accountCreatedDescription') });
        void navigate(localize('/'), { replace: true });
      },
      onError: onFailed,
    });
  }, [confirmEmail, token, onFailed, t, navigate, localize]);

  return (
    <p role="status" className="py-6 text-center text-slate-700">
      {t('auth.confirming')}
    </p>
  );
}
