import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CheckInAccess } from '../../../shared/access.js';
import { PageIntro } from '../../components/layout/page-intro.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { UnsavedChangesGuard } from '../../components/unsaved-changes.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { PageLoading, RequireAuth } from '../../session/guards.js';
import { CheckInForm } from './components/check-in-form.js';
import { RecentCheckIns } from './components/recent-check-ins.js';
import { ProgressSection } from './progress/progress-section.js';

export default function CheckInPage() {
  return (
    <RequireAuth pending={<CheckInLoading />}>
      {(me) => (
        <UnsavedChangesGuard>
          <CheckInIntro>
            <div className="grid gap-8 lg:grid-cols-2">
              <div>
                <AccessGate access={me.access} userId={me.user.id} />
              </div>
              <RecentCheckIns />
            </div>
            <ProgressSection />
          </CheckInIntro>
        </UnsavedChangesGuard>
      )}
    </RequireAuth>
  );
}

/** The page's title, the same for everyone, above what follows it. */
function CheckInIntro({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('checkIn.title')} subtitle={t('checkIn.subtitle')}>
      {children}
    </PageIntro>
  );
}

/**
 * The title over "Loading…", until the app knows who is signed in: also the page's static first
 * paint (src/client/first-paint.tsx), so the title is on screen before the app has started and
 * stays where it is when the form arrives below it (issue 13).
 */
export function CheckInLoading() {
  return (
    <CheckInIntro>
      <PageLoading />
    </CheckInIntro>
  );
}

/**
 * The form when the shared access rule allows it; before the screener, the card that says why
 * (spec section 2). At the free limit the spec's card stays, and the form stays under it: a
 * crisis text must still reach the crisis reply (the server lets it through and never counts it),
 * while any other text gets the limit message.
 */
function AccessGate({ access, userId }: { access: CheckInAccess; userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (access.status === 'needs_screener') {
    return (
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('checkIn.needsScreenerTitle')}</h2>
        <p className="text-slate-700">{t('checkIn.needsScreenerText')}</p>
        <Button asChild>
          <Link to={localize('/schema-screener')}>{t('checkIn.needsScreenerButton')}</Link>
        </Button>
      </Card>
    );
  }
  // One CheckInForm in every case below, so reaching the limit never unmounts what it shows.
  if (access.status === 'limit_reached') {
    return (
      <CheckInForm
        userId={userId}
        free
        notice={
          <Card className="space-y-3">
            <h2 className="text-lg font-semibold">{t('checkIn.usedTitle')}</h2>
            <p className="text-slate-700">{t('checkIn.usedText')}</p>
            <Link to={localize('/subscription')} className="font-medium text-brand-700 underline underline-offset-2">
              {t('checkIn.usedLink')}
            </Link>
            <p className="text-sm text-slate-700">{t('checkIn.usedStillWrite')}</p>
          </Card>
        }
      />
    );
  }
  return (
    <CheckInForm
      userId={userId}
      free={access.status !== 'unlimited'}
      notice={
        access.status === 'allowed' && (
          <p className="text-sm text-slate-600">{t('checkIn.remaining', { count: access.remaining })}</p>
        )
      }
    />
  );
}
