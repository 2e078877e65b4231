import type { Locale } from '../shared/locale.js';
import { firstScreenPages, notFoundModule, pageModules, type PagePath } from '../shared/routes.js';

/** A chunk of the Vite manifest (`dist/client/.vite/manifest.json`), keyed by its source path under src/client. */
export type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** One web app manifest per language: its name, and a `start_url` of / or /es/. */
export const manifestHrefs: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  es: '/manifest.es.webmanifest',
};

/** The app's module (src/client/app.tsx), loaded by the entry after the first paint. */
const APP = 'app.tsx';

/** The files of these chunks and of everything they import, in load order, without the ones already listed. */
function chunkFiles(manifest: ViteManifest, keys: string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file) || files.includes(chunk.file)) return;
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
  };
  keys.forEach(visit);
  return files;
}

/** `tools/first-paint.tsx` writes it after the client build: `"<locale> <page>"` -> the page's static first paint. */
export type FirstPaints = Record<string, string>;

/** What goes into a page besides index.html: the static first paints, and each stylesheet's text by its URL path. */
export type PageParts = { firstPaints: FirstPaints; stylesheets: Record<string, string> };

/** The stylesheets index.html links (`/assets/index-….css`), to read them once. */
export function linkedStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((match) => match[1]!);
}

/**
 * The built index.html as one page sends it: in the page's language (`<html lang>` and its web app
 * manifest, so Chromium never sees the manifest link change), with a modulepreload for the page's
 * route chunk and its language's messages (without them the browser learns of both only once the
 * entry has run, one round trip later on a slow network; at low priority, as the first paint needs
 * none of them and goes first), the stylesheet inlined (it is small, about
 * 7 KB compressed, and a linked one holds the first paint back by a round trip), and the page's
 * static first paint in `#root` when it has one (src/client/first-paint.tsx). Issue 13.
 */
export function pageHtml(
  indexHtml: string,
  manifest: ViteManifest,
  locale: Locale,
  page: PagePath | undefined,
  { firstPaints, stylesheets }: PageParts = { firstPaints: {}, stylesheets: {} },
) {
  const entryFiles = new Set(
    chunkFiles(
      manifest,
      Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
      new Set(),
    ),
  );
  const messages = [`i18n/${locale}.ts`];
  // The app, which the entry imports once the first paint is on screen (src/client/main.tsx), comes first.
  if (page && !firstScreenPages.includes(page)) messages.push(`i18n/${locale}-later.ts`);
  const preloads = chunkFiles(manifest, [APP, page ? pageModules[page] : notFoundModule, ...messages], entryFiles)
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${locale}">`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestHrefs[locale]}"`)
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
      stylesheets[href] === undefined ? link : `<style>${stylesheets[href]}</style>`,
    )
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstPaints[`${locale} ${page}`] ?? ''}</div>`);
}
