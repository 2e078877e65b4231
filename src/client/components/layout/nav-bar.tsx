import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { toast } from '../../lib/toast.js';
import { toggleLocalePath } from '../../../shared/locale.js';
import { useMe, useSignOut } from '../../session/api.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { cn } from '../ui/cn.js';

/** The spec's order: Home, Check-In, Lessons, About Patterns, EN/ES, Subscription, Settings, Sign Out. */
const before = [
  { to: '/', key: 'nav.home' },
  { to: '/check-in', key: 'nav.checkIn' },
  { to: '/lessons', key: 'nav.lessons' },
  { to: '/schema-theory', key: 'nav.aboutPatterns' },
] as const;
const after = [
  { to: '/subscription', key: 'nav.subscription' },
  { to: '/settings', key: 'nav.settings' },
] as const;

// From 768 px all items share one row: tight there, and a long label ("Sobre los patrones") may
// take two lines rather than push the row past the window; roomier from 1024 px.
const itemClass =
  'block rounded-md px-3 py-2 text-sm font-medium md:px-2 md:py-1.5 md:text-center md:text-[13px] md:leading-tight lg:px-3 lg:text-sm';

/**
 * The brand on the left, then the pages in one row from 768 px up; below that they fold into a
 * menu that Escape closes (focus goes back to the menu button). Signed out, only the language link.
 */
export function NavBar() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const localize = useLocalizedPath();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const pageLink = (link: { to: string; key: (typeof before)[number]['key'] | (typeof after)[number]['key'] }) => (
    <li key={link.to}>
      <NavLink
        to={localize(link.to)}
        end={link.to === '/'}
        onClick={() => setOpen(false)}
        className={({ isActive }) =>
          cn(itemClass, isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100')
        }
      >
        {t(link.key)}
      </NavLink>
    </li>
  );

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label={t('nav.mainNavigation')}
        // At least as tall as the signed-in row (the 40 px menu button): the header keeps its height
        // when /api/me answers and the page below does not move (issue 13, CLS).
        className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-2 px-4 py-3 md:flex-nowrap md:gap-3"
      >
        <Link to={localize('/')} className="mr-auto shrink-0 text-lg font-bold text-brand-800">
          {t('app.name')}
        </Link>
        {!me && <LanguageToggle />}
        {me && (
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-slate-800 md:hidden"
            aria-expanded={open}
            aria-controls="main-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        )}
        {me && (
          <ul
            id="main-menu"
            className={cn(
              'w-full flex-col gap-1 md:flex md:w-auto md:flex-row md:items-center md:gap-0.5 lg:gap-1',
              open ? 'flex' : 'hidden',
            )}
          >
            {before.map(pageLink)}
            <li className="px-3 py-1 md:px-1">
              <LanguageToggle />
            </li>
            {after.map(pageLink)}
            <li>
              <SignOutButton />
            </li>
          </ul>
        )}
      </nav>
    </header>
  );
}

/**
 * EN/ES: the same page in the other language, with the query and hash kept. Its name starts with
 * what it shows ("ES: Ver en español"), so a voice command saying "ES" finds it (WCAG 2.5.3).
 */
function LanguageToggle() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={toggleLocalePath(pathname + search + hash)}
      className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:px-2 lg:px-3"
      aria-label={`${t('nav.languageToggle')}: ${t('nav.switchLanguage')}`}
      lang={t('nav.languageToggle') === 'ES' ? 'es' : 'en'}
    >
      {t('nav.languageToggle')}
    </Link>
  );
}

function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signOut = useSignOut();
  return (
    <button
      type="button"
      disabled={signOut.isPending}
      className={cn(itemClass, 'w-full text-left text-slate-700 hover:bg-slate-100')}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('toasts.signedOut'), { description: t('toasts.signedOutDescription') });
            void navigate(localize('/auth'));
          },
          onError: (error) => toast.error(t('toasts.error'), { description: error.message }),
        })
      }
    >
      {t('nav.signOut')}
    </button>
  );
}
