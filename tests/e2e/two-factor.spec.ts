import type { Page } from '@playwright/test';
import { copy as authCopy, expect, prefix, signIn, signUp, test, uniqueEmail, type Locale } from './fixtures.js';
import { keyFromOtpauthUri, totpCode, totpStep } from '../../src/server/features/auth/totp.js';

const copy = {
  en: {
    region: 'Two-step sign-in',
    password: 'Your password',
    setUp: 'Set up two-step sign-in',
    qr: 'QR code for your authenticator app',
    code: '6-digit code',
    turnOn: 'Turn on',
    backupList: 'Your backup codes',
    saved: 'I saved my backup codes',
    verify: 'Verify',
    wrongCode: 'That code is not right, or it was already used.',
    useBackup: 'Use a backup code instead',
    backupCode: 'Backup code',
  },
  es: {
    region: 'Inicio de sesión en dos pasos',
    password: 'Tu contraseña',
    setUp: 'Configurar el inicio en dos pasos',
    qr: 'Código QR para tu app de autenticación',
    code: 'Código de 6 dígitos',
    turnOn: 'Activar',
    backupList: 'Tus códigos de respaldo',
    saved: 'Ya guardé mis códigos de respaldo',
    verify: 'Verificar',
    wrongCode: 'Ese código no es correcto o ya se usó.',
    useBackup: 'Usar un código de respaldo',
    backupCode: 'Código de respaldo',
  },
} as const;

const PASSWORD = 'a calm river 42';

/** Waits for the next 30-second step, as a person waits for the app's next code. */
async function nextCodeDue(page: Page) {
  const stepEnds = (totpStep(Date.now()) + 1) * 30_000;
  await page.waitForTimeout(stepEnds - Date.now() + 500);
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const auth = authCopy[locale];
  const p = prefix(locale);

  test(`two-factor (${locale}): enroll -> sign out -> sign in with a code; a code cannot be used twice`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of 401/);
    const email = uniqueEmail(`two-factor-${locale}`);
    await signUp(page, locale, email, PASSWORD);

    // Enroll: password, QR code and the key to type, a code from the app, 10 backup codes once.
    await page.goto(`${p}/settings`);
    const region = page.getByRole('region', { name: t.region });
    await region.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await region.getByRole('button', { name: t.setUp }).click();
    await expect(region.getByRole('img', { name: t.qr })).toBeVisible();
    const typedKey = (await region.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
    const key = keyFromOtpauthUri(`otpauth://totp/x?secret=${typedKey}`);
    await region.getByLabel(t.code).fill(totpCode(key, totpStep(Date.now())));
    await region.getByRole('button', { name: t.turnOn }).click();
    const list = region.getByRole('list', { name: t.backupList });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const backupCodes = await list.getByRole('listitem').allTextContents();
    await region.getByRole('button', { name: t.saved }).click();
    await expect(list).toHaveCount(0);

    // Sign out, sign in: the password is not enough any more.
    await page.getByRole('button', { name: auth.signOut }).click();
    await expect(page).toHaveURL(`${p}/auth`);
    await signIn(page, locale, email, PASSWORD);
    const codeBox = page.getByLabel(t.code);
    await expect(codeBox).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // A wrong code is refused; the next right one signs in.
    const now = totpCode(key, totpStep(Date.now()));
    await codeBox.fill(now === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(t.wrongCode)).toBeVisible();
    await nextCodeDue(page);
    const code = totpCode(key, totpStep(Date.now()));
    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(auth.welcomeBack)).toBeVisible();
    await expect(page).not.toHaveURL(`${p}/auth`);
    expect((await page.request.get('/api/me')).status()).toBe(200);

    // The same code on a new sign-in is refused; a backup code works instead.
    await page.getByRole('button', { name: auth.signOut }).click();
    await expect(page).toHaveURL(`${p}/auth`);
    await signIn(page, locale, email, PASSWORD);
    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(t.wrongCode)).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.getByRole('button', { name: t.useBackup }).click();
    await page.getByLabel(t.backupCode).fill(backupCodes[0]!);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(auth.welcomeBack)).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });
}
