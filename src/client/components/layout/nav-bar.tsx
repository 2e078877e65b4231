import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { toast } from 'sonner';
import { toggleLocalePath } from '../../../shared/locale.js';
import { useMe, useSignOut } from '../../session/api.js';
import { useLocalizedPath } from '../../lib/use-locale.js';
import { cn } from '../ui/cn.js';

const links = [
  { to: '/', key: 'nav.home' },
  { to: '/check-in', key: 'nav.checkIn' },
  { to: '/lessons', key: 'nav.lessons' },
  { to: '/schema-theory', key: 'nav.aboutPatterns' },
  { to: '/subscription', key: 'nav.subscription' },
] as const;

export function NavBar() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const localize = useLocalizedPath();

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label={t('nav.mainNavigation')}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3"
      >
        <Link to={localize('/')} className="mr-auto text-lg font-bold text-brand-800">
          {t('app.name')}
        </Link>
        <LanguageToggle />
        {me && (
          <button
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
              'w-full flex-col gap-1 md:order-first md:flex md:w-auto md:flex-row',
              open ? 'flex' : 'hidden',
            )}
          >
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={localize(link.to)}
                  end={link.to === '/'}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <SignOutButton />
            </li>
          </ul>
        )}
      </nav>
    </header>
  );
}

/** EN/ES: the same page in the other language, with the query and hash kept. */
function LanguageToggle() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={toggleLocalePath(pathname + search + hash)}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      aria-label={t('nav.switchLanguage')}
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
      className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
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
