import type { Locale } from '../../../shared/locale.js';
import type { Logger } from '../../lib/logger.js';
import { buildCrisisReply, detectCrisis, type Resource } from './crisis.js';
import type { CheckInInput, DetectedPattern, LessonNotesInput, ReflectionProvider, ReframeInput } from './types.js';

export type CheckInReflection = {
  response: string;
  detected: DetectedPattern[];
  crisis: boolean;
  resources: Resource[];
};
export type TextReflection = { response: string; crisis: boolean; resources: Resource[] };

/**
 * The one door to reflections. The crisis check runs first on every text, whatever the provider;
 * a hit gets the calm crisis reply and resources, never a pattern or an exercise. Otherwise the
 * configured provider answers, and any failure of it (timeout, error, invalid output) falls back
 * to the built-in engine. Only the provider, the outcome and the time are logged, never text.
 */
export function createReflectionEngine(options: {
  provider: ReflectionProvider;
  builtin: ReflectionProvider;
  logger: Logger;
}) {
  const { provider, builtin, logger } = options;

  async function withFallback<T>(operation: string, run: (p: ReflectionProvider) => Promise<T>): Promise<T> {
    if (provider === builtin) return run(builtin);
    const started = performance.now();
    try {
      const result = await run(provider);
      logger.info({ operation, provider: provider.name, ms: Math.round(performance.now() - started) }, 'reflection');
      return result;
    } catch (error) {
      logger.warn(
        {
          operation,
          provider: provider.name,
          fallback: 'builtin',
          reason: (error as Error).name,
          ms: Math.round(performance.now() - started),
        },
        'reflection provider failed; built-in engine answered',
      );
      return run(builtin);
    }
  }

  const crisisReply = (locale: Locale) => ({ ...buildCrisisReply(locale), crisis: true as const });

  return {
    async reflectOnCheckIn(input: CheckInInput): Promise<CheckInReflection> {
      if (detectCrisis([input.feeling_text]).crisis) return { ...crisisReply(input.locale), detected: [] };
      const output = await withFallback('check-in', (p) => p.reflectOnCheckIn(input));
      if (output.risk_flag) return { ...crisisReply(input.locale), detected: [] };
      return { response: output.response, detected: output.detected.slice(0, 3), crisis: false, resources: [] };
    },
    async reflectOnReframe(input: ReframeInput): Promise<TextReflection> {
      const texts = [
        input.original_thought,
        input.evidence_supporting,
        input.evidence_challenging,
        input.alternative_thought,
      ];
      if (detectCrisis(texts).crisis) return crisisReply(input.locale);
      const output = await withFallback('reframe', (p) => p.reflectOnReframe(input));
      if (output.risk_flag) return crisisReply(input.locale);
      return { response: output.response, crisis: false, resources: [] };
    },
    async reflectOnLessonNotes(input: LessonNotesInput): Promise<TextReflection> {
      if (detectCrisis([input.notes]).crisis) return crisisReply(input.locale);
      const output = await withFallback('lesson', (p) => p.reflectOnLessonNotes(input));
      if (output.risk_flag) return crisisReply(input.locale);
      return { response: output.response, crisis: false, resources: [] };
    },
  };
}

export type ReflectionEngine = ReturnType<typeof createReflectionEngine>;
