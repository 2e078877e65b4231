import type { BrowserContext, Locator, Page } from '@playwright/test';
import { en } from '../../src/client/i18n/en.js';
import { enLater } from '../../src/client/i18n/en-later.js';
import { es } from '../../src/client/i18n/es.js';
import { esLater } from '../../src/client/i18n/es-later.js';
import { pagePaths, englishOnlyPaths } from '../../src/shared/routes.js';
import { copy, expect, expectNoAxeViolations, prefix, signUp, test, uniqueEmail, type Locale } from './fixtures.js';

/**
 * The layout holds on every screen (issue 11, Layout): at 360, 390, 768 and 1280 px, on every route
 * of src/shared/routes.ts in both languages, the page is never wider than the window and its primary
 * action can be reached on screen without anything on top of it. The header is one row from 768 px
 * up, and toasts leave the navigation and the page title uncovered.
 */

type Catalogue = typeof en & typeof enLater;
// Each language whole: its first-screen messages and the later pages'.
const catalogues: Record<Locale, Catalogue> = { en: { ...en, ...enLater }, es: { ...es, ...esLater } };

/** What the routes with an id or a session need, made once for one subscriber who finished the screener. */
type Fixture = {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  sessionId: string;
  lessonId: string;
  checkoutId: string;
  portalId: string;
};
let made: Fixture;

type Route = {
  path: string;
  /** The page's primary action: what a person came to the page to press. */
  primary: (page: Page, t: Catalogue) => Locator;
  signedOut?: boolean;
};

const main = (page: Page) => page.getByRole('main');
const routes = (made: Fixture): Route[] => [
  {
    path: '/auth',
    signedOut: true,
    primary: (p, t) => main(p).getByRole('button', { name: t.auth.signIn, exact: true }),
  },
  { path: '/', primary: (p, t) => main(p).getByRole('link', { name: t.home.dailyCheckIn }) },
  { path: '/check-in', primary: (p, t) => main(p).getByRole('button', { name: t.checkIn.submit }) },
  { path: '/check-in/history', primary: (p, t) => main(p).getByRole('link', { name: t.checkIn.title, exact: true }) },
  { path: '/help', primary: (p) => main(p).locator('a[href^="tel:"]').first() },
  { path: '/lessons', primary: (p) => main(p).locator(`a[href*="/lessons/"]`).first() },
  {
    path: `/lessons/${made.lessonId}`,
    primary: (p, t) => main(p).getByRole('button', { name: t.lessons.saveNotes }),
  },
  { path: '/schema-screener', primary: (p, t) => main(p).getByRole('button', { name: t.screener.scale['5'] }) },
  {
    path: `/schema-screener/about?session=${made.sessionId}`,
    primary: (p, t) => main(p).getByRole('link', { name: t.screenerAbout.continue }),
  },
  {
    path: `/schema-screener/results?session=${made.sessionId}`,
    primary: (p, t) => main(p).getByRole('button', { name: t.results.save }),
  },
  { path: '/schema-theory', primary: (p) => main(p).locator('summary').last() },
  { path: '/settings', primary: (p, t) => main(p).getByRole('button', { name: t.settings.saveName }) },
  { path: '/subscription', primary: (p, t) => main(p).getByRole('button', { name: t.subscription.manage }).first() },
  {
    path: `/subscription/sandbox-checkout/${made.checkoutId}`,
    primary: (p, t) => main(p).getByRole('button', { name: t.sandbox.pay, exact: true }),
  },
  {
    path: `/subscription/sandbox-portal/${made.portalId}`,
    primary: (p, t) => main(p).getByRole('link', { name: t.sandbox.returnToApp }),
  },
  { path: '/summary', primary: (p, t) => main(p).getByRole('button', { name: t.summary.print }) },
  {
    path: '/marketing-resources',
    primary: (p) =>
      main(p)
        .getByRole('button', { name: /^Print/ })
        .first(),
  },
];

// Every route of the app is swept: a page added to routes.ts without an entry here fails this test.
test('the sweep names a primary action for every route', () => {
  const fake = { cookies: [], sessionId: 's', lessonId: 'l', checkoutId: 'c', portalId: 'p' };
  const covered = routes(fake).map((route) =>
    route.path
      .split('?')[0]!
      .replace(/\/lessons\/l$/, '/lessons/:id')
      .replace(/sandbox-checkout\/c$/, 'sandbox-checkout/:id')
      .replace(/sandbox-portal\/p$/, 'sandbox-portal/:id'),
  );
  expect(covered.sort()).toEqual([...pagePaths, ...englishOnlyPaths].sort());
});

const heights: Record<number, number> = { 360: 740, 390: 844, 768: 1024, 1280: 800 };

async function expectNoOverflow(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: page width ${scrollWidth} in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Scrolled to, the action's centre is in the window and the topmost element there is the action itself. */
async function expectReachable(action: Locator, label: string) {
  await expect(action, `${label}: primary action`).toBeVisible();
  const hit = await action.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      inWindow: x >= 0 && x <= window.innerWidth && y >= 0 && y <= window.innerHeight,
      own: top !== null && (top === element || element.contains(top)),
      by: top?.outerHTML.slice(0, 160) ?? 'nothing',
    };
  });
  expect(hit.inWindow, `${label}: primary action scrolled into the window`).toBe(true);
  expect(hit.own, `${label}: primary action covered by ${hit.by}`).toBe(true);
}

async function expectBoxesApart(a: Locator, b: Locator, label: string) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  expect(one && two, label).toBeTruthy();
  const overlap =
    one!.x < two!.x + two!.width &&
    two!.x < one!.x + one!.width &&
    one!.y < two!.y + two!.height &&
    two!.y < one!.y + one!.height;
  expect(overlap, `${label}: ${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

/** From 768 px up every item of the header shares one row, the brand first on the left; below, a menu. */
async function expectHeader(page: Page, width: number, t: Catalogue, label: string) {
  const nav = page.getByRole('navigation', { name: t.nav.mainNavigation });
  const brand = nav.getByRole('link', { name: t.app.name, exact: true });
  const items = nav.locator('#main-menu > li');
  if (width < 768) {
    const menu = nav.getByRole('button', { name: t.nav.menu });
    await expect(menu).toBeVisible();
    await expect(items.first()).toBeHidden();
    // With the keyboard alone: open, Escape closes, and focus is back on the menu button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(items.last()).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(items.first()).toBeHidden();
    await expect(nav.getByRole('button', { name: t.nav.menu })).toBeFocused();
    return;
  }
  await expect(items).toHaveCount(8);
  const brandBox = (await brand.boundingBox())!;
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, top: box.top, bottom: box.bottom };
    }),
  );
  const navBox = (await nav.boundingBox())!;
  for (const box of boxes) {
    expect(box.x, `${label}: item right of the brand`).toBeGreaterThan(brandBox.x + brandBox.width);
    expect(box.top, `${label}: one row`).toBeLessThan(brandBox.y + brandBox.height);
    expect(box.bottom, `${label}: one row`).toBeGreaterThan(brandBox.y);
  }
  expect(navBox.height, `${label}: header height`).toBeLessThan(80);
}

for (const width of [360, 390, 768, 1280]) {
  test(`at ${width} px every route fits the window and its primary action is reachable`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(width === 390 || width === 1280 ? 120_000 : 60_000);
    consoleErrors.allow(/Failed to load resource/);
    await page.setViewportSize({ width, height: heights[width]! });

    // Signed out: the sign-in page, and a failed sign-in's toast next to the navigation and title.
    for (const locale of ['en', 'es'] as const) {
      const t = catalogues[locale];
      const label = `${prefix(locale)}/auth at ${width}`;
      await page.goto(`${prefix(locale)}/auth`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoOverflow(page, label);
      await expectReachable(routes(made)[0]!.primary(page, t), label);
      await page.getByLabel(copy[locale].email).fill('nobody@example.com');
      await page.getByLabel(copy[locale].password, { exact: true }).fill('not the password 1');
      await page.getByRole('button', { name: copy[locale].signIn, exact: true }).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toContainText(copy[locale].signInFailed);
      await expect(toast).toHaveJSProperty('dataset.mounted', 'true');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectBoxesApart(toast, page.getByRole('banner'), `${label}: toast and header`);
      await expectBoxesApart(toast, page.getByRole('heading', { level: 1 }), `${label}: toast and title`);
    }

    await page.context().addCookies(made.cookies);
    for (const locale of ['en', 'es'] as const) {
      const t = catalogues[locale];
      for (const route of routes(made)) {
        if (route.signedOut) continue;
        if (locale === 'es' && englishOnlyPaths.some((path) => route.path.startsWith(path))) continue;
        const path = `${prefix(locale)}${route.path === '/' && locale === 'es' ? '' : route.path}`;
        const label = `${path} at ${width}`;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
        const action = route.primary(page, t);
        await expect(action, `${label}: primary action`).toBeVisible();
        await expectNoOverflow(page, label);
        await expectReachable(action, label);
        if (route.path === '/') await expectHeader(page, width, t, label);
        if (route.path.startsWith('/schema-screener/results')) await expectResultsFit(page, width, t, label);
        // Issue 11: axe on every route at a phone's width and a desktop's.
        if (width === 390 || width === 1280) await expectNoAxeViolations(page, label);
      }
    }
  });
}

/** Results: each score chip inside its card, and the sticky bar one row with 'Save & Continue' on screen. */
async function expectResultsFit(page: Page, width: number, t: Catalogue, label: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
  for (const card of await cards.all()) {
    const chip = card.getByText(/\d[.,]\d/).first();
    const [cardBox, chipBox] = [(await card.boundingBox())!, (await chip.boundingBox())!];
    expect(chipBox.x + chipBox.width, `${label}: score chip inside its card`).toBeLessThanOrEqual(
      cardBox.x + cardBox.width,
    );
  }
  const bar = page.getByTestId('results-actions');
  const save = bar.getByRole('button', { name: t.results.save });
  const [barBox, saveBox] = [(await bar.boundingBox())!, (await save.boundingBox())!];
  // Without scrolling, the bar sits at the bottom of the window with the button wholly on screen.
  expect(saveBox.y + saveBox.height, `${label}: Save & Continue on screen`).toBeLessThanOrEqual(heights[width]!);
  expect(saveBox.x + saveBox.width, `${label}: Save & Continue on screen`).toBeLessThanOrEqual(width);
  expect(barBox.height, `${label}: the action bar is one row`).toBeLessThan(saveBox.height * 2);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.1.1' } });
  const page = await context.newPage();
  await signUp(page, 'en', uniqueEmail('layout'), 'a calm river 42');
  await expect(page).toHaveURL('/schema-screener');

  // The screener through the API (all 3s): its session is the results page's.
  const screener = (await (await page.request.get('/api/screener')).json()) as {
    items: { id: string; is_followup: boolean }[];
  };
  let sessionId = '';
  for (const item of screener.items.filter((i) => !i.is_followup)) {
    const saved = await page.request.post('/api/screener/answers', {
      data: { session_id: sessionId || undefined, item_id: item.id, score: 3 },
    });
    sessionId = ((await saved.json()) as { session_id: string }).session_id;
  }
  expect((await page.request.put('/api/core-patterns', { data: { schema_keys: ['abandonment'] } })).ok()).toBe(true);

  // A subscriber (sandbox checkout, paid), with an open checkout and a portal to show.
  const plans = (await (await page.request.get('/api/subscription')).json()) as { plans: { price_id: string }[] };
  const checkout = async () => {
    const response = await page.request.post('/api/subscription/checkout', {
      data: { priceId: plans.plans[0]!.price_id },
    });
    expect(response.ok()).toBe(true);
    return /sandbox-checkout\/([0-9a-f-]+)/.exec(((await response.json()) as { url: string }).url)![1]!;
  };
  const openCheckout = await checkout();
  const paid = await checkout();
  expect((await page.request.post(`/api/sandbox/checkouts/${paid}/pay`)).ok()).toBe(true);
  const portal = await page.request.post('/api/subscription/portal');
  expect(portal.ok()).toBe(true);
  const portalId = /sandbox-portal\/([0-9a-f-]+)/.exec(((await portal.json()) as { url: string }).url)![1]!;

  const lessons = (await (await page.request.get('/api/lessons')).json()) as { lessons: { id: string }[] };
  made = {
    cookies: await context.cookies(),
    sessionId,
    lessonId: lessons.lessons[0]!.id,
    checkoutId: openCheckout,
    portalId,
  };
  await context.close();
});
