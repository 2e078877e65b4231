import type { Page } from '@playwright/test';
import {
  completeScreenerViaApi,
  expect,
  expectNoAxeViolations,
  prefix,
  readLatestMail,
  signUp,
  test,
  uniqueEmail,
  useUpFreeCheckIns,
  type Locale,
} from './fixtures.js';

/** What a person reads, in each language (issue 11: Spanish and locale; auth and small things). */
const copy = {
  en: {
    yourDay: 'Your day',
    // The spec's 'MMM d, yyyy • h:mm a'.
    date: /^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} [AP]M$/,
    left: '4 of 5 free check-ins left',
    pattern: 'Fear of Abandonment',
    nextAfterCheckIn: 'Read about your patterns',
    language: { visible: 'ES', name: 'ES: Ver en español' },
    toasts: 'Notifications (Alt+T)',
    score: 'Your score: 3.0 out of 5',
    choose: /^Choose /,
    save: 'Save & Continue',
    chosen: "You'll now see lessons for the 2 patterns you chose.",
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send Reset Link',
    checkEmail: 'Check your email',
    newPassword: 'New password',
    rules: 'At least 8 characters, and not one of the most common passwords.',
    update: 'Update Password',
    common: 'one of the most common',
    signOut: 'Sign Out',
    usedLink: 'This reset link no longer works',
    newLink: 'Send me a new link',
    resetTitle: 'Reset your password',
  },
  es: {
    yourDay: 'Tu día',
    date: /^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}$/,
    left: 'Te quedan 4 de tus 5 registros gratuitos',
    pattern: 'Miedo al abandono',
    nextAfterCheckIn: 'Leer sobre tus patrones',
    language: { visible: 'EN', name: 'EN: View in English' },
    toasts: 'Notificaciones (Alt+T)',
    score: 'Tu puntuación: 3,0 de 5',
    choose: /^Elegir «/,
    save: 'Guardar y continuar',
    chosen: 'A partir de ahora verás lecciones sobre los 2 patrones que elegiste.',
    forgot: '¿Olvidaste tu contraseña?',
    email: 'Correo electrónico',
    send: 'Enviar enlace',
    checkEmail: 'Revisa tu correo',
    newPassword: 'Contraseña nueva',
    rules: 'Al menos 8 caracteres, y que no sea una de las contraseñas más comunes.',
    update: 'Actualizar contraseña',
    common: 'de las más comunes',
    signOut: 'Cerrar sesión',
    usedLink: 'Este enlace ya no funciona',
    newLink: 'Enviarme un enlace nuevo',
    resetTitle: 'Restablece tu contraseña',
  },
} as const;

/** Answers the first pass of the screener through the API (all 3s) and returns the finished session. */
async function finishScreenerViaApi(page: Page): Promise<string> {
  const screener = (await (await page.request.get('/api/screener')).json()) as {
    items: { id: string; is_followup: boolean }[];
  };
  let session: string | undefined;
  for (const item of screener.items.filter((i) => !i.is_followup)) {
    const saved = await page.request.post('/api/screener/answers', {
      data: { session_id: session, item_id: item.id, score: 3 },
    });
    session = ((await saved.json()) as { session_id: string }).session_id;
  }
  return session!;
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`daily use (${locale})`, () => {
    test('home is a start screen: the last check-in in the page’s date format, patterns, check-ins left, next step', async ({
      page,
    }) => {
      await signUp(page, locale, uniqueEmail(`daily-${locale}`), 'a calm river 42');
      await completeScreenerViaApi(page, ['abandonment', 'unrelenting_standards']);
      // One ordinary check-in today, through the API as the check-in page saves it.
      await useUpFreeCheckIns(page, 1);

      await page.goto(`${p}/`);
      const day = page.getByRole('region', { name: t.yourDay });
      await expect(day).toBeVisible();
      await expect(day.getByText('An ordinary day number 1, a walk and some tea.')).toBeVisible();
      await expect(day.locator('time')).toHaveText(t.date);
      await expect(day.getByText(t.left)).toBeVisible();
      await expect(day.getByRole('link', { name: t.pattern })).toHaveAttribute(
        'href',
        `${p}/lessons?schema=abandonment`,
      );
      await expect(day.getByRole('link', { name: t.nextAfterCheckIn })).toHaveAttribute('href', `${p}/schema-theory`);

      // The language link is named by what it shows; the toasts' region speaks the page language.
      const language = page.getByRole('link', { name: t.language.name, exact: true });
      await expect(language).toHaveText(t.language.visible);
      await expect(page.getByRole('region', { name: t.toasts })).toBeAttached();
      await expectNoAxeViolations(page);
    });

    test('results: decimals in the page language, one clean name per choice, a real plural', async ({ page }) => {
      await signUp(page, locale, uniqueEmail(`results-${locale}`), 'a calm river 42');
      const session = await finishScreenerViaApi(page);
      await page.goto(`${p}/schema-screener/results?session=${session}`);
      const suggestions = page.getByRole('list', { name: /Your Top Patterns|Tus patrones principales/ });
      await expect(suggestions.getByText(t.score).first()).toBeVisible();
      const choices = suggestions.getByRole('button', { name: t.choose });
      await expect(choices).toHaveCount(2);
      await expectNoAxeViolations(page);

      await choices.nth(0).click();
      await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'true');
      await choices.nth(1).click();
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.chosen)).toBeVisible();
    });

    test('forgot password: the answer stays on the panel; reset: rules inline, home after, a used link says so first', async ({
      page,
    }) => {
      const email = uniqueEmail(`reset-${locale}`);
      await signUp(page, locale, email, 'an old calm river 1');
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(`${p}/auth`);

      await page.getByRole('button', { name: t.forgot }).click();
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { name: t.checkEmail })).toBeFocused();
      await expect(page.getByText(email)).toBeVisible();
      // Still there after a toast would have faded.
      await page.waitForTimeout(5_000);
      await expect(page.getByRole('heading', { name: t.checkEmail })).toBeVisible();
      await expectNoAxeViolations(page);

      const link = readLatestMail(email).text.match(/https?:\/\/\S+#type=recovery&token=\S+/)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      const password = page.getByLabel(t.newPassword, { exact: true });
      await expect(password).toHaveAccessibleDescription(t.rules);
      await password.fill('password123');
      await page.getByRole('button', { name: t.update }).click();
      await expect(password).toHaveAccessibleDescription(new RegExp(t.common));
      await password.fill('a new quiet lake 2');
      await page.getByRole('button', { name: t.update }).click();
      await expect(page).toHaveURL(`${p}/schema-screener`);

      await page.getByRole('button', { name: t.signOut }).click();
      await page.goto(link!);
      await expect(page.getByRole('alert')).toContainText(t.usedLink);
      await expect(page.getByLabel(t.newPassword, { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: t.newLink }).click();
      await expect(page.getByRole('heading', { name: t.resetTitle })).toBeVisible();
    });
  });
}
