import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe, Mail, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { countryName, smsHref, telHref, type HelpResource } from '../../../shared/helplines.js';
import { useLocale } from '../../lib/use-locale.js';
import { cn } from '../ui/cn.js';

/** A number never breaks across lines on a button ("800 911" / "2000" reads as two numbers). */
const unbroken = (number: string) => number.replace(/ /g, '\u00a0');

const linkBase =
  'inline-flex items-center gap-2 rounded-md font-semibold underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2';
/** The one big button: the local number, easy to hit with a thumb (WCAG 2.5.8 asks far less). */
const prominentLink = `${linkBase} min-h-14 w-full justify-center bg-rose-800 px-4 py-3 text-xl text-white hover:bg-rose-900 focus-visible:outline-rose-900`;
const plainLink = `${linkBase} min-h-11 border border-brand-700 bg-white px-3 py-2 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700`;

function ContactLink({
  href,
  icon,
  prominent,
  external,
  children,
}: {
  href: string;
  icon: ReactNode;
  prominent?: boolean;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={prominent ? prominentLink : plainLink}
      {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      {icon}
      {children}
    </a>
  );
}

/**
 * One help resource: its name, every way to reach it as a link (numbers as `tel:`/`sms:`), and a
 * short note that never repeats the number. `prominent` makes the first number the big button of
 * the crisis card; `showCountry` names the country when the list mixes countries.
 */
export function HelplineCard({
  resource,
  prominent = false,
  showCountry = false,
}: {
  resource: HelpResource;
  prominent?: boolean;
  showCountry?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const icon = 'size-5 shrink-0';
  return (
    <div
      className={cn(
        'space-y-2 rounded-lg bg-white',
        // The prominent card sits inside the crisis card: a soft edge, not a second red box.
        prominent ? 'border border-rose-200 p-3 shadow-sm sm:p-4' : 'border border-slate-200 p-4',
      )}
    >
      <div>
        {showCountry && resource.country && (
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {countryName(resource.country, locale)}
          </p>
        )}
        <p className={cn('font-semibold text-slate-900', prominent && 'text-lg')}>{resource.name}</p>
        {resource.region && <p className="text-sm text-slate-700">{t('help.onlyIn', { region: resource.region })}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {resource.phone && (
          <ContactLink
            href={telHref(resource.phone)}
            prominent={prominent}
            icon={<Phone aria-hidden className={icon} />}
          >
            {t('help.call', { number: unbroken(resource.phone) })}
          </ContactLink>
        )}
        {resource.sms && (
          <ContactLink href={smsHref(resource.sms)} icon={<MessageSquare aria-hidden className={icon} />}>
            {t('help.text', { number: unbroken(resource.sms) })}
          </ContactLink>
        )}
        {resource.phoneAlt && (
          <ContactLink href={telHref(resource.phoneAlt)} icon={<Phone aria-hidden className={icon} />}>
            {resource.phoneAltNote}: {unbroken(resource.phoneAlt)}
          </ContactLink>
        )}
        {resource.whatsapp && resource.whatsappUrl && (
          <ContactLink href={resource.whatsappUrl} external icon={<MessageCircle aria-hidden className={icon} />}>
            {t('help.whatsapp', { number: unbroken(resource.whatsapp) })}
          </ContactLink>
        )}
        {resource.email && (
          <ContactLink href={`mailto:${resource.email}`} icon={<Mail aria-hidden className={icon} />}>
            {t('help.email', { email: resource.email })}
          </ContactLink>
        )}
        {resource.url && (
          <ContactLink
            href={resource.url}
            external
            prominent={prominent && !resource.phone}
            icon={<Globe aria-hidden className={icon} />}
          >
            {resource.url.replace(/^https?:\/\//, '')}
          </ContactLink>
        )}
      </div>
      {resource.note && <p className="text-sm text-slate-800">{resource.note}</p>}
      {resource.hours && resource.kind === 'helpline' && (
        <p className="text-sm text-slate-700">{t('help.hours', { hours: resource.hours })}</p>
      )}
    </div>
  );
}
