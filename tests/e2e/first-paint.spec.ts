import { expect, prefix, signUpReadyForCheckIn, test } from './fixtures.js';

/**
 * The first screen (issue 13): a signed-in page asks who is signed in, and home its first reads,
 * once, with the requests its HTML preloaded (src/server/page-html.ts), which the app takes over;
 * a public page's words are in its HTML before any script runs.
 */
test.describe('first screen', () => {
  test('a signed-in page’s HTML preloads /api/me, home’s and the lessons list’s reads, and the app uses those answers', async ({
    page,
  }) => {
    await signUpReadyForCheckIn(page, 'es', 'preload');
    await expect(page.getByRole('heading', { name: 'Registro diario' })).toBeVisible();
    // Each read the network saw; `app` when the app's own fetch sent it (in the page's language),
    // `preload` for the HTML's preload, whose answer the app's first fetch of it takes over.
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      const by = request.headers()['accept-language'] === 'es' ? 'app' : 'preload';
      asked.push(`${by} ${request.method()} ${url.pathname}${url.search}`);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });

    await page.goto(`${prefix('es')}/check-in`);
    await expect(page.getByRole('heading', { name: 'Registro diario' })).toBeVisible();
    expect(asked.filter((line) => line.endsWith(' GET /api/me'))).toEqual(['preload GET /api/me']);

    asked.length = 0;
    await page.goto(`${prefix('es')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // (Home's cards ask for their reads again as they mount, in the page's language: that is `app`.)
    for (const read of ['GET /api/me', 'GET /api/check-ins?page=1&page_size=1', 'GET /api/core-patterns'])
      expect(
        asked.filter((line) => line === `preload ${read}`),
        read,
      ).toHaveLength(1);
    expect(asked.filter((line) => line.endsWith(' GET /api/me'))).toEqual(['preload GET /api/me']);

    // The lessons list names its language in its URL, so the page's HTML preloads it too (here the
    // answer is the subscription gate's 403, taken over all the same: asked once, by the preload).
    asked.length = 0;
    await page.goto(`${prefix('es')}/lessons`);
    await expect(page.getByRole('heading', { name: 'Las lecciones requieren suscripción' })).toBeVisible();
    expect(asked.filter((line) => line.includes(' GET /api/lessons'))).toEqual(['preload GET /api/lessons?locale=es']);
    // Chromium says so when a preload goes unused or is fetched a second time.
    expect(warnings).toEqual([]);
  });

  test('a visitor’s HTML preloads no session read; the patterns page is written in it, in its language', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const checkIn = await (await request.get('/check-in')).text();
    expect(checkIn).not.toContain('as="fetch"');
    const spanish = await (await request.get('/es/schema-theory')).text();
    expect(spanish).toContain('<h1 class="text-3xl font-bold">Sobre los patrones</h1>');
    expect(spanish).not.toContain('as="fetch"');
    // A signed-in page's HTML holds its title only, over the app's "Loading…".
    const lessons = await (await request.get('/es/lessons')).text();
    expect(lessons).toContain('<h1 class="text-3xl font-bold">Tu camino de aprendizaje</h1>');
    expect(lessons).not.toContain('Las lecciones requieren');

    // What a phone shows before the app has started, then the app over it at the same place.
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/schema-theory');
    const heading = page.getByRole('heading', { level: 1, name: 'About Patterns' });
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });
});
