import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  prefix,
  signUpReadyForCheckIn,
  test,
  useUpFreeCheckIns,
  type Locale,
} from './fixtures.js';

/** Issue 7: help that fits where the person is, on the crisis card and on /help, in English and Spanish. */
const copy = {
  en: {
    feeling: 'What is on your mind?',
    submit: 'Reflect',
    crisisTitle: 'You deserve support right now',
    crisisText: 'I want to end my life.',
    ordinaryText: 'A quiet evening, I cooked pasta and read a book.',
    saved: 'Check-in saved',
    crisisSaved: 'Your check-in was saved.',
    changeCountry: 'change country',
    country: 'Country',
    showing: (country: string) => `Showing help for ${country}`,
    used: 'Free Check-Ins Used',
    plans: 'View subscription plans',
    limitReached: 'Check-in limit reached',
    helpTitle: 'Need help now?',
    yourReflection: 'Your reflection',
    gentleHelp: 'If any of this feels heavy right now, you don’t have to hold it alone.',
    gentleHelpLink: 'Find someone to talk to',
  },
  es: {
    feeling: '¿Qué tienes en mente?',
    submit: 'Reflexionar',
    crisisTitle: 'Mereces apoyo ahora mismo',
    crisisText: 'Quiero terminar con mi vida.',
    ordinaryText: 'Una tarde tranquila, cociné pasta y leí un libro.',
    saved: 'Registro guardado',
    crisisSaved: 'Tu registro se guardó.',
    changeCountry: 'cambiar país',
    country: 'País',
    showing: (country: string) => `Mostrando ayuda para ${country}`,
    used: 'Registros gratuitos agotados',
    plans: 'Ver planes de suscripción',
    limitReached: 'Límite de registros alcanzado',
    helpTitle: '¿Necesitas ayuda ahora?',
    yourReflection: 'Tu reflexión',
    gentleHelp: 'Si algo de esto te pesa ahora, no tienes que cargarlo a solas.',
    gentleHelpLink: 'Encuentra con quién hablar',
  },
} as const;

const crisisCard = (page: Page, locale: Locale) => page.getByRole('region', { name: copy[locale].crisisTitle });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

async function writeCheckIn(page: Page, locale: Locale, text: string) {
  await page.getByLabel(copy[locale].feeling).fill(text);
  await page.getByRole('button', { name: copy[locale].submit, exact: true }).click();
}

/** The `tel:` links of a part of the page, in order. */
const telLinks = (scope: Locator) =>
  scope.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function changeCountry(page: Page, locale: Locale, scope: Locator, code: string) {
  const button = scope.getByRole('button', { name: copy[locale].changeCountry });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await scope.getByLabel(copy[locale].country, { exact: true }).selectOption(code);
}

/**
 * Numbers (three digits or more) in the text of `main` that no `tel:` link dials: must be none.
 * A service's name may carry its number ("988 Suicide & Crisis Lifeline") when a link dials it too.
 */
const undialledNumbers = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const digits = (text: string) => text.replace(/\D/g, '');
    const dialled = new Set(
      [...main.querySelectorAll('a[href^="tel:"]')].map((link) => digits(link.getAttribute('href') ?? '')),
    );
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const offending: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (node.parentElement?.closest('a, option')) continue;
      for (const match of text.matchAll(/[\d*(][\d\s()-]{1,}\d/g)) {
        if (digits(match[0]).length >= 3 && !dialled.has(digits(match[0]))) offending.push(text);
      }
    }
    return offending;
  });

test.describe('an es-MX visitor on a phone', () => {
  test.use({ locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 360, height: 740 } });

  test('in crisis sees Mexico’s line first, alone, as a tel: link above the fold; a new country changes the list', async ({
    page,
  }) => {
    const t = copy.es;
    await signUpReadyForCheckIn(page, 'es', 'crisis-mx');
    await writeCheckIn(page, 'es', t.crisisText);

    const card = crisisCard(page, 'es');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: t.crisisTitle })).toBeFocused();
    await expect(card).toContainText(t.showing('México'));
    const first = card.locator('a[href^="tel:"]').first();
    await expect(first).toHaveAttribute('href', 'tel:8009112000');
    await expect(first).toHaveText(/Llama al 800\s911\s2000/);
    await expect(card).not.toContainText('024');
    // The number is said once, on its button; the message around it does not repeat it.
    expect((await card.innerText()).match(/800\s911\s2000/g)).toHaveLength(1);
    const box = await first.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 740, `call button at ${JSON.stringify(box)}`).toBe(true);

    await expect(card.getByText(t.crisisSaved)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByText(t.saved)).toHaveCount(0);
    await expectNoAxeViolations(page, '/es/check-in crisis card');

    await changeCountry(page, 'es', card, 'ES');
    await expect(card).toContainText(t.showing('España'));
    expect((await telLinks(card))[0]).toBe('tel:024');
    await expect(card).not.toContainText(/800\s911\s2000/);

    // The pick is remembered: /help now starts with Spain.
    await page.goto('/es/help');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('España');
    await changeCountry(page, 'es', page.getByRole('main'), 'MX');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('México');
    expect((await telLinks(page.getByRole('main')))[0]).toBe('tel:8009112000');
  });
});

test.describe('an en-GB visitor', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('in crisis sees Samaritans first and never the US 988; picking Mexico shows Línea de la Vida', async ({
    page,
  }) => {
    const t = copy.en;
    await signUpReadyForCheckIn(page, 'en', 'crisis-gb');
    await writeCheckIn(page, 'en', t.crisisText);
    const card = crisisCard(page, 'en');
    await expect(card).toBeVisible();
    await expect(card).toContainText(t.showing('United Kingdom'));
    const links = await telLinks(card);
    expect(links[0]).toBe('tel:116123');
    expect(links).not.toContain('tel:988');
    await expect(card.getByText(t.crisisSaved)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);

    await changeCountry(page, 'en', card, 'MX');
    await expect(card).toContainText(t.showing('Mexico'));
    expect((await telLinks(card))[0]).toBe('tel:8009112000');
    expect(await telLinks(card)).not.toContain('tel:116123');
  });
});

for (const [locale, browser] of [
  ['en', { locale: 'en-US', timezoneId: 'America/New_York' }],
  ['es', { locale: 'es-US', timezoneId: 'America/Los_Angeles' }],
] as const) {
  test.describe(`a free user with no check-ins left (${browser.locale})`, () => {
    test.use(browser);

    test('still reaches the crisis response, not counted, with no toast over it', async ({ page }) => {
      const t = copy[locale];
      await signUpReadyForCheckIn(page, locale, 'crisis-limit');
      await useUpFreeCheckIns(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: t.used })).toBeVisible();
      await expect(page.getByRole('link', { name: t.plans })).toBeVisible();

      await writeCheckIn(page, locale, t.ordinaryText);
      await expect(page.getByText(t.limitReached)).toBeVisible();
      await expect(crisisCard(page, locale)).toHaveCount(0);

      await writeCheckIn(page, locale, t.crisisText);
      const card = crisisCard(page, locale);
      await expect(card).toBeVisible();
      expect((await telLinks(card))[0]).toBe('tel:988');
      if (locale === 'es') await expect(card).toContainText('opción 2 para hablar en español');
      await expect(card.getByText(t.crisisSaved)).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);

      const me = (await (await page.request.get('/api/me')).json()) as { access: { status: string; used?: number } };
      expect(me.access).toMatchObject({ status: 'limit_reached', used: 5 });
    });
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`a past or passing mention (${locale}) gets the ordinary reflection plus one gentle line to /help`, async ({
    page,
  }) => {
    const t = copy[locale];
    await signUpReadyForCheckIn(page, locale, 'past-mention');
    // The grade is the server's (another part of issue 7); here the page's answer to it is under test.
    await page.route('**/api/check-ins/reflect', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), safety: 'past_or_mention' } });
    });
    await writeCheckIn(page, locale, t.ordinaryText);
    const reflection = page.getByRole('region', { name: t.yourReflection });
    await expect(reflection).toContainText(t.gentleHelp);
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(crisisCard(page, locale)).toHaveCount(0);
    await reflection.getByRole('link', { name: t.gentleHelpLink }).click();
    await expect(page).toHaveURL(`${prefix(locale)}/help`);
  });
}

for (const [locale, browser, own, first] of [
  ['en', { locale: 'en-GB', timezoneId: 'Europe/London' }, 'United Kingdom', 'tel:116123'],
  ['es', { locale: 'es-MX', timezoneId: 'America/Mexico_City' }, 'México', 'tel:8009112000'],
] as const) {
  test.describe(`/help for a ${browser.locale} visitor`, () => {
    test.use(browser);

    test('groups the lines by country, theirs first, every number a link, and passes axe', async ({ page }) => {
      const t = copy[locale];
      await page.goto(`${prefix(locale)}/help`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.helpTitle })).toBeVisible();
      await expect(main).toContainText(t.showing(own));
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(own);
      expect((await telLinks(main))[0]).toBe(first);
      const headings = await main.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(headings.length).toBeGreaterThanOrEqual(8);
      expect(headings).not.toContain(own);
      expect(await undialledNumbers(page)).toEqual([]);
      await expectNoAxeViolations(page, `${prefix(locale)}/help`);

      await main.getByRole('button', { name: t.changeCountry }).click();
      await expect(main.getByLabel(t.country, { exact: true })).toBeFocused();
      await expectNoAxeViolations(page, `${prefix(locale)}/help (picker open)`);
    });
  });
}
