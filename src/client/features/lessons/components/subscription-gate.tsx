import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';

/** What a signed-in person without a plan sees instead of the lessons (the server answered 403 subscription_required). */
export function SubscriptionGate() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl py-10">
      <Card className="space-y-4 text-center">
        <Lock aria-hidden className="mx-auto text-brand-700" size={32} />
        <h1 className="text-2xl font-bold">{t('lessons.gateTitle')}</h1>
        <p className="text-slate-700">{t('lessons.gateText')}</p>
        <Button asChild>
          <Link to={localize('/subscription')}>{t('lessons.gateButton')}</Link>
        </Button>
      </Card>
    </div>
  );
}
