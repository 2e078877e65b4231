import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isKnownPage } from '../shared/routes.js';
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
 * answered with 404 when the path is not one of ours (the app then shows its 404 page).
 *
 * Each file is read once and kept in memory with its brotli and gzip forms (text of 1 KiB or
 * more): the ones the build wrote (`file.br`, `file.gz`), or, when it wrote none (source maps, a
 * folder not built by Vite), compressed once here on first use. Each request then only picks the form its Accept-Encoding
 * allows (`Vary: Accept-Encoding`), with its own ETag and Content-Length, and answers 304 to a
 * matching If-None-Match.
 */
export function createStaticPages(staticDir: string) {
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
    const index = await load('/index.html')?.catch(() => undefined);
    if (!index) return c.text('The client is not built yet: run `npm run build`.', 503);
    return send(c, index, isKnownPage(c.req.path) ? 200 : 404, REVALIDATE);
  });
  return app;
}

function send(c: Context, file: StaticFile, status: 200 | 404, cacheControl: string) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), Object.keys(file.encoded) as Encoding[]);
  const chosen = (encoding && file.encoded[encoding]) || file.identity;
  const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': cacheControl, ETag: chosen.etag });
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

async function readStaticFile(path: string): Promise<StaticFile> {
  const bytes: Bytes = new Uint8Array(readFileSync(path));
  const type = getMimeType(path) ?? 'application/octet-stream';
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const identity = { bytes, etag: `"${tag}"` };
  const encoded: StaticFile['encoded'] = {};
  if (isCompressible(type) && bytes.byteLength >= COMPRESSION_THRESHOLD) {
    for (const [encoding, suffix] of VARIANTS) {
      const built: Bytes | undefined = isFile(path + suffix) ? new Uint8Array(readFileSync(path + suffix)) : undefined;
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
