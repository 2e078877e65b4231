import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { NewPasswordSchema, type NewPasswordInput } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { useResetPassword } from '../api.js';
import { PasswordField } from './password-field.js';
import { useFieldError } from './use-field-error.js';

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const resetPassword = useResetPassword();
  const fieldError = useFieldError();
  const { register, handleSubmit, formState } = useForm<NewPasswordInput>({ resolver: zodResolver(NewPasswordSchema) });

  const onSubmit = handleSubmit((values) =>
    resetPassword.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          toast.success(t('auth.passwordUpdated'), { description: t('auth.passwordUpdatedDescription') });
          void navigate(localize('/'), { replace: true });
        },
        onError: (error) => toast.error(t('toasts.error'), { description: error.message }),
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
