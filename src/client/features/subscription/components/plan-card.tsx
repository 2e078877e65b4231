import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { PLAN_FEATURES, PLANS } from '../../../../shared/plans.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../components/ui/cn.js';
import { useLocale } from '../../../lib/use-locale.js';
import type { PlanOffer } from '../api.js';
import { formatEur } from '../format.js';

/** One plan: name, who it is for, price per month, the five features, and its button. */
export function PlanCard({
  plan,
  isCurrent,
  action,
}: {
  plan: PlanOffer;
  /** The subscriber's own plan: 'Your Plan'. */
  isCurrent: boolean;
  action: {
    label: string;
    accessibleName: string;
    variant: 'primary' | 'secondary';
    busy: boolean;
    disabled: boolean;
    onClick: () => void;
  };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('flex h-full flex-col gap-4', isCurrent && 'border-2 border-brand-700')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {plan.tier_name}
        </h2>
        {isCurrent && (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
            {t('subscription.yourPlan')}
          </span>
        )}
      </div>
      <p className="text-slate-700">{t(`subscription.plans.${PLANS[plan.id].audienceKey}`)}</p>
      <p>
        <span className="text-3xl font-bold">{formatEur(plan.monthly_price_eur, locale)}</span>{' '}
        <span className="text-slate-700">{t('subscription.perMonth')}</span>
      </p>
      <ul aria-label={t('subscription.featuresLabel', { tier: plan.tier_name })} className="flex-1 space-y-2">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-2 text-sm">
            <Check aria-hidden size={16} className="shrink-0 text-brand-700" />
            {t(`subscription.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Button
        variant={action.variant}
        aria-label={action.accessibleName}
        aria-busy={action.busy || undefined}
        disabled={action.disabled}
        onClick={action.onClick}
        className="w-full"
      >
        {action.label}
      </Button>
    </Card>
  );
}
