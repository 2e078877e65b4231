import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  completeScreenerViaApi,
  confirmationLink,
  copy as authCopy,
  expect,
  expectNoAxeViolations,
  type Locale,
  prefix,
  signIn,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.js';

const copy = {
  en: {
    nav: 'Settings',
    title: 'Settings',
    name: 'Name',
    saveName: 'Save name',
    nameSaved: 'Your name was saved.',
    passwordSection: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    passwordChanged: 'Your password was changed. Any other device signed in to your account was signed out.',
    download: 'Download my data',
    downloading: /^Your file patternwise-data-\d{4}-\d{2}-\d{2}\.json is downloading\.$/,
    deleteSection: 'Delete my account',
    deletePassword: 'Type your password to confirm',
    deleteButton: 'Delete my account permanently',
    wrongPassword: 'That password is not correct, so nothing was deleted.',
    deleted: 'Your account was deleted',
  },
  es: {
    nav: 'Configuración',
    title: 'Configuración',
    name: 'Nombre',
    saveName: 'Guardar nombre',
    nameSaved: 'Guardamos tu nombre.',
    passwordSection: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    changePassword: 'Cambiar contraseña',
    passwordChanged: 'Cambiaste tu contraseña. Cerramos la sesión en los demás dispositivos donde habías entrado.',
    download: 'Descargar mis datos',
    downloading: /^Se está descargando tu archivo patternwise-data-\d{4}-\d{2}-\d{2}\.json\.$/,
    deleteSection: 'Eliminar mi cuenta',
    deletePassword: 'Escribe tu contraseña para confirmar',
    deleteButton: 'Eliminar mi cuenta para siempre',
    wrongPassword: 'Esa contraseña no es correcta, así que no se borró nada.',
    deleted: 'Eliminamos tu cuenta',
  },
} as const;

const PASSWORD = 'a calm river 42';
const NEW_PASSWORD = 'a quiet forest 77';

/** One ordinary check-in through the API, its text carrying `canary`. */
async function checkInWith(page: Page, canary: string) {
  const entry = { feeling_text: `A slow walk by the water today, ${canary}.`, mood_level: 4 };
  const reflected = await page.request.post('/api/check-ins/reflect', { data: entry });
  expect(reflected.ok()).toBe(true);
  const { reflection_token } = (await reflected.json()) as { reflection_token: string };
  expect((await page.request.post('/api/check-ins', { data: { ...entry, reflection_token } })).status()).toBe(201);
}

/** A signed-up, confirmed person who finished the screener and wrote one check-in carrying `canary`. */
async function personWithCheckIn(page: Page, locale: Locale, label: string, canary: string) {
  const email = uniqueEmail(`${label}-${locale}`);
  await signUp(page, locale, email, PASSWORD);
  await completeScreenerViaApi(page, ['abandonment']);
  await checkInWith(page, canary);
  return email;
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const auth = authCopy[locale];
  const p = prefix(locale);

  test(`settings (${locale}): signed out, /settings leads to the sign-in page`, async ({ page }) => {
    await page.goto(`${p}/settings`);
    await expect(page).toHaveURL(`${p}/auth`);
    await expect(page.getByRole('tab', { name: auth.signInTab })).toBeVisible();
  });

  test(`settings (${locale}): change name and password, download my data, delete the account, sign up again`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const mine = `canary-mine-${locale}-${Date.now()}`;
    const theirs = `canary-theirs-${locale}-${Date.now()}`;

    // Someone else, in their own browser, with their own check-in.
    const otherContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
    const otherPage = await otherContext.newPage();
    await personWithCheckIn(otherPage, locale, 'settings-other', theirs);
    await otherContext.close();

    const email = await personWithCheckIn(page, locale, 'settings', mine);

    // From the navigation.
    await page.goto(`${p}/`);
    await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
    await expect(page).toHaveURL(`${p}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    // Change name.
    const name = page.getByRole('textbox', { name: t.name, exact: true });
    await name.fill(`Ana ${mine}`);
    await page.getByRole('button', { name: t.saveName }).click();
    await expect(page.getByText(t.nameSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.name, exact: true })).toHaveValue(`Ana ${mine}`);

    // Change password, then sign in with the new one.
    const passwords = page.getByRole('region', { name: t.passwordSection });
    await passwords.getByLabel(t.currentPassword, { exact: true }).fill(PASSWORD);
    await passwords.getByLabel(t.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await passwords.getByRole('button', { name: t.changePassword }).click();
    await expect(page.getByText(t.passwordChanged)).toBeVisible();
    await page.getByRole('button', { name: auth.signOut }).click();
    await expect(page).toHaveURL(`${p}/auth`);
    await signIn(page, locale, email, PASSWORD);
    await expect(page.getByText(auth.signInFailed)).toBeVisible();
    await expect(page).toHaveURL(`${p}/auth`);
    await signIn(page, locale, email, NEW_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`:\\d+${p}/?$`));

    // Download my data: one JSON file with this person's writing and nothing of the other's.
    await page.goto(`${p}/settings`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^patternwise-data-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByText(t.downloading)).toBeVisible();
    const text = readFileSync(await download.path(), 'utf8');
    const data = JSON.parse(text) as {
      profile: { email: string; name: string };
      check_ins: { feeling_text: string }[];
      screener_sessions: { answers: unknown[] }[];
      core_patterns: { schema_key: string }[];
      subscription: unknown;
    };
    expect(data.profile).toMatchObject({ email, name: `Ana ${mine}` });
    expect(data.check_ins.map((entry) => entry.feeling_text)).toEqual([`A slow walk by the water today, ${mine}.`]);
    expect(data.screener_sessions[0]!.answers.length).toBeGreaterThan(0);
    expect(data.core_patterns.map((pattern) => pattern.schema_key)).toEqual(['abandonment']);
    expect(data.subscription).toBeNull();
    expect(text).not.toContain(theirs);

    // Delete: a wrong password deletes nothing; the right one deletes everything.
    const deletion = page.getByRole('region', { name: t.deleteSection });
    await deletion.getByLabel(t.deletePassword).fill('not my password 1');
    await deletion.getByRole('button', { name: t.deleteButton }).click();
    await expect(deletion.getByText(t.wrongPassword)).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(200);
    await deletion.getByLabel(t.deletePassword).fill(NEW_PASSWORD);
    await deletion.getByRole('button', { name: t.deleteButton }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page).toHaveURL(`${p}/auth`);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session_token'))).toEqual([]);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await signIn(page, locale, email, NEW_PASSWORD);
    await expect(page.getByText(auth.signInFailed)).toBeVisible();

    // The same email signs up again, as a new and empty account.
    await signUp(page, locale, email, PASSWORD);
    expect(confirmationLink(email)).toContain('#type=signup&token=');
    const fresh = (await (await page.request.get('/api/account/export')).json()) as { check_ins: unknown[] };
    expect(fresh.check_ins).toEqual([]);
  });
}

test('axe finds no violation on /settings and /es/settings', async ({ page }) => {
  await signUp(page, 'en', uniqueEmail('settings-axe'), PASSWORD);
  for (const path of ['/settings', '/es/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
