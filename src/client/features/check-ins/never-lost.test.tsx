import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckInListItemSchema,
  CheckInPageSchema,
  FinalReflectionResponseSchema,
  ReflectResponseSchema,
  type CheckInListItem,
  type ReflectResponse,
} from '../../../shared/schemas/responses.js';
import { checkInRoutes, reply, replyError, stubApi, type SeenRequest } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import CheckInPage from './check-in-page.js';
import CheckInHistoryPage from './history-page.js';

/**
 * Words are never lost (beyond-the-spec 4b), as a person meets it: the entry is saved with its
 * reflection at once, the exercise is optional and attached to it, the closing reflection stays,
 * leaving with unsaved text asks first, a failed reflection is saved without using a free check-in,
 * and the history deletes an entry only after a confirmation.
 */
const pages = [
  { path: 'check-in', Component: CheckInPage },
  { path: 'check-in/history', Component: CheckInHistoryPage },
  { path: 'help', Component: () => <h1>Help page</h1> },
];
const ID = '0b7c4a2e-9d1f-4e3a-8b6c-5d4e3f2a1b0c';
const WROTE = "I'm worthless and there is something wrong with me.";
const TOKEN = 'header.payload.signature';
const FINAL_TOKEN = 'final.payload.signature';
const CLOSING = 'You looked at the thought from more than one side. That takes courage.';

const withPattern: ReflectResponse = {
  response: 'It sounds like a harsh voice was loud today.',
  detected: [{ schema_key: 'defectiveness_shame', phrase: 'something wrong with me' }],
  detected_schemas: ['defectiveness_shame'],
  crisis: false,
  safety: 'none',
  resources: [],
  reflection_token: TOKEN,
};

const savedEntry = (overrides: Partial<CheckInListItem> = {}): CheckInListItem => ({
  id: ID,
  created_at: '2026-03-02T18:30:00.000Z',
  feeling_text: WROTE,
  mood_level: 2,
  ai_response: withPattern.response,
  detected_schemas: ['defectiveness_shame'],
  pattern_evidence: withPattern.detected,
  reframing_exercise: null,
  crisis: false,
  ...overrides,
});

const answers = {
  evidence_supporting: 'I made a mistake',
  evidence_challenging: 'My friends called today',
  alternative_thought: 'One mistake does not decide my worth',
};

type Reply = { status: number; body: unknown };
function fakeApi(routes: Record<string, (request: SeenRequest) => Reply | Promise<Reply>> = {}) {
  return stubApi({
    ...checkInRoutes({
      me: signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 }),
      reflection: withPattern,
      saved: savedEntry(),
    }),
    [`POST /api/check-ins/${ID}/final-reflection`]: () =>
      reply(FinalReflectionResponseSchema, {
        response: CLOSING,
        crisis: false,
        safety: 'none',
        resources: [],
        reflection_token: FINAL_TOKEN,
      }),
    [`PUT /api/check-ins/${ID}/reframing-exercise`]: () =>
      reply(CheckInListItemSchema, savedEntry({ reframing_exercise: { ...answers, final_reflection: CLOSING } })),
    ...routes,
  });
}

async function writeAndReflect(app: ReturnType<typeof renderApp>, text = WROTE, es = false) {
  await app.user.type(await screen.findByLabelText(es ? '¿Qué tienes en mente?' : 'What is on your mind?'), text);
  await app.user.click(screen.getByRole('button', { name: es ? 'Reflexionar' : 'Reflect' }));
}

async function fillExercise(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('What makes this thought feel true?'), answers.evidence_supporting);
  await app.user.type(
    screen.getByLabelText('What does not fit with it, or points the other way?'),
    answers.evidence_challenging,
  );
  await app.user.type(
    screen.getByLabelText('What would be a more balanced way to see it?'),
    answers.alternative_thought,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a check-in with a pattern is saved at once; the exercise follows it', () => {
  it('saves the entry with its reflection before the exercise, which says it is optional', async () => {
    const api = fakeApi();
    const app = renderApp('/check-in', pages);
    await writeAndReflect(app);

    expect(await screen.findByRole('heading', { name: 'A short reframing exercise' })).toBeTruthy();
    expect(api.calls('POST /api/check-ins')).toHaveLength(1);
    expect(api.calls('POST /api/check-ins')[0]!.body).toEqual({
      feeling_text: WROTE,
      mood_level: 3,
      reflection_token: TOKEN,
    });
    expect(screen.getByText(/This exercise is optional: do it now, or later from your history/)).toBeTruthy();
    expect(await screen.findByText('Your check-in and its reflection are saved.')).toBeTruthy();

    // "Not now": the form is back, the reflection stays under it, and nothing else was sent.
    await app.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('What is on your mind?').value).toBe('');
    expect(screen.getByText(withPattern.response)).toBeTruthy();
    expect(api.calls(`PUT /api/check-ins/${ID}/reframing-exercise`)).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('"Not now" with answers written asks before discarding them', async () => {
    fakeApi();
    const app = renderApp('/check-in', pages);
    await writeAndReflect(app);
    await fillExercise(app);
    await app.user.click(screen.getByRole('button', { name: 'Not now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close the exercise without saving?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay and keep writing' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('What would be a more balanced way to see it?').value).toBe(
      answers.alternative_thought,
    );
  });

  it('completing attaches the answers to the saved entry with the closing reflection’s token; the closing reflection stays until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi();
    const app = renderApp('/check-in', pages);
    await writeAndReflect(app);
    await fillExercise(app);
    await app.user.click(screen.getByRole('button', { name: 'Complete Exercise' }));

    const closing = await screen.findByRole('heading', { name: 'Closing reflection' });
    expect(screen.getByText(CLOSING)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(closing));
    expect(api.calls(`POST /api/check-ins/${ID}/final-reflection`)[0]!.body).toMatchObject(answers);
    expect(api.calls(`PUT /api/check-ins/${ID}/reframing-exercise`)[0]!.body).toEqual({
      ...answers,
      final_reflection_token: FINAL_TOKEN,
    });
    // Saved once: the exercise does not save the entry again.
    expect(api.calls('POST /api/check-ins')).toHaveLength(1);

    // Well past the spec's 5 seconds, it is still there to read.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText(CLOSING)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(CLOSING)).toBeNull();
    expect(screen.getByLabelText('What is on your mind?')).toBeTruthy();
  });

  it('a new check-in takes the closing reflection’s place', async () => {
    fakeApi({
      'POST /api/check-ins/reflect': ({ body }) =>
        reply(
          ReflectResponseSchema,
          (body as { feeling_text: string }).feeling_text === WROTE
            ? withPattern
            : { ...withPattern, response: 'A quiet day.', detected: [], detected_schemas: [] },
        ),
    });
    const app = renderApp('/check-in', pages);
    await writeAndReflect(app);
    await fillExercise(app);
    await app.user.click(screen.getByRole('button', { name: 'Complete Exercise' }));
    expect(await screen.findByText(CLOSING)).toBeTruthy();
    await writeAndReflect(app, 'A quiet day, some tea.');
    await waitFor(() => expect(screen.queryByText(CLOSING)).toBeNull());
  });
});

/**
 * Check-in words are normally kept on the device as a draft (draft.test.tsx), so leaving loses
 * nothing and nothing asks; where the device refuses to keep them, the guard asks as before.
 */
function storageRefusesWrites() {
  vi.stubGlobal('localStorage', {
    length: 0,
    key: () => null,
    getItem: () => null,
    removeItem: () => {},
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
}

describe('leaving with unsaved text the device cannot keep', () => {
  it('a link inside the app asks first: stay keeps the words, leave goes', async () => {
    storageRefusesWrites();
    fakeApi();
    const app = renderApp('/check-in', pages);
    const textbox = await screen.findByLabelText<HTMLTextAreaElement>('What is on your mind?');
    await app.user.type(textbox, 'Half a thought');

    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Need help now?' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('What you wrote here is not saved yet');
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay and keep writing' }));
    expect(app.path()).toBe('/check-in');
    expect(textbox.value).toBe('Half a thought');

    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Need help now?' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(app.path()).toBe('/help'));
  });

  it('with nothing written, links go at once; with text, a reload or a closed tab gets the browser’s prompt', async () => {
    storageRefusesWrites();
    fakeApi();
    const app = renderApp('/check-in', pages);
    const textbox = await screen.findByLabelText('What is on your mind?');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await app.user.type(textbox, 'Half a thought');
    expect(unload()).toBe(true);
    await app.user.clear(textbox);
    expect(unload()).toBe(false);
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Need help now?' }));
    await waitFor(() => expect(app.path()).toBe('/help'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in Spanish under /es, for the exercise’s answers too', async () => {
    fakeApi();
    const app = renderApp('/es/check-in', pages);
    await writeAndReflect(app, WROTE, true);
    await app.user.type(
      await screen.findByLabelText('¿Cuál sería una forma más equilibrada de verlo?'),
      'Un error no decide lo que valgo',
    );
    await app.user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: '¿Necesitas ayuda ahora?' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    expect(within(dialog).getByRole('button', { name: 'Quedarme y seguir escribiendo' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Salir y descartar' })).toBeTruthy();
  });
});

describe('a reflection that failed', () => {
  it('saves the entry without a reflection token and says it does not use up a free check-in', async () => {
    const api = fakeApi({
      'POST /api/check-ins/reflect': () => replyError(503, 'internal', 'down'),
      'POST /api/check-ins': () =>
        reply(
          CheckInListItemSchema,
          savedEntry({ ai_response: null, detected_schemas: [], pattern_evidence: [] }),
          201,
        ),
    });
    const app = renderApp('/check-in', pages);
    await writeAndReflect(app);
    expect(await screen.findByText('Saved without a reflection, so it does not use up a free check-in.')).toBeTruthy();
    expect(api.calls('POST /api/check-ins')[0]!.body).toEqual({ feeling_text: WROTE, mood_level: 3 });
    expect(screen.queryByRole('heading', { name: 'A short reframing exercise' })).toBeNull();
  });
});

describe('the history', () => {
  const older = savedEntry({
    id: '1c8d5b3f-0e2a-4f4b-9c7d-6e5f4a3b2c1d',
    feeling_text: 'An older entry, a calm one.',
    detected_schemas: [],
    pattern_evidence: [],
    ai_response: 'A calm day.',
  });

  function fakeHistory(routes: Record<string, (request: SeenRequest) => Reply> = {}) {
    let items = [savedEntry(), older];
    return fakeApi({
      'GET /api/check-ins': () => reply(CheckInPageSchema, { items, total: items.length, page: 1, page_size: 20 }),
      [`DELETE /api/check-ins/${older.id}`]: () => {
        items = items.filter((i) => i.id !== older.id);
        return { status: 204, body: null };
      },
      ...routes,
    });
  }

  it('deletes an entry only after a confirmation that says no free check-in comes back', async () => {
    const api = fakeHistory();
    const app = renderApp('/check-in/history', pages);
    const entry = (await screen.findByText(older.feeling_text)).closest('article')!;

    await app.user.click(within(entry).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this check-in?' });
    expect(dialog.textContent).toContain('Deleting it does not give back a free check-in.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE /api/check-ins/${older.id}`)).toHaveLength(0);
    expect(screen.getByText(older.feeling_text)).toBeTruthy();

    await app.user.click(within(entry).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this check-in?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete check-in' }));
    await waitFor(() => expect(screen.queryByText(older.feeling_text)).toBeNull());
    expect(api.calls(`DELETE /api/check-ins/${older.id}`)).toHaveLength(1);
    expect(await screen.findByText('Check-in deleted')).toBeTruthy();
    expect(screen.getByText(WROTE)).toBeTruthy();
  });

  it('an entry whose exercise was left for later offers it, and completing attaches it to that entry', async () => {
    const api = fakeHistory();
    const app = renderApp('/check-in/history', pages);
    const entry = (await screen.findByText(WROTE)).closest('article')!;
    const olderEntry = screen.getByText(older.feeling_text).closest('article')!;
    // No pattern, no exercise.
    expect(within(olderEntry).queryByRole('button', { name: 'Do the reframing exercise' })).toBeNull();

    await app.user.click(within(entry).getByRole('button', { name: 'Do the reframing exercise' }));
    await fillExercise(app);
    await app.user.click(within(entry).getByRole('button', { name: 'Complete Exercise' }));
    expect(await within(entry).findByText(CLOSING)).toBeTruthy();
    expect(within(entry).getByText(answers.alternative_thought)).toBeTruthy();
    expect(api.calls(`PUT /api/check-ins/${ID}/reframing-exercise`)[0]!.body).toEqual({
      ...answers,
      final_reflection_token: FINAL_TOKEN,
    });
    expect(within(entry).queryByRole('button', { name: 'Do the reframing exercise' })).toBeNull();
  });
});
