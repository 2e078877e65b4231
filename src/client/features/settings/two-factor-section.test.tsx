import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeResponseSchema } from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import SettingsPage from './settings-page.js';

const pages = [{ path: 'settings', Component: SettingsPage }];
const me = signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 });
const backupCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const totpURI =
  'otpauth://totp/Patternwise:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Patternwise';

function server(initiallyOn: boolean) {
  let on = initiallyOn;
  return stubApi({
    'GET /api/me': () => reply(MeResponseSchema, me),
    'GET /api/auth/get-session': () => ({ status: 200, body: { user: { twoFactorEnabled: on } } }),
    'POST /api/auth/two-factor/enable': (request) =>
      (request.body as { password: string }).password === 'a calm river 42'
        ? { status: 200, body: { totpURI, backupCodes } }
        : replyError(400, 'invalid_password', 'Your current password is not correct'),
    'POST /api/auth/two-factor/verify-totp': (request) => {
      if ((request.body as { code: string }).code !== '123456')
        return replyError(401, 'invalid_code', 'That code is not right, or it was already used.');
      on = true;
      return { status: 200, body: { token: 't', user: {} } };
    },
    'POST /api/auth/two-factor/disable': (request) => {
      if ((request.body as { password: string }).password !== 'a calm river 42')
        return replyError(400, 'invalid_password', 'Your current password is not correct');
      on = false;
      return { status: 200, body: { status: true } };
    },
  });
}

const section = () => screen.getByRole('region', { name: 'Two-step sign-in' });

describe('two-step sign-in in settings', () => {
  it('sets up with a QR code and a typed key, confirms with a code and shows 10 backup codes once', async () => {
    const api = server(false);
    const app = renderApp('/settings', pages);
    expect(
      await within(await screen.findByRole('region', { name: 'Two-step sign-in' })).findByText(/Off/),
    ).toBeTruthy();
    await app.user.type(within(section()).getByLabelText('Your password'), 'a calm river 42');
    await app.user.click(within(section()).getByRole('button', { name: 'Set up two-step sign-in' }));

    expect(await within(section()).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(section()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await app.user.type(within(section()).getByLabelText('6-digit code'), '000000');
    await app.user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    expect(await within(section()).findByText(/already used/)).toBeTruthy();

    await app.user.clear(within(section()).getByLabelText('6-digit code'));
    await app.user.type(within(section()).getByLabelText('6-digit code'), '123456');
    await app.user.click(within(section()).getByRole('button', { name: 'Turn on' }));
    const list = await within(section()).findByRole('list', { name: 'Your backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(backupCodes);
    expect(within(section()).getByRole('status').textContent).toBe('Two-step sign-in is on.');

    await app.user.click(within(section()).getByRole('button', { name: 'I saved my backup codes' }));
    expect(within(section()).queryByText(backupCodes[0]!)).toBeNull();
    expect(await within(section()).findByRole('button', { name: 'Turn off two-step sign-in' })).toBeTruthy();
    expect(api.calls('POST /api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'a calm river 42' });
  });

  it('en español se desactiva con la contraseña, y una contraseña incorrecta no lo apaga', async () => {
    const api = server(true);
    const app = renderApp('/es/settings', pages);
    const region = await screen.findByRole('region', { name: 'Inicio de sesión en dos pasos' });
    const password = await within(region).findByLabelText('Tu contraseña');
    await app.user.type(password, 'otra cosa 1');
    await app.user.click(within(region).getByRole('button', { name: 'Desactivar el inicio en dos pasos' }));
    expect(await within(region).findByText('Your current password is not correct')).toBeTruthy();
    await app.user.clear(password);
    await app.user.type(password, 'a calm river 42');
    await app.user.click(within(region).getByRole('button', { name: 'Desactivar el inicio en dos pasos' }));
    expect(await within(region).findByText('El inicio de sesión en dos pasos está desactivado.')).toBeTruthy();
    expect(await within(region).findByRole('button', { name: 'Configurar el inicio en dos pasos' })).toBeTruthy();
    expect(api.calls('POST /api/auth/two-factor/disable').map((call) => call.language)).toEqual(['es', 'es']);
  });
});
