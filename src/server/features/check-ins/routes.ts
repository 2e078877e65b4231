import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { createAccountStateLoader } from '../../lib/access.js';
import { HttpError } from '../../lib/http-error.js';
import { parseJsonBody, parseWith } from '../../lib/parse-body.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import { requireUser } from '../../lib/require-user.js';
import { detectCrisis } from '../../providers/reflection/crisis.js';
import type { ReflectionEngine } from '../../providers/reflection/reflection-engine.js';
import { canCheckIn, type CheckInAccess } from '../../../shared/access.js';
import {
  FinalReflectionRequestSchema,
  type FinalReflectionRequest,
  ReflectRequestSchema,
  HistoryQuerySchema,
  SaveCheckInSchema,
  type SaveCheckIn,
} from '../../../shared/schemas/check-in.js';
import type {
  CheckInListItem,
  CheckInPage,
  FinalReflectionResponse,
  ReflectResponse,
} from '../../../shared/schemas/responses.js';
import { insertCheckIn, listCheckIns, listRecentReplies, toCheckInJson } from './queries.js';
import { createReflectionQuota, type ReflectionLimits } from './reflection-quota.js';
import { createReflectionTokens, type ReflectionTokens } from './reflection-token.js';

export type CheckInRouteOptions = {
  /** Signs the reflection tokens (the auth secret: every instance shares it). */
  tokenSecret: string;
  rateLimitStore: RateLimitStore;
  reflectionLimits: ReflectionLimits;
};

const limitError = (access: CheckInAccess) =>
  new HttpError(
    403,
    'check_in_limit',
    access.status === 'needs_screener' ? 'checkInNeedsScreener' : 'checkInLimitReached',
    {
      access: access.status,
    },
  );

/** The texts of a reframing exercise, screened together as one entry. */
const reframeTexts = (body: FinalReflectionRequest) => [
  body.original_thought,
  body.evidence_supporting,
  body.evidence_challenging,
  body.alternative_thought,
];

/**
 * What the server answered for this entry, as its tokens prove: never what a client says it was.
 * No token is the reflection-failed path (no reflection, no patterns); a bad one is a 400.
 */
async function readServerReflections(tokens: ReflectionTokens, userId: string, body: SaveCheckIn) {
  const reflection = body.reflection_token ? await tokens.readCheckIn(body.reflection_token, userId, body) : null;
  const exercise = body.reframing_exercise;
  const final = exercise?.final_reflection_token
    ? await tokens.readFinal(exercise.final_reflection_token, userId, { ...exercise, feeling_text: body.feeling_text })
    : null;
  return { reflection, final };
}

export function createCheckInRoutes(db: Database, reflection: ReflectionEngine, options: CheckInRouteOptions) {
  const loadAccountState = createAccountStateLoader(db);
  const tokens = createReflectionTokens(options.tokenSecret);
  const requireReflectionQuota = createReflectionQuota(options.rateLimitStore, options.reflectionLimits);

  /**
   * Access is checked before any reflection and again when saving (beyond-the-spec 1), with one
   * exception that safety makes: texts the server reads as a current risk always reach the crisis
   * response and are saved, at the free limit and before the screener too (beyond-the-spec 4).
   * The screener rule stays for everything else; a crisis entry never uses up a free check-in.
   */
  async function requireCheckInAccess(c: Context<AppEnv>, texts: string[]) {
    const user = requireUser(c);
    const state = await loadAccountState(user.id);
    const crisis = detectCrisis(texts).crisis;
    if (!crisis && !canCheckIn(state.access)) throw limitError(state.access);
    return { user, crisis, free: state.subscription === null };
  }

  /** Access, then the reflection quota; a current risk skips the quota (its reply is from rules, never rationed). */
  async function requireReflectionAccess(c: Context<AppEnv>, texts: string[]) {
    const { user, crisis } = await requireCheckInAccess(c, texts);
    if (!crisis) await requireReflectionQuota(c, user.id);
    return user;
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const query = parseWith(HistoryQuerySchema, c.req.query());
      const { rows, total } = await listCheckIns(db, user.id, query.page, query.page_size);
      return c.json({
        items: rows.map(toCheckInJson),
        total,
        page: query.page,
        page_size: query.page_size,
      } satisfies CheckInPage);
    })
    .post('/reflect', async (c) => {
      const body = await parseJsonBody(c, ReflectRequestSchema);
      const user = await requireReflectionAccess(c, [body.feeling_text]);
      // The body carries time_zone ("tonight" only in the person's evening); the replies they saw
      // last keep the engine from opening or closing with the same line again.
      const recent_replies = await listRecentReplies(db, user.id);
      const result = await reflection.reflectOnCheckIn({ ...body, locale: c.get('locale'), recent_replies });
      return c.json({
        response: result.response,
        detected_schemas: result.detected.map((d) => d.schema_key),
        detected: result.detected,
        crisis: result.crisis,
        safety: result.safety,
        resources: result.resources,
        reflection_token: await tokens.signCheckIn(user.id, body, result),
      } satisfies ReflectResponse);
    })
    .post('/final-reflection', async (c) => {
      const body = await parseJsonBody(c, FinalReflectionRequestSchema);
      const user = await requireReflectionAccess(c, reframeTexts(body));
      const result = await reflection.reflectOnReframe({ ...body, locale: c.get('locale') });
      const texts = { ...body, feeling_text: body.original_thought };
      return c.json({
        ...result,
        reflection_token: await tokens.signFinal(user.id, texts, result),
      } satisfies FinalReflectionResponse);
    })
    .post('/', async (c) => {
      const body = await parseJsonBody(c, SaveCheckInSchema);
      const exercise = body.reframing_exercise;
      // The server's own reading of what the person wrote (never a reflection's text) decides a
      // current risk: saved without using up a free check-in.
      const texts = [
        body.feeling_text,
        ...(exercise
          ? [exercise.evidence_supporting, exercise.evidence_challenging, exercise.alternative_thought]
          : []),
      ];
      const { user, crisis: screened, free } = await requireCheckInAccess(c, texts);
      const server = await readServerReflections(tokens, user.id, body);
      // A model's risk flag (the reflection was the crisis reply) files the entry as a crisis too,
      // but it was checked against the limit and is counted like any other entry. An entry whose
      // reflection failed (no token) does not use up a free check-in (beyond-the-spec 4b).
      const crisis = screened || server.reflection?.crisis === true || server.final?.crisis === true;
      const counted = free && !screened && server.reflection !== null;
      const detected = crisis ? [] : (server.reflection?.detected ?? []);
      const row = await insertCheckIn(db, user.id, counted, {
        feelingText: body.feeling_text,
        moodLevel: body.mood_level,
        aiResponse: server.reflection?.response ?? null,
        detectedSchemas: detected.map((d) => d.schema_key),
        patternEvidence: detected,
        reframingExercise:
          crisis || !exercise
            ? null
            : {
                evidence_supporting: exercise.evidence_supporting,
                evidence_challenging: exercise.evidence_challenging,
                alternative_thought: exercise.alternative_thought,
                final_reflection: server.final?.response ?? '',
              },
        crisis,
      });
      if (!row) {
        const state = await loadAccountState(user.id);
        throw limitError(state.access);
      }
      return c.json(toCheckInJson(row) satisfies CheckInListItem, 201);
    });
}
