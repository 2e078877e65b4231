import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { getPathLocale, locales, type Locale } from '../shared/locale.js';
import { matchPage, pageModules, type PagePath } from '../shared/routes.js';
import { linkedStylesheets, pageHtml, type FirstPaints, type ViteManifest } from './page-html.js';
import { readCookieValues } from './lib/cookies.js';
import {
  addVary,
  chooseEncoding,
  COMPRESSION_THRESHOLD,
  compressBytes,
  isCompressible,
  type Bytes,
  type Encoding,
} from './lib/compress.js';

/** The files the build writes beside each compressible file (vite.config.ts): brotli first, then gzip. */
const VARIANTS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const satisfies ReadonlyArray<readonly [Encoding, string]>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: kept, but checked with the server (ETag) before each use. */
const REVALIDATE = 'no-cache';

type Representation = { bytes: Bytes; etag: string };
type StaticFile = { type: string; identity: Representation; encoded: Partial<Record<Encoding, Representation>> };

/**
 * The built single-page app: hashed assets cached for a year, and index.html for every page,
 * answered with 404 when the path is not one of ours (the app then shows its 404 page). Each page
 * gets the index.html of its language and route (src/server/page-html.ts), all of them made once
 * when the server starts (or, before the client is built, at the first page asked for after it is).
 *
 * Each file is read once and kept in memory with its brotli and gzip forms (text of 1 KiB or
 * more): the ones the build wrote (`file.br`, `file.gz`), or, when it wrote none (source maps, a
 * folder not built by Vite), compressed once here on first use. Each request then only picks the form its Accept-Encoding
 * allows (`Vary: Accept-Encoding`), with its own ETag and Content-Length, and answers 304 to a
 * matching If-None-Match.
 */
export function createStaticPages(staticDir: string, { sessionCookie }: { sessionCookie?: string } = {}) {
  const root = resolve(staticDir);
  const files = new Map<string, Promise<StaticFile>>();

  /** The file at this URL path, or undefined when there is none (or the path tries to leave the root). */
  function load(urlPath: string): Promise<StaticFile> | undefined {
    const cached = files.get(urlPath);
    if (cached) return cached;
    let relativePath: string;
    try {
      relativePath = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    // No dot segments or dot files (.vite/manifest.json), no backslashes, no doubled slashes, no precompressed copies.
    if (/(?:^|\/)\.|\\|\/\/|\0/.test(relativePath) || /\.(?:br|gz)$/.test(relativePath)) return undefined;
    const path = join(root, relativePath);
    if (!path.startsWith(root + sep) || !isFile(path)) return undefined;
    const file = readStaticFile(path);
    files.set(urlPath, file);
    // A file removed between the check and the read (a rebuild) is looked up afresh next time.
    file.catch(() => files.delete(urlPath));
    return file;
  }

  // Made now, so no visitor waits for it; a client not built yet is looked for again at each page request.
  const attempt = () => {
    const built = buildPages(root);
    built.catch(() => undefined);
    return built;
  };
  let pages = attempt();
  async function pageFor(path: string, cookieHeader: string | undefined) {
    let built = await pages.catch(() => undefined);
    if (!built) {
      pages = attempt();
      built = await pages.catch(() => undefined);
    }
    const page = matchPage(path);
    const signedIn = sessionCookie !== undefined && hasCookie(cookieHeader, sessionCookie);
    return { file: built?.get(pageKey(getPathLocale(path), page, signedIn)), found: page !== undefined };
  }

  const app = new Hono();
  app.on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const file = await load(c.req.path)?.catch(() => undefined);
    if (!file) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    return send(c, file, 200, IMMUTABLE);
  });
  app.all('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const file = c.req.path === '/' ? undefined : await load(c.req.path)?.catch(() => undefined);
    if (!file) return next();
    return send(c, file, 200, REVALIDATE);
  });
  app.get('*', async (c) => {
    const { file, found } = await pageFor(c.req.path, c.req.header('Cookie'));
    if (!file) return c.text('The client is not built yet: run `npm run build`.', 503);
    // Each page has a form for requests with the session cookie and one for those without.
    if (sessionCookie !== undefined) c.header('Vary', 'Cookie');
    return send(c, file, found ? 200 : 404, REVALIDATE);
  });
  return app;
}

function send(c: Context, file: StaticFile, status: 200 | 404, cacheControl: string) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), Object.keys(file.encoded) as Encoding[]);
  const chosen = (encoding && file.encoded[encoding]) || file.identity;
  const vary = c.res.headers.get('Vary');
  const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': cacheControl, ETag: chosen.etag });
  if (vary) headers.set('Vary', vary);
  if (Object.keys(file.encoded).length > 0) addVary(headers);
  if (encoding) headers.set('Content-Encoding', encoding);
  for (const [name, value] of headers) c.header(name, value);
  if (status === 200 && matches(c.req.header('If-None-Match'), chosen.etag)) {
    c.header('Content-Type', undefined);
    return c.body(null, 304);
  }
  c.header('Content-Length', String(chosen.bytes.byteLength));
  if (c.req.method === 'HEAD') return c.body(null, status);
  return c.body(chosen.bytes, status);
}

/** If-None-Match compares weakly: `W/"x"` and `"x"` both match the tag `"x"`. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

const pageKey = (locale: Locale, page: PagePath | undefined, signedIn: boolean) =>
  `${locale} ${page ?? '404'}${signedIn ? ' signed-in' : ''}`;

/**
 * Whether the Cookie header carries this cookie with a value: its presence only, never checked (no
 * database work to pick a page's HTML, and the HTML holds nothing of the person either way).
 */
const hasCookie = (cookieHeader: string | undefined, name: string) =>
  readCookieValues(cookieHeader, name).some((value) => value !== '');

/** Every page's HTML (per language, per route, and the 404 page; without and with the session cookie), compressed, keyed by `pageKey`. */
async function buildPages(root: string): Promise<Map<string, StaticFile>> {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  // Both written by the client build; without them (a folder not built by Vite) pages go without preloads or first paint.
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest = isFile(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : {};
  const firstPaintsPath = join(root, '.vite', 'first-paint.json');
  const firstPaints = isFile(firstPaintsPath) ? (JSON.parse(readFileSync(firstPaintsPath, 'utf8')) as FirstPaints) : {};
  const stylesheets = Object.fromEntries(
    linkedStylesheets(indexHtml)
      .filter((href) => isFile(join(root, href)))
      .map((href) => [href, readFileSync(join(root, href), 'utf8')]),
  );
  const type = getMimeType('index.html')!;
  const pages = new Map<string, StaticFile>();
  for (const locale of locales)
    for (const page of [...(Object.keys(pageModules) as PagePath[]), undefined])
      for (const signedIn of [false, true]) {
        const bytes: Bytes = new TextEncoder().encode(
          pageHtml(indexHtml, manifest, locale, page, { firstPaints, stylesheets }, { signedIn }),
        );
        pages.set(pageKey(locale, page, signedIn), await representations(bytes, type));
      }
  return pages;
}

async function readStaticFile(path: string): Promise<StaticFile> {
  const bytes: Bytes = new Uint8Array(readFileSync(path));
  const type = getMimeType(path) ?? 'application/octet-stream';
  return representations(bytes, type, path);
}

/** The file as is and its brotli and gzip forms: the build's copies beside `path` when there are, made here otherwise. */
async function representations(bytes: Bytes, type: string, path?: string): Promise<StaticFile> {
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const identity = { bytes, etag: `"${tag}"` };
  const encoded: StaticFile['encoded'] = {};
  if (isCompressible(type) && bytes.byteLength >= COMPRESSION_THRESHOLD) {
    for (const [encoding, suffix] of VARIANTS) {
      const built: Bytes | undefined =
        path && isFile(path + suffix) ? new Uint8Array(readFileSync(path + suffix)) : undefined;
      const variant = built ?? (await compressBytes(bytes, encoding));
      // A form no smaller than the file itself is not worth the decoding.
      if (variant.byteLength < bytes.byteLength) encoded[encoding] = { bytes: variant, etag: `"${tag}-${encoding}"` };
    }
  }
  return { type, identity, encoded };
}

function isFile(path: string) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
