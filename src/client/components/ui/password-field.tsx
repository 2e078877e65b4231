import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.js';
import { PasswordInput } from './password-input.js';

/** A labelled password box with the translated show/hide toggle, as every form with a password uses it. */
export function PasswordField({
  label,
  hint,
  error,
  autoComplete,
  registration,
}: {
  label: string;
  hint?: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={label} hint={hint} error={error}>
      <PasswordInput
        autoComplete={autoComplete}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        {...registration}
      />
    </FormField>
  );
}
