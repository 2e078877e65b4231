import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, type Locale, prefix, signUpReadyForCheckIn, test } from './fixtures.js';

/**
 * Progress on the check-in page. Past check-ins are seeded "by factories": the e2e servers run with
 * E2E_FACTORIES=true, which mounts POST /api/test-factories/check-ins (never outside NODE_ENV=test).
 * Time-zone and DST edges stay covered by src/shared/progress.test.ts.
 */
const copy = {
  en: {
    show: 'Show my progress',
    ninety: 'Last 90 days',
    average: 'Average mood',
    count: 'Check-ins',
    streak: 'Current streak',
    averageValue: '3.0',
    streakValue: '1 day',
    days: (n: number) => `${n} days`,
    summary: 'Mood over the last 30 days: an average of 3.0 from 2 check-ins.',
    summary90: 'Mood over the last 90 days: an average of 3.0 from 2 check-ins.',
    caption: /Average mood on each day with a check-in/,
    patterns: 'Pattern activity',
    core: 'Core pattern',
    coreLabel: 'Shame and Feeling Flawed',
  },
  es: {
    show: 'Ver mi progreso',
    ninety: 'Últimos 90 días',
    average: 'Ánimo promedio',
    count: 'Registros',
    streak: 'Racha actual',
    averageValue: '3,0',
    streakValue: '1 día',
    days: (n: number) => `${n} días`,
    summary: 'Tu ánimo en los últimos 30 días: 3,0 de promedio en 2 registros.',
    summary90: 'Tu ánimo en los últimos 90 días: 3,0 de promedio en 2 registros.',
    caption: /Ánimo promedio de cada día con registro/,
    patterns: 'Tus patrones, semana a semana',
    core: 'Patrón principal',
    coreLabel: 'Vergüenza y sentirse insuficiente',
  },
} as const;

/** Two check-ins today through the API (reflection first, as the page does): moods 2 and 4. */
async function checkInTwice(page: Page) {
  for (const [i, mood_level] of [2, 4].entries()) {
    const entry = { feeling_text: `A quiet afternoon number ${i + 1}, some reading and a walk.`, mood_level };
    const reflected = await page.request.post('/api/check-ins/reflect', { data: entry });
    const { reflection_token } = (await reflected.json()) as { reflection_token: string };
    expect((await page.request.post('/api/check-ins', { data: { ...entry, reflection_token } })).status()).toBe(201);
  }
}

/** Past check-ins for the signed-in person, through the test factory; which days back it used. */
async function seedByFactory(page: Page, body: { count: number; days: number; streak: number; time_zone: string }) {
  const response = await page.request.post('/api/test-factories/check-ins', { data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { days_ago: number[] }).days_ago;
}

/** Today's day of the month in a time zone (1-31). */
const dayOfMonth = (timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone }).format(new Date()));

const statOf = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  test.describe(`progress (${locale})`, () => {
    test.use(
      locale === 'es'
        ? { locale: 'es-ES', timezoneId: 'Europe/Madrid' }
        : { locale: 'en-US', timezoneId: 'America/New_York' },
    );

    test('the trend, its table, the numbers and the pattern activity; 30 and 90 days; axe', async ({ page }) => {
      await signUpReadyForCheckIn(page, locale, 'progress');
      await checkInTwice(page);
      await page.goto(`${prefix(locale)}/check-in`);

      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/progress')) requested.push(new URL(r.url()).search);
      });
      await page.getByRole('button', { name: t.show }).click();
      await expect(statOf(page, t.count)).toHaveText('2');
      await expect(statOf(page, t.average)).toHaveText(t.averageValue);
      await expect(statOf(page, t.streak)).toHaveText(t.streakValue);
      await expect(page.getByText(t.summary)).toBeVisible();
      await expect(page.getByTestId('mood-chart')).toBeVisible();
      const table = page.getByRole('table', { name: t.caption });
      await expect(table.getByRole('row')).toHaveCount(2); // the header and today
      await expect(table.getByRole('cell').first()).toHaveText(t.averageValue);

      const activity = page.getByRole('region', { name: t.patterns });
      await expect(activity.getByRole('rowheader').first()).toContainText(t.coreLabel);
      await expect(activity.getByRole('rowheader').first()).toContainText(t.core);
      // The browser's own zone went with the request.
      const zone = locale === 'es' ? 'Europe%2FMadrid' : 'America%2FNew_York';
      expect(requested[0]).toContain(`time_zone=${zone}`);

      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.ninety }).click();
      await expect(page.getByText(t.summary90)).toBeVisible();
      await expect(page.getByRole('button', { name: t.ninety })).toHaveAttribute('aria-pressed', 'true');
      expect(requested.at(-1)).toContain('days=90');
    });

    test('40 check-ins over 60 days: chart and table, 30 and 90 day counts, a streak across the 1st', async ({
      page,
    }) => {
      const timeZone = locale === 'es' ? 'Europe/Madrid' : 'America/New_York';
      await signUpReadyForCheckIn(page, locale, 'progress-40');
      // Consecutive days ending today, reaching back past the 1st of this month into the last one.
      const streak = dayOfMonth(timeZone) + 2;
      const daysAgo = await seedByFactory(page, { count: 40, days: 60, streak, time_zone: timeZone });
      expect(daysAgo).toHaveLength(40);
      expect(Math.max(...daysAgo)).toBeLessThan(60);
      const inThirty = daysAgo.filter((d) => d < 30).length;
      expect(inThirty).toBeLessThan(40);

      await page.goto(`${prefix(locale)}/check-in`);
      await page.getByRole('button', { name: t.show }).click();
      await expect(statOf(page, t.count)).toHaveText(String(inThirty));
      await expect(statOf(page, t.streak)).toHaveText(t.days(streak));
      await expect(page.getByTestId('mood-chart')).toBeVisible();
      const table = page.getByRole('table', { name: t.caption });
      await expect(table.getByRole('row')).toHaveCount(1 + inThirty); // the header and one row per day

      await page.getByRole('button', { name: t.ninety }).click();
      await expect(statOf(page, t.count)).toHaveText('40');
      await expect(table.getByRole('row')).toHaveCount(41);
      await expect(statOf(page, t.streak)).toHaveText(t.days(streak));
    });
  });
}

test('axe finds no violation on /check-in and /es/check-in with progress closed', async ({ page }) => {
  await signUpReadyForCheckIn(page, 'en', 'progress-axe');
  for (const path of ['/check-in', '/es/check-in']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
