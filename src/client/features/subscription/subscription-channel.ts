import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The BroadcastChannel the sandbox pages (another tab) use to tell the plans tab that something changed. */
export const SUBSCRIPTION_CHANNEL = 'patternwise-subscription';
const CHANGED = 'subscription-changed';

/** Said by the sandbox checkout after Pay and by the portal after each change; carries no personal data. */
export function announceSubscriptionChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SUBSCRIPTION_CHANNEL);
  channel.postMessage({ type: CHANGED });
  channel.close();
}

/**
 * Checkout and the portal happen in another tab; when the person comes back (the window gets focus,
 * the tab becomes visible) or the sandbox tab says so, the status is read again, no reload needed.
 */
export function useSubscriptionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reread = () => {
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reread();
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === CHANGED) reread();
    };
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SUBSCRIPTION_CHANNEL);
    channel?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [queryClient]);
}
