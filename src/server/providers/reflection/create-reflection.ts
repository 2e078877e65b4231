import type { Env } from '../../env.js';
import type { Logger } from '../../lib/logger.js';
import { createBuiltinProvider } from './builtin-provider.js';
import { createOpenAiProvider } from './openai-provider.js';
import { createReflectionEngine } from './reflection-engine.js';

/** The configured provider (an OpenAI-compatible API when AI_BASE_URL is set), the built-in engine otherwise. */
export function createReflectionFromEnv(
  env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
  logger: Logger,
) {
  const builtin = createBuiltinProvider();
  const provider = env.AI_BASE_URL
    ? createOpenAiProvider({
        baseURL: env.AI_BASE_URL,
        // Local servers (Ollama, llama.cpp) ignore the key but the SDK needs one.
        apiKey: env.AI_API_KEY ?? 'not-needed',
        model: env.AI_MODEL,
        timeoutMs: env.AI_TIMEOUT_MS,
      })
    : builtin;
  logger.info(
    { reflection: provider.name },
    env.AI_BASE_URL ? 'reflections from the configured OpenAI-compatible API' : 'reflections from the built-in engine',
  );
  return createReflectionEngine({ provider, builtin, logger });
}
