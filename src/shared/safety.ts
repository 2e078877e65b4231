/**
 * How the crisis screen grades a text (beyond-the-spec 4). Shared so the server, the client and
 * the reflect CLI speak of the same three levels.
 * - `none`: no risk language;
 * - `past_or_mention`: a past, resolved or passing mention (an ordinary reflection plus one gentle
 *   line to /help);
 * - `current_risk`: the crisis reply with resources, no patterns, no exercise; saved with the flag.
 */
export const SAFETY_LEVELS = ['none', 'past_or_mention', 'current_risk'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

const RANK: Record<SafetyLevel, number> = { none: 0, past_or_mention: 1, current_risk: 2 };

/** The higher of two levels: a second opinion (an LLM) may raise the level, never lower it. */
export function raiseSafety(a: SafetyLevel, b: SafetyLevel | undefined): SafetyLevel {
  return b !== undefined && RANK[b] > RANK[a] ? b : a;
}

export function isCurrentRisk(level: SafetyLevel): boolean {
  return level === 'current_risk';
}
