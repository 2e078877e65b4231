import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { ApiError } from '../../lib/api.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import { sandboxCheckoutAction, sandboxCheckoutQuery, type SandboxCheckout } from './api.js';
import { isInAppPath, TestModeBanner } from './components/test-mode-banner.js';
import { formatCents, formatEur } from './format.js';
import { announceSubscriptionChange } from './subscription-channel.js';

/** The built-in sandbox's checkout (the page a sandbox 'create checkout' URL opens): Pay or Cancel. */
export default function SandboxCheckoutPage() {
  const { id = '' } = useParams();
  return <RequireAuth>{() => <Checkout id={id} />}</RequireAuth>;
}

function Checkout({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(sandboxCheckoutQuery(id));
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <TestModeBanner />
      <h1 className="text-3xl font-bold">{t('sandbox.checkoutTitle')}</h1>
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <Unavailable
          message={error instanceof ApiError && error.status === 404 ? t('sandbox.checkoutNotFound') : error.message}
        />
      ) : data.status !== 'open' ? (
        <Unavailable message={t('sandbox.checkoutClosed')} />
      ) : (
        <OpenCheckout checkout={data} />
      )}
    </div>
  );
}

function Unavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Card className="space-y-4">
      <p role="alert">{message}</p>
      <Button asChild variant="secondary">
        <Link to={localize('/subscription')}>{t('sandbox.backToPlans')}</Link>
      </Button>
    </Card>
  );
}

function OpenCheckout({ checkout }: { checkout: SandboxCheckout }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string>();
  const price = formatEur(checkout.monthly_price_eur, locale);
  const discountCents = Math.round(checkout.monthly_price_eur * 100) - checkout.amount_due_cents;

  const act = (action: 'pay' | 'cancel') => {
    setBusy(action);
    setFailure(undefined);
    sandboxCheckoutAction(checkout.id, action)
      .then(({ url }) => {
        if (action === 'pay') announceSubscriptionChange();
        if (isInAppPath(url)) void navigate(url);
        else window.location.assign(url);
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : t('toasts.unexpectedError');
        setFailure(message);
        setBusy(null);
      });
  };

  return (
    <Card className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
        <dt className="text-slate-600">{t('sandbox.plan')}</dt>
        <dd className="font-semibold">{checkout.tier_name}</dd>
        <dt className="text-slate-600">{t('sandbox.price')}</dt>
        <dd>
          {price} {t('subscription.perMonth')}
        </dd>
        <dt className="text-slate-600">{t('sandbox.discount')}</dt>
        <dd>
          {checkout.promo_code
            ? t('sandbox.discountValue', {
                code: checkout.promo_code,
                percent: checkout.percent_off,
                amount: formatCents(discountCents, locale),
              })
            : t('sandbox.noPromo')}
        </dd>
        <dt className="border-t border-slate-200 pt-3 font-semibold">{t('sandbox.amountDue')}</dt>
        <dd className="border-t border-slate-200 pt-3 text-2xl font-bold" data-testid="amount-due">
          {formatCents(checkout.amount_due_cents, locale)}
        </dd>
      </dl>
      <p className="text-sm text-slate-700">{t('sandbox.thenMonthly', { price })}</p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy !== null} onClick={() => act('cancel')}>
          {busy === 'cancel' ? t('sandbox.canceling') : t('sandbox.cancelCheckout')}
        </Button>
        <Button disabled={busy !== null} onClick={() => act('pay')}>
          {busy === 'pay' ? t('sandbox.paying') : t('sandbox.pay')}
        </Button>
      </div>
    </Card>
  );
}
