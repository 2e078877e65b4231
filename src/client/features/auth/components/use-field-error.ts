import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../../../../shared/messages.js';

/** Zod messages are keys of the shared catalogue; this turns them into the page's language. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return isMessageKey(error.message) ? t(`validation.${error.message}`) : error.message;
  };
}
