import { lazy, Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18nByLocale, isLocaleLoaded, loadNeeded } from '../../i18n/index.js';
import { useUpdatedNote } from '../../lib/pwa.js';
import { useLocale } from '../../lib/use-locale.js';
import { isToasterWanted, subscribeToasterWanted, wantToaster } from '../../lib/toast.js';
import { Footer } from './footer.js';
import { NavBar } from './nav-bar.js';
import { OfflineNote } from './offline-note.js';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query.js';

// sonner is not on the first screen: the toaster mounts once the page has loaded, or at the
// first toast if that comes sooner (sonner shows the toasts raised before it mounted).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function useToasterWanted(): boolean {
  useEffect(() => {
    const mountSoon = () => window.setTimeout(wantToaster, 0);
    if (document.readyState === 'complete') {
      const timer = mountSoon();
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', mountSoon, { once: true });
    return () => window.removeEventListener('load', mountSoon);
  }, []);
  // Never before the app runs (the static first paint, src/client/first-paint.tsx).
  return useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
}

/** The frame of every page; the language comes from the path (/es/... is Spanish). */
export function AppLayout() {
  const locale = useLocale();
  // On a switch to the other language its messages may not be here yet: suspending keeps the page
  // as it was (router updates are transitions) until they are, instead of showing keys.
  if (!isLocaleLoaded(locale)) use(loadNeeded(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={i18nByLocale[locale]}>
      <Frame />
    </I18nextProvider>
  );
}

function Frame() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  useUpdatedNote();
  const toaster = useToasterWanted();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <NavBar />
      <OfflineNote />
      {/*
        At least a screen tall, so the footer starts below the fold: when a page's data arrives and
        it grows, nothing visible moves (issue 13, CLS).
      */}
      <main id="main" className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
      {/*
        Inside the language's provider, so the toasts' region and close buttons speak it too. At the
        bottom, so a toast never covers the navigation or the page title: centred on phones (where it
        takes the whole width), in the corner on wider screens.
      */}
      {toaster && (
        <Suspense>
          <Toaster
            richColors
            closeButton
            position={desktop ? 'bottom-right' : 'bottom-center'}
            customAriaLabel={t('toasts.region')}
            toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
          />
        </Suspense>
      )}
    </div>
  );
}
