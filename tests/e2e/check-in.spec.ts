import type { Page } from '@playwright/test';
import {
  completeScreenerViaApi,
  expect,
  expectNoAxeViolations,
  type Locale,
  prefix,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.js';

const copy = {
  en: {
    feeling: 'What is on your mind?',
    submit: 'Reflect',
    saved: 'Check-in saved',
    recorded: 'Your reflection has been recorded',
    exerciseDone: 'Your reframing exercise has been completed',
    required: "Please share how you're feeling",
    tooLong: 'Please keep your reflection under 500 characters',
    used: 'Free Check-Ins Used',
    plans: 'View subscription plans',
    exercise: 'A short reframing exercise',
    because: 'because you wrote:',
    alternative: 'What would be a more balanced way to see it?',
    supporting: 'What makes this thought feel true?',
    complete: 'Complete Exercise',
    recent: 'Recent Check-Ins',
    crisisTitle: 'You deserve support right now',
    crisisLine: '988',
    reflectionFailed: 'Could not generate reflection',
    needHelp: 'Need help now?',
    patternText:
      "I'm worthless and there is something wrong with me. If people really knew me they would be ashamed of me.",
    crisisText: "I don't want to be alive anymore. I keep thinking about ending my life.",
  },
  es: {
    feeling: '¿Qué tienes en mente?',
    submit: 'Reflexionar',
    saved: 'Registro guardado',
    recorded: 'Tu reflexión quedó guardada',
    exerciseDone: 'Completaste tu ejercicio de reencuadre',
    required: 'Cuéntanos cómo te sientes',
    tooLong: 'Intenta que tu reflexión tenga menos de 500 caracteres',
    used: 'Registros gratuitos agotados',
    plans: 'Ver planes de suscripción',
    exercise: 'Un breve ejercicio de reencuadre',
    because: 'porque escribiste:',
    alternative: '¿Cuál sería una forma más equilibrada de verlo?',
    supporting: '¿Qué hace que este pensamiento parezca cierto?',
    complete: 'Completar ejercicio',
    recent: 'Registros recientes',
    crisisTitle: 'Mereces apoyo ahora mismo',
    crisisLine: '024',
    reflectionFailed: 'No se pudo generar la reflexión',
    needHelp: '¿Necesitas ayuda ahora?',
    patternText:
      'No valgo nada y siento que hay algo malo en mí. Si la gente me conociera de verdad, se avergonzaría de mí.',
    crisisText: 'Ya no quiero vivir. No dejo de pensar en quitarme la vida.',
  },
} as const;

/** A new free user who finished the screener (through the API, as the screener has its own journeys). */
async function freeUserReady(page: Page, locale: Locale) {
  await signUp(page, locale, uniqueEmail(`checkin-${locale}`), 'a calm river 42');
  await expect(page).toHaveURL(`${prefix(locale)}/schema-screener`);
  await completeScreenerViaApi(page, ['defectiveness_shame']);
  await page.goto(`${prefix(locale)}/check-in`);
}

async function checkIn(page: Page, locale: Locale, text: string) {
  await page.getByLabel(copy[locale].feeling).fill(text);
  await page.getByRole('button', { name: copy[locale].submit, exact: true }).click();
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`check-in (${locale})`, () => {
    // Help follows the browser's country: a US English browser, a Spanish one in Spain.
    test.use(
      locale === 'es'
        ? { locale: 'es-ES', timezoneId: 'Europe/Madrid' }
        : { locale: 'en-US', timezoneId: 'America/New_York' },
    );
    test('validation, a pattern through the exercise to history, its badge to the lessons', async ({ page }) => {
      await freeUserReady(page, locale);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.required).first()).toBeVisible();
      await page.getByLabel(t.feeling).fill('x'.repeat(501));
      await expect(page.getByText('501/500')).toBeVisible();
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.tooLong).first()).toBeVisible();

      await checkIn(page, locale, t.patternText);
      await expect(page.getByRole('heading', { name: t.exercise })).toBeVisible();
      await expect(page.getByText(t.because).first()).toBeVisible();
      const complete = page.getByRole('button', { name: t.complete });
      await page.getByLabel(t.supporting).fill('I made a mistake at work');
      await expect(complete).toBeDisabled();
      await page.getByLabel(t.alternative).fill('One mistake does not decide my worth');
      await complete.click();
      await expect(page.getByText(t.exerciseDone)).toBeVisible();

      const recent = page.getByRole('list', { name: t.recent });
      await expect(recent.getByText(t.patternText)).toBeVisible();
      await expect(recent.getByText('One mistake does not decide my worth').first()).toBeVisible();
      const badge = recent.getByRole('link').first();
      await badge.click();
      await expect(page).toHaveURL(new RegExp(`${p}/lessons\\?schema=[a-z_]+$`));
    });

    test('crisis words show the resources, no exercise, and the entry is saved', async ({ page }) => {
      await freeUserReady(page, locale);
      await checkIn(page, locale, t.crisisText);
      await expect(page.getByRole('heading', { name: t.crisisTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: t.crisisTitle })).toContainText(t.crisisLine);
      await expect(page.getByRole('heading', { name: t.exercise })).toHaveCount(0);
      await expect(page.getByRole('list', { name: t.recent }).getByText(t.crisisText)).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: t.needHelp }).click();
      await expect(page).toHaveURL(`${p}/help`);
      await expect(page.getByRole('main')).toContainText(t.crisisLine);
    });
  });
}

test('a free user has 5 check-ins, then sees Free Check-Ins Used with the plans link', async ({ page }) => {
  const t = copy.en;
  await freeUserReady(page, 'en');
  for (let i = 1; i <= 5; i += 1) {
    await checkIn(page, 'en', `A quiet day number ${i}, nothing special happened.`);
    await expect(page.getByText(t.recorded).first()).toBeVisible();
    await expect(page.getByRole('list', { name: t.recent }).getByText(`number ${i},`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: t.used })).toBeVisible();
  await page.getByRole('link', { name: t.plans }).click();
  await expect(page).toHaveURL('/subscription');
});

test('the reflection request failing (5xx, then a dropped connection) still saves the check-in', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503|ERR_CONNECTION_RESET|ERR_FAILED/);
  const t = copy.en;
  await freeUserReady(page, 'en');
  await page.route('**/api/check-ins/reflect', (route) => route.fulfill({ status: 503, body: '{}' }));
  await checkIn(page, 'en', 'Server trouble today, but the walk was nice.');
  await expect(page.getByText(t.reflectionFailed)).toBeVisible();
  // Saved without a reflection: the toast says it does not count against the free check-ins.
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByText('it does not use up a free check-in')).toBeVisible();
  await expect(page.getByRole('list', { name: t.recent }).getByText('Server trouble today')).toBeVisible();

  await page.route('**/api/check-ins/reflect', (route) => route.abort('connectionreset'));
  await checkIn(page, 'en', 'Network trouble now, still fine.');
  await expect(page.getByRole('list', { name: t.recent }).getByText('Network trouble now')).toBeVisible();
  const list = await (await page.request.get('/api/check-ins')).json();
  expect(list.items.map((i: { ai_response: string | null }) => i.ai_response)).toEqual([null, null]);
});

test('the configured LLM failing: the built-in engine answers within the timeout and the check-in is saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const base = process.env.E2E_LLM_FAILING_URL!;
  const stub = process.env.E2E_LLM_STUB_URL!;
  for (const behaviour of [{ kind: 'hang' }, { kind: 'status', status: 500 }]) {
    await page.request.post(`${stub}/__behaviour`, { data: behaviour });
    await signUp(page, 'en', uniqueEmail('llm'), 'a calm river 42', {
      base,
      dataDir: process.env.E2E_LLM_FAILING_DATA_DIR,
    });
    await expect(page).toHaveURL(`${base}/schema-screener`);
    await completeScreenerViaApi(page, ['abandonment'], base);
    await page.goto(`${base}/check-in`);
    const started = Date.now();
    await page.getByLabel('What is on your mind?').fill('Long day at work, but dinner with my sister was lovely.');
    await page.getByRole('button', { name: 'Reflect', exact: true }).click();
    await expect(page.getByText('Your reflection has been recorded')).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.getByRole('heading', { name: 'Your reflection' })).toBeVisible();
    const list = await (await page.request.get(`${base}/api/check-ins`)).json();
    expect(list.items[0].ai_response).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${base}/auth`);
  }
});

test('axe finds no violation on the check-in page, its history and the help page', async ({ page }) => {
  await freeUserReady(page, 'es');
  await checkIn(page, 'es', 'Un día tranquilo, salí a caminar con una amiga.');
  await expect(page.getByText(copy.es.recorded).first()).toBeVisible();
  for (const path of ['/es/check-in', '/es/check-in/history', '/es/help', '/help']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
