import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreditCard, FileText, RefreshCw, XCircle } from 'lucide-react';
import { toast } from '../../lib/toast.js';
import { isMessageKey } from '../../../shared/messages.js';
import { normalizePromoCode } from '../../../shared/plans.js';
import {
  CreateCheckoutSchema,
  PROMO_CODE_MAX,
  type CreateCheckoutInput,
} from '../../../shared/schemas/subscription.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { ApiError } from '../../lib/api.js';
import { useLocale } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import {
  createCheckout,
  openPortal,
  subscriptionKey,
  subscriptionQuery,
  useRefreshSubscription,
  type PlanOffer,
  type SubscriptionStatus,
} from './api.js';
import { PlanCard } from './components/plan-card.js';
import { formatDate } from './format.js';
import { openPendingTab } from './new-tab.js';
import { useSubscriptionSync } from './subscription-channel.js';

export default function SubscriptionPage() {
  return <RequireAuth>{() => <Subscription />}</RequireAuth>;
}

/** Codes apiFetch makes up itself (no answer, no error body, a drifted shape): no server message to show. */
const CLIENT_SIDE_CODES = new Set(['network', 'http_error', 'unexpected_response', 'internal']);
const serverMessage = (error: unknown) =>
  error instanceof ApiError && !CLIENT_SIDE_CODES.has(error.code) ? error.message : undefined;

function Subscription() {
  const { t } = useTranslation();
  useSubscriptionSync();
  useCheckoutResult();
  const { data: status, isPending, isError, refetch, isFetching } = useQuery(subscriptionQuery);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <div className="space-y-4 py-10 text-center">
        <h1 className="text-3xl font-bold">{t('pages.subscription')}</h1>
        <p role="alert">{t('subscription.loadFailed')}</p>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {t('subscription.retry')}
        </Button>
      </div>
    );
  return <Plans status={status} />;
}

/** Back from checkout (?checkout=success|canceled): says how it went once, then drops the query. */
function useCheckoutResult() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // useMutation's mutate keeps its identity, so the effect runs once per result.
  const { mutate: refreshNow } = useRefreshSubscription();
  const result = params.get('checkout');
  useEffect(() => {
    if (result !== 'success' && result !== 'canceled') return;
    if (result === 'success') {
      toast.success(t('subscription.checkoutSuccess'), {
        id: 'checkout-result',
        description: t('subscription.checkoutSuccessDescription'),
      });
      // With Stripe the webhook can arrive after the person: ask the provider directly once.
      refreshNow();
    } else {
      toast.info(t('subscription.checkoutCanceled'), {
        id: 'checkout-result',
        description: t('subscription.checkoutCanceledDescription'),
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [result, refreshNow, setParams, t]);
}

function Plans({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [promo, setPromo] = useState('');
  const [promoError, setPromoError] = useState<string>();
  const [pending, setPending] = useState<'portal' | PlanOffer['id'] | null>(null);
  const subscribed = status.subscribed;
  const currentPlan = subscribed ? status.plans.find((plan) => plan.tier_name === status.tier) : undefined;

  const subscribe = (plan: PlanOffer) => {
    const parsed = CreateCheckoutSchema.safeParse({ priceId: plan.price_id, promoCode: promo });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? '';
      setPromoError(isMessageKey(key) ? t(`validation.${key}`) : t('subscription.checkoutFailed'));
      return;
    }
    setPromoError(undefined);
    const promoCode = normalizePromoCode(parsed.data.promoCode);
    const body: CreateCheckoutInput = { priceId: parsed.data.priceId, ...(promoCode ? { promoCode } : {}) };
    const tab = openPendingTab(t('subscription.openingCheckout'));
    setPending(plan.id);
    createCheckout(body)
      .then(({ url }) => tab.go(url))
      .catch((error: unknown) => {
        tab.abandon();
        if (error instanceof ApiError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: subscriptionKey });
        toast.error(t('toasts.error'), { description: serverMessage(error) ?? t('subscription.checkoutFailed') });
      })
      .finally(() => setPending(null));
  };

  const manage = () => {
    const tab = openPendingTab(t('subscription.openingPortal'));
    setPending('portal');
    openPortal()
      .then(({ url }) => tab.go(url))
      .catch(() => {
        tab.abandon();
        toast.error(t('toasts.error'), { description: t('subscription.portalFailed') });
      })
      .finally(() => setPending(null));
  };

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('pages.subscription')}</h1>
        <p className="text-slate-700">{t('subscription.intro')}</p>
        <p className="text-sm text-slate-600">{t('subscription.newTabNote')}</p>
      </header>

      {subscribed && <ActiveStatus status={status} />}
      {!subscribed && status.status && ['past_due', 'unpaid'].includes(status.status) && (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-amber-300 bg-amber-50">
          <p className="text-amber-900">{t('subscription.pastDue')}</p>
          <Button variant="secondary" onClick={manage} disabled={pending !== null}>
            {t('subscription.updatePayment')}
          </Button>
        </Card>
      )}

      {!subscribed && (
        <div className="max-w-sm">
          <FormField label={t('subscription.promoCode')} hint={t('subscription.promoHint')} error={promoError}>
            <Input
              value={promo}
              onChange={(event) => {
                setPromo(event.target.value.toUpperCase());
                setPromoError(undefined);
              }}
              placeholder="CURRENT2025"
              maxLength={PROMO_CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </FormField>
        </div>
      )}

      <ul className="grid gap-6 md:grid-cols-2">
        {status.plans.map((plan) => {
          const isCurrent = plan.id === currentPlan?.id;
          return (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                isCurrent={isCurrent}
                action={
                  subscribed
                    ? {
                        label: t('subscription.manage'),
                        accessibleName: t('subscription.manage'),
                        variant: isCurrent ? 'primary' : 'secondary',
                        busy: pending === 'portal',
                        disabled: pending !== null,
                        onClick: manage,
                      }
                    : {
                        label: pending === plan.id ? t('subscription.openingCheckout') : t('subscription.subscribe'),
                        accessibleName: t('subscription.subscribeTo', { tier: plan.tier_name }),
                        variant: 'primary',
                        busy: pending === plan.id,
                        disabled: pending !== null,
                        onClick: () => subscribe(plan),
                      }
                }
              />
            </li>
          );
        })}
      </ul>

      {subscribed && <ManageCard onManage={manage} busy={pending !== null} />}
    </div>
  );
}

/** 'Active: {tier}' with the period's end and the refresh button. */
function ActiveStatus({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refresh = useRefreshSubscription();
  const end = status.subscription_end && formatDate(status.subscription_end, locale);
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
        {t('subscription.active', { tier: status.tier ?? 'Unknown' })}
      </span>
      {end && (
        <p className="text-slate-700">
          {status.cancel_at_period_end
            ? t('subscription.endsOn', { date: end })
            : t('subscription.renewsOn', { date: end })}
        </p>
      )}
      <Button
        variant="secondary"
        className="ml-auto"
        disabled={refresh.isPending}
        onClick={() =>
          refresh.mutate(undefined, {
            onSuccess: () => toast.success(t('subscription.refreshed'), { id: 'subscription-refreshed' }),
            onError: (error) =>
              toast.error(t('toasts.error'), { description: serverMessage(error) ?? t('toasts.unexpectedError') }),
          })
        }
      >
        <RefreshCw aria-hidden size={16} className={refresh.isPending ? 'animate-spin' : undefined} />
        {refresh.isPending ? t('subscription.refreshing') : t('subscription.refresh')}
      </Button>
    </Card>
  );
}

/** Update payment, invoices, cancel: each opens the provider's portal in a new tab. */
function ManageCard({ onManage, busy }: { onManage: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const actions = [
    { key: 'updatePayment', Icon: CreditCard },
    { key: 'viewInvoices', Icon: FileText },
    { key: 'cancel', Icon: XCircle },
  ] as const;
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-semibold">{t('subscription.manageTitle')}</h2>
      <p className="text-slate-700">{t('subscription.manageText')}</p>
      <div className="flex flex-wrap gap-3">
        {actions.map(({ key, Icon }) => (
          <Button key={key} variant="secondary" disabled={busy} onClick={onManage}>
            <Icon aria-hidden size={16} />
            {t(`subscription.${key}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
