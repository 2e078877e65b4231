import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { createAccountStateLoader } from '../../lib/access.js';
import { HttpError } from '../../lib/http-error.js';
import { parseJsonBody, parseWith } from '../../lib/parse-body.js';
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
} from '../../../shared/schemas/check-in.js';
import { insertCheckIn, listCheckIns, listRecentReplies, toCheckInJson } from './queries.js';

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

export function createCheckInRoutes(db: Database, reflection: ReflectionEngine) {
  const loadAccountState = createAccountStateLoader(db);

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
    return { user, crisis, counted: state.subscription === null && !crisis };
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const query = parseWith(HistoryQuerySchema, c.req.query());
      const { rows, total } = await listCheckIns(db, user.id, query.page, query.page_size);
      return c.json({ items: rows.map(toCheckInJson), total, page: query.page, page_size: query.page_size });
    })
    .post('/reflect', async (c) => {
      const body = await parseJsonBody(c, ReflectRequestSchema);
      const { user } = await requireCheckInAccess(c, [body.feeling_text]);
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
      });
    })
    .post('/final-reflection', async (c) => {
      const body = await parseJsonBody(c, FinalReflectionRequestSchema);
      await requireCheckInAccess(c, reframeTexts(body));
      const result = await reflection.reflectOnReframe({ ...body, locale: c.get('locale') });
      return c.json(result);
    })
    .post('/', async (c) => {
      const body = await parseJsonBody(c, SaveCheckInSchema);
      const exercise = body.reframing_exercise;
      // The server's own reading of what the person wrote (never the engine's final_reflection,
      // which a client sends back) decides a current risk: saved without using up a free check-in.
      const texts = [
        body.feeling_text,
        ...(exercise
          ? [exercise.evidence_supporting, exercise.evidence_challenging, exercise.alternative_thought]
          : []),
      ];
      const { user, crisis: screened, counted } = await requireCheckInAccess(c, texts);
      // A model's risk flag (the reflection was the crisis reply) files the entry as a crisis too,
      // but it was checked against the limit and is counted like any other entry.
      const crisis = screened || body.crisis_reply === true;
      const detected = crisis ? [] : body.detected;
      const row = await insertCheckIn(db, user.id, counted, {
        feelingText: body.feeling_text,
        moodLevel: body.mood_level,
        aiResponse: body.ai_response || null,
        detectedSchemas: detected.map((d) => d.schema_key),
        patternEvidence: detected,
        reframingExercise: crisis ? null : (exercise ?? null),
        crisis,
      });
      if (!row) {
        const state = await loadAccountState(user.id);
        throw limitError(state.access);
      }
      return c.json(toCheckInJson(row), 201);
    });
}
