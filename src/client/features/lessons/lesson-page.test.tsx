import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS, type LessonProgressState } from '../../../shared/lessons.js';
import {
  LessonDetailResponseSchema,
  LessonFirstOpenResponseSchema,
  LessonProgressResponseSchema,
  LessonReflectResponseSchema,
  type LessonDetail,
} from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi, type SeenRequest } from '../../test/fake-api.js';
import { asSignedIn, renderApp } from '../../test/render-app.js';
import LessonPage from './lesson-page.js';

const pages = [
  { path: 'lessons/:id', Component: LessonPage },
  { path: 'lessons', Component: () => <h1>Library page</h1> },
];

const lesson: LessonDetail = {
  id: 'abandonment-1',
  schema_type: 'Abandonment',
  schema_label: 'Abandonment',
  order_index: 1,
  estimated_minutes: 9,
  title: 'Fear of abandonment: when closeness feels fragile',
  description: 'What this pattern is and how it shows up.',
  content:
    '## What this pattern is\n\nA worry that people will **leave**.\n\n<b>raw html</b>\n\n<img src="x" onerror="alert(1)">\n\n- With a partner\n- With friends',
  exercises: ['Think of the last time someone seemed far away.', 'Notice where the fear shows up in your body.'],
  challenge_exercises: ['Write the evidence for and against.', 'Write two other explanations.'],
};

type Routes = Parameters<typeof stubApi>[0];

/** A subscriber on one lesson; the progress endpoints answer like the server, from the shared rules. */
function fakeLesson(initial: LessonProgressState | null, extra: Routes = {}) {
  let progress: LessonProgressState = initial ?? EMPTY_PROGRESS;
  const base = '/api/lessons/abandonment-1';
  const answer = () => reply(LessonProgressResponseSchema, { progress });
  return stubApi({
    ...asSignedIn({ status: 'unlimited' }),
    [`GET ${base}`]: () => reply(LessonDetailResponseSchema, { lesson, progress: initial }),
    [`POST ${base}/first-open`]: () => reply(LessonFirstOpenResponseSchema, { progress: null, prefill: [] }),
    [`PUT ${base}/progress/notes`]: ({ body }: SeenRequest) => {
      const { stage, notes } = body as { stage: 'identify' | 'understand' | 'challenge'; notes: string };
      progress = { ...progress, [`${stage}_notes`]: notes };
      return answer();
    },
    [`POST ${base}/progress/continue`]: ({ body }: SeenRequest) => {
      const { from } = body as { from: 'identify' | 'understand' };
      progress = { ...progress, current_stage: from === 'identify' ? 'understand' : 'challenge' };
      return answer();
    },
    [`POST ${base}/progress/complete`]: ({ body }: SeenRequest) => {
      progress = {
        ...progress,
        notes: (body as { notes: string }).notes,
        completed: true,
        current_stage: 'completed',
        completed_at: '2026-04-01T10:00:00.000Z',
      };
      return answer();
    },
    [`PUT ${base}/progress/completed`]: ({ body }: SeenRequest) => {
      const completed = (body as { completed: boolean }).completed;
      progress = completed
        ? { ...progress, completed, current_stage: 'completed', completed_at: '2026-04-01T10:00:00.000Z' }
        : { ...progress, completed, completed_at: null };
      return answer();
    },
    ...extra,
  });
}

const stage = (name: string) => screen.getByRole('region', { name: new RegExp(name) });
const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('lesson detail: reading', () => {
  it('shows the badge, minutes, title and the markdown, never the raw HTML in it', async () => {
    fakeLesson(EMPTY_PROGRESS);
    renderApp('/lessons/abandonment-1', pages);
    expect(await screen.findByRole('heading', { level: 1, name: lesson.title })).toBeTruthy();
    expect(screen.getByText('9 min')).toBeTruthy();
    expect(screen.getByText('Abandonment').className).toContain('rose');
    expect(screen.getByRole('heading', { level: 2, name: 'What this pattern is' })).toBeTruthy();
    expect(screen.getByText('leave').tagName).toBe('STRONG');
    expect(screen.getByText('With friends').tagName).toBe('LI');
    expect(document.querySelector('main img')).toBeNull();
    expect(document.querySelector('main b')).toBeNull();
    // The tags are dropped, their words stay plain text.
    expect(screen.getByText('raw html').tagName).toBe('P');
    expect(screen.getByText(/This lesson is for education and self-reflection. It is not therapy/)).toBeTruthy();
  });

  it('an unknown lesson: "Lesson not found" and the way back to the library', async () => {
    stubApi({
      ...asSignedIn({ status: 'unlimited' }),
      'GET /api/lessons/nope': () => replyError(404, 'not_found', 'Not found'),
    });
    const app = renderApp('/lessons/nope', pages);
    expect(await screen.findByRole('heading', { name: 'Lesson not found' })).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: 'Back to Lessons' }));
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeTruthy();
  });

  it('a person without a plan sees the subscription gate', async () => {
    const api = stubApi({
      ...asSignedIn({ status: 'allowed', used: 0, limit: 5, remaining: 5 }),
      'GET /api/lessons/abandonment-1': () => replyError(403, 'subscription_required', 'Subscribers only'),
    });
    renderApp('/es/lessons/abandonment-1', pages);
    expect(await screen.findByRole('heading', { name: 'Las lecciones requieren suscripción' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes de suscripción' }).getAttribute('href')).toBe(
      '/es/subscription',
    );
    expect(api.calls('POST /api/lessons/abandonment-1/first-open')).toHaveLength(0);
  });

  it('a failed load says so in a toast', async () => {
    stubApi({
      ...asSignedIn({ status: 'unlimited' }),
      'GET /api/lessons/abandonment-1': () => replyError(500, 'internal_error', 'Boom'),
    });
    renderApp('/lessons/abandonment-1', pages);
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Could not load lesson').length).toBeGreaterThan(0);
  });
});

describe('lesson detail: stages unlock in order', () => {
  it('Identify is open, the others locked; Continue saves the notes and opens Understand with its four prompts', async () => {
    const api = fakeLesson(EMPTY_PROGRESS);
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    expect(within(stage('Identify the Pattern')).getByText(lesson.exercises[0]!)).toBeTruthy();
    expect(trigger('Understand the Origins').hasAttribute('disabled')).toBe(true);
    expect(trigger('Challenge the Belief').hasAttribute('disabled')).toBe(true);
    expect(within(trigger('Understand the Origins')).getByText('Locked')).toBeTruthy();

    await app.user.type(within(stage('Identify the Pattern')).getByLabelText('Your notes'), 'I check my phone a lot.');
    await app.user.click(within(stage('Identify the Pattern')).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Stage unlocked')).toBeTruthy();
    expect(screen.getByText('Understand the Origins is now open.')).toBeTruthy();
    expect(api.calls('PUT /api/lessons/abandonment-1/progress/notes')[0]!.body).toEqual({
      stage: 'identify',
      notes: 'I check my phone a lot.',
    });
    expect(api.calls('POST /api/lessons/abandonment-1/progress/continue')[0]!.body).toEqual({ from: 'identify' });
    const understand = stage('Understand the Origins');
    for (const prompt of [
      'When do you remember first feeling this way?',
      'What early experiences may have reinforced it?',
      'How might this pattern have served or protected you?',
      'What keeps it going today?',
    ])
      expect(within(understand).getByText(prompt)).toBeTruthy();
    expect(trigger('Challenge the Belief').hasAttribute('disabled')).toBe(true);
  });

  it('Continue with blank notes asks for notes first and moves nothing', async () => {
    const api = fakeLesson(EMPTY_PROGRESS);
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    const continueButton = within(stage('Identify the Pattern')).getByRole('button', { name: 'Continue' });
    expect(continueButton.getAttribute('aria-disabled')).toBe('true');
    await app.user.click(continueButton);
    expect(await screen.findByText('Write a few notes before you continue')).toBeTruthy();
    expect(api.calls('POST /api/lessons/abandonment-1/progress/continue')).toHaveLength(0);
    expect(trigger('Understand the Origins').hasAttribute('disabled')).toBe(true);
  });

  it('a completed lesson opens every stage, and its Completed toggle marks it incomplete', async () => {
    const done: LessonProgressState = {
      ...EMPTY_PROGRESS,
      completed: true,
      current_stage: 'completed',
      identify_notes: 'a',
      understand_notes: 'b',
      challenge_notes: 'c',
      notes: 'lighter',
      completed_at: '2026-04-01T10:00:00.000Z',
    };
    const api = fakeLesson(done);
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    expect(trigger('Understand the Origins').hasAttribute('disabled')).toBe(false);
    expect(trigger('Challenge the Belief').hasAttribute('disabled')).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Completed', pressed: true });
    await app.user.click(toggle);
    expect(await screen.findByText('Marked as incomplete')).toBeTruthy();
    expect(api.calls('PUT /api/lessons/abandonment-1/progress/completed')[0]!.body).toEqual({ completed: false });
    expect(screen.getByRole('button', { name: 'Completed', pressed: false })).toBeTruthy();
    // The stage is kept: the stages stay open after the toggle.
    expect(trigger('Challenge the Belief').hasAttribute('disabled')).toBe(false);
  });
});

describe('lesson detail: reflections on notes', () => {
  it('blank notes: Get Reflection is unavailable and says "No notes to reflect on", asking nothing of the server', async () => {
    const api = fakeLesson(EMPTY_PROGRESS);
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    const identify = stage('Identify the Pattern');
    const getReflection = within(identify).getByRole('button', { name: 'Get Reflection' });
    expect(getReflection.getAttribute('aria-disabled')).toBe('true');
    await app.user.type(within(identify).getByLabelText('Your notes'), '   ');
    await app.user.click(getReflection);
    expect(await screen.findByText('No notes to reflect on')).toBeTruthy();
    expect(screen.getByText('Please write some notes first')).toBeTruthy();
    expect(api.calls('POST /api/lessons/reflect')).toHaveLength(0);
  });

  it('notes get a reflection from the server, sent with the lesson’s pattern and stage', async () => {
    const api = fakeLesson(EMPTY_PROGRESS, {
      'POST /api/lessons/reflect': () =>
        reply(LessonReflectResponseSchema, {
          reflection: 'Noticing this is already a step.',
          safety_level: 'none',
          resources: [],
        }),
    });
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    const identify = stage('Identify the Pattern');
    await app.user.type(within(identify).getByLabelText('Your notes'), 'When she is late I panic.');
    await app.user.click(within(identify).getByRole('button', { name: 'Get Reflection' }));
    expect(await within(identify).findByText('Noticing this is already a step.')).toBeTruthy();
    expect(api.calls('POST /api/lessons/reflect')[0]!.body).toMatchObject({
      notes: 'When she is late I panic.',
      schema_type: 'Abandonment',
      stage: 'identify',
    });
  });

  it('a crisis reply shows the crisis card with help lines instead of a reflection', async () => {
    fakeLesson(EMPTY_PROGRESS, {
      'POST /api/lessons/reflect': () =>
        reply(LessonReflectResponseSchema, {
          reflection: 'Thank you for telling me. You deserve support now.',
          safety_level: 'current_risk',
          resources: [],
        }),
    });
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    const identify = stage('Identify the Pattern');
    await app.user.type(within(identify).getByLabelText('Your notes'), 'I do not want to be here anymore.');
    await app.user.click(within(identify).getByRole('button', { name: 'Get Reflection' }));
    const card = await screen.findByRole('region', { name: /You deserve support right now/ });
    expect(within(card).getByText('Thank you for telling me. You deserve support now.')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toBe(true);
  });

  it('a failed reflection: "Could not generate reflection" / "Please try again"', async () => {
    fakeLesson(EMPTY_PROGRESS, { 'POST /api/lessons/reflect': () => replyError(500, 'internal_error', 'Boom') });
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    const identify = stage('Identify the Pattern');
    await app.user.type(within(identify).getByLabelText('Your notes'), 'Some notes.');
    await app.user.click(within(identify).getByRole('button', { name: 'Get Reflection' }));
    expect(await screen.findByText('Could not generate reflection')).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
  });
});

describe('lesson detail: first open and completion', () => {
  it('first open with matching check-ins pre-fills Identify, opens Understand and says "Pattern Detected"', async () => {
    const prefilled = 'Check-in 1 (March 3, 2026): "I felt left out again"';
    const api = fakeLesson(null, {
      'POST /api/lessons/abandonment-1/first-open': () =>
        reply(LessonFirstOpenResponseSchema, {
          progress: { ...EMPTY_PROGRESS, current_stage: 'understand', identify_notes: prefilled },
          prefill: [{ number: 1, created_at: '2026-03-03T10:00:00.000Z', feeling_text: 'I felt left out again' }],
        }),
    });
    renderApp('/lessons/abandonment-1', pages);
    expect(await screen.findByText('Pattern Detected')).toBeTruthy();
    expect(within(stage('Identify the Pattern')).getByLabelText<HTMLTextAreaElement>('Your notes').value).toBe(
      prefilled,
    );
    expect(within(stage('Understand the Origins')).getByText('What keeps it going today?')).toBeTruthy();
    expect(trigger('Challenge the Belief').hasAttribute('disabled')).toBe(true);
    expect(api.calls('POST /api/lessons/abandonment-1/first-open')).toHaveLength(1);
  });

  it('no first-open request when progress exists', async () => {
    const api = fakeLesson({ ...EMPTY_PROGRESS, identify_notes: 'mine' });
    renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    await waitFor(() => expect(api.calls('GET /api/lessons/abandonment-1')).toHaveLength(1));
    expect(api.calls('POST /api/lessons/abandonment-1/first-open')).toHaveLength(0);
  });

  it('challenge notes bring "How do you feel now?"; Save & Complete Lesson completes it', async () => {
    const api = fakeLesson({
      ...EMPTY_PROGRESS,
      current_stage: 'challenge',
      identify_notes: 'a',
      understand_notes: 'b',
    });
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    expect(screen.queryByRole('heading', { name: 'How do you feel now?' })).toBeNull();
    const challenge = stage('Challenge the Belief');
    expect(within(challenge).getByText(lesson.challenge_exercises[0]!)).toBeTruthy();
    await app.user.type(within(challenge).getByLabelText('Your notes'), 'She was on a train.');
    await app.user.click(within(challenge).getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Notes saved')).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'How do you feel now?' })).toBeTruthy();
    const complete = screen.getByRole('button', { name: 'Save & Complete Lesson' });
    expect(complete.hasAttribute('disabled')).toBe(true);
    await app.user.type(screen.getByLabelText('Your closing reflection'), 'Calmer than before.');
    await app.user.click(complete);
    expect(await screen.findByText('Reflection saved!')).toBeTruthy();
    expect(screen.getByText('Lesson completed!')).toBeTruthy();
    expect(api.calls('POST /api/lessons/abandonment-1/progress/complete')[0]!.body).toEqual({
      notes: 'Calmer than before.',
    });
    expect(screen.getByRole('button', { name: 'Completed', pressed: true })).toBeTruthy();
  });

  it('a notes save the server refuses says why', async () => {
    const message = 'These notes are too long to save: one notes box holds up to 20,000 characters.';
    fakeLesson(EMPTY_PROGRESS, {
      'PUT /api/lessons/abandonment-1/progress/notes': () => replyError(400, 'validation_error', message),
    });
    const app = renderApp('/lessons/abandonment-1', pages);
    await screen.findByRole('heading', { level: 1, name: lesson.title });
    const identify = stage('Identify the Pattern');
    await app.user.type(within(identify).getByLabelText('Your notes'), 'Notes.');
    await app.user.click(within(identify).getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Could not save notes')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
