import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  AccountDeletedSchema,
  MeResponseSchema,
  ReminderSettingsResponseSchema,
} from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import SettingsPage from './settings-page.js';

const pages = [
  { path: 'settings', Component: SettingsPage },
  // The sign-in page is another feature's: a stand-in is enough to see where people are sent.
  { path: 'auth', Component: () => <h1>Sign-in page</h1> },
];

const me = signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 });
const signedIn = {
  'GET /api/me': () => reply(MeResponseSchema, me),
  // The two-step sign-in section reads its status from Better Auth's session (two-factor-section.test.tsx).
  'GET /api/auth/get-session': () => ({ status: 200, body: { user: { twoFactorEnabled: false } } }),
  // The daily reminder section (reminder-section.test.tsx): the server's defaults.
  'GET /api/reminders': () =>
    reply(ReminderSettingsResponseSchema, {
      enabled: false,
      time: '20:00',
      days: [1, 2, 3, 4, 5, 6, 7],
      time_zone: null,
      next_due_at: null,
    }),
};
const ok = { status: 200, body: { status: true } };

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('signed out', () => {
  it('/settings sends a signed-out visitor to /auth', async () => {
    stubApi({ 'GET /api/me': () => replyError(401, 'unauthorized', 'Please sign in first') });
    const app = renderApp('/settings', pages);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(app.path()).toBe('/auth');
  });

  it('/es/settings sends them to /es/auth', async () => {
    stubApi({ 'GET /api/me': () => replyError(401, 'unauthorized', 'Primero inicia sesión') });
    const app = renderApp('/es/settings', pages);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(app.path()).toBe('/es/auth');
  });
});

describe('navigation', () => {
  it('the menu links to Settings in English', async () => {
    stubApi(signedIn);
    renderApp('/settings', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('and to Configuración in Spanish', async () => {
    stubApi(signedIn);
    renderApp('/es/settings', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Configuración' }).getAttribute('href')).toBe('/es/settings');
  });
});

describe('change name', () => {
  it('sends the new name to update-user and says it was saved', async () => {
    const api = stubApi({ ...signedIn, 'POST /api/auth/update-user': () => ok });
    const app = renderApp('/settings', pages);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Ana');
    await app.user.clear(name);
    await app.user.type(name, 'Ana María');
    await app.user.click(within(section('Your name')).getByRole('button', { name: 'Save name' }));
    expect(await within(section('Your name')).findByText('Your name was saved.')).toBeTruthy();
    expect(api.calls('POST /api/auth/update-user')[0]!.body).toEqual({ name: 'Ana María' });
    // The new name is read again wherever the page shows who is signed in.
    await waitFor(() => expect(api.calls('GET /api/me').length).toBeGreaterThan(1));
  });

  it('refuses a name with < or > before sending anything', async () => {
    const api = stubApi(signedIn);
    const app = renderApp('/settings', pages);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await app.user.type(name, '<b>');
    await app.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name cannot contain < or > or control characters')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});

describe('change password', () => {
  async function fill(app: ReturnType<typeof renderApp>, current: string, next: string) {
    const box = section('Change password');
    await app.user.type(within(box).getByLabelText('Current password'), current);
    await app.user.type(within(box).getByLabelText('New password'), next);
    await app.user.click(within(box).getByRole('button', { name: 'Change password' }));
  }

  it('needs the current password, signs out the other sessions and says so', async () => {
    const api = stubApi({ ...signedIn, 'POST /api/auth/change-password': () => ok });
    const app = renderApp('/settings', pages);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await fill(app, 'a calm river 42', 'a quiet forest 77');
    expect(
      await screen.findByText('Your password was changed. Any other device signed in to your account was signed out.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'a calm river 42',
      newPassword: 'a quiet forest 77',
      revokeOtherSessions: true,
    });
    expect(within(section('Change password')).getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('a wrong current password is said under that box', async () => {
    stubApi({
      ...signedIn,
      'POST /api/auth/change-password': () =>
        replyError(400, 'invalid_password', 'Your current password is not correct'),
    });
    const app = renderApp('/settings', pages);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await fill(app, 'not it at all', 'a quiet forest 77');
    const current = within(section('Change password')).getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your password was not changed: Your current password is not correct',
    );
  });

  it('checks the rules before sending: the current password is required and the new one must differ', async () => {
    const api = stubApi(signedIn);
    const app = renderApp('/settings', pages);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeTruthy();
    await fill(app, 'same password 1', 'same password 1');
    expect(await screen.findByText('The new password must be different from the current one')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});

describe('download my data', () => {
  /** The export answers with its file name; the click on the download link is recorded. */
  function withExport(status = 200) {
    const api = stubApi({
      ...signedIn,
      'GET /api/account/export': () =>
        status === 200
          ? { status, body: { format: 'patternwise-data-export' } }
          : replyError(503, 'service_unavailable', 'We cannot reach our database right now.'),
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await stubbed(input, init);
      const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!path.endsWith('/api/account/export') || !response.ok) return response;
      const headers = new Headers(response.headers);
      headers.set('content-disposition', 'attachment; filename="patternwise-data-2026-02-01.json"');
      return new Response(await response.text(), { status: response.status, headers });
    });
    const clicks: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const createObjectURL = vi.fn(() => 'blob:http://localhost/export-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    onTestFinished(() => click.mockRestore());
    return { api, clicks, createObjectURL };
  }

  it('downloads one JSON file under the server’s name, asked in the page’s language', async () => {
    const { api, clicks, createObjectURL } = withExport();
    const app = renderApp('/es/settings', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByText('Se está descargando tu archivo patternwise-data-2026-02-01.json.')).toBeTruthy();
    expect(clicks).toEqual([{ href: 'blob:http://localhost/export-1', download: 'patternwise-data-2026-02-01.json' }]);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(JSON.parse(await blob.text())).toEqual({ format: 'patternwise-data-export' });
    expect(api.calls('GET /api/account/export')[0]!.language).toBe('es');
  });

  it('says so when the file cannot be prepared', async () => {
    const { clicks } = withExport(503);
    const app = renderApp('/settings', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your file could not be prepared: We cannot reach our database right now.',
    );
    expect(clicks).toEqual([]);
  });
});

describe('delete my account', () => {
  it('explains what happens before asking for the password', async () => {
    stubApi(signedIn);
    renderApp('/settings', pages);
    const box = await screen.findByRole('region', { name: 'Delete my account' });
    const consequences = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(consequences).toEqual([
      'Your check-ins, reflections, screener answers, core patterns and lesson notes are erased for good.',
      'If you have a subscription, it is canceled right away and will not renew.',
      'You are signed out on every device.',
      'You can sign up again later with the same email, starting from scratch.',
    ]);
    expect(within(box).getByText('Want to keep a copy? Download your data first.')).toBeTruthy();
  });

  it('asks for the password before sending anything', async () => {
    const api = stubApi(signedIn);
    const app = renderApp('/settings', pages);
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Please type your password to confirm')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('a wrong password is said under the box, and the person stays', async () => {
    stubApi({
      ...signedIn,
      'POST /api/account/delete': () =>
        replyError(400, 'password_wrong', 'That password is not correct, so nothing was deleted.', {
          field: 'password',
        }),
    });
    const app = renderApp('/settings', pages);
    await app.user.type(await screen.findByLabelText('Type your password to confirm'), 'not it');
    await app.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('That password is not correct, so nothing was deleted.')).toBeTruthy();
    expect(screen.getByLabelText('Type your password to confirm').getAttribute('aria-invalid')).toBe('true');
    expect(app.path()).toBe('/settings');
  });

  it('an unreachable payment provider is an alert, and the person stays', async () => {
    const message =
      'We could not reach the payment provider to cancel your subscription, so nothing was deleted. Please try again in a few minutes.';
    stubApi({
      ...signedIn,
      'POST /api/account/delete': () => replyError(502, 'payment_provider_unavailable', message),
    });
    const app = renderApp('/settings', pages);
    await app.user.type(await screen.findByLabelText('Type your password to confirm'), 'a calm river 42');
    await app.user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Your account was not deleted: ${message}`);
    expect(app.path()).toBe('/settings');
  });

  it('deletes with the typed password, says so and leaves for the sign-in page of the language', async () => {
    let deleted = false;
    const api = stubApi({
      'GET /api/me': () =>
        deleted ? replyError(401, 'unauthorized', 'Primero inicia sesión') : reply(MeResponseSchema, me),
      'POST /api/account/delete': () => {
        deleted = true;
        return reply(AccountDeletedSchema, { deleted: true });
      },
    });
    // A check-in draft kept on the device (lib/check-in-draft.ts) goes with the account.
    localStorage.setItem(`patternwise:check-in-draft:${me.user.id}`, '{"feeling_text":"Unsent","mood_level":3}');
    const app = renderApp('/es/settings', pages);
    const box = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
    await app.user.type(within(box).getByLabelText('Escribe tu contraseña para confirmar'), 'a calm river 42');
    await app.user.click(within(box).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await screen.findByText('Eliminamos tu cuenta')).toBeTruthy();
    await waitFor(() => expect(app.path()).toBe('/es/auth'));
    expect(api.calls('POST /api/account/delete')[0]!.body).toEqual({ password: 'a calm river 42' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('patternwise:'))).toEqual([]);
    // No longer signed in: the menu is gone.
    expect(screen.queryByRole('link', { name: 'Configuración' })).toBeNull();
  });
});
