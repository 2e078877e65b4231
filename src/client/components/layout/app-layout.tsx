import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18nByLocale } from '../../i18n/index.js';
import { useLocale } from '../../lib/use-locale.js';
import { Footer } from './footer.js';
import { NavBar } from './nav-bar.js';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query.js';

/** The frame of every page; the language comes from the path (/es/... is Spanish). */
export function AppLayout() {
  const locale = useLocale();
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
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <NavBar />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
      {/*
        Inside the language's provider, so the toasts' region and close buttons speak it too. At the
        bottom, so a toast never covers the navigation or the page title: centred on phones (where it
        takes the whole width), in the corner on wider screens.
      */}
      <Toaster
        richColors
        closeButton
        position={desktop ? 'bottom-right' : 'bottom-center'}
        customAriaLabel={t('toasts.region')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </div>
  );
}
