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

/**
 * Patterns that have a lesson but are not measured: no screener statements and no check-in
 * detection, only lessons and reply lines for lesson notes.
 */
export const LESSON_ONLY_PATTERN_KEYS = ['social_isolation'] as const;
export type LessonOnlyPatternKey = (typeof LESSON_ONLY_PATTERN_KEYS)[number];

/** What a lesson can be about: the twelve measured patterns and the lesson-only ones. */
export const LESSON_PATTERN_KEYS = [...SCHEMA_KEYS, ...LESSON_ONLY_PATTERN_KEYS] as const;
export type LessonPatternKey = SchemaKey | LessonOnlyPatternKey;

export function isSchemaKey(value: unknown): value is SchemaKey {
  return typeof value === 'string' && (SCHEMA_KEYS as readonly string[]).includes(value);
}

export type PatternText = { label: string; blurb: string; examples: string[] };
export type PatternContent = Record<SchemaKey, PatternText>;
