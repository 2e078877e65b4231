/**
 * The schema of `content/helplines.json` (issue 7): checked by the server before it starts
 * (`create-services.ts`), by the client build (`vite.config.ts`) and by the tests, so a broken file
 * fails all three and never reaches a person in crisis. Apart from `helplines.ts` so the browser,
 * which only reads the checked file, never builds this schema (issue 13: it was a long task on
 * every page with a help line).
 */
import { z } from 'zod';

const CountryCode = z.string().regex(/^[A-Z]{2}$/);
const Url = z.url({ protocol: /^https?$/ });
/** What a person dials: digits with the usual separators, "*4141" included. */
const PhoneNumber = z.string().regex(/^[*+]?[\d\s()-]*\d[\d\s()-]*$/);
/** Text shown next to a number button: it must not repeat a number (three digits in a row). */
const NumberFreeText = z
  .string()
  .min(1)
  .refine((text) => !/\d{3}/.test(text), 'a note must not repeat a number: the number is its own link');

const HelplineSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Where inside the country the line answers, when it is not national ("Bogotá"). */
    region: z.string().min(1).optional(),
    /** The service's own name; name_en / name_es translate it where that helps. */
    name: z.string().min(1),
    name_en: z.string().min(1).optional(),
    name_es: z.string().min(1).optional(),
    phone: PhoneNumber,
    phoneAlt: PhoneNumber.optional(),
    phoneAltNote: NumberFreeText.optional(),
    phoneAltNote_es: NumberFreeText.optional(),
    sms: PhoneNumber.optional(),
    whatsapp: PhoneNumber.optional(),
    email: z.email().optional(),
    note: NumberFreeText.optional(),
    note_es: NumberFreeText.optional(),
    url: Url.nullable(),
    hours: z.string().min(1).nullable(),
    sources: z.array(Url).min(1),
    sourceNote: z.string().min(1).optional(),
  })
  .strict()
  .refine((line) => (line.note === undefined) === (line.note_es === undefined), 'note needs its Spanish twin')
  .refine(
    (line) =>
      line.phoneAlt === undefined
        ? line.phoneAltNote === undefined && line.phoneAltNote_es === undefined
        : line.phoneAltNote !== undefined && line.phoneAltNote_es !== undefined,
    'phoneAlt needs phoneAltNote and phoneAltNote_es',
  );

const EmergencyCopySchema = z
  .object({
    name: z.string().min(1),
    withNumber: z.string().includes('{number}'),
    generic: NumberFreeText,
  })
  .strict();

export const HelplinesFileSchema = z
  .object({
    lastVerified: z.iso.date(),
    note: z.string(),
    resources: z.array(HelplineSchema).min(1),
    /** Each country's lines, the local (first-call) number first. */
    byCountry: z.record(CountryCode, z.array(z.string()).min(1)),
    /** With no country known: whose first lines a language's speakers see, in order. */
    byLocale: z.object({ en: z.array(CountryCode).min(1), es: z.array(CountryCode).min(1) }).strict(),
    /** International calling codes, for WhatsApp links of the countries that list one. */
    callingCodes: z.record(CountryCode, z.string().regex(/^\d{1,3}$/)),
    emergencyNumbers: z.record(
      CountryCode,
      z.object({ number: PhoneNumber, sources: z.array(Url).min(1), sourceNote: z.string().optional() }).strict(),
    ),
    directory: z
      .object({
        name: z.string().min(1),
        url: Url,
        description: z.string().min(1),
        description_es: z.string().min(1),
        sources: z.array(Url).min(1),
      })
      .strict(),
    emergency: z.object({ en: EmergencyCopySchema, es: EmergencyCopySchema }).strict(),
  })
  .strict()
  .superRefine((data, ctx) => {
    const ids = new Set(data.resources.map((line) => line.id));
    if (ids.size !== data.resources.length) ctx.addIssue({ code: 'custom', message: 'duplicate helpline id' });
    const used = new Set(Object.values(data.byCountry).flat());
    for (const id of used) if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `byCountry names ${id}` });
    for (const id of ids) if (!used.has(id)) ctx.addIssue({ code: 'custom', message: `${id} is in no country` });
    for (const country of [...data.byLocale.en, ...data.byLocale.es, ...Object.keys(data.emergencyNumbers)]) {
      if (!data.byCountry[country]) ctx.addIssue({ code: 'custom', message: `${country} has no lines` });
    }
    for (const [country, lineIds] of Object.entries(data.byCountry)) {
      const needsCode = data.resources.some((line) => lineIds.includes(line.id) && line.whatsapp);
      if (needsCode && !data.callingCodes[country]) {
        ctx.addIssue({ code: 'custom', message: `${country} lists WhatsApp but has no calling code` });
      }
    }
  });

export type HelplinesFile = z.infer<typeof HelplinesFileSchema>;

/** Throws, naming what is wrong, unless the helplines file is as the schema says. */
export function checkHelplinesFile(data: unknown): void {
  const checked = HelplinesFileSchema.safeParse(data);
  if (!checked.success) throw new Error(`content/helplines.json is broken: ${z.prettifyError(checked.error)}`);
}
