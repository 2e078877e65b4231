import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import { helplinesFor, isHelplineCountry } from '../../../shared/helplines.js';
import { CountryPicker } from './country-picker.js';
import { HelplineCard } from './helpline-card.js';
import { useHelpCountry } from '../../lib/help-country.js';
import { useLocale, useLocalizedPath } from '../../lib/use-locale.js';

/**
 * Whether the entry behind the card was stored: null while saving (and for a lesson's reflection,
 * which saves nothing by itself), then yes or no.
 */
export type CrisisSaveState = boolean | null;

/**
 * Shown instead of any reflection or exercise when a text speaks of crisis: the short message, the
 * local number alone as one big `tel:` button (above the fold on a phone), then the other ways in.
 * The lines come from `helplinesFor`, the rule the server's reply and /help use, for the country
 * the person sees named and can change. Focus moves to the heading so the card is read first.
 * The check-in form and the lesson stages both show it.
 */
export function CrisisPanel({ message, saved }: { message: string; saved: CrisisSaveState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { country, setCountry } = useHelpCountry();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [first, ...rest] = helplinesFor(country, locale);
  // With no country of ours, the lines come from several countries: each one says whose it is.
  const mixedCountries = !isHelplineCountry(country);

  useEffect(() => {
    // Focus without the browser's own scroll (it centres the heading, which can push the call
    // button below a phone's fold); bring the card's top into view only when it is out of reach.
    headingRef.current?.focus({ preventScroll: true });
    const card = sectionRef.current;
    const top = card?.getBoundingClientRect().top ?? 0;
    if (card && (top < 0 || top > window.innerHeight / 3)) card.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="crisis-title"
      className="scroll-mt-4 space-y-4 rounded-xl border-2 border-rose-700 bg-rose-50 p-3 sm:p-5"
    >
      <h2
        id="crisis-title"
        ref={headingRef}
        tabIndex={-1}
        // The ring shows for keyboard users only: a mouse or touch submit gets no box around the heading.
        className="flex items-center gap-2 text-lg font-semibold text-rose-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-rose-800"
      >
        <LifeBuoy aria-hidden className="shrink-0" /> {t('checkIn.crisisTitle')}
      </h2>
      <p className="text-slate-900">{message}</p>
      <CountryPicker country={country} onChange={setCountry} />
      {first && <HelplineCard resource={first} prominent showCountry={mixedCountries} />}
      {rest.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('help.moreWays')}</h3>
          <ul className="space-y-2">
            {rest.map((resource) => (
              <li key={`${resource.country ?? ''}-${resource.id}`}>
                <HelplineCard resource={resource} showCountry={mixedCountries} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-700">
        {saved === true && `${t('checkIn.crisisSaved')} `}
        {saved === false && `${t('checkIn.crisisNotSaved')} `}
        <Link to={localize('/help')} className="text-brand-700 underline">
          {t('help.allLines')}
        </Link>
      </p>
    </section>
  );
}
