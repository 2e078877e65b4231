import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  completeScreenerViaApi,
  expect,
  expectNoAxeViolations,
  prefix,
  signUp,
  test,
  uniqueEmail,
  type Locale,
} from './fixtures.js';

const copy = {
  en: {
    title: 'Your Learning Path',
    corePatterns: 'Your Core Patterns',
    retake: 'Retake Screener',
    all: (n: number) => `All Lessons (${n})`,
    completed: (n: number) => `Completed (${n})`,
    toDo: (n: number) => `To Do (${n})`,
    gateTitle: 'Lessons Require Subscription',
    gateButton: 'View Subscription Plans',
    plansTitle: 'Choose Your Plan',
    patternDetected: 'Pattern Detected',
    identify: 'Identify the Pattern',
    understand: 'Understand the Origins',
    challenge: 'Challenge the Belief',
    prompt: 'What keeps it going today?',
    notes: 'Your notes',
    saveNotes: 'Save Notes',
    notesSaved: 'Notes saved',
    getReflection: 'Get Reflection',
    reflection: 'Reflection',
    continue: 'Continue',
    unlocked: 'Stage unlocked',
    feelNow: 'How do you feel now?',
    closing: 'Your closing reflection',
    saveComplete: 'Save & Complete Lesson',
    lessonCompleted: 'Lesson completed!',
    completedToggle: 'Completed',
    markedIncomplete: 'Marked as incomplete',
    back: 'Back to Lessons',
    notFound: 'Lesson not found',
    filterApplied: 'Schema Filter Applied',
    clearFilter: 'Clear Filter',
    understandNotes: 'Being teased at school made me feel there was something wrong with me.',
    challengeNotes: 'People who know me well still choose to spend time with me.',
    closingNotes: 'A little lighter, and kinder to myself.',
    patternText:
      "I'm worthless and there is something wrong with me. If people really knew me they would be ashamed of me.",
  },
  es: {
    title: 'Tu camino de aprendizaje',
    corePatterns: 'Tus patrones principales',
    retake: 'Repetir el cuestionario',
    all: (n: number) => `Todas las lecciones (${n})`,
    completed: (n: number) => `Completadas (${n})`,
    toDo: (n: number) => `Pendientes (${n})`,
    gateTitle: 'Las lecciones requieren suscripción',
    gateButton: 'Ver planes de suscripción',
    plansTitle: 'Elige tu plan',
    patternDetected: 'Patrón detectado',
    identify: 'Identifica el patrón',
    understand: 'Comprende sus orígenes',
    challenge: 'Cuestiona la creencia',
    prompt: '¿Qué lo mantiene en marcha hoy?',
    notes: 'Tus notas',
    saveNotes: 'Guardar notas',
    notesSaved: 'Notas guardadas',
    getReflection: 'Pedir una reflexión',
    reflection: 'Reflexión',
    continue: 'Continuar',
    unlocked: 'Etapa desbloqueada',
    feelNow: '¿Cómo te sientes ahora?',
    closing: 'Tu reflexión final',
    saveComplete: 'Guardar y completar la lección',
    lessonCompleted: '¡Lección completada!',
    completedToggle: 'Completada',
    markedIncomplete: 'Marcada como pendiente',
    back: 'Volver a las lecciones',
    notFound: 'No encontramos esta lección',
    filterApplied: 'Filtro de patrón aplicado',
    clearFilter: 'Quitar filtro',
    understandNotes: 'En el colegio se burlaban de mí y sentí que había algo malo en mí.',
    challengeNotes: 'Las personas que me conocen bien siguen eligiendo pasar tiempo conmigo.',
    closingNotes: 'Un poco más liviano, y más amable conmigo.',
    patternText:
      'No valgo nada y siento que hay algo malo en mí. Si la gente me conociera de verdad, se avergonzaría de mí.',
  },
} as const;

/** A lesson's title as the content file gives it in the locale. */
const lessonTitle = (slug: string, locale: Locale) =>
  (JSON.parse(readFileSync(`content/lessons/${slug}.${locale}.json`, 'utf8')) as { title: string }).title;

/** The core pattern's label as the patterns content names it. */
const patternLabel = (key: string, locale: Locale) =>
  (JSON.parse(readFileSync(`content/patterns/${locale}.json`, 'utf8')) as Record<string, { label: string }>)[key]!
    .label;

/** One check-in with its reflection, through the API (the check-in page has its own journeys). */
async function checkInViaApi(page: Page, text: string) {
  const entry = { feeling_text: text, mood_level: 2 };
  const reflected = await page.request.post('/api/check-ins/reflect', { data: entry });
  expect(reflected.ok()).toBe(true);
  const { reflection_token, detected_schemas } = (await reflected.json()) as {
    reflection_token: string;
    detected_schemas: string[];
  };
  expect(detected_schemas).toContain('defectiveness_shame');
  const saved = await page.request.post('/api/check-ins', { data: { ...entry, reflection_token } });
  expect(saved.status()).toBe(201);
}

/** Subscribes through the sandbox checkout's API: the plans, a checkout, then Pay. */
async function subscribeViaApi(page: Page) {
  const status = (await (await page.request.get('/api/subscription')).json()) as { plans: { price_id: string }[] };
  const checkout = await page.request.post('/api/subscription/checkout', {
    data: { priceId: status.plans[0]!.price_id },
  });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const id = /sandbox-checkout\/([0-9a-f-]+)/.exec(url)?.[1];
  expect(id).toBeTruthy();
  const paid = await page.request.post(`/api/sandbox/checkouts/${id}/pay`);
  expect(paid.ok()).toBe(true);
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`lessons (${locale})`, () => {
    test.use(
      locale === 'es'
        ? { locale: 'es-ES', timezoneId: 'Europe/Madrid' }
        : { locale: 'en-US', timezoneId: 'America/New_York' },
    );

    test('a subscriber works through a lesson of their core pattern, from the prefilled notes to completion', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page, locale, uniqueEmail(`lessons-${locale}`), 'a calm river 42');
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await completeScreenerViaApi(page, ['defectiveness_shame']);
      await checkInViaApi(page, t.patternText);
      await subscribeViaApi(page);

      // The library: only the two lessons of the core pattern.
      await page.goto(`${p}/lessons`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.corePatterns })).toBeVisible();
      await expect(page.getByText(patternLabel('defectiveness_shame', locale), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: t.retake })).toBeVisible();
      await expect(page.getByRole('button', { name: t.all(2) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.completed(0) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.toDo(2) })).toBeVisible();
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(cards).toHaveCount(2);
      await expectNoAxeViolations(page, `${p}/lessons`);

      // First open: the matching check-in pre-fills Identify and Understand opens.
      await page.getByRole('link', { name: lessonTitle('defectiveness-1', locale) }).click();
      await expect(page).toHaveURL(`${p}/lessons/defectiveness-1`);
      await expect(page.getByText(t.patternDetected)).toBeVisible();
      const identify = page.getByRole('region', { name: t.identify });
      await expect(identify.getByLabel(t.notes)).toHaveValue(new RegExp(t.patternText.slice(0, 20)));
      const understand = page.getByRole('region', { name: t.understand });
      await expect(understand.getByText(t.prompt)).toBeVisible();
      await expect(page.getByRole('button', { name: t.challenge })).toBeDisabled();
      await expectNoAxeViolations(page, `${p}/lessons/defectiveness-1`);

      // Understand: save notes, ask for a reflection, continue to Challenge.
      await understand.getByLabel(t.notes).fill(t.understandNotes);
      await understand.getByRole('button', { name: t.saveNotes }).click();
      await expect(page.getByText(t.notesSaved)).toBeVisible();
      await understand.getByRole('button', { name: t.getReflection }).click();
      await expect(understand.getByRole('region', { name: t.reflection })).toBeVisible();
      await understand.getByRole('button', { name: t.continue }).click();
      await expect(page.getByText(t.unlocked)).toBeVisible();

      // Challenge, then the closing card completes the lesson.
      const challenge = page.getByRole('region', { name: t.challenge });
      await challenge.getByLabel(t.notes).fill(t.challengeNotes);
      await challenge.getByRole('button', { name: t.saveNotes }).click();
      await expect(page.getByRole('heading', { name: t.feelNow })).toBeVisible();
      await page.getByLabel(t.closing).fill(t.closingNotes);
      await page.getByRole('button', { name: t.saveComplete }).click();
      await expect(page.getByText(t.lessonCompleted)).toBeVisible();
      await expect(page.getByRole('button', { name: t.completedToggle, pressed: true })).toBeVisible();

      // The library counts it, and its Completed filter lists it alone.
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByRole('button', { name: t.completed(1) })).toBeVisible();
      await page.getByRole('button', { name: t.completed(1) }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(lessonTitle('defectiveness-1', locale));

      // Toggled back to incomplete: the notes stay, and the counts follow.
      await cards.first().click();
      await page.getByRole('button', { name: t.completedToggle, pressed: true }).click();
      await expect(page.getByText(t.markedIncomplete)).toBeVisible();
      // The stage is kept: every stage still opens, with its notes.
      await page.getByRole('button', { name: t.challenge }).click();
      await expect(page.getByRole('region', { name: t.challenge }).getByLabel(t.notes)).toHaveValue(t.challengeNotes);
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByRole('button', { name: t.completed(0) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.toDo(2) })).toBeVisible();

      // A pattern from the URL (a check-in badge links like this): its lessons only, until cleared.
      await page.goto(`${p}/lessons?schema=abandonment`);
      await expect(page.getByText(t.filterApplied)).toBeVisible();
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText(lessonTitle('abandonment-1', locale));
      await page.getByRole('link', { name: t.clearFilter }).click();
      await expect(page).toHaveURL(`${p}/lessons`);
      await expect(cards.first()).toContainText(lessonTitle('defectiveness-1', locale));

      // An id no lesson has.
      await page.goto(`${p}/lessons/no-such-lesson`);
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(`${p}/lessons`);
    });

    test('a person without a plan sees the subscription gate on the library and on a lesson', async ({ page }) => {
      await signUp(page, locale, uniqueEmail(`lessons-gate-${locale}`), 'a calm river 42');
      await completeScreenerViaApi(page, ['abandonment']);
      await page.goto(`${p}/lessons/abandonment-1`);
      await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
      await page.goto(`${p}/lessons`);
      await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: t.all(2) })).toHaveCount(0);
      await expectNoAxeViolations(page, `${p}/lessons (gate)`);
      await page.getByRole('link', { name: t.gateButton }).click();
      await expect(page).toHaveURL(`${p}/subscription`);
      await expect(page.getByRole('heading', { name: t.plansTitle })).toBeVisible();
    });
  });
}
