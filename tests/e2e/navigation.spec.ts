import { copy, expect, expectNoAxeViolations, signUp, test, uniqueEmail } from './fixtures.js';

test.describe('language toggle and 404', () => {
  test('the toggle keeps path and query on three pages', async ({ page }) => {
    await signUp(page, 'en', uniqueEmail('toggle'), 'a calm river 42');
    await expect(page).toHaveURL('/schema-screener');
    for (const path of [
      '/lessons?schema=abandonment',
      '/schema-theory?section=styles',
      '/schema-screener/results?session=abc',
    ]) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Ver en español' }).click();
      await expect(page).toHaveURL(`/es${path}`);
      await page.getByRole('link', { name: 'View in English' }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test('signed out: the toggle works on /auth and home redirects by language', async ({ page }) => {
    await page.goto('/auth?from=mail');
    await page.getByRole('link', { name: 'Ver en español' }).click();
    await expect(page).toHaveURL('/es/auth?from=mail');
    await expect(page.getByRole('heading', { name: copy.es.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/es');
    await expect(page).toHaveURL('/es/auth');
    await page.goto('/');
    await expect(page).toHaveURL('/auth');
  });

  for (const locale of ['en', 'es'] as const) {
    test(`unknown path shows the 404 page (${locale})`, async ({ page }) => {
      const path = locale === 'es' ? '/es/no-such-page' : '/no-such-page';
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: copy[locale].notFound })).toBeVisible();
      await page.getByRole('link', { name: copy[locale].home }).click();
      await expect(page).toHaveURL(locale === 'es' ? '/es/auth' : '/auth');
    });
  }
});

test('on a small screen the navigation folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUp(page, 'en', uniqueEmail('mobile'), 'a calm river 42');
  await expect(page).toHaveURL('/schema-screener');
  const lessons = page.getByRole('link', { name: 'Lessons' });
  await expect(lessons).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(lessons).toBeVisible();
  await lessons.click();
  await expect(page).toHaveURL('/lessons');
  await expect(lessons).toBeHidden();
});

test.describe('accessibility', () => {
  for (const path of ['/auth', '/es/auth', '/no-such-page', '/es/no-such-page']) {
    test(`axe finds no violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }
});
