import { useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.js';
import { isMessageKey } from '../../../shared/messages.js';
import type { DeleteAccountInput } from '../../../shared/schemas/account.js';
import type { ChangePasswordInput, UpdateUserInput } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { ApiError } from '../../lib/api.js';
import { lazyZodResolver } from '../../lib/lazy-resolver.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import type { Me } from '../../session/api.js';
import { RequireAuth } from '../../session/guards.js';
import { downloadMyData, useChangePassword, useDeleteAccount, useUpdateName } from './api.js';
import { TwoFactorSection } from './two-factor-section.js';
import { ReminderSection } from './reminder-section.js';
import { FormOutcome, type FormOutcomeState } from './form-outcome.js';

// The forms' schemas (and zod) load at their first validation, not with the page (issue 13).
const authSchemas = () => import('../../../shared/schemas/auth.js');
const nameResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.UpdateUserSchema));
const passwordResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.ChangePasswordSchema));
const deleteResolver = lazyZodResolver(() =>
  import('../../../shared/schemas/account.js').then((schemas) => schemas.DeleteAccountSchema),
);

/** /settings and /es/settings: name, password, download my data, delete my account (signed in only). */
export default function SettingsPage() {
  return <RequireAuth>{(me) => <Settings me={me} />}</RequireAuth>;
}

function Settings({ me }: { me: Me }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{t('settings.title')}</h1>
        <p className="text-slate-700">{t('settings.intro')}</p>
        <p>
          <Link to={localize('/summary')} className="text-brand-700 underline underline-offset-2">
            {t('summary.link')}
          </Link>
        </p>
      </header>
      <NameSection name={me.user.name === me.user.email ? '' : me.user.name} />
      <PasswordSection />
      <TwoFactorSection />
      <ReminderSection />
      <DataSection />
      <DeleteSection />
    </div>
  );
}

/** Zod messages are keys of the shared catalogue: shown in the page's language. */
function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return isMessageKey(error.message) ? t(`validation.${error.message}`) : error.message;
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function NameSection({ name }: { name: string }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const updateName = useUpdateName();
  const [outcome, setOutcome] = useState<FormOutcomeState>(null);
  const { register, handleSubmit, formState } = useForm<UpdateUserInput>({
    resolver: nameResolver,
    defaultValues: { name },
  });
  const onSubmit = handleSubmit((values) => {
    setOutcome(null);
    updateName.mutate(values, {
      onSuccess: () => setOutcome({ ok: true, text: t('settings.nameSaved') }),
      onError: (error) => setOutcome({ ok: false, text: `${t('settings.nameFailed')}: ${error.message}` }),
    });
  });
  return (
    <Section id="settings-name" title={t('settings.nameTitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <FormField label={t('settings.name')} hint={t('settings.nameHint')} error={fieldError(formState.errors.name)}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <Button type="submit" disabled={updateName.isPending}>
          {updateName.isPending ? t('settings.savingName') : t('settings.saveName')}
        </Button>
        <FormOutcome outcome={outcome} />
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<FormOutcomeState>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordInput>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setOutcome(null);
    changePassword.mutate(values, {
      onSuccess: () => {
        reset();
        setOutcome({ ok: true, text: t('settings.passwordChanged') });
      },
      onError: (error) => {
        // Better Auth's wrong current password, or one of the new password's rules (a common one).
        if (error instanceof ApiError && error.code === 'invalid_password')
          setError('currentPassword', { message: error.message });
        else if (error instanceof ApiError && error.code === 'validation')
          setError('newPassword', { message: error.message });
        setOutcome({ ok: false, text: `${t('settings.passwordFailed')}: ${error.message}` });
      },
    });
  });
  return (
    <Section id="settings-password" title={t('settings.passwordTitle')}>
      <p className="text-sm text-slate-700">{t('settings.passwordIntro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <PasswordField
          label={t('settings.currentPassword')}
          error={fieldError(formState.errors.currentPassword)}
          autoComplete="current-password"
          registration={register('currentPassword')}
        />
        <PasswordField
          label={t('settings.newPassword')}
          hint={t('settings.passwordHint')}
          error={fieldError(formState.errors.newPassword)}
          autoComplete="new-password"
          registration={register('newPassword')}
        />
        <Button type="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? t('settings.changingPassword') : t('settings.changePassword')}
        </Button>
        <FormOutcome outcome={outcome} />
      </form>
    </Section>
  );
}

function DataSection() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeState>(null);
  const download = () => {
    setPending(true);
    setOutcome(null);
    downloadMyData()
      .then((file) => setOutcome({ ok: true, text: t('settings.downloaded', { file }) }))
      .catch((error: unknown) =>
        setOutcome({
          ok: false,
          text: `${t('settings.downloadFailed')}: ${error instanceof Error ? error.message : t('toasts.unexpectedError')}`,
        }),
      )
      .finally(() => setPending(false));
  };
  return (
    <Section id="settings-data" title={t('settings.dataTitle')}>
      <p className="text-sm text-slate-700">{t('settings.dataText')}</p>
      <Button variant="secondary" onClick={download} disabled={pending}>
        {pending ? t('settings.downloading') : t('settings.download')}
      </Button>
      <FormOutcome outcome={outcome} />
    </Section>
  );
}

function DeleteSection() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const deleteAccount = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<DeleteAccountInput>({
    resolver: deleteResolver,
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    deleteAccount.mutate(values, {
      onSuccess: () => {
        toast.success(t('settings.deleted'), { description: t('settings.deletedDescription') });
        void navigate(localize('/auth'), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'password_wrong')
          setError('password', { message: error.message });
        else setFailure(`${t('settings.deleteFailed')}: ${error.message}`);
      },
    });
  });
  return (
    <Section id="settings-delete" title={t('settings.deleteTitle')}>
      <p className="text-sm text-slate-800">{t('settings.deleteIntro')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>{t('settings.deleteEntries')}</li>
        <li>{t('settings.deleteSubscription')}</li>
        <li>{t('settings.deleteSignedOut')}</li>
        <li>{t('settings.deleteEmail')}</li>
      </ul>
      <p className="text-sm text-slate-700">{t('settings.deleteKeepCopy')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <PasswordField
          label={t('settings.deletePassword')}
          error={fieldError(formState.errors.password)}
          autoComplete="current-password"
          registration={register('password')}
        />
        <button
          type="submit"
          disabled={deleteAccount.isPending}
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {deleteAccount.isPending ? t('settings.deleting') : t('settings.deleteButton')}
        </button>
        <FormOutcome outcome={failure === null ? null : { ok: false, text: failure }} />
      </form>
    </Section>
  );
}
