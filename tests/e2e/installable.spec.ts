import type { Page } from '@playwright/test';
import {
  completeScreenerViaApi,
  copy as shared,
  expect,
  prefix,
  signIn,
  signUp,
  test,
  uniqueEmail,
  type Locale,
} from './fixtures.js';

/**
 * Come back tomorrow (issue 14): the app installs (a manifest per language, icons, a service worker
 * that controls the page) and a check-in's draft survives the network: with the network cut a
 * reload opens the shell with the restored draft, a submit says it is offline and keeps it, back
 * online it is sent; after sign-out it is gone. The service worker never caches the API.
 */
const copy = {
  en: {
    feeling: 'What is on your mind?',
    mood: 'Mood',
    submit: 'Reflect',
    recent: 'Recent Check-Ins',
    offlineNote: 'You are offline. What you write in a check-in stays on this device until you send it.',
    notSent: 'You are offline, so your check-in was not sent.',
    restored: 'Your unsent words were kept on this device.',
    updated: 'Updated',
    text: 'The train stopped in a tunnel for twenty minutes and I kept rehearsing the meeting.',
  },
  es: {
    feeling: '¿Qué tienes en mente?',
    mood: 'Ánimo',
    submit: 'Reflexionar',
    recent: 'Registros recientes',
    offlineNote: 'No tienes conexión. Lo que escribas en un registro se queda en este dispositivo hasta que lo envíes.',
    notSent: 'No tienes conexión, así que tu registro no se ha enviado.',
    restored: 'Lo que escribiste y no enviaste sigue guardado en este dispositivo.',
    updated: 'Actualizado',
    text: 'El tren se paró en un túnel veinte minutos y no dejé de ensayar la reunión.',
  },
} as const;

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** Waits until this origin's service worker is active (it registers after the page has loaded). */
const serviceWorkerActive = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated')
      await new Promise((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done(0)),
      );
    return worker?.state;
  });

/** The device's drafts and the remembered person, as localStorage holds them. */
const hasDraft = async (page: Page) =>
  (await deviceData(page)).some((key) => key.startsWith('patternwise:check-in-draft:'));
const deviceData = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => /^patternwise:(check-in-draft|known-user)/.test(key)));

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test.describe(`installable (${locale})`, () => {
    test('a manifest of its language with icons, and a service worker that controls the page after a reload', async ({
      page,
    }) => {
      await page.goto(`${p}/auth`);
      const manifestHref = locale === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest';
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestHref);

      const answer = await page.request.get(manifestHref);
      expect(answer.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await answer.json()) as Manifest;
      expect(manifest).toMatchObject({
        name: 'Patternwise',
        short_name: 'Patternwise',
        lang: locale,
        start_url: locale === 'es' ? '/es/' : '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#255a4c',
        background_color: '#f8fafc',
      });
      const icon = (size: string, purpose: string) =>
        manifest.icons.find((entry) => entry.sizes === size && entry.purpose === purpose);
      for (const [size, purpose] of [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ] as const) {
        const entry = icon(size, purpose);
        expect(entry, `${size} ${purpose}`).toBeDefined();
        const png = await page.request.get(entry!.src);
        expect(png.headers()['content-type']).toBe('image/png');
        // The PNG's own header says how big it is (IHDR: width and height at bytes 16 and 20).
        const bytes = await png.body();
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
      }
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      expect((await page.request.get(appleIcon!)).headers()['content-type']).toBe('image/png');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#255a4c');

      // Chromium's own reading of the page: the manifest parses and nothing stops installing it.
      const cdp = await page.context().newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(parsed.url).toContain(manifestHref);
      expect(parsed.errors).toEqual([]);

      expect(await serviceWorkerActive(page)).toBe('activated');
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      // The server names the page's own manifest in its HTML (src/server/page-html.ts): nothing
      // switches it later, which Chromium would report as "manifest-location-changed".
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestHref);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      // Playwright's contexts are incognito profiles, where Chromium never offers to install: that one
      // is about the test browser, any other would be about the app.
      expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    });

    test('a new version is picked up on the next visit with a quiet "Updated" note, once', async ({ page }) => {
      await page.goto(`${p}/auth`);
      await expect(page.getByRole('tab', { name: shared[locale].signInTab })).toBeVisible();
      await expect(page.getByText(t.updated, { exact: true })).toHaveCount(0);
      // The device last opened another build (its entry script had another hashed name).
      await page.evaluate(() => localStorage.setItem('patternwise:shell', '/assets/index-previous.js'));
      await page.reload();
      await expect(page.getByText(t.updated, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('tab', { name: shared[locale].signInTab })).toBeVisible();
      await expect(page.getByText(t.updated, { exact: true })).toHaveCount(0);
    });
  });

  test.describe(`a draft that survives (${locale})`, () => {
    test('offline: a reload shows the shell with the draft, a submit keeps it; online it is sent; after sign-out it is gone', async ({
      page,
      context,
      consoleErrors,
    }) => {
      test.setTimeout(60_000);
      consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      const email = uniqueEmail(`draft-${locale}`);
      await signUp(page, locale, email, 'a calm river 42');
      await expect(page).toHaveURL(`${p}/schema-screener`);
      await completeScreenerViaApi(page, ['defectiveness_shame']);
      await page.goto(`${p}/check-in`);
      expect(await serviceWorkerActive(page)).toBe('activated');

      const feeling = page.getByLabel(t.feeling);
      await feeling.fill(t.text);
      await page.getByLabel(t.mood, { exact: true }).fill('4');
      await expect.poll(() => hasDraft(page)).toBe(true);

      // Nothing of the draft leaves the device before a submit: every request from here on is watched.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.postData()?.includes(t.text.slice(0, 20))) sent.push(request.url());
      });

      await context.setOffline(true);
      await page.reload();
      await expect(feeling).toHaveValue(t.text);
      await expect(page.getByLabel(t.mood, { exact: true })).toHaveValue('4');
      await expect(page.getByText(t.restored)).toBeVisible();
      await expect(page.getByText(t.offlineNote)).toBeVisible();

      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.notSent)).toBeVisible();
      await expect(feeling).toHaveValue(t.text);
      expect(sent).toEqual([]);

      await context.setOffline(false);
      await expect(page.getByText(t.offlineNote)).toHaveCount(0);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByRole('list', { name: t.recent }).getByText(t.text, { exact: true })).toBeVisible();
      await expect(feeling).toHaveValue('');
      await expect.poll(() => deviceData(page)).toEqual(['patternwise:known-user']);
      const saved = (await (await page.request.get('/api/check-ins')).json()) as {
        items: Array<{ feeling_text: string; mood_level: number }>;
      };
      expect(saved.items.map(({ feeling_text, mood_level }) => ({ feeling_text, mood_level }))).toEqual([
        { feeling_text: t.text, mood_level: 4 },
      ]);

      // The service worker's caches hold the app shell only: no API answer, nothing personal.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toContain('/index.html');
      expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

      // A new draft, then sign-out: nothing of the person stays on the device.
      await feeling.fill('A second thought I never sent');
      await expect.poll(() => hasDraft(page)).toBe(true);
      await page.getByRole('button', { name: shared[locale].signOut }).click();
      await expect(page).toHaveURL(`${p}/auth`);
      expect(await deviceData(page)).toEqual([]);
      await signIn(page, locale, email, 'a calm river 42');
      await expect(page.getByText(shared[locale].welcomeBack)).toBeVisible();
      await page.goto(`${p}/check-in`);
      await expect(feeling).toHaveValue('');
    });

    test('offline on a device that knows nobody: the sign-in page says so', async ({
      page,
      context,
      consoleErrors,
    }) => {
      consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      await page.goto(`${p}/auth`);
      expect(await serviceWorkerActive(page)).toBe('activated');
      await context.setOffline(true);
      await page.goto(`${p}/check-in`);
      await expect(page).toHaveURL(`${p}/auth`);
      await expect(page.getByRole('tab', { name: shared[locale].signInTab })).toBeVisible();
      await expect(page.getByText(t.offlineNote)).toBeVisible();
      await context.setOffline(false);
    });
  });
}
