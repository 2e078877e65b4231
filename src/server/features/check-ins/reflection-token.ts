import { createHash, createHmac } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';
import { SCHEMA_KEYS } from '../../../shared/patterns.js';
import { HttpError } from '../../lib/http-error.js';

/** Long enough to write a reframing exercise after the reflection, short enough not to linger. */
export const REFLECTION_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const CHECK_IN = 'patternwise:check-in-reflection';
const FINAL = 'patternwise:final-reflection';
const EXERCISE = 'patternwise:exercise-reflection';

/** The exercise texts a closing reflection answered, with the check-in they follow. */
export type ReframeTexts = {
  feeling_text: string;
  evidence_supporting: string;
  evidence_challenging: string;
  alternative_thought: string;
};

/** The answers of an exercise attached to a saved check-in. */
export type ExerciseTexts = Omit<ReframeTexts, 'feeling_text'>;

const DetectedClaim = z.object({ schema_key: z.enum(SCHEMA_KEYS), phrase: z.string() });
const Claims = z.object({
  sub: z.string(),
  exp: z.number(),
  text: z.string(),
  response: z.string(),
  crisis: z.boolean(),
});
const CheckInClaims = Claims.extend({ detected: z.array(DetectedClaim).max(3) });

const digest = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
const checkInDigest = (feelingText: string, moodLevel: number) => digest([feelingText, moodLevel]);
const reframeDigest = (t: ReframeTexts) =>
  digest([t.feeling_text, t.evidence_supporting, t.evidence_challenging, t.alternative_thought]);
/** A saved check-in's exercise: its id binds the closing reflection to that one entry. */
const exerciseDigest = (checkInId: string, t: ExerciseTexts) =>
  digest([checkInId, t.evidence_supporting, t.evidence_challenging, t.alternative_thought]);

export const reflectionTokenInvalid = () => new HttpError(400, 'reflection_token_invalid', 'reflectionTokenInvalid');

/**
 * Signed proofs of what the server answered, so a save stores the server's reflection, patterns
 * and crisis flag rather than whatever a client sends. Stateless (an HS256 JWT through Hono's own
 * implementation), so any instance sharing the auth secret can check one. Each binds the user, a
 * digest of the exact texts it answered and an expiry; the key is derived from the auth secret,
 * so these tokens are never interchangeable with anything else it signs.
 */
export function createReflectionTokens(authSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', authSecret).update('patternwise reflection tokens v1').digest('base64url');
  const expiry = () => Math.floor(now() / 1000) + REFLECTION_TOKEN_TTL_SECONDS;

  async function read<T extends z.ZodType<{ sub: string; text: string }>>(
    token: string,
    audience: string,
    schema: T,
    userId: string,
    text: string,
  ): Promise<z.infer<T>> {
    // Hono checks the signature, the audience and the expiry; the claims are then checked here.
    const claims = await verify(token, key, { alg: 'HS256', aud: audience }).catch(() => null);
    const parsed = schema.safeParse(claims);
    if (!parsed.success || parsed.data.sub !== userId || parsed.data.text !== text) throw reflectionTokenInvalid();
    return parsed.data;
  }

  return {
    signCheckIn: (
      userId: string,
      input: { feeling_text: string; mood_level: number },
      reflection: { response: string; detected: z.infer<typeof DetectedClaim>[]; crisis: boolean },
    ) =>
      sign(
        {
          aud: CHECK_IN,
          sub: userId,
          exp: expiry(),
          text: checkInDigest(input.feeling_text, input.mood_level),
          response: reflection.response,
          detected: reflection.detected,
          crisis: reflection.crisis,
        },
        key,
      ),
    /** The reflection a check-in token proves, or a 400 when it is forged, expired, or for another user or text. */
    readCheckIn: (token: string, userId: string, input: { feeling_text: string; mood_level: number }) =>
      read(token, CHECK_IN, CheckInClaims, userId, checkInDigest(input.feeling_text, input.mood_level)),
    signFinal: (userId: string, texts: ReframeTexts, reflection: { response: string; crisis: boolean }) =>
      sign({ aud: FINAL, sub: userId, exp: expiry(), text: reframeDigest(texts), ...reflection }, key),
    readFinal: (token: string, userId: string, texts: ReframeTexts) =>
      read(token, FINAL, Claims, userId, reframeDigest(texts)),
    /** A closing reflection for the exercise of one saved check-in (its own audience: never usable for another entry). */
    signExercise: (
      userId: string,
      checkInId: string,
      texts: ExerciseTexts,
      reflection: { response: string; crisis: boolean },
    ) =>
      sign({ aud: EXERCISE, sub: userId, exp: expiry(), text: exerciseDigest(checkInId, texts), ...reflection }, key),
    readExercise: (token: string, userId: string, checkInId: string, texts: ExerciseTexts) =>
      read(token, EXERCISE, Claims, userId, exerciseDigest(checkInId, texts)),
  };
}

export type ReflectionTokens = ReturnType<typeof createReflectionTokens>;
