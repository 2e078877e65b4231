import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHEMA_KEYS, type SchemaKey } from './patterns.js';
import {
  askedAnswers,
  averageScoresBySchema,
  estimateMinutes,
  formatScore,
  getFollowupPlan,
  getScreenerProgress,
  getScreenerStep,
  suggestPatterns,
  type SchemaAverage,
  type ScreenerItem,
} from './screener.js';

/** 3 initial statements per pattern, shuffled in blocks, and 2 follow-ups per pattern, like the real content. */
const items: ScreenerItem[] = [
  ...[0, 1, 2].flatMap((round) =>
    SCHEMA_KEYS.map((key, index) => ({
      id: `${key}.i${round + 1}`,
      schema_key: key,
      order_index: round * 12 + index + 1,
      is_followup: false,
    })),
  ),
  ...[0, 1].flatMap((round) =>
    SCHEMA_KEYS.map((key, index) => ({
      id: `${key}.f${round + 1}`,
      schema_key: key,
      order_index: 100 + round * 12 + index,
      is_followup: true,
    })),
  ),
];
const initial = items.filter((item) => !item.is_followup);
const answerAll = (list: ScreenerItem[], score: (item: ScreenerItem) => number) =>
  list.map((item) => ({ item_id: item.id, score: score(item) }));

describe('averageScoresBySchema', () => {
  it('averages per pattern and ignores unknown items', () => {
    const answers = [
      { item_id: 'abandonment.i1', score: 5 },
      { item_id: 'abandonment.i2', score: 2 },
      { item_id: 'subjugation.i1', score: 3 },
      { item_id: 'nope', score: 5 },
    ];
    expect(averageScoresBySchema(items, answers)).toEqual([
      { schema_key: 'abandonment', average_score: 3.5, answered: 2 },
      { schema_key: 'subjugation', average_score: 3, answered: 1 },
    ]);
  });
});

describe('follow-up rule', () => {
  it('all 3s: no follow-up, the session is done after the first pass', () => {
    const answers = answerAll(initial, () => 3);
    expect(getFollowupPlan(items, answers).schemas).toEqual([]);
    expect(getScreenerProgress(items, answers)).toEqual({ phase: 'done', followupSchemas: [] });
  });

  it('a pattern averaging 4 or more gets only its follow-up statements, first one first', () => {
    const answers = answerAll(initial, (item) =>
      item.schema_key === 'abandonment' ? 5 : item.schema_key === 'subjugation' ? 4 : 2,
    );
    const progress = getScreenerProgress(items, answers);
    expect(progress.phase).toBe('followup');
    if (progress.phase !== 'followup') return;
    expect(progress.followupSchemas).toEqual(['abandonment', 'subjugation']);
    expect(progress.questions.map((q) => q.id)).toEqual([
      'abandonment.f1',
      'subjugation.f1',
      'abandonment.f2',
      'subjugation.f2',
    ]);
    expect(progress.index).toBe(0);
  });

  it('an average just under 4 does not qualify', () => {
    const answers = answerAll(initial, (item) =>
      item.schema_key === 'abandonment' ? (item.id.endsWith('i1') ? 3 : 4) : 1,
    );
    expect(getFollowupPlan(items, answers).schemas).toEqual([]);
  });

  it('resumes at the first unanswered statement of the current phase', () => {
    const answers = answerAll(initial.slice(0, 7), () => 2);
    expect(getScreenerProgress(items, answers)).toMatchObject({ phase: 'initial', index: 7 });
    const withGap = answerAll([...initial.slice(0, 3), ...initial.slice(4)], () => 2);
    expect(getScreenerProgress(items, withGap)).toMatchObject({ phase: 'initial', index: 3 });
  });

  it('is done once every follow-up statement is answered', () => {
    const first = answerAll(initial, (item) => (item.schema_key === 'self_sacrifice' ? 5 : 1));
    const followups = items.filter((item) => item.is_followup && item.schema_key === 'self_sacrifice');
    expect(getScreenerProgress(items, [...first, ...answerAll(followups, () => 1)])).toEqual({
      phase: 'done',
      followupSchemas: ['self_sacrifice'],
    });
  });

  it('follow-up answers do not change who qualifies for the follow-up phase', () => {
    const first = answerAll(initial, (item) => (item.schema_key === 'self_sacrifice' ? 4 : 1));
    const lowFollowup = answerAll(
      items.filter((item) => item.id === 'self_sacrifice.f1'),
      () => 1,
    );
    expect(getFollowupPlan(items, [...first, ...lowFollowup]).schemas).toEqual(['self_sacrifice']);
  });
});

describe('getScreenerStep: where the page stands, going back included', () => {
  const highAbandonment = answerAll(initial, (item) => (item.schema_key === 'abandonment' ? 5 : 1));

  it('the follow-ups continue the count and the percent of the first pass instead of restarting at 0%', () => {
    const lastInitial = getScreenerStep(
      items,
      answerAll(initial.slice(0, 35), () => 1),
    );
    expect(lastInitial).toMatchObject({ position: 35, total: 36, percent: 97, phase: 'initial', remaining: 1 });
    const firstFollowup = getScreenerStep(items, highAbandonment);
    expect(firstFollowup).toMatchObject({
      position: 36,
      total: 38,
      percent: 95,
      phase: 'followup',
      followupCount: 2,
      remaining: 2,
    });
    expect(firstFollowup?.item.id).toBe('abandonment.f1');
  });

  it('shows an earlier statement with its answer when asked, never one past the first unanswered', () => {
    const answers = answerAll(initial.slice(0, 5), (item) => (item.id === initial[2]!.id ? 4 : 2));
    expect(getScreenerStep(items, answers, 2)).toMatchObject({
      position: 2,
      answer: 4,
      canGoBack: true,
      remaining: 31,
    });
    expect(getScreenerStep(items, answers, 0)).toMatchObject({ position: 0, canGoBack: false });
    expect(getScreenerStep(items, answers, 9)).toMatchObject({ position: 5, answer: undefined });
    expect(getScreenerStep(items, answers, -1)).toMatchObject({ position: 5 });
    expect(getScreenerStep(items, answers)).toMatchObject({ position: 5 });
  });

  it('is null once every statement asked is answered', () => {
    expect(
      getScreenerStep(
        items,
        answerAll(initial, () => 3),
        4,
      ),
    ).toBeNull();
  });

  it('a changed first-pass answer can drop the follow-ups, and their answers leave the results', () => {
    const followupAnswer = { item_id: 'abandonment.f1', score: 5 };
    const changed = highAbandonment.map((a) => (a.item_id === 'abandonment.i1' ? { ...a, score: 1 } : a));
    expect(getScreenerStep(items, [...changed, followupAnswer])).toBeNull();
    expect(askedAnswers(items, [...changed, followupAnswer])).toEqual(changed);
    expect(askedAnswers(items, [...highAbandonment, followupAnswer])).toContainEqual(followupAnswer);
  });
});

describe('estimateMinutes', () => {
  it.each([
    [36, 3],
    [48, 4],
    [8, 1],
    [2, 1],
  ])('%s statements -> about %s minutes', (statements, minutes) => expect(estimateMinutes(statements)).toBe(minutes));
});

describe('suggestPatterns', () => {
  const avg = (schema_key: SchemaKey, average_score: number): SchemaAverage => ({
    schema_key,
    average_score,
    answered: 3,
  });

  it('all equal below threshold: pads to 2', () => {
    expect(suggestPatterns(SCHEMA_KEYS.map((key) => avg(key, 3))).map((s) => s.average_score)).toEqual([3, 3]);
  });

  it('includes every pattern at or above 3.2, capped at 3, highest first', () => {
    const scores = [
      avg('abandonment', 3.2),
      avg('subjugation', 4.5),
      avg('self_sacrifice', 3.19),
      avg('mistrust_abuse', 1),
    ];
    expect(suggestPatterns(scores).map((s) => s.schema_key)).toEqual(['subjugation', 'abandonment']);
    const many = [avg('abandonment', 4), avg('subjugation', 5), avg('self_sacrifice', 3.5), avg('mistrust_abuse', 3.3)];
    expect(suggestPatterns(many).map((s) => s.schema_key)).toEqual(['subjugation', 'abandonment', 'self_sacrifice']);
  });

  it('one scored pattern gives one suggestion; none gives none', () => {
    expect(suggestPatterns([avg('abandonment', 1)])).toHaveLength(1);
    expect(suggestPatterns([])).toEqual([]);
  });

  const averagesArbitrary = fc
    .uniqueArray(fc.constantFrom(...SCHEMA_KEYS), { minLength: 1, maxLength: 12 })
    .chain((keys) =>
      fc.tuple(
        fc.constant(keys),
        fc.array(fc.integer({ min: 10, max: 50 }), { minLength: keys.length, maxLength: keys.length }),
      ),
    )
    .map(([keys, scores]) => keys.map((key, i) => avg(key, scores[i]! / 10)));

  it('property: 1-3 suggestions (2-3 when 2+ scored), sorted, and every >= 3.2 included unless more than 3 are', () => {
    fc.assert(
      fc.property(averagesArbitrary, (averages) => {
        const suggestions = suggestPatterns(averages);
        expect(suggestions.length).toBeGreaterThanOrEqual(1);
        expect(suggestions.length).toBeLessThanOrEqual(3);
        if (averages.length >= 2) expect(suggestions.length).toBeGreaterThanOrEqual(2);
        for (let i = 1; i < suggestions.length; i += 1) {
          expect(suggestions[i - 1]!.average_score).toBeGreaterThanOrEqual(suggestions[i]!.average_score);
        }
        const above = averages.filter((a) => a.average_score >= 3.2);
        if (above.length <= 3) for (const a of above) expect(suggestions).toContainEqual(a);
        else expect(suggestions.every((s) => s.average_score >= 3.2)).toBe(true);
        const lowestShown = Math.min(...suggestions.map((s) => s.average_score));
        const hidden = averages.filter((a) => !suggestions.includes(a));
        expect(hidden.every((a) => a.average_score <= lowestShown)).toBe(true);
      }),
    );
  });

  it('property: the screener always ends, answering the questions it asks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 60, maxLength: 60 }), (scores) => {
        const answers: { item_id: string; score: number }[] = [];
        for (let step = 0; step < 100; step += 1) {
          const progress = getScreenerProgress(items, answers);
          if (progress.phase === 'done') return;
          const next = progress.questions[progress.index]!;
          answers.push({ item_id: next.id, score: scores[answers.length]! });
        }
        throw new Error('the screener did not end');
      }),
    );
  });
});

describe('formatScore', () => {
  it.each([
    [3, '3.0'],
    [3.333, '3.3'],
    [4.25, '4.3'],
    [5, '5.0'],
  ])('%s -> %s', (score, text) => expect(formatScore(score)).toBe(text));
});
