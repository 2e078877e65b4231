/** The twelve patterns the screener measures (spec section 3), in their canonical order. */
export const SCHEMA_KEYS = [
  'abandonment',
  'mistrust_abuse',
  'emotional_deprivation',
  'defectiveness_shame',
  'dependence_incompetence',
  'vulnerability_to_harm',
  'subjugation',
  'self_sacrifice',
  'insufficient_self_control',
  'unrelenting_standards',
  'negativity_pessimism',
  'emotional_inhibition',
] as const;

export type SchemaKey = (typeof SCHEMA_KEYS)[number];

export function isSchemaKey(value: unknown): value is SchemaKey {
  return typeof value === 'string' && (SCHEMA_KEYS as readonly string[]).includes(value);
}

export type PatternText = { label: string; blurb: string; examples: string[] };
export type PatternContent = Record<SchemaKey, PatternText>;
