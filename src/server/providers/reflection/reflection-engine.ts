import type { Locale } from '../../../shared/locale.js';
import { raiseSafety, type SafetyLevel } from '../../../shared/safety.js';
import type { Logger } from '../../lib/logger.js';
import { createCircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.js';
import { detectCrisis, type CrisisResult } from './crisis.js';
import { buildCrisisReply, type Resource } from './crisis-reply.js';
import type { CheckInInput, DetectedPattern, LessonNotesInput, ReflectionProvider, ReframeInput } from './types.js';

export type CheckInReflection = {
  response: string;
  detected: DetectedPattern[];
  crisis: boolean;
  /** The graded reading: `past_or_mention` gets the ordinary reflection plus one gentle line to /help. */
  safety: SafetyLevel;
  resources: Resource[];
};
export type TextReflection = { response: string; crisis: boolean; safety: SafetyLevel; resources: Resource[] };

/**
 * The one door to reflections. The crisis screen grades every text first, whatever the provider:
 * a current risk gets the calm crisis reply and resources, never a pattern or an exercise; a past
 * or passing mention gets the ordinary reflection marked `past_or_mention`. Otherwise the
 * configured provider answers, and any failure of it (timeout, error, invalid output) falls back
 * to the built-in engine. After repeated failures a circuit breaker skips the provider for a
 * cool-down, so nobody waits out its timeout meanwhile. A model's risk flag may raise the level,
 * never lower it. Only the provider, the outcome, the time and the screen's level and categories
 * are logged, never text.
 */
export function createReflectionEngine(options: {
  provider: ReflectionProvider;
  builtin: ReflectionProvider;
  logger: Logger;
  breaker?: Omit<CircuitBreakerOptions, 'onChange'>;
}) {
  const { provider, builtin, logger } = options;
  const breaker = createCircuitBreaker({
    ...options.breaker,
    onChange: (state, detail) =>
      logger.warn(
        { provider: provider.name, circuit: state, ...detail },
        state === 'open'
          ? 'reflection provider circuit opened; built-in engine answers during the cool-down'
          : 'reflection provider circuit closed; provider answers again',
      ),
  });

  async function withFallback<T>(operation: string, run: (p: ReflectionProvider) => Promise<T>): Promise<T> {
    if (provider === builtin) return run(builtin);
    if (!breaker.allow()) return run(builtin);
    const started = performance.now();
    try {
      const result = await run(provider);
      breaker.succeeded();
      logger.info({ operation, provider: provider.name, ms: Math.round(performance.now() - started) }, 'reflection');
      return result;
    } catch (error) {
      breaker.failed();
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

  const crisisReply = (locale: Locale, country?: string | null) => ({
    ...buildCrisisReply(locale, country),
    crisis: true as const,
    safety: 'current_risk' as const,
  });

  /** The screen's reading, logged by level and categories only (never the text). */
  function screen(operation: string, texts: string[]): CrisisResult {
    const result = detectCrisis(texts);
    if (result.level !== 'none')
      logger.info({ operation, safety: result.level, categories: result.categories }, 'crisis screen');
    return result;
  }

  /** A model's risk flag can only raise the screen's level (the rules stay the floor). */
  const withModel = (level: SafetyLevel, riskFlag: boolean | undefined) =>
    raiseSafety(level, riskFlag ? 'current_risk' : undefined);

  return {
    async reflectOnCheckIn(input: CheckInInput): Promise<CheckInReflection> {
      const { level } = screen('check-in', [input.feeling_text]);
      if (level === 'current_risk') return { ...crisisReply(input.locale, input.country), detected: [] };
      const output = await withFallback('check-in', (p) => p.reflectOnCheckIn(input));
      const safety = withModel(level, output.risk_flag);
      if (safety === 'current_risk') return { ...crisisReply(input.locale, input.country), detected: [] };
      return { response: output.response, detected: output.detected.slice(0, 3), crisis: false, safety, resources: [] };
    },
    async reflectOnReframe(input: ReframeInput): Promise<TextReflection> {
      const texts = [
        input.original_thought,
        input.evidence_supporting,
        input.evidence_challenging,
        input.alternative_thought,
      ];
      const { level } = screen('reframe', texts);
      if (level === 'current_risk') return crisisReply(input.locale, input.country);
      const output = await withFallback('reframe', (p) => p.reflectOnReframe(input));
      const safety = withModel(level, output.risk_flag);
      if (safety === 'current_risk') return crisisReply(input.locale, input.country);
      return { response: output.response, crisis: false, safety, resources: [] };
    },
    async reflectOnLessonNotes(input: LessonNotesInput): Promise<TextReflection> {
      const { level } = screen('lesson', [input.notes]);
      if (level === 'current_risk') return crisisReply(input.locale, input.country);
      const output = await withFallback('lesson', (p) => p.reflectOnLessonNotes(input));
      const safety = withModel(level, output.risk_flag);
      if (safety === 'current_risk') return crisisReply(input.locale, input.country);
      return { response: output.response, crisis: false, safety, resources: [] };
    },
  };
}

export type ReflectionEngine = ReturnType<typeof createReflectionEngine>;
