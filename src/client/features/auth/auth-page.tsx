import { useCallback, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import { Card } from '../../components/ui/card.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { useMe } from '../../session/api.js';
import { isUserKnown } from '../../session/known-user.js';
import { PageLoading } from '../../session/guards.js';
import { EmailConfirmation } from './components/email-confirmation.js';
import { NewPasswordForm } from './components/new-password-form.js';
import { ResetRequestForm } from './components/reset-request-form.js';
import { SignInForm } from './components/sign-in-form.js';
import { SignUpForm } from './components/sign-up-form.js';
import { useAuthLink } from './use-auth-link.js';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export default function AuthPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const link = useAuthLink();
  const { data: me, isPending } = useMe();
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  // The token whose confirmation failed: a newer link opened in this tab gets its own try.
  const [failedToken, setFailedToken] = useState<string | null>(null);
  const confirmationFailed = link?.type === 'signup' && failedToken === link.token;
  const onConfirmationFailed = useCallback(() => setFailedToken(link?.token ?? ''), [link?.token]);
  const confirming = link?.type === 'signup' && !confirmationFailed;
  // A reset link that no longer works hands over to the request form ("Send me a new link").
  const [leftRecoveryToken, setLeftRecoveryToken] = useState<string | null>(null);
  const recovering = link?.type === 'recovery' && leftRecoveryToken !== link.token;
  const followsLink = recovering || confirming;
  const requestNewLink = () => {
    setLeftRecoveryToken(link?.token ?? '');
    setMode('reset');
  };

  // A device that knows nobody gets the form at once; should `/api/me` then find a session, it goes home.
  if (!followsLink && isPending && isUserKnown()) return <PageLoading />;
  if (!followsLink && me) return <Navigate to={localize('/')} replace />;

  return (
    <AuthIntro>
      <Card>
        {recovering ? (
          <NewPasswordForm key={link.token} token={link.token} onRequestNewLink={requestNewLink} />
        ) : link?.type === 'signup' && confirming ? (
          <EmailConfirmation key={link.token} token={link.token} onFailed={onConfirmationFailed} />
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
              {confirmationFailed && (
                <p role="alert" className="mb-4 text-sm text-red-700">
                  {t('auth.confirmLinkInvalid')}
                </p>
              )}
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
    </AuthIntro>
  );
}

/**
 * The page's heading and what it is for, above the forms. On its own it is the static first paint
 * of /auth and /es/auth (src/client/first-paint.tsx): the same text at the same place, shown before
 * the app has started.
 */
export function AuthIntro({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-10">
      <h1 className="mb-2 text-center text-2xl font-bold text-slate-900">{t('auth.title')}</h1>
      <p className="mb-6 text-center text-slate-700">{t('auth.subtitle')}</p>
      {children}
    </div>
  );
}
