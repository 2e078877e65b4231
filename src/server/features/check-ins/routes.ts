import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { createAccountStateLoader } from '../../lib/access.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { parseJsonBody, parseWith } from '../../lib/parse-body.js';
import type { RateLimitStore } from '../../lib/rate-limit-store.js';
import { requireAccount, requireUser } from '../../lib/require-user.js';
import { detectCrisis } from '../../providers/reflection/crisis.js';
import type { ReflectionEngine } from '../../providers/reflection/reflection-engine.js';
import { canCheckIn, type CheckInAccess } from '../../../shared/access.js';
import { isSchemaKey } from '../../../shared/patterns.js';
import {
  AttachReframingSchema,
  FinalReflectionRequestSchema,
  type FinalReflectionRequest,
  ReflectRequestSchema,
  EntryFinalReflectionRequestSchema,
  type ReframingFormInput,
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
import {
  deleteOwnCheckIn,
  findOwnCheckIn,
  insertCheckIn,
  createCheckInLister,
  listRecentReplies,
  toCheckInJson,
  updateOwnCheckIn,
} from './queries.js';
import { readThroughPageCache, type CheckInPageCache } from './page-cache.js';
import { createReflectionQuota, type ReflectionLimits } from './reflection-quota.js';
import { createReflectionTokens, type ReflectionTokens } from './reflection-token.js';

export type CheckInRouteOptions = {
  /** Signs the reflection tokens (the auth secret: every instance shares it). */
  tokenSecret: string;
  rateLimitStore: RateLimitStore;
  reflectionLimits: ReflectionLimits;
  /** The pages answered lately, by person and page request (none: every read queries). */
  pageCache?: CheckInPageCache;
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

/** Only the three answers of an exercise, whatever else a body carries. */
const answersOf = (body: ReframingFormInput): ReframingFormInput => ({
  evidence_supporting: body.evidence_supporting,
  evidence_challenging: body.evidence_challenging,
  alternative_thought: body.alternative_thought,
});

const noPattern = () => new HttpError(409, 'no_pattern', 'exerciseNeedsPattern');

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
  const listCheckIns = createCheckInLister(db);
  const tokens = createReflectionTokens(options.tokenSecret);
  const requireReflectionQuota = createReflectionQuota(options.rateLimitStore, options.reflectionLimits);

  /**
   * Access is checked before any reflection and again when saving (beyond-the-spec 1), with one
   * exception that safety makes: texts the server reads as a current risk always reach the crisis
   * response and are saved, at the free limit and before the screener too (beyond-the-spec 4).
   * The screener rule stays for everything else; a crisis entry never uses up a free check-in.
   */
  function requireCheckInAccess(c: Context<AppEnv>, texts: string[]) {
    // As read with the session, this request; the save's conditional update still guards the free limit.
    const { user, account: state } = requireAccount(c);
    const crisis = detectCrisis(texts).crisis;
    if (!crisis && !canCheckIn(state.access)) throw limitError(state.access);
    return { user, crisis, free: state.subscription === null };
  }

  /** Access, then the reflection quota; a current risk skips the quota (its reply is from rules, never rationed). */
  async function requireReflectionAccess(c: Context<AppEnv>, texts: string[]) {
    const { user, crisis } = requireCheckInAccess(c, texts);
    if (!crisis) await requireReflectionQuota(c, user.id);
    return user;
  }

  /**
   * A saved check-in of this user that has a reframing exercise: one with a detected pattern (a
   * crisis entry has none). Another user's id, or one that does not exist, is a 404.
   */
  async function requireExerciseEntry(userId: string, id: string) {
    const row = await findOwnCheckIn(db, userId, id);
    if (!row) throw notFound();
    const pattern = row.detectedSchemas.find(isSchemaKey);
    if (row.crisis || !pattern) throw noPattern();
    return { row, pattern };
  }

  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = requireUser(c);
        const query = parseWith(HistoryQuerySchema, c.req.query());
        const body = await readThroughPageCache(options.pageCache, user.id, query, async () => {
          const { rows, total } = await listCheckIns(user.id, query.page, query.page_size);
          const page: CheckInPage = {
            items: rows.map(toCheckInJson),
            total,
            page: query.page,
            page_size: query.page_size,
          };
          return JSON.stringify(page);
        });
        // The text as first sent (what c.json would write): a hit is answered without serializing again.
        return c.body(body, 200, { 'Content-Type': 'application/json' });
      })
      .post('/reflect', async (c) => {
        c.set('changed', 'nothing-cached');
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
        c.set('changed', 'nothing-cached');
        const body = await parseJsonBody(c, FinalReflectionRequestSchema);
        const user = await requireReflectionAccess(c, reframeTexts(body));
        const result = await reflection.reflectOnReframe({ ...body, locale: c.get('locale') });
        const texts = { ...body, feeling_text: body.original_thought };
        return c.json({
          ...result,
          reflection_token: await tokens.signFinal(user.id, texts, result),
        } satisfies FinalReflectionResponse);
      })
      /**
       * The closing reflection of the exercise of a saved check-in (beyond-the-spec 4b: the entry is
       * saved with its reflection first, the exercise follows when the person wants). It needs no
       * free check-in: the entry used one when it was saved. Its token binds it to this check-in.
       */
      .post('/:id/final-reflection', async (c) => {
        c.set('changed', 'nothing-cached');
        const user = requireUser(c);
        const body = await parseJsonBody(c, EntryFinalReflectionRequestSchema);
        const { row, pattern } = await requireExerciseEntry(user.id, c.req.param('id'));
        const answers = answersOf(body);
        if (!detectCrisis(Object.values(answers)).crisis) await requireReflectionQuota(c, user.id);
        const result = await reflection.reflectOnReframe({
          ...answers,
          original_thought: row.feelingText,
          schema_type: pattern,
          mood_level: row.moodLevel,
          locale: c.get('locale'),
          country: body.country,
        });
        return c.json({
          ...result,
          reflection_token: await tokens.signExercise(user.id, row.id, answers, result),
        } satisfies FinalReflectionResponse);
      })
      /**
       * Attaches (or replaces) the exercise of the user's own saved check-in, with the closing
       * reflection its token proves (none without one). Crisis language in the answers files the
       * entry as a crisis, with no patterns and no exercise, as a save would. The counter never moves.
       */
      .put('/:id/reframing-exercise', async (c) => {
        c.set('changed', 'check-ins');
        const user = requireUser(c);
        const body = await parseJsonBody(c, AttachReframingSchema);
        const { row } = await requireExerciseEntry(user.id, c.req.param('id'));
        const answers = answersOf(body);
        const final = body.final_reflection_token
          ? await tokens.readExercise(body.final_reflection_token, user.id, row.id, answers)
          : null;
        const crisis = detectCrisis(Object.values(answers)).crisis || final?.crisis === true;
        const updated = await updateOwnCheckIn(
          db,
          user.id,
          row.id,
          crisis
            ? { crisis: true, reframingExercise: null, detectedSchemas: [], patternEvidence: [] }
            : { reframingExercise: { ...answers, final_reflection: final?.response ?? '' } },
        );
        if (!updated) throw notFound();
        return c.json(toCheckInJson(updated) satisfies CheckInListItem);
      })
      /** Deletes the user's own check-in (another user's is a 404). A free check-in it used stays used. */
      .delete('/:id', async (c) => {
        c.set('changed', 'check-ins');
        const user = requireUser(c);
        if (!(await deleteOwnCheckIn(db, user.id, c.req.param('id')))) throw notFound();
        return c.body(null, 204);
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
        const { user, crisis: screened, free } = requireCheckInAccess(c, texts);
        const server = await readServerReflections(tokens, user.id, body);
        // A model's risk flag (the reflection was the crisis reply) files the entry as a crisis too,
        // but it was checked against the limit and is counted like any other entry. An entry whose
        // reflection failed (no token) does not use up a free check-in (beyond-the-spec 4b).
        const crisis = screened || server.reflection?.crisis === true || server.final?.crisis === true;
        const counted = free && !screened && server.reflection !== null;
        const detected = crisis ? [] : (server.reflection?.detected ?? []);
        // A counted save moves the profile's counter, which the session lookup holds.
        if (!counted) c.set('changed', 'check-ins');
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
      })
  );
}
