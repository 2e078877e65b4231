import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { listCorePatterns } from '../../lib/core-patterns.js';
import { parseWith } from '../../lib/parse-body.js';
import { requireUser } from '../../lib/require-user.js';
import { localDay, streakReachesRangeStart, summarizeProgress } from '../../../shared/progress.js';
import { ProgressQuerySchema } from '../../../shared/schemas/progress.js';
import type { ProgressResponse, SummaryResponse } from '../../../shared/schemas/responses.js';
import { askedAnswers, averageScoresBySchema } from '../../../shared/screener.js';
import {
  latestScreenerAnswers,
  listBalancedThoughts,
  listEarlierMoments,
  listRangeEntries,
  rangeFloor,
} from './queries.js';

/**
 * GET /api/progress?days=30|90&time_zone=...: the signed-in person's mood trend, check-in count,
 * current streak and weekly pattern activity, from their own rows only. Days are the person's
 * calendar days (their time zone; UTC when none or one the runtime does not know).
 */
export function createProgressRoutes(db: Database, clock: () => Date = () => new Date()) {
  return new Hono<AppEnv>()
    .get('/summary', async (c) => {
      // What the printable summary may show; the page includes nothing until the person ticks it.
      const user = requireUser(c);
      const [corePatterns, screener, thoughts] = await Promise.all([
        listCorePatterns(db, user.id),
        latestScreenerAnswers(db, user.id),
        listBalancedThoughts(db, user.id),
      ]);
      const scores = screener
        ? averageScoresBySchema(screener.items, askedAnswers(screener.items, screener.answers))
        : [];
      const scoreOf = new Map(scores.map((s) => [s.schema_key, Math.round(s.average_score * 100) / 100]));
      return c.json({
        core_patterns: corePatterns.map((key) => ({
          schema_key: key,
          latest_score: scoreOf.get(key) ?? null,
        })),
        screened_at: screener ? screener.createdAt.toISOString() : null,
        balanced_thoughts: thoughts,
      } satisfies SummaryResponse);
    })
    .get('/', async (c) => {
      const user = requireUser(c);
      const query = parseWith(ProgressQuerySchema, c.req.query());
      const timeZone = query.time_zone ?? 'UTC';
      const now = clock();
      const [entries, corePatterns] = await Promise.all([
        listRangeEntries(db, user.id, query.days, now),
        listCorePatterns(db, user.id),
      ]);
      let summary = summarizeProgress({ entries, range: query.days, timeZone, now, corePatterns });
      if (streakReachesRangeStart(summary)) {
        // A streak as long as the range: the days before it decide how long it really is.
        const earlier = await listEarlierMoments(db, user.id, rangeFloor(query.days, now));
        const earlierDays = [...entries.map((e) => e.createdAt), ...earlier].map((at) => localDay(at, timeZone));
        summary = summarizeProgress({ entries, range: query.days, timeZone, now, corePatterns, earlierDays });
      }
      return c.json(summary satisfies ProgressResponse);
    });
}
