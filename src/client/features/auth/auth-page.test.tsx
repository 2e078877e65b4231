import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeResponseSchema } from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import AuthPage from './auth-page.js';

// Home stands in for itself: it sends a new account on to the screener (session/guards.test.tsx).
const pages = [
  { index: true, Component: () => <h1>Home</h1> },
  { path: 'auth', Component: AuthPage },
];

const signedOut = () => replyError(401, 'unauthorized', 'Please sign in.');

/** The address bar as the person sees it (the test router mirrors itself into window.location). */
const addressBar = () => window.location.pathname + window.location.search + window.location.hash;

describe('sign-up', () => {
  it.each([
    ['/auth', 'Sign Up', 'Email', 'Check your email', 'We sent a link to ana@example.com'],
    ['/es/auth', 'Registrarse', 'Correo electrónico', 'Revisa tu correo', 'Te enviamos un enlace a ana@example.com'],
  ])('on %s shows where to look next instead of opening the app', async (path, tab, email, heading, sentTo) => {
    const api = stubApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-up/email': () => ({ status: 200, body: { token: null, user: {} } }),
    });
    const app = renderApp(path, pages);
    await app.user.click(await screen.findByRole('tab', { name: tab }));
    await app.user.type(screen.getByLabelText(email), 'ana@example.com');
    await app.user.type(screen.getByLabelText(path === '/auth' ? 'Password' : 'Contraseña'), 'a calm river 42');
    await app.user.click(screen.getByRole('button', { name: path === '/auth' ? 'Sign Up' : 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(new RegExp(sentTo))).toBeTruthy();
    expect(app.path()).toBe(path);
    expect(api.calls('POST /api/auth/sign-up/email')[0]?.language).toBe(path === '/auth' ? 'en' : 'es');
  });

  it('asks for 8 characters', async () => {
    stubApi({ 'GET /api/me': signedOut });
    const app = renderApp('/auth', pages);
    await app.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });
});

describe('the mailed confirmation link', () => {
  it('confirms once, says so and goes on home, signed in', async () => {
    let confirmed = false;
    const api = stubApi({
      'GET /api/me': () =>
        confirmed ? reply(MeResponseSchema, signedInAs({ status: 'needs_screener' })) : signedOut(),
      'GET /api/auth/verify-email': () => {
        confirmed = true;
        return { status: 200, body: { status: true, user: null } };
      },
    });
    const app = renderApp('/es/auth?from=mail#type=signup&token=abc.def', pages);

    expect(await screen.findByText('¡Cuenta creada!')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(app.path()).toBe('/es');
    const calls = api.calls('GET /api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.search).get('token')).toBe('abc.def');
  });

  it('keeps path and query but not the token, while it confirms', async () => {
    stubApi({ 'GET /api/me': signedOut, 'GET /api/auth/verify-email': () => new Promise(() => {}) });
    const app = renderApp('/auth?from=mail#type=signup&token=abc.def', pages);
    expect(await screen.findByText('Confirming your email…')).toBeTruthy();
    await waitFor(() => expect(addressBar()).toBe('/auth?from=mail'));
    expect(app.router.state.location.hash).toBe('');
  });

  it('explains an expired link above the sign-in form', async () => {
    stubApi({
      'GET /api/me': signedOut,
      'GET /api/auth/verify-email': () => replyError(401, 'token_expired', 'Token expired'),
    });
    renderApp('/auth#type=signup&token=old', pages);
    expect((await screen.findByRole('alert')).textContent).toContain("This confirmation link didn't work");
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(addressBar()).toBe('/auth');
  });
});

describe('the mailed recovery link', () => {
  it('is read when it opens in a tab already on the sign-in page (only the hash changes)', async () => {
    stubApi({ 'GET /api/me': signedOut });
    const app = renderApp('/auth', pages);
    await screen.findByRole('tab', { name: 'Sign In' });
    await app.router.navigate('/auth#type=recovery&token=reset-me');
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    await waitFor(() => expect(addressBar()).toBe('/auth'));
  });

  it('wipes the token from the address bar and still resets with it', async () => {
    const api = stubApi({
      'GET /api/me': signedOut,
      'POST /api/auth/reset-password': () => ({ status: 200, body: { status: true } }),
    });
    const app = renderApp('/auth#type=recovery&token=reset-me', pages);
    await app.user.type(await screen.findByLabelText('New password'), 'a new quiet lake 2');
    await waitFor(() => expect(addressBar()).toBe('/auth'));
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(api.calls('POST /api/auth/reset-password')).toHaveLength(1));
    expect(api.calls('POST /api/auth/reset-password')[0]!.body).toEqual({
      newPassword: 'a new quiet lake 2',
      token: 'reset-me',
    });
  });
});
