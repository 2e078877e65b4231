import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CheckInListItemSchema,
  CheckInPageSchema,
  MeResponseSchema,
  ReflectResponseSchema,
} from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import CheckInPage from './check-in-page.js';

const pages = [{ path: 'check-in', Component: CheckInPage }];
const text = 'A long day at work, tired but fine.';
const serverReply = 'It sounds like the day asked a lot of you, and you still showed up for it.';
const TOKEN = 'header.payload.signature';

type Seen = { body: unknown };

/** The check-in endpoints; `reflect` decides what the reflection request answers. */
function fakeCheckIns(reflect: () => { status: number; body: unknown }) {
  return stubApi({
    'GET /api/me': () => reply(MeResponseSchema, signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 })),
    'GET /api/check-ins': () => reply(CheckInPageSchema, { items: [], total: 0, page: 1, page_size: 10 }),
    'POST /api/check-ins/reflect': reflect,
    'POST /api/check-ins': ({ body }: Seen) =>
      reply(
        CheckInListItemSchema,
        {
          id: '0b6e1c52-8a2f-4a55-9d3e-2f4c6a8b1d90',
          created_at: new Date().toISOString(),
          feeling_text: text,
          mood_level: 3,
          ai_response: (body as { reflection_token?: string }).reflection_token ? serverReply : null,
          detected_schemas: [],
          pattern_evidence: [],
          reframing_exercise: null,
          crisis: false,
        },
        201,
      ),
  });
}

async function submitCheckIn(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('What is on your mind?'), text);
  await app.user.click(screen.getByRole('button', { name: 'Reflect' }));
}

describe('check-in page: reflections the server rations and proves', () => {
  it('saves the entry with the server’s reflection token, never a reflection of its own', async () => {
    const api = fakeCheckIns(() =>
      reply(ReflectResponseSchema, {
        response: serverReply,
        detected: [],
        detected_schemas: [],
        crisis: false,
        safety: 'none',
        resources: [],
        reflection_token: TOKEN,
      }),
    );
    const app = renderApp('/check-in', pages);
    await submitCheckIn(app);
    await screen.findByText(serverReply);
    await waitFor(() => expect(api.calls('POST /api/check-ins')).toHaveLength(1));
    expect(api.calls('POST /api/check-ins')[0]!.body).toEqual({
      feeling_text: text,
      mood_level: 3,
      reflection_token: TOKEN,
    });
  });

  it('over the daily quota: says so kindly and saves the entry without a reflection', async () => {
    const message =
      'You have reached today’s limit of reflections. Your entries can still be saved; reflections return tomorrow.';
    const api = fakeCheckIns(() => replyError(429, 'reflection_daily_quota', message));
    const app = renderApp('/check-in', pages);
    await submitCheckIn(app);
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(api.calls('POST /api/check-ins')).toHaveLength(1));
    expect(api.calls('POST /api/check-ins')[0]!.body).toEqual({ feeling_text: text, mood_level: 3 });
    expect(await screen.findByText('Check-in saved')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('too many in a minute: keeps the words, and saves without a reflection only when asked', async () => {
    const message = 'Estás pidiendo reflexiones muy seguido. Espera un minuto y vuelve a intentarlo.';
    const api = fakeCheckIns(() => replyError(429, 'reflection_rate_limited', message));
    const app = renderApp('/es/check-in', pages);
    await app.user.type(await screen.findByLabelText('¿Qué tienes en mente?'), text);
    await app.user.click(screen.getByRole('button', { name: 'Reflexionar' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls('POST /api/check-ins')).toHaveLength(0);
    expect(screen.getByLabelText<HTMLTextAreaElement>('¿Qué tienes en mente?').value).toBe(text);

    await app.user.click(screen.getByRole('button', { name: 'Guardar sin reflexión' }));
    await waitFor(() => expect(api.calls('POST /api/check-ins')).toHaveLength(1));
    expect(api.calls('POST /api/check-ins')[0]!.body).toEqual({ feeling_text: text, mood_level: 3 });
  });
});

describe('check-in page: a reflection token the server no longer accepts', () => {
  it('saves the entry without the reflection rather than losing it, and says why', async () => {
    const message = 'This reflection has expired or was not made for this entry. Please ask for a new one.';
    const saves: unknown[] = [];
    const api = stubApi({
      'GET /api/me': () => reply(MeResponseSchema, signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 })),
      'GET /api/check-ins': () => reply(CheckInPageSchema, { items: [], total: 0, page: 1, page_size: 10 }),
      'POST /api/check-ins/reflect': () =>
        reply(ReflectResponseSchema, {
          response: serverReply,
          detected: [],
          detected_schemas: [],
          crisis: false,
          safety: 'none',
          resources: [],
          reflection_token: TOKEN,
        }),
      'POST /api/check-ins': ({ body }) => {
        saves.push(body);
        if (saves.length === 1) return replyError(400, 'reflection_token_invalid', message);
        return reply(
          CheckInListItemSchema,
          {
            id: '0b6e1c52-8a2f-4a55-9d3e-2f4c6a8b1d90',
            created_at: new Date().toISOString(),
            feeling_text: text,
            mood_level: 3,
            ai_response: null,
            detected_schemas: [],
            pattern_evidence: [],
            reframing_exercise: null,
            crisis: false,
          },
          201,
        );
      },
    });
    const app = renderApp('/check-in', pages);
    await submitCheckIn(app);
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ feeling_text: text, mood_level: 3 });
    expect(await screen.findByText('Check-in saved')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});
