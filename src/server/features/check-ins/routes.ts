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
  CheckInFormSchema,
  FinalReflectionRequestSchema,
  HistoryQuerySchema,
  SaveCheckInSchema,
} from '../../../shared/schemas/check-in.js';
import { insertCheckIn, listCheckIns, toCheckInJson } from './queries.js';

const limitError = (access: CheckInAccess) =>
  new HttpError(
    403,
    'check_in_limit',
    access.status === 'needs_screener' ? 'checkInNeedsScreener' : 'checkInLimitReached',
    {
      access: access.status,
    },
  );

export function createCheckInRoutes(db: Database, reflection: ReflectionEngine) {
  const loadAccountState = createAccountStateLoader(db);

  /** Access is checked before any reflection and again when saving (beyond-the-spec 1). */
  async function requireCheckInAccess(c: Context<AppEnv>) {
    const user = requireUser(c);
    const state = await loadAccountState(user.id);
    if (!canCheckIn(state.access)) throw limitError(state.access);
    return { user, subscribed: state.subscription !== null };
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const query = parseWith(HistoryQuerySchema, c.req.query());
      const { rows, total } = await listCheckIns(db, user.id, query.page, query.page_size);
      return c.json({ items: rows.map(toCheckInJson), total, page: query.page, page_size: query.page_size });
    })
    .post('/reflect', async (c) => {
      await requireCheckInAccess(c);
      const body = await parseJsonBody(c, CheckInFormSchema);
      const result = await reflection.reflectOnCheckIn({ ...body, locale: c.get('locale') });
      return c.json({
        response: result.response,
        detected_schemas: result.detected.map((d) => d.schema_key),
        detected: result.detected,
        crisis: result.crisis,
        resources: result.resources,
      });
    })
    .post('/final-reflection', async (c) => {
      await requireCheckInAccess(c);
      const body = await parseJsonBody(c, FinalReflectionRequestSchema);
      const result = await reflection.reflectOnReframe({ ...body, locale: c.get('locale') });
      return c.json(result);
    })
    .post('/', async (c) => {
      const { user, subscribed } = await requireCheckInAccess(c);
      const body = await parseJsonBody(c, SaveCheckInSchema);
      const exercise = body.reframing_exercise;
      // The crisis flag is the server's own reading of the texts, not something a client can set.
      const crisis = detectCrisis([body.feeling_text, ...(exercise ? Object.values(exercise) : [])]).crisis;
      const detected = crisis ? [] : body.detected;
      const row = await insertCheckIn(db, user.id, subscribed, {
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
