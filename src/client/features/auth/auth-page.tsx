import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import { Card } from '../../components/ui/card.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { useMe } from '../../session/api.js';
import { PageLoading } from '../../session/guards.js';
import { NewPasswordForm } from './components/new-password-form.js';
import { ResetRequestForm } from './components/reset-request-form.js';
import { SignInForm } from './components/sign-in-form.js';
import { SignUpForm } from './components/sign-up-form.js';

/** The recovery link lands here as /auth#type=recovery&token=…: the token never leaves the browser's hash. */
function useRecoveryToken(): string | null {
  const params = new URLSearchParams(useLocation().hash.slice(1));
  return params.get('type') === 'recovery' ? (params.get('token') ?? '') : null;
}

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export default function AuthPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const recoveryToken = useRecoveryToken();
  const { data: me, isPending } = useMe();
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');

  if (recoveryToken === null && isPending) return <PageLoading />;
  if (recoveryToken === null && me) return <Navigate to={localize('/')} replace />;

  return (
    <div className="mx-auto max-w-md py-10">
      <h1 className="mb-2 text-center text-2xl font-bold text-slate-900">{t('auth.title')}</h1>
      <p className="mb-6 text-center text-slate-700">{t('auth.subtitle')}</p>
      <Card>
        {recoveryToken !== null ? (
          <NewPasswordForm token={recoveryToken} />
        ) : (
          <Tabs.Root defaultValue="sign-in">
            <Tabs.List className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1" aria-label={t('auth.title')}>
              <Tabs.Trigger value="sign-in" className={tabClass}>
                {t('auth.signInTab')}
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={tabClass}>
                {t('auth.signUpTab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              {mode === 'sign-in' ? (
                <SignInForm onForgotPassword={() => setMode('reset')} />
              ) : (
                <ResetRequestForm onBack={() => setMode('sign-in')} />
              )}
            </Tabs.Content>
            <Tabs.Content value="sign-up">
              <SignUpForm />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Card>
    </div>
  );
}
