import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import type { Translations } from '../../i18n/en.js';
import { ApiError } from '../../lib/api.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import { sandboxPortalQuery, useSandboxPortalAction, type PortalAction, type SandboxPortal } from './api.js';
import { TestModeBanner } from './components/test-mode-banner.js';
import { formatCents, formatDate } from './format.js';

type StatusKey = keyof Translations['sandbox']['statuses'];

/** The built-in sandbox's customer portal: the plan, its invoices, switch, cancel, resume, and the test clock. */
export default function SandboxPortalPage() {
  const { id = '' } = useParams();
  return <RequireAuth>{() => <Portal id={id} />}</RequireAuth>;
}

function Portal({ id }: { id: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data, isPending, error } = useQuery(sandboxPortalQuery(id));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <TestModeBanner />
      <h1 className="text-3xl font-bold">{t('sandbox.portalTitle')}</h1>
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <Card className="space-y-4">
          <p role="alert">
            {error instanceof ApiError && error.status === 404 ? t('sandbox.portalNotFound') : error.message}
          </p>
          <Button asChild variant="secondary">
            <Link to={localize('/subscription')}>{t('sandbox.backToPlans')}</Link>
          </Button>
        </Card>
      ) : (
        <LoadedPortal id={id} portal={data} />
      )}
    </div>
  );
}

function LoadedPortal({ id, portal }: { id: string; portal: SandboxPortal }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const action = useSandboxPortalAction(id);
  const subscription = portal.subscription;
  const live = subscription !== null && subscription.status !== 'canceled';
  const statusLabel = (status: string) =>
    i18n.exists(`sandbox.statuses.${status}`) ? t(`sandbox.statuses.${status as StatusKey}`) : status;

  const run = (request: PortalAction, success: (portal: SandboxPortal) => string) =>
    action.mutate(request, {
      onSuccess: (next) => toast.success(success(next)),
      onError: (error) =>
        toast.error(t('toasts.error'), {
          description: error instanceof ApiError && error.status < 500 ? error.message : t('sandbox.actionFailed'),
        }),
    });
  const endOf = (next: SandboxPortal) => {
    const end = next.subscription?.current_period_end;
    return end ? formatDate(end, locale) : '';
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        {subscription ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
            <dt className="text-slate-600">{t('sandbox.plan')}</dt>
            <dd className="font-semibold">{subscription.tier ?? '—'}</dd>
            <dt className="text-slate-600">{t('sandbox.status')}</dt>
            <dd>{statusLabel(subscription.status)}</dd>
            <dt className="text-slate-600">{t('sandbox.periodEnd')}</dt>
            <dd>{subscription.current_period_end ? formatDate(subscription.current_period_end, locale) : '—'}</dd>
            <dt className="text-slate-600">{t('sandbox.cancelAtPeriodEnd')}</dt>
            <dd>{subscription.cancel_at_period_end ? t('sandbox.yes') : t('sandbox.no')}</dd>
          </dl>
        ) : (
          <p>{t('sandbox.noSubscription')}</p>
        )}
        {live && (
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            {subscription.cancel_at_period_end ? (
              <Button disabled={action.isPending} onClick={() => run({ kind: 'resume' }, () => t('sandbox.resumed'))}>
                {t('sandbox.resume')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() => run({ kind: 'cancel' }, (next) => t('sandbox.canceledAtEnd', { date: endOf(next) }))}
              >
                {t('sandbox.cancelAtEnd')}
              </Button>
            )}
          </div>
        )}
      </Card>

      {live && (
        <Card className="space-y-3">
          <h2 className="text-xl font-semibold">{t('sandbox.changePlan')}</h2>
          <div className="flex flex-wrap gap-3">
            {portal.plans
              .filter((plan) => plan.id !== subscription.plan)
              .map((plan) => (
                <Button
                  key={plan.id}
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    run({ kind: 'switch', priceId: plan.price_id }, () =>
                      t('sandbox.switched', { tier: plan.tier_name }),
                    )
                  }
                >
                  {t('sandbox.switchTo', { tier: plan.tier_name })}
                </Button>
              ))}
          </div>
        </Card>
      )}

      <Card className="space-y-3">
        <h2 className="text-xl font-semibold">{t('sandbox.invoices')}</h2>
        {portal.invoices.length === 0 ? (
          <p className="text-slate-700">{t('sandbox.noInvoices')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('sandbox.invoiceDate')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('sandbox.invoiceAmount')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('sandbox.invoiceDescription')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {portal.invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-slate-100">
                    <td className="py-2 pr-4">
                      <time dateTime={invoice.created_at}>{formatDate(invoice.created_at, locale)}</time>
                    </td>
                    <td className="py-2 pr-4">{formatCents(invoice.amount_cents, locale)}</td>
                    <td className="py-2">{invoice.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      {subscription && (
        <Card className="space-y-3 border-dashed border-amber-600">
          <h2 className="text-xl font-semibold">{t('sandbox.testClock')}</h2>
          <p className="text-sm text-slate-700">{t('sandbox.testClockText')}</p>
          <Button
            variant="secondary"
            disabled={action.isPending}
            onClick={() => run({ kind: 'advance-clock' }, () => t('sandbox.clockAdvanced'))}
          >
            {t('sandbox.advanceClock')}
          </Button>
        </Card>
      )}

      <Button asChild variant="link">
        <Link to={portal.return_path}>{t('sandbox.returnToApp')}</Link>
      </Button>
    </div>
  );
}
