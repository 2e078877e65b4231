import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { ResetLinkStateSchema } from '../../../shared/schemas/responses.js';
import { deferred, reply, replyError, stubApi } from '../../test/fake-api.js';
import { asSignedOut, meSignedIn, meSignedOut, renderApp } from '../../test/render-app.js';
import AuthPage from './auth-page.js';

// Home stands in for itself: it sends a new account on to the screener (session/guards.test.tsx).
const pages = [
  { index: true, Component: () => <h1>Home</h1> },
  { path: 'auth', Component: AuthPage },
];

/** The address bar as the person sees it (the test router mirrors itself into window.location). */
const addressBar = () => window.location.pathname + window.location.search + window.location.hash;

describe('sign-up', () => {
  it.each([
    ['/auth', 'Sign Up', 'Email', 'Check your email', 'We sent a link to ana@example.com'],
    ['/es/auth', 'Registrarse', 'Correo electrónico', 'Revisa tu correo', 'Te enviamos un enlace a ana@example.com'],
  ])('on %s shows where to look next instead of opening the app', async (path, tab, email, heading, sentTo) => {
    const api = stubApi({
      ...asSignedOut,
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

  it('shows the password rules under the box before anything is sent', async () => {
    stubApi(asSignedOut);
    const app = renderApp('/auth', pages);
    await app.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const password = screen.getByLabelText('Password');
    expect(describedBy(password)).toContain('At least 8 characters, and not one of the most common passwords.');
  });

  it('a rule only the server knows (a common password) shows under the password box, not in a toast', async () => {
    stubApi({
      ...asSignedOut,
      'POST /api/auth/sign-up/email': () =>
        replyError(
          400,
          'validation',
          'Esta contraseña es de las más comunes y fácil de adivinar. Elige otra, por favor.',
          {
            field: 'password',
          },
        ),
    });
    const app = renderApp('/es/auth', pages);
    await app.user.click(await screen.findByRole('tab', { name: 'Registrarse' }));
    await app.user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await app.user.type(screen.getByLabelText('Contraseña'), 'password123');
    await app.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Contraseña'))).toContain('de las más comunes'));
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Registro fallido')).toBeNull();
  });
});

describe('the mailed confirmation link', () => {
  it('confirms once, says so and goes on home, signed in', async () => {
    let confirmed = false;
    const api = stubApi({
      'GET /api/me': () => (confirmed ? meSignedIn({ status: 'needs_screener' }) : meSignedOut()),
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
    stubApi({ ...asSignedOut, 'GET /api/auth/verify-email': () => new Promise(() => {}) });
    const app = renderApp('/auth?from=mail#type=signup&token=abc.def', pages);
    expect(await screen.findByText('Confirming your email…')).toBeTruthy();
    await waitFor(() => expect(addressBar()).toBe('/auth?from=mail'));
    expect(app.router.state.location.hash).toBe('');
  });

  it('explains an expired link above the sign-in form', async () => {
    stubApi({
      ...asSignedOut,
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
    stubApi(asSignedOut);
    const app = renderApp('/auth', pages);
    await screen.findByRole('tab', { name: 'Sign In' });
    await app.router.navigate('/auth#type=recovery&token=reset-me');
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    await waitFor(() => expect(addressBar()).toBe('/auth'));
  });

  it('wipes the token from the address bar and still resets with it', async () => {
    const api = stubApi({
      ...asSignedOut,
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

describe('a reset link is checked before the form', () => {
  const linkState = (state: 'valid' | 'expired' | 'invalid') => () => reply(ResetLinkStateSchema, { state });

  it.each([
    ['/auth', 'expired', 'This reset link has expired', 'Send me a new link', 'Reset your password'],
    ['/es/auth', 'invalid', 'Este enlace ya no funciona', 'Enviarme un enlace nuevo', 'Restablece tu contraseña'],
  ] as const)('%s: a %s link says so instead of asking for a password', async (path, state, message, button, title) => {
    const api = stubApi({ ...asSignedOut, 'POST /api/auth/check-reset-link': linkState(state) });
    const app = renderApp(`${path}#type=recovery&token=old-link`, pages);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByLabelText(path === '/auth' ? 'New password' : 'Contraseña nueva')).toBeNull();
    expect(api.calls('POST /api/auth/check-reset-link')[0]!.body).toEqual({ token: 'old-link' });
    expect(api.calls('POST /api/auth/check-reset-link')[0]!.search).toBe('');

    await app.user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('a working link: the rules show inline, the update signs in and goes home', async () => {
    let signedIn = false;
    stubApi({
      'GET /api/me': () =>
        signedIn ? meSignedIn({ status: 'allowed', used: 1, limit: 5, remaining: 4 }) : meSignedOut(),
      'POST /api/auth/check-reset-link': () => linkState(signedIn ? 'invalid' : 'valid')(),
      'POST /api/auth/reset-password': () => {
        signedIn = true;
        return { status: 200, body: { status: true } };
      },
    });
    const app = renderApp('/es/auth#type=recovery&token=fresh', pages);
    const password = await screen.findByLabelText('Contraseña nueva');
    expect(describedBy(password)).toContain('Al menos 8 caracteres, y que no sea una de las contraseñas más comunes.');
    await app.user.type(password, 'a new quiet lake 2');
    await app.user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(app.path()).toBe('/es');
    expect(await screen.findByText('¡Contraseña actualizada!')).toBeTruthy();

    // The same link opened again in this tab is asked about again, not remembered as working.
    await app.router.navigate('/es/auth#type=recovery&token=fresh');
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace ya no funciona');
  });

  it('a common password is refused under the box; a link that stops working meanwhile is explained', async () => {
    let resets = 0;
    stubApi({
      ...asSignedOut,
      'POST /api/auth/check-reset-link': linkState('valid'),
      'POST /api/auth/reset-password': () =>
        ++resets === 1
          ? replyError(400, 'validation', 'This password is one of the most common ones and easy to guess.', {
              field: 'newPassword',
            })
          : replyError(400, 'invalid_token', 'This reset link is invalid or has expired. Please request a new one.'),
    });
    const app = renderApp('/auth#type=recovery&token=fresh', pages);
    await app.user.type(await screen.findByLabelText('New password'), 'password123');
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('New password'))).toContain('most common ones'));
    expect(screen.queryByText('Error')).toBeNull();

    await app.user.clear(screen.getByLabelText('New password'));
    await app.user.type(screen.getByLabelText('New password'), 'a new quiet lake 2');
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link no longer works');
    expect(app.path()).toBe('/auth');
  });
});

describe('forgot password', () => {
  it.each([
    ['/auth', 'Forgot password?', 'Email', 'Send Reset Link', 'Check your email', 'If an account uses ana@example.com'],
    [
      '/es/auth',
      '¿Olvidaste tu contraseña?',
      'Correo electrónico',
      'Enviar enlace',
      'Revisa tu correo',
      'Si ana@example.com tiene una cuenta',
    ],
  ])(
    '%s: the answer stays on the panel, with the address, until the person goes back',
    async (path, forgot, email, send, heading, sentTo) => {
      stubApi({
        ...asSignedOut,
        'POST /api/auth/request-password-reset': () => ({ status: 200, body: { status: true } }),
      });
      const app = renderApp(path, pages);
      await app.user.click(await screen.findByRole('button', { name: forgot }));
      await app.user.type(screen.getByLabelText(email), 'ana@example.com');
      await app.user.click(screen.getByRole('button', { name: send }));

      const title = await screen.findByRole('heading', { name: heading });
      expect(document.activeElement).toBe(title);
      expect(screen.getByText(new RegExp(sentTo))).toBeTruthy();
      // Not a toast: dismissing every toast leaves it where it is.
      toast.dismiss();
      await new Promise((done) => setTimeout(done, 50));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.queryByLabelText(email)).toBeNull();
    },
  );
});

describe('before the server has said who is signed in', () => {
  it('a device that knows nobody gets the sign-in form at once; a session found then goes home', async () => {
    const me = deferred<ReturnType<typeof meSignedIn>>();
    stubApi({ 'GET /api/me': () => me.promise });
    const app = renderApp('/auth', pages);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    me.resolve(meSignedIn({ status: 'allowed', used: 1, limit: 5, remaining: 4 }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(app.path()).toBe('/');
  });

  it('a device that knew someone waits for the answer instead of showing a form it may not need', async () => {
    localStorage.setItem('patternwise:known-user', JSON.stringify({ id: 'u1', name: 'Ana', access: {} }));
    const me = deferred<ReturnType<typeof meSignedOut>>();
    stubApi({ 'GET /api/me': () => me.promise });
    renderApp('/auth', pages);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).toBeNull();
    me.resolve(meSignedOut());
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });
});

/** The text a screen reader reads after a field's label: its hint and its error. */
function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
