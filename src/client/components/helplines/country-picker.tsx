import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { ANOTHER_COUNTRY, HELPLINE_COUNTRIES, countryName } from '../../../shared/helplines.js';
import type { Locale } from '../../../shared/locale.js';
import { useLocale } from '../../lib/use-locale.js';

/** Our countries by name in the page's language, the person's own (if we list no lines for it), then "another". */
function countryOptions(country: string | null, locale: Locale, another: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  const listed = HELPLINE_COUNTRIES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  const unlisted =
    country && country !== ANOTHER_COUNTRY && !HELPLINE_COUNTRIES.includes(country)
      ? [{ code: country, name: countryName(country, locale) }]
      : [];
  return [...listed, ...unlisted, { code: ANOTHER_COUNTRY, name: another }];
}

/**
 * "Showing help for Mexico — change": says whose lines are shown and lets the person pick another
 * country. The pick applies at once (the lines below change, the sentence is announced) and is
 * remembered by the caller.
 */
export function CountryPicker({ country, onChange }: { country: string | null; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const panelId = useId();
  const selectId = useId();

  useEffect(() => {
    if (open) selectRef.current?.focus();
  }, [open]);

  const status =
    country === null
      ? t('help.noCountry')
      : country === ANOTHER_COUNTRY
        ? t('help.showingInternational')
        : t('help.showingFor', { country: countryName(country, locale) });

  return (
    <div className="space-y-2 text-sm text-slate-800">
      {/*
        One sentence that wraps like text. "México — cambiar" is glued (a no-break space, then a
        no-wrap span: a button may otherwise break off alone), so a phone wraps inside the sentence.
      */}
      <p>
        <MapPin aria-hidden className="mr-1 inline size-4 align-[-3px] text-slate-600" />
        <span aria-live="polite">{status}</span>
        <span className="whitespace-nowrap">
          <span aria-hidden>{'\u00a0—\u00a0'}</span>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={country === null ? t('help.chooseCountry') : t('help.changeCountry')}
            onClick={() => setOpen((value) => !value)}
            // A taller hit area than the line, without moving the line.
            className="-my-2 rounded py-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {country === null ? t('help.choose') : t('help.change')}
          </button>
        </span>
      </p>
      <div id={panelId} hidden={!open} className="space-y-1">
        <label htmlFor={selectId} className="block font-medium">
          {t('help.country')}
        </label>
        <select
          id={selectId}
          ref={selectRef}
          value={country ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className="w-full max-w-xs rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          {country === null && (
            <option value="" disabled>
              {t('help.chooseCountry')}
            </option>
          )}
          {countryOptions(country, locale, t('help.anotherCountry')).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
