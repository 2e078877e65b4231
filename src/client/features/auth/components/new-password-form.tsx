import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import type { NewPasswordInput } from '../../../../shared/schemas/auth.js';
import { lazyZodResolver } from '../../../lib/lazy-resolver.js';
import type { ResetLinkState } from '../../../../shared/schemas/responses.js';
import { Button } from '../../../components/ui/button.js';
import { ApiError } from '../../../lib/api.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { useResetLinkState, useResetPassword } from '../api.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { useFieldError } from './use-field-error.js';

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth.js').then((schemas) => schemas.NewPasswordSchema),
);

/**
 * The mailed link's form. The link is checked first: an expired or used one is explained, with a
 * way to ask for a new one, before anyone types a password. If the check itself fails the form
 * shows anyway; the reset answers for the link then.
 */
export function NewPasswordForm({ token, onRequestNewLink }: { token: string; onRequestNewLink: () => void }) {
  const { t } = useTranslation();
  const linkState = useResetLinkState(token);
  // The link can stop working while the form is open (it expires, or a newer one is sent).
  const [failedState, setFailedState] = useState<ResetLinkState | null>(null);
  const state = failedState ?? linkState.data?.state;

  if (token && linkState.isPending)
    return (
      <p role="status" className="py-6 text-center text-slate-700">
        {t('auth.checkingResetLink')}
      </p>
    );
  if (state === 'expired' || state === 'invalid')
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('auth.newPasswordTitle')}</h2>
        <p role="alert" className="text-sm text-red-700">
          {state === 'expired' ? t('auth.resetLinkExpired') : t('auth.resetLinkInvalid')}
        </p>
        <Button type="button" className="w-full" onClick={onRequestNewLink}>
          {t('auth.requestNewLink')}
        </Button>
      </div>
    );
  return <PasswordForm token={token} onLinkFailed={() => setFailedState('invalid')} />;
}

function PasswordForm({ token, onLinkFailed }: { token: string; onLinkFailed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const resetPassword = useResetPassword();
  const fieldError = useFieldError();
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordInput>({
    resolver,
  });

  const onSubmit = handleSubmit((values) =>
    resetPassword.mutate(
      { ...values, token },
      {
        // Signed in by the reset: on to home, as after a sign-in (spec 4).
        onSuccess: () => {
          toast.success(t('auth.passwordUpdated'), { description: t('auth.passwordUpdatedDescription') });
          void navigate(localize('/'), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_token') return onLinkFailed();
          // A rule about the new password (a common one, say) belongs under the password box.
          if (error instanceof ApiError && error.field) return setError('password', { message: error.message });
          toast.error(t('toasts.error'), { description: error.message });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('auth.newPasswordTitle')}</h2>
      <p className="text-sm text-slate-700">{t('auth.newPasswordIntro')}</p>
      {!token && <p className="text-sm text-red-700">{t('auth.missingToken')}</p>}
      <PasswordField
        label={t('auth.newPassword')}
        hint={t('auth.passwordHint')}
        error={fieldError(formState.errors.password)}
        autoComplete="new-password"
        registration={register('password')}
      />
      <Button type="submit" className="w-full" disabled={resetPassword.isPending || !token}>
        {resetPassword.isPending ? t('auth.updating') : t('auth.updatePassword')}
      </Button>
    </form>
  );
}
