import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, prefix, signUp, test, uniqueEmail, type Locale } from './fixtures.js';

/** Daily use of the screener (issue 11): going back, changing answers, touch screens, one progress over both phases. */

type Item = { id: string; schema_key: string; is_followup: boolean; order_index: number; en: string; es: string };
const items = JSON.parse(readFileSync('content/screener/items.json', 'utf8')) as Item[];
const initial = items.filter((i) => !i.is_followup).sort((a, b) => a.order_index - b.order_index);

const copy = {
  en: {
    scale: ['Not at all', 'Rarely', 'Sometimes', 'Often', 'Very often'],
    question: (n: number, total: number) => `Question ${n} of ${total}`,
    previous: 'Previous',
    next: 'Next',
    intro: '36 statements, about 3 minutes.',
    deepDive: 'Deep Dive Questions',
    left: '2 statements left',
    tip: 'Tip: you can press 1 to 5 on your keyboard.',
  },
  es: {
    scale: ['Nunca', 'Rara vez', 'A veces', 'A menudo', 'Muy a menudo'],
    question: (n: number, total: number) => `Pregunta ${n} de ${total}`,
    previous: 'Anterior',
    next: 'Siguiente',
    intro: 'Son 36 afirmaciones y te llevará unos 3 minutos.',
    deepDive: 'Preguntas para profundizar',
    left: 'quedan 2 afirmaciones',
    tip: 'Consejo: también puedes responder con las teclas del 1 al 5.',
  },
} as const;

const scaleButton = (page: Page, locale: Locale, score: number) =>
  page.getByRole('button', { name: `${score} ${copy[locale].scale[score - 1]}`, exact: true });

const statement = (page: Page, locale: Locale, item: Item) =>
  page.getByRole('heading', { level: 2, name: item[locale] });

async function newUserOnScreener(page: Page, locale: Locale) {
  await signUp(page, locale, uniqueEmail(`screener-daily-${locale}`), 'a calm river 42');
  await expect(page).toHaveURL(`${prefix(locale)}/schema-screener`);
  await expect(statement(page, locale, initial[0]!)).toBeVisible();
}

async function storedAnswers(page: Page) {
  const body = (await (await page.request.get('/api/screener')).json()) as {
    session: { answers: { item_id: string; score: number }[] } | null;
  };
  return body.session?.answers ?? [];
}

/** The look of each answer button: a button that looks chosen differs from the others. */
const looks = (page: Page) =>
  page
    .locator('fieldset')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        return [style.backgroundColor, style.borderColor, style.boxShadow, style.outlineStyle].join(' ');
      }),
    );

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`screener in daily use (${locale})`, () => {
    test("Previous and the browser's Back show the statement before; an answer can be changed", async ({ page }) => {
      await newUserOnScreener(page, locale);
      await expect(page.getByText(t.intro)).toBeVisible();
      await expect(page.getByRole('button', { name: t.previous })).toHaveCount(0);
      await scaleButton(page, locale, 2).click();
      await expect(statement(page, locale, initial[1]!)).toBeVisible();
      await scaleButton(page, locale, 4).click();
      await expect(statement(page, locale, initial[2]!)).toBeVisible();
      await expect(page.getByText(t.question(3, 36))).toBeVisible();

      await page.getByRole('button', { name: t.previous }).click();
      await expect(statement(page, locale, initial[1]!)).toBeVisible();
      await expect(scaleButton(page, locale, 4)).toHaveAttribute('aria-pressed', 'true');

      // The browser's Back stays in the screener: the statement before, with its answer.
      await page.goBack();
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await expect(statement(page, locale, initial[0]!)).toBeVisible();
      await expect(page.getByText(t.question(1, 36))).toBeVisible();
      await expect(scaleButton(page, locale, 2)).toHaveAttribute('aria-pressed', 'true');

      // Changing it moves on, and the new answer replaces the old one on the server.
      await scaleButton(page, locale, 5).click();
      await expect(statement(page, locale, initial[1]!)).toBeVisible();
      await expect(scaleButton(page, locale, 4)).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t.next }).click();
      await expect(statement(page, locale, initial[2]!)).toBeVisible();
      await expect(page.getByRole('button', { name: t.next })).toHaveCount(0);
      await expect
        .poll(async () => (await storedAnswers(page)).find((a) => a.item_id === initial[0]!.id)?.score)
        .toBe(5);
      expect(await storedAnswers(page)).toHaveLength(2);
    });

    test('the deep dive continues the progress of the first pass instead of restarting at 0%', async ({ page }) => {
      await newUserOnScreener(page, locale);
      let sessionId: string | undefined;
      for (const item of initial.slice(0, 35)) {
        const score = item.schema_key === 'abandonment' ? 5 : 1;
        const saved = await page.request.post('/api/screener/answers', {
          data: { session_id: sessionId, item_id: item.id, score },
        });
        sessionId = ((await saved.json()) as { session_id: string }).session_id;
      }
      // A reload resumes at the first unanswered statement, whatever the page showed before.
      await page.reload();
      await expect(page.getByText(t.question(36, 36))).toBeVisible();
      await scaleButton(page, locale, initial[35]!.schema_key === 'abandonment' ? 5 : 1).click();

      await expect(page.getByRole('heading', { level: 1, name: t.deepDive })).toBeVisible();
      await expect(page.getByText(t.question(37, 38))).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
      await expect(page.getByText(t.left)).toBeVisible();
      // Back from the deep dive returns to the last statement of the first pass.
      await page.goBack();
      await expect(page.getByText(t.question(36, 38))).toBeVisible();
      await expect(page.getByText(t.intro)).toBeVisible();
    });

    test('on a touch screen no answer looks chosen on the next statement, and the keyboard tip is hidden', async ({
      browser,
      visitorAddress,
    }) => {
      const context = await browser.newContext({
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress },
      });
      const phone = await context.newPage();
      try {
        await newUserOnScreener(phone, locale);
        await expect(phone.getByText(t.tip)).toBeHidden();
        const untouched = await looks(phone);
        expect(new Set(untouched).size).toBe(1);

        await scaleButton(phone, locale, 3).tap();
        await expect(statement(phone, locale, initial[1]!)).toBeVisible();
        await expect(phone.getByRole('button', { name: t.previous })).toBeVisible();
        // Let any transition settle, then every answer button must look exactly as before any tap.
        await phone.waitForTimeout(300);
        expect(await looks(phone)).toEqual(untouched);
      } finally {
        await context.close();
      }
    });

    test('with a mouse and keyboard, the keyboard tip is shown', async ({ page }) => {
      await newUserOnScreener(page, locale);
      await expect(page.getByText(t.tip)).toBeVisible();
    });
  });
}
