import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import type { SignInInput } from '../../../../shared/schemas/auth.js';
import { lazyZodResolver } from '../../../lib/lazy-resolver.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { needsSecondFactor, useSignIn } from '../api.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { TwoFactorChallenge } from './two-factor-challenge.js';
import { useFieldError } from './use-field-error.js';

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth.js').then((schemas) => schemas.SignInSchema),
);

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signIn = useSignIn();
  const fieldError = useFieldError();
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver });
  const [secondStep, setSecondStep] = useState(false);

  const signedIn = () => {
    toast.success(t('auth.welcomeBack'), { description: t('auth.welcomeBackDescription') });
    void navigate(localize('/'));
  };
  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (answer) => (needsSecondFactor(answer) ? setSecondStep(true) : signedIn()),
      onError: (error) => toast.error(t('auth.signInFailed'), { description: error.message }),
    }),
  );

  if (secondStep) return <TwoFactorChallenge onSignedIn={signedIn} onStartOver={() => setSecondStep(false)} />;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField label={t('auth.email')} error={fieldError(formState.errors.email)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <PasswordField
        label={t('auth.password')}
        error={fieldError(formState.errors.password)}
        autoComplete="current-password"
        registration={register('password')}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <Button variant="link" onClick={onForgotPassword}>
        {t('auth.forgotPassword')}
      </Button>
    </form>
  );
}
