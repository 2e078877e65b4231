import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/http-error.js';
import { parseJsonBody } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import { AnswerSchema } from '../../../shared/schemas/screener.js';
import type { AnswerSaved, ScreenerResults, ScreenerState } from '../../../shared/schemas/responses.js';
import { askedAnswers, averageScoresBySchema, getScreenerProgress, suggestPatterns } from '../../../shared/screener.js';
import {
  createSession,
  isUuid,
  findLatestSessionId,
  itemExists,
  listAnswers,
  listItems,
  requireOwnSession,
  saveAnswer,
  createOwnAnswerSaver,
} from './queries.js';

export function createScreenerRoutes(db: Database) {
  const saveOwnAnswer = createOwnAnswerSaver(db);
  return (
    new Hono<AppEnv>()
      /** The statements, and the unfinished session to resume (null when the last one is done or none exists). */
      .get('/', async (c) => {
        const user = requireUser(c);
        const items = await listItems(db);
        const sessionId = await findLatestSessionId(db, user.id);
        const answers = sessionId ? await listAnswers(db, sessionId) : [];
        const unfinished = sessionId && getScreenerProgress(items, answers).phase !== 'done';
        return c.json({ items, session: unfinished ? { id: sessionId, answers } : null } satisfies ScreenerState);
      })
      /** Stores one answer at once; the first answer creates the session. */
      .post('/answers', async (c) => {
        // Answers live in the screener's own tables; finishing it (core patterns) changes the profile.
        c.set('changed', 'nothing-cached');
        const user = requireUser(c);
        const body = await parseJsonBody(c, AnswerSchema);
        // The common case, an answer in a running session, is one statement; the checks below run
        // only when it stored nothing (or for the first answer), and answer as before.
        if (body.session_id && isUuid(body.session_id)) {
          if (await saveOwnAnswer(user.id, body.session_id, body.item_id, body.score)) {
            return c.json({ session_id: body.session_id } satisfies AnswerSaved, 200);
          }
        }
        if (!(await itemExists(db, body.item_id))) throw badRequest('itemUnknown', { field: 'item_id' });
        const sessionId = body.session_id
          ? await requireOwnSession(db, user.id, body.session_id)
          : await createSession(db, user.id);
        await saveAnswer(db, sessionId, body.item_id, body.score);
        return c.json({ session_id: sessionId } satisfies AnswerSaved, body.session_id ? 200 : 201);
      })
      .get('/sessions/:id/results', async (c) => {
        const user = requireUser(c);
        const sessionId = await requireOwnSession(db, user.id, c.req.param('id'));
        const [items, answers] = await Promise.all([listItems(db), listAnswers(db, sessionId)]);
        // After going back and changing a first-pass answer, follow-ups no longer asked do not count.
        const scores = averageScoresBySchema(items, askedAnswers(items, answers));
        return c.json({
          session_id: sessionId,
          scores,
          suggestions: suggestPatterns(scores),
        } satisfies ScreenerResults);
      })
  );
}
