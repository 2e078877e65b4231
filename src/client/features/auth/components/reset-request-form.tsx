import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.js';
import type { ResetRequestInput } from '../../../../shared/schemas/auth.js';
import { lazyZodResolver } from '../../../lib/lazy-resolver.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { useRequestPasswordReset } from '../api.js';
import { useFieldError } from './use-field-error.js';

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth.js').then((schemas) => schemas.ResetRequestSchema),
);

export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const requestReset = useRequestPasswordReset();
  const fieldError = useFieldError();
  // Where the link went stays on the panel until the person leaves it: a toast is gone too soon.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetRequestInput>({
    resolver,
  });

  const onSubmit = handleSubmit((values) =>
    requestReset.mutate(
      { ...values, authPath: localize('/auth') },
      {
        onSuccess: () => setSentTo(values.email),
        onError: (error) => toast.error(t('toasts.error'), { description: error.message }),
      },
    ),
  );

  if (sentTo) return <ResetSent email={sentTo} onBack={onBack} />;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('auth.resetTitle')}</h2>
      <p className="text-sm text-slate-700">{t('auth.resetIntro')}</p>
      <FormField label={t('auth.email')} error={fieldError(formState.errors.email)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? t('auth.sending') : t('auth.sendResetLink')}
      </Button>
      <Button variant="link" onClick={onBack}>
        {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}

/** The answer is the same whether the address has an account (no account enumeration). */
function ResetSent({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone: focus goes to what replaced it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('auth.checkEmail')}
      </h2>
      <p className="text-sm text-slate-800">{t('auth.resetSent', { email })}</p>
      <p className="text-sm text-slate-700">{t('auth.resetSentHelp')}</p>
      <Button variant="link" onClick={onBack}>
        {t('auth.backToSignIn')}
      </Button>
    </div>
  );
}
