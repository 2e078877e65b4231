import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createStaticPages } from './static-pages.js';
import { createMemoryRateLimitStore } from './lib/rate-limit-store.js';
import { createTestApp, createUser, TEST_APP_URL, TEST_AUTH_SECRET } from './test/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  app = createApp({
    db: t.db,
    // Only its options are read here: the session cookie's name (better-auth.session_token).
    auth: { options: {} } as never,
    resolveSession: () => Promise.resolve({ user: null, account: null, setCookies: [] }),
    reflection: undefined as never,
    payments: t.payments,
    authSecret: TEST_AUTH_SECRET,
    rateLimitStore: createMemoryRateLimitStore(),
    reflectionLimits: { perMinute: 1000, perDay: 10_000 },
    logger: t.logs.logger,
    appUrl: TEST_APP_URL,
    production: false,
    trustProxy: true,
    pingDatabase: async () => {},
    staticDir,
  });
});
afterAll(() => t.dispose());

/** A built client in miniature: an entry with the brotli and gzip copies the build writes, and files without. */
const staticDir = mkdtempSync(join(tmpdir(), 'pw-static-'));
mkdirSync(join(staticDir, 'assets'));
mkdirSync(join(staticDir, '.vite'));
const entry = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const message${i} = "a calm river ${i}";`).join('\n'),
);
const entryPath = '/assets/index-Ab12Cd34.js';
writeFileSync(join(staticDir, entryPath), entry);
writeFileSync(join(staticDir, `${entryPath}.br`), brotliCompressSync(entry));
writeFileSync(join(staticDir, `${entryPath}.gz`), gzipSync(entry));
const css = Buffer.from(Array.from({ length: 100 }, (_, i) => `.c${i}{color:red;margin:${i}px}`).join('\n'));
writeFileSync(join(staticDir, 'assets', 'index-Zz99.css'), css);
writeFileSync(join(staticDir, 'assets', 'tiny-Q1w2.js'), 'console.log(1)');
const indexHtml = `<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest" /><link rel="stylesheet" crossorigin href="/assets/index-Zz99.css"><link rel="modulepreload" crossorigin href="/assets/already-listed-Q1.js">${'<meta name="filler" content="a calm river">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
writeFileSync(join(staticDir, 'index.html'), indexHtml);
/** The entry (with a chunk index.html already preloads) starts the app, which shares a vendor chunk with the pages. */
const viteManifest = {
  'main.tsx': { file: entryPath.slice(1), isEntry: true, imports: ['_listed.js'] },
  '_listed.js': { file: 'assets/already-listed-Q1.js' },
  'app.tsx': { file: 'assets/app-M1.js', imports: ['_vendor.js', '_api.js'] },
  '_vendor.js': { file: 'assets/vendor-V1.js' },
  '_forms.js': { file: 'assets/forms-F1.js', imports: ['_vendor.js'] },
  'features/auth/auth-page.tsx': { file: 'assets/auth-page-A1.js', imports: ['_vendor.js', '_forms.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-H1.js', imports: ['_vendor.js'] },
  'features/not-found/not-found-page.tsx': { file: 'assets/not-found-page-N1.js' },
  'i18n/en.ts': { file: 'assets/en-E1.js' },
  'i18n/es.ts': { file: 'assets/es-S1.js' },
  'i18n/es-later.ts': { file: 'assets/es-later-L1.js' },
  'i18n/en-later.ts': { file: 'assets/en-later-L2.js' },
  '_api.js': { file: 'assets/api-X1.js', dynamicImports: ['_responses.js'] },
  '_responses.js': { file: 'assets/responses-R1.js', name: 'responses', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod-Z1.js' },
  'features/check-ins/check-in-page.tsx': { file: 'assets/check-in-page-C1.js', imports: ['_vendor.js'] },
  'features/lessons/lessons-page.tsx': { file: 'assets/lessons-page-P1.js', imports: ['_vendor.js'] },
};
writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(viteManifest));
/** What tools/first-paint.tsx writes after the build: the sign-in page's static first paint, per language. */
const firstPaints = { 'en /auth': '<div inert><h1>Sign in</h1></div>', 'es /auth': '<div inert><h1>Entrar</h1></div>' };
writeFileSync(join(staticDir, '.vite', 'first-paint.json'), JSON.stringify(firstPaints));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  Promise.resolve(app.request(path, { method, headers }));
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('hashed assets', () => {
  it('sends the build’s brotli file when the browser accepts brotli, as cacheable for a year', async () => {
    const response = await get(entryPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(entry.byteLength / 3);
    expect(brotliDecompressSync(body).equals(entry)).toBe(true);
  });

  it('sends gzip when brotli is not accepted, and the file as is when neither is', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await get(entryPath, { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      const body = await bytesOf(response);
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect(gunzipSync(body).equals(entry)).toBe(true);
    }
    for (const headers of [{}, { 'accept-encoding': 'deflate' }, { 'accept-encoding': 'identity' }] as Record<
      string,
      string
    >[]) {
      const response = await get(entryPath, headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary'), 'a cache must not hand this to a brotli client').toBe('Accept-Encoding');
      expect(response.headers.get('content-length')).toBe(String(entry.byteLength));
      expect((await bytesOf(response)).equals(entry)).toBe(true);
    }
  });

  it('gives each form its own ETag and answers 304 only to the form the browser holds', async () => {
    const br = await get(entryPath, { 'accept-encoding': 'br' });
    const gzip = await get(entryPath, { 'accept-encoding': 'gzip' });
    const plain = await get(entryPath);
    const tags = [br, gzip, plain].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);

    const revalidated = await get(entryPath, { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(tags[0]);
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    expect(revalidated.headers.get('cache-control')).toContain('immutable');
    // Weak comparison, as browsers send it back after a proxy weakened it.
    expect((await get(entryPath, { 'accept-encoding': 'br', 'if-none-match': `W/${tags[0]}` })).status).toBe(304);
    // Holding the gzip form while now accepting brotli: a full answer.
    const switched = await get(entryPath, { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    expect(switched.status).toBe(200);
    expect(switched.headers.get('content-encoding')).toBe('br');
  });

  it('compresses once a file the build left without copies, and leaves a tiny file alone', async () => {
    const response = await get('/assets/index-Zz99.css', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(brotliDecompressSync(await bytesOf(response)).equals(css)).toBe(true);

    const tiny = await get('/assets/tiny-Q1w2.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toBeNull();
    expect(await tiny.text()).toBe('console.log(1)');
  });

  it('answers HEAD with the headers of the form GET would send and no body', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((done) => server.once('listening', done));
    try {
      const { port } = server.address() as AddressInfo;
      const head = await new Promise<{ headers: Record<string, unknown>; body: number }>((done, fail) => {
        const req = httpRequest(
          { port, path: entryPath, method: 'HEAD', headers: { 'accept-encoding': 'br' } },
          (res) => {
            let body = 0;
            res.on('data', (chunk: Buffer) => (body += chunk.length));
            res.on('end', () => done({ headers: res.headers, body }));
          },
        );
        req.on('error', fail);
        req.end();
      });
      const getBr = await get(entryPath, { 'accept-encoding': 'br' });
      expect(head.body).toBe(0);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(getBr.headers.get('content-length'));
      expect(head.headers['etag']).toBe(getBr.headers.get('etag'));
      expect(head.headers['vary']).toBe('Accept-Encoding');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('serves neither the precompressed copies by name nor the build’s hidden files', async () => {
    expect((await get(`${entryPath}.br`)).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/assets/..%2f..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await get('/assets/missing-1234.js')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('pages', () => {
  const pageOf = async (path: string) => {
    const response = await get(path, { 'accept-encoding': 'gzip, br' });
    return { response, html: brotliDecompressSync(await bytesOf(response)).toString() };
  };
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  it('sends index.html compressed for every page, revalidated on each visit, 404 kept for unknown paths', async () => {
    for (const [path, status] of [
      ['/auth', 200],
      ['/es/auth', 200],
      ['/nope', 404],
    ] as const) {
      const { response, html } = await pageOf(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-encoding'), path).toBe('br');
      // The form with the session reads preloaded goes only to a request with the session cookie.
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('<div id="root">');
    }
    const plain = await get('/auth');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe((await pageOf('/auth')).html);

    const etag = (await get('/auth', { 'accept-encoding': 'br' })).headers.get('etag')!;
    expect((await get('/auth', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    expect((await get('/es/auth', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200);
  });

  it('names the language of the path and its web app manifest', async () => {
    for (const [path, lang, manifest] of [
      ['/auth', 'en', '/manifest.webmanifest'],
      ['/', 'en', '/manifest.webmanifest'],
      ['/es/auth', 'es', '/manifest.es.webmanifest'],
      ['/es', 'es', '/manifest.es.webmanifest'],
      ['/es/nope', 'es', '/manifest.es.webmanifest'],
    ] as const) {
      const { html } = await pageOf(path);
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html.match(/<link rel="manifest"[^>]*>/g), path).toEqual([`<link rel="manifest" href="${manifest}" />`]);
    }
  });

  it('preloads the app, the page’s route chunk and its language’s messages, each once, not what index.html lists', async () => {
    const app = ['/assets/vendor-V1.js', '/assets/api-X1.js', '/assets/app-M1.js'];
    expect(preloads((await pageOf('/auth')).html)).toEqual([
      '/assets/already-listed-Q1.js',
      ...app,
      '/assets/forms-F1.js',
      '/assets/auth-page-A1.js',
      '/assets/en-E1.js',
    ]);
    const added = async (path: string) => preloads((await pageOf(path)).html).slice(4);
    expect(await added('/es/auth')).toEqual(['/assets/forms-F1.js', '/assets/auth-page-A1.js', '/assets/es-S1.js']);
    expect(await added('/es/')).toEqual(['/assets/home-page-H1.js', '/assets/es-S1.js']);
    // A page beyond the first screen waits for its language's later messages too.
    expect(await added('/es/lessons')).toEqual([
      '/assets/lessons-page-P1.js',
      '/assets/es-S1.js',
      '/assets/es-later-L1.js',
    ]);
    expect(await added('/nope')).toEqual(['/assets/not-found-page-N1.js', '/assets/en-E1.js']);
  });

  it('preloads who is signed in, the page’s first reads and their schemas only for a request with the session cookie', async () => {
    const fetchPreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map(
        (match) => match[1],
      );
    const signedIn = async (path: string, cookie = 'theme=dark; better-auth.session_token=abc.def') => {
      const response = await get(path, { 'accept-encoding': 'br', cookie });
      return brotliDecompressSync(await bytesOf(response)).toString();
    };
    const signedOut = (await pageOf('/check-in')).html;
    const checkIn = await signedIn('/check-in');
    expect(fetchPreloads(signedOut)).toEqual([]);
    expect(fetchPreloads(checkIn)).toEqual(['/api/me']);
    // The response schemas the app reads /api/me with come beside it, at low priority like the chunks.
    expect(preloads(checkIn).slice(4)).toEqual([
      '/assets/check-in-page-C1.js',
      '/assets/en-E1.js',
      '/assets/en-later-L2.js',
      '/assets/zod-Z1.js',
      '/assets/responses-R1.js',
    ]);
    expect(preloads(signedOut)).not.toContain('/assets/responses-R1.js');
    // Home's first reads run beside /api/me instead of after it; the URL is written as HTML writes it.
    const home = await signedIn('/es/');
    expect(fetchPreloads(home)).toEqual(['/api/me', '/api/check-ins?page=1&amp;page_size=1', '/api/core-patterns']);
    expect(home).toContain('<html lang="es">');
    // The lessons list names its language in the URL, so each language's page preloads its own.
    expect(fetchPreloads(await signedIn('/es/lessons'))).toEqual(['/api/me', '/api/lessons?locale=es']);
    expect(fetchPreloads(await signedIn('/lessons'))).toEqual(['/api/me', '/api/lessons?locale=en']);
    expect(fetchPreloads((await pageOf('/es/lessons')).html)).toEqual([]);
    // Other cookies, an empty session cookie or a name that only contains it are no session.
    for (const cookie of ['theme=dark', 'better-auth.session_token=', 'x-better-auth.session_token=abc'])
      expect(fetchPreloads(await signedIn('/check-in', cookie)), cookie).toEqual([]);
    // Each form has its own ETag: a browser that signs in never revalidates into the signed-out one.
    const etagOf = async (cookie?: string) =>
      (await get('/check-in', { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) })).headers.get('etag');
    expect(await etagOf('better-auth.session_token=abc.def')).not.toBe(await etagOf());
  });

  it('puts the page’s static first paint in #root, in its language, and nothing on the other pages', async () => {
    expect((await pageOf('/auth')).html).toContain('<div id="root"><div inert><h1>Sign in</h1></div></div>');
    expect((await pageOf('/es/auth/')).html).toContain('<div id="root"><div inert><h1>Entrar</h1></div></div>');
    for (const path of ['/', '/es/check-in', '/nope'])
      expect((await pageOf(path)).html).toContain('<div id="root"></div>');
  });

  it('holds a static first paint’s preloads back until it is on screen (the entry moves them into the head)', async () => {
    const auth = (await pageOf('/auth')).html;
    const head = auth.slice(0, auth.indexOf('</head>'));
    expect(head).toMatch(/<template id="after-first-paint">(<link rel="modulepreload"[^>]*>)+<\/template>$/);
    expect(preloads(head.replace(/<template[^]*<\/template>/, ''))).toEqual(['/assets/already-listed-Q1.js']);
    // A page without one asks for them with the HTML.
    expect((await pageOf('/lessons')).html).not.toContain('<template');
  });

  it('inlines the stylesheet, so the first paint waits for no other request', async () => {
    const { html } = await pageOf('/es/auth');
    expect(html).toContain(`<style>${css.toString()}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps /index.html as built: the service worker’s offline shell for every page', async () => {
    const response = await get('/index.html', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe(indexHtml);
  });

  it('says the client is not built yet, then serves it once it is, without a restart', async () => {
    const laterDir = mkdtempSync(join(tmpdir(), 'pw-static-later-'));
    const pages = createStaticPages(laterDir);
    expect((await pages.request('/auth')).status).toBe(503);
    mkdirSync(join(laterDir, '.vite'));
    writeFileSync(join(laterDir, 'index.html'), indexHtml);
    writeFileSync(join(laterDir, '.vite', 'manifest.json'), JSON.stringify(viteManifest));
    const response = await pages.request('/es/auth');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="es">');
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KiB or more and keeps it out of every cache', async () => {
    const { cookie } = await createUser(t);
    const plain = await t.client.get('/api/screener', { cookie });
    const plainBody = await bytesOf(plain);
    expect(plainBody.byteLength).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    for (const [accept, encoding, decode] of [
      ['gzip, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.client.get('/api/screener', { cookie, headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await bytesOf(response);
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect(body.byteLength).toBeLessThan(plainBody.byteLength / 2);
      expect(JSON.parse(decode(body).toString())).toEqual(JSON.parse(plainBody.toString()));
    }
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await t.client.get('/api/me', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).error.code).toEqual(expect.any(String));
  });
});
