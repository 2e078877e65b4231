import { useTranslation } from 'react-i18next';
import { LifeBuoy, Phone } from 'lucide-react';
import {
  countryName,
  directoryResource,
  emergencyResource,
  helplinesByCountry,
  isHelplineCountry,
  telHref,
  type HelpResource,
} from '../../../shared/helplines.js';
import type { Locale } from '../../../shared/locale.js';
import { CountryPicker } from '../../components/helplines/country-picker.js';
import { HelplineCard } from '../../components/helplines/helpline-card.js';
import { useHelpCountry } from '../../lib/help-country.js';
import { useLocale } from '../../lib/use-locale.js';

type CountryGroup = ReturnType<typeof helplinesByCountry>[number];

/**
 * One country's lines under its name; its emergency number too where our table gives one, unless
 * the emergency box below already shows it (`withEmergency` false for the person's own country).
 */
function CountrySection({
  group,
  locale,
  level,
  withEmergency = true,
  prominentFirst = false,
}: {
  group: CountryGroup;
  locale: Locale;
  level: 'h2' | 'h3';
  withEmergency?: boolean;
  /** The person's own country: its local number is the one big button, as on the crisis card. */
  prominentFirst?: boolean;
}) {
  const Heading = level;
  const headingId = `help-${group.country.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className={level === 'h2' ? 'text-2xl font-semibold' : 'text-xl font-semibold'}>
        {countryName(group.country, locale)}
      </Heading>
      <ul className="grid gap-3 md:grid-cols-2">
        {[...group.lines, ...(withEmergency && group.emergency ? [group.emergency] : [])].map((line, index) => (
          <li key={line.id}>
            <HelplineCard resource={line} prominent={prominentFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "In immediate danger": the country's emergency number as a `tel:` link, else "your local emergency number". */
function EmergencyBox({ emergency }: { emergency: HelpResource }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="emergency" className="rounded-xl border-2 border-rose-700 bg-rose-50 p-4">
      <h2 id="emergency" className="font-semibold text-rose-900">
        {t('help.emergency')}
      </h2>
      {emergency.phone ? (
        <a
          href={telHref(emergency.phone)}
          // Outlined, not filled: the person's local line above stays the one solid button on the page.
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-rose-800 bg-white px-4 py-2 font-semibold text-rose-900 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-900"
        >
          <Phone aria-hidden className="size-5" /> {t('help.call', { number: emergency.phone })}
        </a>
      ) : (
        <p className="mt-1 text-slate-900">{emergency.contact}</p>
      )}
    </section>
  );
}

/**
 * /help: the person's country first (named, with the same picker as the crisis card), then the
 * emergency line and the international directory, then every other country we list, each under
 * its name. The order and the lines come from the shared rule (`src/shared/helplines.ts`).
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { country, setCountry } = useHelpCountry();
  const groups = helplinesByCountry(country, locale);
  const own = isHelplineCountry(country) ? groups[0] : undefined;
  const others = own ? groups.slice(1) : groups;
  const directory = directoryResource(locale);
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <LifeBuoy aria-hidden className="text-rose-700" /> {t('help.title')}
        </h1>
        <p className="text-lg text-slate-800">{t('help.intro')}</p>
        <CountryPicker country={country} onChange={setCountry} />
      </header>
      {own && <CountrySection group={own} locale={locale} level="h2" withEmergency={false} prominentFirst />}
      <EmergencyBox emergency={emergencyResource(country, locale)} />
      <section aria-labelledby="help-directory" className="space-y-2">
        <h2 id="help-directory" className="text-xl font-semibold">
          {directory.name}
        </h2>
        <p>
          {t('help.directory')}{' '}
          <a
            href={directory.url ?? undefined}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-brand-700 underline"
          >
            {directory.url?.replace(/^https?:\/\//, '')}
          </a>
        </p>
      </section>
      {own ? (
        <section aria-labelledby="help-other-countries" className="space-y-6">
          <h2 id="help-other-countries" className="text-2xl font-semibold">
            {t('help.otherCountries')}
          </h2>
          {others.map((group) => (
            <CountrySection key={group.country} group={group} locale={locale} level="h3" />
          ))}
        </section>
      ) : (
        others.map((group) => <CountrySection key={group.country} group={group} locale={locale} level="h2" />)
      )}
    </div>
  );
}
