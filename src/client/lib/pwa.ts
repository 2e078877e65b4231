import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast.js';

/**
 * The installable app: the service worker (`src/client/sw.ts`, built by vite-plugin-pwa) keeps the
 * app shell so the app opens offline. Registered after the page has loaded, in the production build
 * only. It never takes over a page in use: a new version waits for the next visit.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, a policy) simply runs the app online, as before.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const SHELL_KEY = 'patternwise:shell';

/**
 * A quiet "Updated" note on the first visit that opens a new version: the entry script's hashed
 * name changes with every build that changes the app, and this device remembers the last one seen.
 */
export function useUpdatedNote() {
  const { t } = useTranslation();
  useEffect(() => {
    const shell = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');
    if (!shell) return;
    try {
      const seen = localStorage.getItem(SHELL_KEY);
      localStorage.setItem(SHELL_KEY, shell);
      if (seen && seen !== shell) toast.info(t('offline.updated'), { description: t('offline.updatedDescription') });
    } catch {
      // A device that keeps nothing gets no note.
    }
    // Once per page load: the note is about the version that loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (it can be wrong the other way: a failed request says so too). */
export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
