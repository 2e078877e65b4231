/** The crisis reply and its resources (helplines), shown instead of any reflection when the crisis screen fires. */
import { countryName, helplinesFor, type HelpResource } from '../../../shared/helplines.js';
import type { Locale } from '../../../shared/locale.js';

/** One crisis resource as shown to a person (see `src/shared/helplines.ts`, the one rule for help). */
export type Resource = HelpResource;

/**
 * The words above the help: what they wrote matters, talking to someone now can help, they are
 * not alone (content-guide, "Safety wording"). No number and no name of a line: the app shows
 * those once, as cards with `tel:` links, right under these words.
 */
const CRISIS_MESSAGE: Record<Locale, string> = {
  en: 'Thank you for telling me. What you wrote matters, and so do you. Talking to someone right now can help, and you don’t have to carry this alone.',
  es: 'Gracias por contármelo. Lo que escribiste importa, y tú también. Hablar ahora con alguien puede ayudarte, y no tienes que cargar con esto a solas.',
};

export type CrisisReply = { response: string; resources: Resource[] };

/**
 * The reply shown instead of a reflection when the crisis screen fires: a short, calm message and
 * the help for the person's country (`helplinesFor`: its lines, local number first, then the
 * directory and the emergency line; with no country, the lines of the language). No pattern
 * language, no question, nothing said twice.
 */
export function buildCrisisReply(locale: Locale, country?: string | null): CrisisReply {
  return { response: CRISIS_MESSAGE[locale], resources: helplinesFor(country, locale) };
}

/** Every crisis resource for a language and, when known, a country: the same list the reply carries. */
export function getCrisisResources(locale: Locale, country?: string | null): Resource[] {
  return helplinesFor(country, locale);
}

/**
 * The reply as plain text, for places without cards (`npm run reflect`): the message, then one
 * paragraph per resource, each line named with its country ("Mexico · Línea de la Vida …").
 */
export function crisisReplyAsText({ response, resources }: CrisisReply, locale: Locale): string {
  const paragraphs = resources.map((resource) => {
    if (resource.kind === 'emergency') return resource.contact;
    const where = resource.country ? `${countryName(resource.country, locale)} · ` : '';
    return `${where}${resource.name}: ${resource.contact}`;
  });
  return [response, ...paragraphs].join('\n\n');
}
