import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { replyError, stubApi } from '../../test/fake-api.js';
import { meSignedIn, meSignedOut, renderApp } from '../../test/render-app.js';
import AuthPage from './auth-page.js';

const pages = [
  { index: true, Component: () => <h1>Home</h1> },
  { path: 'auth', Component: AuthPage },
];

/** Signed out until the second step succeeds. */
function twoFactorServer(verify: (code: string) => boolean) {
  let signedIn = false;
  return stubApi({
    'GET /api/me': () =>
      signedIn ? meSignedIn({ status: 'allowed', used: 0, limit: 5, remaining: 5 }) : meSignedOut(),
    'POST /api/auth/sign-in/email': () => ({
      status: 200,
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
    }),
    'POST /api/auth/two-factor/verify-totp': (request) => {
      if (!verify((request.body as { code: string }).code))
        return replyError(401, 'invalid_code', 'That code is not right, or it was already used.');
      signedIn = true;
      return { status: 200, body: { token: 't', user: {} } };
    },
    'POST /api/auth/two-factor/verify-backup-code': (request) => {
      if ((request.body as { code: string }).code !== 'abcde-12345')
        return replyError(401, 'invalid_backup_code', 'Ese código de respaldo no es correcto o ya se usó');
      signedIn = true;
      return { status: 200, body: { token: 't', user: {} } };
    },
  });
}

async function enterPassword(app: ReturnType<typeof renderApp>, es = false) {
  await app.user.type(await screen.findByLabelText(es ? 'Correo electrónico' : 'Email'), 'ana@example.com');
  await app.user.type(screen.getByLabelText(es ? 'Contraseña' : 'Password'), 'a calm river 42');
  await app.user.click(screen.getByRole('button', { name: es ? 'Iniciar sesión' : 'Sign In' }));
}

describe('sign-in with two-step sign-in on', () => {
  it('asks for the app code after the password; a wrong code is refused, the right one opens the app', async () => {
    const api = twoFactorServer((code) => code === '123456');
    const app = renderApp('/auth', pages);
    await enterPassword(app);
    const code = await screen.findByLabelText('6-digit code');
    expect(app.path()).toBe('/auth');

    await app.user.type(code, '12345');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(api.calls('POST /api/auth/two-factor/verify-totp')).toHaveLength(0);

    await app.user.clear(screen.getByLabelText('6-digit code'));
    await app.user.type(screen.getByLabelText('6-digit code'), '654321');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/already used/)).toBeTruthy();
    expect(app.path()).toBe('/auth');

    await app.user.type(screen.getByLabelText('6-digit code'), '123 456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.calls('POST /api/auth/two-factor/verify-totp').map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('en español acepta un código de respaldo en lugar del de la app', async () => {
    const api = twoFactorServer(() => false);
    const app = renderApp('/es/auth', pages);
    await enterPassword(app, true);
    await screen.findByLabelText('Código de 6 dígitos');
    await app.user.click(screen.getByRole('button', { name: 'Usar un código de respaldo' }));
    await app.user.type(screen.getByLabelText('Código de respaldo'), 'wrong-00000');
    await app.user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Ese código de respaldo no es correcto o ya se usó')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Código de respaldo'), 'abcde-12345');
    await app.user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(app.path()).toBe('/es');
    expect(api.calls('POST /api/auth/two-factor/verify-backup-code')[1]?.language).toBe('es');
  });

  it('an account without two-step sign-in goes straight in', async () => {
    let signedIn = false;
    const api = stubApi({
      'GET /api/me': () =>
        signedIn ? meSignedIn({ status: 'allowed', used: 0, limit: 5, remaining: 5 }) : meSignedOut(),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { status: 200, body: { redirect: false, token: 't', user: {} } };
      },
    });
    const app = renderApp('/auth', pages);
    await enterPassword(app);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});
