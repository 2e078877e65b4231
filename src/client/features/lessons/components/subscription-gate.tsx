import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { useLocalizedPath } from '../../../lib/use-locale.js';

/**
 * What a signed-in person without a plan sees instead of the lessons (the server answered 403
 * subscription_required). On its own (a lesson's page) it is the page, with its own h1; `inPage`
 * puts it under the lessons list's title, in place of the list, so the title the page opened with
 * stays where it was and only "Loading lessons..." gives way to it (issue 13: nothing moves, and
 * the first screen's text stays the largest).
 */
export function SubscriptionGate({ inPage = false }: { inPage?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const Heading = inPage ? 'h2' : 'h1';
  return (
    <div className={inPage ? 'mx-auto max-w-xl' : 'mx-auto max-w-xl py-10'}>
      <Card className="space-y-4 text-center">
        <Lock aria-hidden className="mx-auto text-brand-700" size={32} />
        <Heading className={inPage ? 'text-xl font-bold' : 'text-2xl font-bold'}>{t('lessons.gateTitle')}</Heading>
        <p className={inPage ? 'text-sm text-slate-700' : 'text-slate-700'}>{t('lessons.gateText')}</p>
        <Button asChild>
          <Link to={localize('/subscription')}>{t('lessons.gateButton')}</Link>
        </Button>
      </Card>
    </div>
  );
}
