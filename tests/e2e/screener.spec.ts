import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, type Locale, prefix, signUp, test, uniqueEmail } from './fixtures.js';

type Item = { id: string; schema_key: string; is_followup: boolean; order_index: number; en: string; es: string };
const items = JSON.parse(readFileSync('content/screener/items.json', 'utf8')) as Item[];
const initial = items.filter((i) => !i.is_followup).sort((a, b) => a.order_index - b.order_index);

const copy = {
  en: {
    scale: ['Not at all', 'Rarely', 'Sometimes', 'Often', 'Very often'],
    title: 'Discover Your Patterns',
    deepDive: 'Deep Dive Questions',
    question: (n: number, total: number) => `Question ${n} of ${total}`,
    greatProgress: 'Great progress!',
    continue: 'Continue to Your Results',
    results: 'Your Top Patterns',
    choose: 'Choose ',
    save: 'Save & Continue',
    coreSet: 'Core Patterns Set',
    coreSetDescription: "You'll now see lessons for the 2 patterns you chose.",
    tooMany: 'Too many patterns',
    none: 'No patterns selected',
    others: 'Your other patterns',
    alreadySaved: 'Already saved',
    retake: 'Retake Screener',
    score: (text: string) => text,
    hero: 'Your Guide to Self-Understanding',
    homeButtons: ['Daily Check-In', 'Retake Screener', 'Browse Lessons', 'More About Patterns'],
  },
  es: {
    scale: ['Nunca', 'Rara vez', 'A veces', 'A menudo', 'Muy a menudo'],
    title: 'Descubre tus patrones',
    deepDive: 'Preguntas para profundizar',
    question: (n: number, total: number) => `Pregunta ${n} de ${total}`,
    greatProgress: '¡Buen avance!',
    continue: 'Ver tus resultados',
    results: 'Tus patrones principales',
    choose: 'Elegir «',
    save: 'Guardar y continuar',
    coreSet: 'Patrones principales guardados',
    coreSetDescription: 'A partir de ahora verás lecciones sobre los 2 patrones que elegiste.',
    tooMany: 'Demasiados patrones',
    none: 'Ningún patrón elegido',
    others: 'Tus otros patrones',
    alreadySaved: 'Ya estaban guardados',
    retake: 'Repetir el cuestionario',
    // Scores are written with the page language's decimal separator.
    score: (text: string) => text.replace('.', ','),
    hero: 'Tu guía para conocerte mejor',
    homeButtons: ['Registro diario', 'Repetir el cuestionario', 'Ver lecciones', 'Más sobre los patrones'],
  },
} as const;

/** Clicks "Choose <pattern>" on the n-th suggestion card. */
async function chooseSuggestion(suggestions: Locator, n: number, label: string) {
  await suggestions
    .nth(n)
    .getByRole('button', { name: new RegExp(label) })
    .click();
}

async function answer(page: Page, locale: Locale, score: number) {
  await page.getByRole('button', { name: `${score} ${copy[locale].scale[score - 1]}`, exact: true }).click();
}

/** Answers the first pass, waiting for each next statement; `score` may depend on the statement's pattern. */
async function answerInitialPass(page: Page, locale: Locale, score: (item: Item) => number, from = 0) {
  for (let i = from; i < initial.length; i += 1) {
    const item = initial[i]!;
    await expect(page.getByRole('heading', { level: 2, name: item[locale] })).toBeVisible();
    await answer(page, locale, score(item));
  }
}

async function newUserOnScreener(page: Page, locale: Locale) {
  await signUp(page, locale, uniqueEmail(`screener-${locale}`), 'a calm river 42');
  await expect(page).toHaveURL(`${prefix(locale)}/schema-screener`);
  await expect(page.getByText(copy[locale].question(1, 36))).toBeVisible();
}

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`screener (${locale})`, () => {
    test('all 3s: no follow-up, about page, 2 suggestions, save 2 -> check-in', async ({ page }) => {
      await newUserOnScreener(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await answerInitialPass(page, locale, () => 3);
      await expect(page).toHaveURL(new RegExp(`${p}/schema-screener/about\\?session=[0-9a-f-]{36}$`));
      await expect(page.getByText(t.deepDive)).toHaveCount(0);
      await page.getByRole('link', { name: t.continue }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/schema-screener/results\\?session=`));
      const suggestions = page.getByRole('list', { name: t.results }).locator(':scope > li');
      await expect(suggestions).toHaveCount(2);
      await expect(suggestions.first()).toContainText(t.score('3.0'));
      const save = page.getByRole('button', { name: t.save });
      await expect(save).toBeDisabled();
      await chooseSuggestion(suggestions, 0, t.choose);
      await chooseSuggestion(suggestions, 1, t.choose);
      await save.click();
      await expect(page.getByText(t.coreSet)).toBeVisible();
      await expect(page.getByText(t.coreSetDescription)).toBeVisible();
      await expect(page).toHaveURL(`${p}/check-in`);

      // With the screener done, home shows the hero and its four ways in.
      await page.goto(`${p}/`);
      await expect(page.getByRole('heading', { level: 1, name: t.hero })).toBeVisible();
      for (const name of t.homeButtons)
        await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('5 on one pattern opens the deep dive for it, with the toast', async ({ page }) => {
      await newUserOnScreener(page, locale);
      await answerInitialPass(page, locale, (item) => (item.schema_key === 'abandonment' ? 5 : 1));
      await expect(page.getByText(t.greatProgress)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.deepDive })).toBeVisible();
      // The deep dive continues the count of the first pass (36 statements, then 2 more).
      await expect(page.getByText(t.question(37, 38))).toBeVisible();
      const followups = items.filter((i) => i.is_followup && i.schema_key === 'abandonment');
      for (const item of followups) {
        await expect(page.getByRole('heading', { level: 2, name: item[locale] })).toBeVisible();
        await answer(page, locale, 4);
      }
      await expect(page).toHaveURL(new RegExp(`${p}/schema-screener/about\\?session=`));
      await page.getByRole('link', { name: t.continue }).click();
      const suggestions = page.getByRole('list', { name: t.results }).locator(':scope > li');
      await expect(suggestions.first()).toContainText(t.score('4.6'));
    });
  });
}

test.describe('screener behaviour', () => {
  test('a reload mid-way resumes at the same question', async ({ page }) => {
    await newUserOnScreener(page, 'en');
    for (let i = 0; i < 5; i += 1) {
      await expect(page.getByRole('heading', { level: 2, name: initial[i]!.en })).toBeVisible();
      await answer(page, 'en', 2);
    }
    await expect(page.getByText('Question 6 of 36')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByText('Question 6 of 36')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: initial[5]!.en })).toBeVisible();
  });

  test('results validation, retake replaces the core patterns, same selection is already saved', async ({ page }) => {
    // Two whole screener passes: 16 s here, more on a loaded CI machine.
    test.setTimeout(60_000);
    const t = copy.en;
    await newUserOnScreener(page, 'en');
    await answerInitialPass(page, 'en', () => 3);
    await page.getByRole('link', { name: t.continue }).click();
    const suggestions = page.getByRole('list', { name: t.results }).locator(':scope > li');
    await chooseSuggestion(suggestions, 0, t.choose);
    // The same button, the same name: pressed again, it lets the pattern go.
    await expect(suggestions.nth(0).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await chooseSuggestion(suggestions, 0, t.choose);
    await expect(suggestions.nth(0).getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByRole('button', { name: t.save })).toBeDisabled();

    await chooseSuggestion(suggestions, 0, t.choose);
    await chooseSuggestion(suggestions, 1, t.choose);
    await page.getByText(t.others).click();
    const choose = page.getByRole('button', { name: new RegExp(`^${t.choose}`), pressed: false });
    await choose.first().click();
    await choose.first().click();
    await expect(page.getByText(t.tooMany)).toBeVisible();
    await expect(page.getByText('3 of 3 chosen')).toBeVisible();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL('/check-in');
    const first = (await (await page.request.get('/api/core-patterns')).json()).schema_keys as string[];
    expect(first).toHaveLength(3);

    // A retake with a new selection replaces the old one.
    await page.goto('/schema-screener');
    await answerInitialPass(page, 'en', (item) => (item.schema_key === 'emotional_inhibition' ? 5 : 1));
    for (let i = 0; i < 2; i += 1) await answer(page, 'en', 5);
    await page.getByRole('link', { name: t.continue }).click();
    // The click navigates inside the app: read the address only once it is the results page.
    await expect(page).toHaveURL(/\/schema-screener\/results\?session=/);
    const resultsUrl = page.url();
    const choice = page.getByRole('list', { name: t.results }).locator(':scope > li').first().getByRole('button');
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.coreSet)).toBeVisible();
    const second = (await (await page.request.get('/api/core-patterns')).json()).schema_keys;
    expect(second).toEqual(['emotional_inhibition']);

    // Saving the very same selection again: already saved, on to the lessons. A fresh load of the
    // results page, so no back-navigation refetch can re-render the card between reading and clicking.
    await page.goto(resultsUrl);
    const again = page.getByRole('list', { name: t.results }).locator(':scope > li').first().getByRole('button');
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.alreadySaved)).toBeVisible();
    await expect(page).toHaveURL('/lessons');
  });

  test('the whole screener can be done with the keyboard alone', async ({ page }) => {
    await newUserOnScreener(page, 'en');
    for (let i = 0; i < initial.length; i += 1) {
      await expect(page.getByText(`Question ${i + 1} of 36`)).toBeVisible();
      await page.keyboard.press('3');
    }
    await expect(page).toHaveURL(/\/schema-screener\/about/);
    const link = page.getByRole('link', { name: copy.en.continue });
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/schema-screener\/results/);
    const firstChoice = page.getByRole('button', { name: new RegExp(copy.en.choose) }).first();
    for (let i = 0; i < 60 && !(await firstChoice.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const save = page.getByRole('button', { name: copy.en.save });
    for (let i = 0; i < 80 && !(await save.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/check-in');
  });

  test('axe finds no violation on the screener, about, results and About Patterns pages', async ({ page }) => {
    const check = () => expectNoAxeViolations(page);
    await newUserOnScreener(page, 'en');
    await check();
    await answerInitialPass(page, 'en', () => 2);
    await expect(page.getByRole('link', { name: copy.en.continue })).toBeVisible();
    await check();
    await page.getByRole('link', { name: copy.en.continue }).click();
    await expect(page.getByRole('list', { name: copy.en.results })).toBeVisible();
    await check();
    for (const path of ['/schema-theory', '/es/schema-theory']) {
      await page.goto(path);
      const pattern = page
        .locator('details')
        .filter({ hasText: /Abandonment|abandono/i })
        .first();
      await expect(pattern).not.toHaveAttribute('open');
      await pattern.locator('summary').click();
      await expect(pattern).toHaveAttribute('open');
      await check();
    }
  });
});
