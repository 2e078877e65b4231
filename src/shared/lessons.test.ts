import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMA_KEYS } from './patterns.js';
import {
  applyCompletionFilter,
  canCompleteLesson,
  completeLesson,
  countByCompletion,
  EMPTY_PROGRESS,
  isPriorityLesson,
  isStageUnlocked,
  type LessonProgressState,
  LESSON_STAGES,
  NOTE_STAGES,
  schemaNamesMatch,
  selectLibraryLessons,
  selectPrefillCheckIns,
  stageAfterContinue,
  stageAfterSavingNotes,
  toggleCompletion,
} from './lessons.js';

const lesson = (schema_type: string, order_index: number, completed = false) => ({
  id: `${schema_type}-${order_index}`,
  schema_type,
  order_index,
  completed,
});
const now = new Date('2026-11-24T10:00:00Z');

describe('schemaNamesMatch (spec 5: either contains the other, case-insensitive, underscores as spaces)', () => {
  it.each([
    ['Abandonment', 'abandonment', true],
    ['Mistrust', 'mistrust_abuse', true],
    ['Deprivation', 'emotional_deprivation', true],
    ['Defectiveness', 'defectiveness_shame', true],
    ['Standards', 'unrelenting_standards', true],
    ['Self Control', 'insufficient_self_control', true],
    ['Self Sacrifice', 'self_sacrifice', true],
    ['Inhibition', 'emotional_inhibition', true],
    ['Isolation', 'abandonment', false],
    ['Deprivation', 'emotional_inhibition', false],
    ['', 'abandonment', false],
    ['Abandonment', '   ', false],
  ])('%s ~ %s -> %s', (a, b, expected) => {
    expect(schemaNamesMatch(a, b)).toBe(expected);
    expect(schemaNamesMatch(b, a)).toBe(expected);
  });

  it('is symmetric and reflexive for any non-blank name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.replaceAll('_', ' ').trim() !== ''),
        fc.string(),
        (a, b) => {
          expect(schemaNamesMatch(a, a)).toBe(true);
          expect(schemaNamesMatch(a, b)).toBe(schemaNamesMatch(b, a));
        },
      ),
    );
  });

  it('each measured pattern key has a display name that matches it and no other key', () => {
    const names = [
      'Abandonment',
      'Mistrust',
      'Deprivation',
      'Defectiveness',
      'Dependence',
      'Vulnerability',
      'Subjugation',
      'Self Sacrifice',
      'Self Control',
      'Standards',
      'Negativity',
      'Inhibition',
    ];
    for (const key of SCHEMA_KEYS) expect(names.filter((name) => schemaNamesMatch(name, key))).toHaveLength(1);
  });
});

describe('selectLibraryLessons', () => {
  const all = [
    lesson('Standards', 19),
    lesson('Abandonment', 2),
    lesson('Isolation', 25),
    lesson('Abandonment', 1),
    lesson('Mistrust', 3),
  ];

  it('without core patterns or filter lists every lesson by order_index', () => {
    expect(selectLibraryLessons(all, { corePatterns: [] }).map((l) => l.order_index)).toEqual([1, 2, 3, 19, 25]);
  });

  it('with core patterns and no filter lists only priority lessons, priority marked', () => {
    const listed = selectLibraryLessons(all, { corePatterns: ['abandonment', 'unrelenting_standards'] });
    expect(listed.map((l) => l.order_index)).toEqual([1, 2, 19]);
    expect(listed.every((l) => l.isPriority)).toBe(true);
  });

  it('a URL filter keeps matching lessons in either direction, priority first then order_index', () => {
    const listed = selectLibraryLessons([...all, lesson('Mistrust', 4)], {
      corePatterns: ['abandonment'],
      schemaFilter: 'mistrust_abuse',
    });
    expect(listed.map((l) => l.order_index)).toEqual([3, 4]);
    expect(listed.every((l) => !l.isPriority)).toBe(true);
    const mixed = selectLibraryLessons(all, { corePatterns: ['mistrust_abuse'], schemaFilter: 's' });
    expect(mixed[0]!.schema_type).toBe('Mistrust');
  });

  it('isPriorityLesson matches a lesson to any of the core patterns', () => {
    expect(isPriorityLesson('Self Control', ['abandonment', 'insufficient_self_control'])).toBe(true);
    expect(isPriorityLesson('Isolation', ['abandonment'])).toBe(false);
    expect(isPriorityLesson('Abandonment', [])).toBe(false);
  });

  it('a blank filter is no filter', () => {
    expect(selectLibraryLessons(all, { corePatterns: [], schemaFilter: '  ' })).toHaveLength(5);
  });

  it('sorts priority before the rest and keeps order_index within each group (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            schema_type: fc.constantFrom('Abandonment', 'Mistrust', 'Standards', 'Isolation'),
            order_index: fc.integer({ min: 1, max: 50 }),
            completed: fc.boolean(),
          }),
        ),
        fc.subarray([...SCHEMA_KEYS]),
        fc.option(fc.constantFrom('abandonment', 'Mistrust', 'isolation'), { nil: undefined }),
        (lessons, corePatterns, schemaFilter) => {
          const listed = selectLibraryLessons(lessons, { corePatterns, schemaFilter });
          for (let i = 1; i < listed.length; i++) {
            const [a, b] = [listed[i - 1]!, listed[i]!];
            expect(Number(a.isPriority) >= Number(b.isPriority)).toBe(true);
            if (a.isPriority === b.isPriority) expect(a.order_index).toBeLessThanOrEqual(b.order_index);
          }
          if (schemaFilter) expect(listed.every((l) => schemaNamesMatch(l.schema_type, schemaFilter))).toBe(true);
          else if (corePatterns.length > 0) expect(listed.every((l) => l.isPriority)).toBe(true);
          else expect(listed).toHaveLength(lessons.length);
        },
      ),
    );
  });
});

describe('completion filter and counts', () => {
  const lessons = [lesson('A', 1, true), lesson('B', 2), lesson('C', 3, true)];
  it('filters all / completed / incomplete and counts each', () => {
    expect(applyCompletionFilter(lessons, 'all')).toHaveLength(3);
    expect(applyCompletionFilter(lessons, 'completed').map((l) => l.order_index)).toEqual([1, 3]);
    expect(applyCompletionFilter(lessons, 'incomplete').map((l) => l.order_index)).toEqual([2]);
    expect(countByCompletion(lessons)).toEqual({ all: 3, completed: 2, incomplete: 1 });
  });
  it('completed + incomplete = all (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ completed: fc.boolean() })), (items) => {
        const counts = countByCompletion(items);
        expect(counts.completed + counts.incomplete).toBe(counts.all);
        expect(applyCompletionFilter(items, 'completed')).toHaveLength(counts.completed);
      }),
    );
  });
});

describe('stages', () => {
  const at = (current_stage: LessonProgressState['current_stage'], extra: Partial<LessonProgressState> = {}) => ({
    ...EMPTY_PROGRESS,
    current_stage,
    ...extra,
  });

  it('identify is always open; understand and challenge open as the progress reaches them', () => {
    expect(NOTE_STAGES.map((s) => isStageUnlocked(s, at('identify')))).toEqual([true, false, false]);
    expect(NOTE_STAGES.map((s) => isStageUnlocked(s, at('understand')))).toEqual([true, true, false]);
    expect(NOTE_STAGES.map((s) => isStageUnlocked(s, at('challenge')))).toEqual([true, true, true]);
  });

  it('a completed lesson opens every stage, even if its stage was kept low', () => {
    expect(NOTE_STAGES.every((s) => isStageUnlocked(s, { completed: true, current_stage: 'identify' }))).toBe(true);
  });

  it('Continue needs the stage notes and opens the next stage', () => {
    expect(stageAfterContinue('identify', at('identify', { identify_notes: '  ' }))).toBeNull();
    expect(stageAfterContinue('identify', at('identify', { identify_notes: 'noticed it at work' }))).toBe('understand');
    expect(stageAfterContinue('understand', at('understand', { understand_notes: null }))).toBeNull();
    expect(stageAfterContinue('understand', at('understand', { understand_notes: 'it started early' }))).toBe(
      'challenge',
    );
  });

  it('saving notes moves the stage forward to the saved one but never locks a later stage again', () => {
    expect(stageAfterSavingNotes('identify', 'understand')).toBe('understand');
    expect(stageAfterSavingNotes('challenge', 'identify')).toBe('challenge');
    expect(stageAfterSavingNotes('completed', 'challenge')).toBe('completed');
    fc.assert(
      fc.property(fc.constantFrom(...LESSON_STAGES), fc.constantFrom(...NOTE_STAGES), (current, saved) => {
        const next = stageAfterSavingNotes(current, saved);
        expect(LESSON_STAGES.indexOf(next)).toBe(
          Math.max(LESSON_STAGES.indexOf(current), LESSON_STAGES.indexOf(saved)),
        );
      }),
    );
  });

  it('Save & Complete needs closing notes and a lesson not yet complete', () => {
    expect(canCompleteLesson(at('challenge'), '   ')).toBe(false);
    expect(canCompleteLesson(at('challenge'), 'lighter than before')).toBe(true);
    expect(canCompleteLesson(at('completed', { completed: true }), 'again')).toBe(false);
    expect(completeLesson(at('challenge'), 'lighter', now)).toMatchObject({
      completed: true,
      current_stage: 'completed',
      notes: 'lighter',
      completed_at: now.toISOString(),
    });
  });

  it('toggling off clears completed_at and keeps the stage; toggling on completes again', () => {
    const done = completeLesson(at('challenge'), 'ok', now);
    const off = toggleCompletion(done, now);
    expect(off).toMatchObject({ completed: false, completed_at: null, current_stage: 'completed', notes: 'ok' });
    expect(NOTE_STAGES.every((s) => isStageUnlocked(s, off))).toBe(true);
    const later = new Date('2026-11-25T08:00:00Z');
    expect(toggleCompletion(off, later)).toMatchObject({
      completed: true,
      current_stage: 'completed',
      completed_at: later.toISOString(),
    });
  });
});

describe('selectPrefillCheckIns (first open)', () => {
  const checkIn = (day: number, detected: string[] | null) => ({
    created_at: `2026-11-${String(day).padStart(2, '0')}T09:00:00Z`,
    feeling_text: `day ${day}`,
    detected_schemas: detected,
  });

  it('keeps up to three of the latest ten check-ins whose patterns match the lesson, newest first', () => {
    const recent = [
      checkIn(20, ['abandonment']),
      checkIn(19, null),
      checkIn(18, ['unrelenting_standards', 'abandonment']),
      checkIn(17, ['mistrust_abuse']),
      checkIn(16, ['abandonment']),
      checkIn(15, ['abandonment']),
    ];
    expect(selectPrefillCheckIns(recent, 'Abandonment').map((c) => c.feeling_text)).toEqual([
      'day 20',
      'day 18',
      'day 16',
    ]);
    expect(selectPrefillCheckIns(recent, 'Isolation')).toEqual([]);
  });

  it('never looks past the tenth check-in', () => {
    const recent = [
      ...Array.from({ length: 10 }, (_, i) => checkIn(20 - i, ['mistrust_abuse'])),
      checkIn(5, ['abandonment']),
    ];
    expect(selectPrefillCheckIns(recent, 'Abandonment')).toEqual([]);
  });
});
