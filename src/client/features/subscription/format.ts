import type { Locale } from '../../../shared/locale.js';

const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };

/** Euros in the page's language: whole amounts without decimals (€15, 15 €), cents otherwise (€0.00). */
export function formatEur(amount: number, locale: Locale, options: { cents?: boolean } = {}): string {
  const fractionDigits = options.cents || !Number.isInteger(amount) ? 2 : 0;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export const formatCents = (cents: number, locale: Locale) => formatEur(cents / 100, locale, { cents: true });

/** A date in the page's language: "April 3, 2026", "3 de abril de 2026". */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long' }).format(new Date(iso));
}
