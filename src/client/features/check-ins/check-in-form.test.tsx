import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CheckInListItemSchema,
  CheckInPageSchema,
  MeResponseSchema,
  ReflectResponseSchema,
  type ReflectResponse,
} from '../../../shared/schemas/responses.js';
import { deferred, reply, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import CheckInPage from './check-in-page.js';

/**
 * The check-in form's visible states, as a person meets them. Only what they see is asserted
 * (labels, buttons, messages, the text they wrote), so the form may change how it saves.
 */
const pages = [{ path: 'check-in', Component: CheckInPage }];
const WROTE = 'A long day at work, and I kept thinking about the meeting.';

const reflection: ReflectResponse = {
  response: 'It sounds like the meeting stayed with you for the rest of the day.',
  detected: [],
  detected_schemas: [],
  crisis: false,
  safety: 'none',
  resources: [],
  reflection_token: 'header.payload.signature',
};

type Reply = { status: number; body: unknown };

function fakeCheckIns(routes: { reflect?: () => Reply | Promise<Reply>; save?: () => Reply | Promise<Reply> } = {}) {
  return stubApi({
    'GET /api/me': () => reply(MeResponseSchema, signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 })),
    'GET /api/check-ins': () => reply(CheckInPageSchema, { items: [], total: 0, page: 1, page_size: 10 }),
    'POST /api/check-ins/reflect': routes.reflect ?? (() => reply(ReflectResponseSchema, reflection)),
    'POST /api/check-ins':
      routes.save ??
      (() =>
        reply(
          CheckInListItemSchema,
          {
            id: '0b7c4a2e-9d1f-4e3a-8b6c-5d4e3f2a1b0c',
            created_at: '2026-03-02T18:30:00.000Z',
            feeling_text: WROTE,
            mood_level: 3,
            ai_response: reflection.response,
            detected_schemas: [],
            pattern_evidence: [],
            reframing_exercise: null,
            crisis: false,
          },
          201,
        )),
  });
}

async function openForm(path = '/check-in') {
  const app = renderApp(path, pages);
  const label = path.startsWith('/es') ? '¿Qué tienes en mente?' : 'What is on your mind?';
  const textbox = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: label });
  return { ...app, textbox };
}

describe('the check-in form', () => {
  it('says what is missing when sent empty, and sends nothing', async () => {
    const api = fakeCheckIns();
    const { user, textbox } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Reflect' }));

    expect(await screen.findAllByText("Please share how you're feeling")).not.toHaveLength(0);
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    // The toast comes a moment later: sonner loads with the first toast (lib/toast.ts).
    expect(await screen.findByText('Validation error')).toBeTruthy();
    expect(api.calls('POST /api/check-ins/reflect')).toHaveLength(0);
  });

  it('says it in Spanish under /es', async () => {
    fakeCheckIns();
    const { user } = await openForm('/es/check-in');
    await user.click(screen.getByRole('button', { name: 'Reflexionar' }));
    expect(await screen.findAllByText('Cuéntanos cómo te sientes')).not.toHaveLength(0);
  });

  it('counts the characters as the person types', async () => {
    fakeCheckIns();
    const { user, textbox } = await openForm();
    expect(screen.getByText('0/500')).toBeTruthy();
    await user.type(textbox, 'A long day');
    expect(screen.getByText('10/500')).toBeTruthy();
    expect(textbox.value).toBe('A long day');
  });

  it('over 500 characters, shows the count past the limit and refuses to send', async () => {
    const api = fakeCheckIns();
    const { user, textbox } = await openForm();
    await user.click(textbox);
    await user.paste('a'.repeat(501));
    expect(screen.getByText('501/500')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reflect' }));
    expect(await screen.findAllByText('Please keep your reflection under 500 characters')).not.toHaveLength(0);
    expect(textbox.value).toHaveLength(501);
    expect(api.calls('POST /api/check-ins/reflect')).toHaveLength(0);
  });

  it('while reflecting, the button says so and cannot be pressed again; then the reflection shows', async () => {
    const pending = deferred<Reply>();
    const api = fakeCheckIns({ reflect: () => pending.promise });
    const { user, textbox } = await openForm();
    await user.type(textbox, WROTE);
    await user.click(screen.getByRole('button', { name: 'Reflect' }));

    const busy = await screen.findByRole('button', { name: 'Reflecting…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await user.click(busy);
    expect(api.calls('POST /api/check-ins/reflect')).toHaveLength(1);

    pending.resolve(reply(ReflectResponseSchema, reflection));
    expect(await screen.findByRole('heading', { name: 'Your reflection' })).toBeTruthy();
    expect(screen.getByText(reflection.response)).toBeTruthy();
    expect(await screen.findByText('Check-in saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reflect' }).hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(textbox.value).toBe(''));
  });

  it('moves focus to the reflection, named and described, once it arrives', async () => {
    fakeCheckIns();
    const { user, textbox } = await openForm();
    await user.type(textbox, WROTE);
    await user.click(screen.getByRole('button', { name: 'Reflect' }));

    const region = await screen.findByRole('region', { name: 'Your reflection' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(region.getAttribute('aria-describedby')).toBe('reflection-text');
    expect(document.getElementById('reflection-text')?.textContent).toBe(reflection.response);
  });

  it('when the server fails, says so and keeps what the person wrote', async () => {
    fakeCheckIns({
      reflect: () => replyError(500, 'internal', 'Something went wrong on our side.'),
      save: () => replyError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user, textbox } = await openForm();
    await user.type(textbox, WROTE);
    await user.click(screen.getByRole('button', { name: 'Reflect' }));

    expect(await screen.findByText('Could not save check-in')).toBeTruthy();
    expect(textbox.value).toBe(WROTE);
    expect(screen.getByRole('button', { name: 'Reflect' }).hasAttribute('disabled')).toBe(false);
  });

  it('at the free limit, shows the server’s message and keeps the text', async () => {
    fakeCheckIns({
      reflect: () =>
        replyError(403, 'check_in_limit', 'You have used your free check-ins.', { access: 'limit_reached' }),
    });
    const { user, textbox } = await openForm();
    await user.type(textbox, WROTE);
    await user.click(screen.getByRole('button', { name: 'Reflect' }));

    expect(await screen.findByText('Check-in limit reached')).toBeTruthy();
    expect(screen.getByText('You have used your free check-ins.')).toBeTruthy();
    expect(textbox.value).toBe(WROTE);
  });
});
