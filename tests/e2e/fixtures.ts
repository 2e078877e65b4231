import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** An unexpected console error fails the test; refused requests a test provokes on purpose are allowed. */
export const test = base.extend<{ consoleErrors: { allow: (pattern: RegExp) => void }; visitorAddress: string }>({
  /**
   * Each journey is a different person on their own address (the servers run with TRUST_PROXY, as
   * behind a load balancer), so the per-address sign-up and sign-in limits meet real traffic
   * instead of the whole suite arriving from one address.
   */
  visitorAddress: [
    async ({ context }, use) => {
      const octet = () => Math.floor(Math.random() * 254) + 1;
      const address = `10.${octet()}.${octet()}.${octet()}`;
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed = [/Failed to load resource: the server responded with a status of (400|401|403|404|409|422|429)/];
      page.on('console', (message) => {
        if (message.type() !== 'error' || allowed.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export type Locale = 'en' | 'es';
export const prefix = (locale: Locale) => (locale === 'es' ? '/es' : '');

export const copy = {
  en: {
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    email: 'Email',
    password: 'Password',
    name: 'Name (optional)',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    signOut: 'Sign Out',
    accountCreated: 'Account created!',
    welcomeBack: 'Welcome back!',
    signInFailed: 'Sign in failed',
    signedOut: 'Signed out',
    forgot: 'Forgot password?',
    sendReset: 'Send Reset Link',
    checkEmail: 'Check your email',
    newPassword: 'New password',
    updatePassword: 'Update Password',
    passwordUpdated: 'Password updated!',
    invalidLink: 'This reset link no longer works',
    screenerHeading: 'Discover Your Patterns',
    notFound: 'Oops! Page not found',
    home: 'Return to Home',
    title: 'Guided Psycho-Educational Coach',
    tooShort: 'Password must be at least 8 characters',
    confirmFirst: 'Please confirm your email first',
    accountExistsSubject: 'Someone tried to sign up with your email',
  },
  es: {
    signInTab: 'Iniciar sesión',
    signUpTab: 'Registrarse',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre (opcional)',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    signOut: 'Cerrar sesión',
    accountCreated: '¡Cuenta creada!',
    welcomeBack: '¡Hola de nuevo!',
    signInFailed: 'Inicio de sesión fallido',
    signedOut: 'Sesión cerrada',
    forgot: '¿Olvidaste tu contraseña?',
    sendReset: 'Enviar enlace',
    checkEmail: 'Revisa tu correo',
    newPassword: 'Contraseña nueva',
    updatePassword: 'Actualizar contraseña',
    passwordUpdated: '¡Contraseña actualizada!',
    invalidLink: 'Este enlace ya no funciona',
    screenerHeading: 'Descubre tus patrones',
    notFound: '¡Ups! Página no encontrada',
    home: 'Volver al inicio',
    title: 'Guía psicoeducativa',
    tooShort: 'La contraseña debe tener al menos 8 caracteres',
    confirmFirst: 'Primero confirma tu correo',
    accountExistsSubject: 'Alguien intentó registrarse con tu correo',
  },
} as const;

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Which app a journey talks to: the main one by default, or another instance (its URL and DATA_DIR, for its outbox). */
export type Server = { base?: string; dataDir?: string };

/** Fills in and sends the sign-up form; the page then asks the person to check their email. */
export async function submitSignUp(page: Page, locale: Locale, email: string, password: string, server: Server = {}) {
  const t = copy[locale];
  await page.goto(`${server.base ?? ''}${prefix(locale)}/auth`);
  await page.getByRole('tab', { name: t.signUpTab }).click();
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.checkEmail })).toBeVisible();
}

/** The confirmation link mailed at sign-up (to the outbox in E2E_DATA_DIR): /auth#type=signup&token=…. */
export function confirmationLink(email: string, dataDir?: string): string {
  const link = readLatestMail(email, dataDir).text.match(/https?:\/\/\S+#type=signup&token=\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return link;
}

/** Signs up and opens the mailed confirmation link, which signs the person in (it lands on the screener). */
export async function signUp(page: Page, locale: Locale, email: string, password: string, server: Server = {}) {
  await submitSignUp(page, locale, email, password, server);
  await page.goto(confirmationLink(email, server.dataDir));
  await expect(page.getByText(copy[locale].accountCreated)).toBeVisible();
}

export async function signIn(page: Page, locale: Locale, email: string, password: string) {
  const t = copy[locale];
  await page.goto(`${prefix(locale)}/auth`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

/** The newest mail in the server's outbox sent to this address. */
export function readLatestMail(
  to: string,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): { subject: string; text: string } {
  const outbox = join(dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string },
    )
    .filter((mail) => mail.to === to);
  const latest = mails.at(-1);
  if (!latest) throw new Error(`no mail to ${to}`);
  return latest;
}

/** Finishes the screener through the API (all 3s) and sets core patterns: for journeys that start after it. */
export async function completeScreenerViaApi(page: Page, schemaKeys: string[], base = '') {
  const screener = (await (await page.request.get(`${base}/api/screener`)).json()) as {
    items: { id: string; is_followup: boolean }[];
  };
  let session: string | undefined;
  for (const item of screener.items.filter((i) => !i.is_followup)) {
    const saved = await page.request.post(`${base}/api/screener/answers`, {
      data: { session_id: session, item_id: item.id, score: 3 },
    });
    session = ((await saved.json()) as { session_id: string }).session_id;
  }
  const response = await page.request.put(`${base}/api/core-patterns`, { data: { schema_keys: schemaKeys } });
  expect(response.ok()).toBe(true);
}

/** A new free user who finished the screener (through the API), on the check-in page of the locale. */
export async function signUpReadyForCheckIn(page: Page, locale: Locale, label = 'ready') {
  await signUp(page, locale, uniqueEmail(`${label}-${locale}`), 'a calm river 42');
  await expect(page).toHaveURL(`${prefix(locale)}/schema-screener`);
  await completeScreenerViaApi(page, ['defectiveness_shame']);
  await page.goto(`${prefix(locale)}/check-in`);
}

/** Uses up a free user's check-ins through the API with ordinary entries (the limit is 5). */
export async function useUpFreeCheckIns(page: Page, limit = 5) {
  for (let i = 1; i <= limit; i += 1) {
    // Only an entry with its reflection counts against the free limit (beyond-the-spec 4b).
    const entry = { feeling_text: `An ordinary day number ${i}, a walk and some tea.`, mood_level: 3 };
    const reflected = await page.request.post('/api/check-ins/reflect', { data: entry });
    const { reflection_token } = (await reflected.json()) as { reflection_token: string };
    const saved = await page.request.post('/api/check-ins', { data: { ...entry, reflection_token } });
    expect(saved.status()).toBe(201);
  }
}

/**
 * axe on the page as it stands, with WCAG 2.5.3 Label in Name (axe ships it as experimental and
 * leaves it off). Waits for the page to hold still first: a toast sliding in is half transparent,
 * and axe would read its colours mid-fade. Still means no animation running and every toast
 * mounted for 10 frames in a row: a toast added in one frame starts its fade a frame or two later,
 * so one quiet frame can fall just before it.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.evaluate(() => ((window as unknown as { quietFrames: number }).quietFrames = 0));
  await page.waitForFunction(() => {
    const counter = window as unknown as { quietFrames: number };
    const quiet =
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => toast.getAttribute('data-mounted') === 'true',
      );
    counter.quietFrames = quiet ? counter.quietFrames + 1 : 0;
    return counter.quietFrames >= 10;
  });
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
