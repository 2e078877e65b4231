import { createInterface } from 'node:readline';
import pino from 'pino';
import { z } from 'zod';
import { readEnv } from '../env.js';
import { createReflectionFromEnv } from '../providers/reflection/create-reflection.js';
import { crisisReplyAsText } from '../providers/reflection/crisis-reply.js';
import { getMessage } from '../../shared/messages.js';
import { CheckInFormSchema } from '../../shared/schemas/check-in.js';

/**
 * `npm run reflect`: JSON lines in, JSON lines out (beyond-the-spec 9), with the configured
 * provider. Each input line gets exactly one output line, in order; a bad line gets `{"error"}`.
 * Each answer is `{response, detected_schemas, crisis, safety}`: `crisis` only for a current risk.
 */
const LineSchema = CheckInFormSchema.extend({ locale: z.enum(['en', 'es']).default('en') });

const env = readEnv();
const logger = pino({ level: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL }, pino.destination(2));
const engine = createReflectionFromEnv(env, logger);

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue;
  process.stdout.write(`${JSON.stringify(await reflectLine(line))}\n`);
}

async function reflectLine(line: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { error: 'not valid JSON' };
  }
  const parsed = LineSchema.safeParse(raw);
  if (!parsed.success) return { error: getMessage(parsed.error.issues[0]?.message ?? 'invalidRequest', 'en') };
  const result = await engine.reflectOnCheckIn(parsed.data);
  return {
    // No cards here: a crisis reply carries its help as text (message, then each line).
    response: result.crisis ? crisisReplyAsText(result, parsed.data.locale) : result.response,
    detected_schemas: result.detected.map((d) => d.schema_key),
    // `crisis` is true only for a current risk; `safety` adds the graded reading (past_or_mention).
    crisis: result.crisis,
    safety: result.safety,
  };
}
