import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignUpSchema, type SignUpInput } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { useSignUp } from '../api.js';
import { PasswordField } from './password-field.js';
import { useFieldError } from './use-field-error.js';

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signUp = useSignUp();
  const fieldError = useFieldError();
  const { register, handleSubmit, formState, reset } = useForm<SignUpInput>({ resolver: zodResolver(SignUpSchema) });

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(t('auth.accountCreated'), { description: t('auth.accountCreatedDescription') });
        void navigate(localize('/'));
      },
      onError: (error) => toast.error(t('auth.signUpFailed'), { description: error.message }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t('auth.name')} error={fieldError(formState.errors.name)}>
        <Input type="text" autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t('auth.email')} error={fieldError(formState.errors.email)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <PasswordField
        label={t('auth.password')}
        hint={t('auth.passwordHint')}
        error={fieldError(formState.errors.password)}
        autoComplete="new-password"
        registration={register('password')}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
    </form>
  );
}
