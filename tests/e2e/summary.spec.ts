import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, prefix, signUpReadyForCheckIn, test, type Locale } from './fixtures.js';

/**
 * The printable summary (/summary): nothing personal on it until the person ticks it, and printing
 * shows the summary alone (navigation, footer and the choices stay off paper).
 */
const copy = {
  en: {
    title: 'Your summary to share',
    nothing: 'Nothing is included yet. Tick what you want to share above.',
    patterns: /core patterns and their latest screener scores/,
    trend: 'My mood trend',
    print: 'Print summary',
    pattern: 'Shame and Feeling Flawed',
    score: '3.0 of 5',
    disclaimer: /educational self-reflection tool/,
  },
  es: {
    title: 'Tu resumen para compartir',
    nothing: 'Aún no has incluido nada. Marca arriba lo que quieras compartir.',
    patterns: /patrones principales/,
    trend: 'Cómo ha ido mi ánimo',
    print: 'Imprimir resumen',
    pattern: 'Vergüenza y sentirse insuficiente',
    score: '3,0 de 5',
    disclaimer: /herramienta educativa de autorreflexión/,
  },
} as const;

const shared = 'Today was hard, and I can still take one small step.';
const kept = 'I felt left out at lunch, and it does not mean I am unwanted.';

/** Two check-ins with a finished reframing exercise each (through the API), and a few past days by factory. */
async function seed(page: Page, timeZone: string) {
  for (const alternative_thought of [kept, shared]) {
    const saved = await page.request.post('/api/check-ins', {
      data: {
        feeling_text: 'A long day with a few worries about my friends.',
        mood_level: 3,
        reframing_exercise: {
          evidence_supporting: 'Nobody called me back today.',
          evidence_challenging: 'Two friends wrote to me this week.',
          alternative_thought,
        },
      },
    });
    expect(saved.status()).toBe(201);
  }
  const factory = await page.request.post('/api/test-factories/check-ins', {
    data: { count: 5, days: 10, streak: 3, time_zone: timeZone },
  });
  expect(factory.status()).toBe(201);
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  test.describe(`summary (${locale})`, () => {
    test.use(
      locale === 'es'
        ? { locale: 'es-ES', timezoneId: 'Europe/Madrid' }
        : { locale: 'en-US', timezoneId: 'America/New_York' },
    );

    test('nothing included until ticked; print shows only the summary; axe', async ({ page }) => {
      await signUpReadyForCheckIn(page, locale, 'summary');
      await seed(page, locale === 'es' ? 'Europe/Madrid' : 'America/New_York');
      // Linked from the progress section of the check-in page.
      await page.goto(`${prefix(locale)}/check-in`);
      await page
        .getByRole('link', {
          name: locale === 'es' ? 'Preparar un resumen para compartir' : 'Make a printable summary to share',
        })
        .click();
      await expect(page).toHaveURL(`${prefix(locale)}/summary`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      const doc = page.getByTestId('summary-document');
      const boxes = page.getByRole('checkbox');
      await expect(boxes).toHaveCount(5);
      for (const box of await boxes.all()) await expect(box).not.toBeChecked();
      await expect(doc.getByText(t.nothing)).toBeVisible();
      await expect(doc).not.toContainText(shared);
      await expect(doc).not.toContainText(t.pattern);
      await expect(doc.getByText(t.disclaimer)).toBeVisible();
      await expectNoAxeViolations(page, `${locale} summary, nothing ticked`);

      await page.getByRole('checkbox', { name: t.patterns }).check();
      await page.getByRole('checkbox', { name: t.trend }).check();
      await page.getByRole('checkbox', { name: new RegExp(shared) }).check();
      await expect(doc.getByRole('row', { name: `${t.pattern} ${t.score}` })).toBeVisible();
      await expect(doc.getByTestId('mood-chart')).toBeVisible();
      await expect(doc.getByText(shared)).toBeVisible();
      await expect(doc).not.toContainText(kept);
      await expectNoAxeViolations(page, `${locale} summary, ticked`);

      await page.emulateMedia({ media: 'print' });
      await expect(doc).toBeVisible();
      await expect(doc.getByText(shared)).toBeVisible();
      await expect(doc.getByTestId('mood-chart')).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: t.print })).toBeHidden();
      await expect(page.getByRole('checkbox', { name: t.trend })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeHidden();
      // Whatever is visible on paper lies inside the summary.
      const strays = await page.evaluate(() => {
        const summary = document.querySelector('[data-print-page]')!;
        return [...document.body.querySelectorAll('*')]
          .filter((el) => !summary.contains(el) && !el.contains(summary))
          .filter((el) => el.checkVisibility())
          .map((el) => el.outerHTML.slice(0, 80));
      });
      expect(strays).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('button', { name: t.print })).toBeVisible();
    });
  });
}

test('signed out, /summary and /es/summary go to sign-in', async ({ page }) => {
  await page.goto('/summary');
  await expect(page).toHaveURL('/auth');
  await page.goto('/es/summary');
  await expect(page).toHaveURL('/es/auth');
});
