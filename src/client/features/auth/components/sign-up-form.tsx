import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.js';
import type { SignUpInput } from '../../../../shared/schemas/auth.js';
import { lazyZodResolver } from '../../../lib/lazy-resolver.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { ApiError } from '../../../lib/api.js';
import { useSignUp } from '../api.js';
import { CheckEmailNotice } from './check-email-notice.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { useFieldError } from './use-field-error.js';

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth.js').then((schemas) => schemas.SignUpSchema),
);

export function SignUpForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldError = useFieldError();
  const { register, handleSubmit, formState, reset, setError } = useForm<SignUpInput>({
    resolver,
  });

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, {
      // The answer is the same whether the address already has an account: both get a mail.
      onSuccess: () => {
        reset();
        setSentTo(values.email);
      },
      onError: (error) => {
        // A rule only the server knows (a common password) shows under the password box, like the others.
        if (error instanceof ApiError && error.field === 'password')
          return setError('password', { message: error.message });
        toast.error(t('auth.signUpFailed'), { description: error.message });
      },
    }),
  );

  if (sentTo) return <CheckEmailNotice email={sentTo} onUseAnotherEmail={() => setSentTo(null)} />;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
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
