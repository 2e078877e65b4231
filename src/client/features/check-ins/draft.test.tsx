import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../shared/schemas/responses.js';
import { checkInRoutes, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import CheckInPage from './check-in-page.js';

/**
 * A draft that survives (issue 14): what is being written is kept on this device for that person,
 * restored when the page opens again, sent only when they submit, and gone after a save, at
 * sign-out, and for anyone else signing in on the same device.
 */
const pages = [
  { path: 'check-in', Component: CheckInPage },
  { path: 'auth', Component: () => <h1>Sign in page</h1> },
  { path: 'help', Component: () => <h1>Help page</h1> },
];
const ANA = signedInAs({ status: 'unlimited' });
const BEN: MeResponse = { ...ANA, user: { id: 'user-2', email: 'ben@example.com', name: 'Ben' } };
const WROTE = 'The train stopped in a tunnel and I kept thinking about the meeting.';
const keyOf = (userId: string) => `patternwise:check-in-draft:${userId}`;

const savedEntry = {
  id: '0b7c4a2e-9d1f-4e3a-8b6c-5d4e3f2a1b0c',
  created_at: '2026-03-02T18:30:00.000Z',
  feeling_text: WROTE,
  mood_level: 4,
  ai_response: 'It sounds like a long day.',
  detected_schemas: [],
  pattern_evidence: [],
  reframing_exercise: null,
  crisis: false,
};

type Route = Parameters<typeof stubApi>[0][string];
function fakeApi(me: MeResponse | null = ANA, routes: Record<string, Route> = {}) {
  return stubApi({
    ...checkInRoutes({
      me: me ?? ANA,
      reflection: {
        response: 'It sounds like a long day.',
        detected: [],
        detected_schemas: [],
        crisis: false,
        safety: 'none',
        resources: [],
        reflection_token: 'header.payload.signature',
      },
      saved: savedEntry,
    }),
    ...(me ? {} : { 'GET /api/me': () => replyError(401, 'unauthorized', 'Please sign in.') }),
    'POST /api/auth/sign-out': () => ({ status: 200, body: { success: true } }),
    ...routes,
  });
}

/** The desktop header, where Sign Out is a button of its own. */
function wideWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const textbox = () => screen.findByLabelText<HTMLTextAreaElement>('What is on your mind?');
const sentTheWords = (api: ReturnType<typeof fakeApi>) =>
  api.requests.some((request) => JSON.stringify(request.body ?? null).includes('train stopped'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the draft kept on this device', () => {
  it('is kept while typing, sends nothing, and comes back with its mood when the page opens again', async () => {
    const api = fakeApi();
    const app = renderApp('/check-in', pages);
    await app.user.type(await textbox(), WROTE);
    fireEvent.change(screen.getByLabelText('Mood'), { target: { value: '4' } });
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).toContain('train stopped'));
    expect(JSON.parse(localStorage.getItem(keyOf('user-1')) ?? '{}')).toEqual({ feeling_text: WROTE, mood_level: 4 });
    expect(sentTheWords(api)).toBe(false);

    app.unmount();
    renderApp('/check-in', pages);
    expect((await textbox()).value).toBe(WROTE);
    expect(screen.getByLabelText<HTMLInputElement>('Mood').value).toBe('4');
    expect(screen.getByText('Your unsent words were kept on this device.')).toBeTruthy();
  });

  it('leaving the page asks nothing (the words stay on the device) and coming back restores them', async () => {
    fakeApi();
    const app = renderApp('/check-in', pages);
    await app.user.type(await textbox(), WROTE);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Need help now?' }));
    await waitFor(() => expect(app.path()).toBe('/help'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await app.router.navigate('/check-in');
    expect((await textbox()).value).toBe(WROTE);
  });

  it('is cleared once the check-in is saved', async () => {
    fakeApi();
    const app = renderApp('/check-in', pages);
    await app.user.type(await textbox(), WROTE);
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).not.toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Reflect' }));
    expect(await screen.findByText('It sounds like a long day.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('What is on your mind?').value).toBe(''));
    expect(localStorage.getItem(keyOf('user-1'))).toBeNull();

    app.unmount();
    renderApp('/check-in', pages);
    expect((await textbox()).value).toBe('');
  });

  it('belongs to one person: someone else signing in on the device never sees it', async () => {
    fakeApi(ANA);
    const first = renderApp('/check-in', pages);
    await first.user.type(await textbox(), WROTE);
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).not.toBeNull());
    first.unmount();

    fakeApi(BEN);
    const second = renderApp('/check-in', pages);
    expect((await textbox()).value).toBe('');
    await second.user.type(await textbox(), 'My own words');
    await waitFor(() => expect(localStorage.getItem(keyOf('user-2'))).toContain('My own words'));
    expect(localStorage.getItem(keyOf('user-1'))).toContain('train stopped');
  });

  it('is gone after sign-out, with what the device knew about the person', async () => {
    wideWindow();
    fakeApi();
    const app = renderApp('/check-in', pages);
    await app.user.type(await textbox(), WROTE);
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).not.toBeNull());
    expect(localStorage.getItem('patternwise:known-user')).toContain('user-1');
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(app.path()).toBe('/auth'));
    expect(localStorage.getItem(keyOf('user-1'))).toBeNull();
    expect(localStorage.getItem('patternwise:known-user')).toBeNull();
  });
});

describe('offline', () => {
  it('a submit sends nothing, says so politely and keeps the draft; online again it is sent', async () => {
    const api = fakeApi();
    const app = renderApp('/es/check-in', pages);
    await app.user.type(await screen.findByLabelText<HTMLTextAreaElement>('¿Qué tienes en mente?'), WROTE);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await app.user.click(screen.getByRole('button', { name: 'Reflexionar' }));
    const notice = await screen.findByText(/No tienes conexión, así que tu registro no se ha enviado/);
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(sentTheWords(api)).toBe(false);
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).toContain('train stopped'));

    online.mockReturnValue(true);
    await app.user.click(screen.getByRole('button', { name: 'Reflexionar' }));
    await waitFor(() => expect(api.calls('POST /api/check-ins')).toHaveLength(1));
    expect(api.calls('POST /api/check-ins')[0]?.body).toMatchObject({ feeling_text: WROTE });
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).toBeNull());
    expect(screen.queryByText(/No tienes conexión, así que/)).toBeNull();
  });

  it('a connection lost while saving says so and keeps the words', async () => {
    fakeApi(ANA, {
      'POST /api/check-ins': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const app = renderApp('/check-in', pages);
    await app.user.type(await textbox(), WROTE);
    await app.user.click(screen.getByRole('button', { name: 'Reflect' }));
    expect(await screen.findByText(/You are offline, so your check-in was not sent/)).toBeTruthy();
    expect((await textbox()).value).toBe(WROTE);
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).toContain('train stopped'));
  });

  it('a reload without the network opens the form and the draft of the person this device knew', async () => {
    fakeApi();
    const online = renderApp('/check-in', pages);
    await online.user.type(await textbox(), WROTE);
    await waitFor(() => expect(localStorage.getItem(keyOf('user-1'))).not.toBeNull());
    online.unmount();

    const networkDown = () => {
      throw new TypeError('Failed to fetch');
    };
    stubApi({ 'GET /api/me': networkDown, 'GET /api/check-ins': networkDown });
    renderApp('/check-in', pages);
    expect((await textbox()).value).toBe(WROTE);
  });

  it('a reload without the network, on a device that knows nobody, goes to sign in', async () => {
    const networkDown = () => {
      throw new TypeError('Failed to fetch');
    };
    stubApi({ 'GET /api/me': networkDown });
    const app = renderApp('/check-in', pages);
    await waitFor(() => expect(app.path()).toBe('/auth'));
  });
});

describe('when this device cannot keep a draft', () => {
  it('the page still asks before the words are left behind', async () => {
    // Storage that refuses every write, as some private modes do.
    vi.stubGlobal('localStorage', {
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    fakeApi();
    const app = renderApp('/check-in', pages);
    await app.user.type(await textbox(), WROTE);
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Need help now?' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
  });
});
