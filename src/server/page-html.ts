import type { Locale } from '../shared/locale.js';
import {
  firstScreenPages,
  notFoundModule,
  pageDataRequests,
  pageModules,
  SESSION_REQUEST,
  type PagePath,
} from '../shared/routes.js';

/** A chunk of the Vite manifest (`dist/client/.vite/manifest.json`), keyed by its source path under src/client. */
export type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
export type ViteManifest = Record<string, ManifestChunk>;

/** One web app manifest per language: its name, and a `start_url` of / or /es/. */
export const manifestHrefs: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  es: '/manifest.es.webmanifest',
};

/** The id of the `<template>` holding the preloads of a page with a static first paint (src/client/main.tsx). */
export const AFTER_FIRST_PAINT = 'after-first-paint';

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

/**
 * The shared response schemas (src/shared/schemas/responses.ts, with zod), which the app loads
 * when its first read answers (`loadResponseSchemas` in src/client/lib/api.ts): the chunk named
 * `responses` among the dynamic imports of the app's own chunks.
 */
function responseSchemasChunk(manifest: ViteManifest): string | undefined {
  // Every signed-in page of a build asks for it: looked up once per manifest.
  if (!responseSchemasChunks.has(manifest))
    responseSchemasChunks.set(
      manifest,
      chunkFiles(manifest, [APP], new Set())
        .flatMap((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.dynamicImports ?? [])
        .find((key) => manifest[key]?.name === 'responses'),
    );
  return responseSchemasChunks.get(manifest);
}
const responseSchemasChunks = new WeakMap<ViteManifest, string | undefined>();

/** `tools/first-paint.tsx` writes it after the client build: `"<locale> <page>"` -> the page's static first paint. */
export type FirstPaints = Record<string, string>;

/** What goes into a page besides index.html: the static first paints, and each stylesheet's text by its URL path. */
export type PageParts = { firstPaints: FirstPaints; stylesheets: Record<string, string> };

/** An `&` in a URL as an HTML attribute writes it. */
const attribute = (value: string) => value.replaceAll('&', '&amp;');

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
 *
 * A page with a static first paint keeps its preloads in a `<template>` the entry moves into the
 * head once that paint is on screen: nothing the app needs is asked for before then, so the
 * paint owes nothing to the app's downloads (Lighthouse's simulated LCP counts every request
 * started before the largest paint, whatever its priority).
 *
 * `signedIn`: the HTML for a request that carries the session cookie (only its presence is known,
 * nothing of whose it is). It also preloads who is signed in (`/api/me`) and the page's first
 * reads (`pageDataRequests`), which the app takes over as it starts (`claimPreloadedReads` in
 * src/client/lib/api.ts): they come back while the app's JavaScript downloads instead of after
 * it, along with the response schemas the app reads them with. `crossorigin="anonymous"` is the
 * same-origin credentials of the app's fetch, so the cookie goes along and the browser hands
 * the preload over. A visitor without the cookie never gets them (they would answer 401).
 */
export function pageHtml(
  indexHtml: string,
  manifest: ViteManifest,
  locale: Locale,
  page: PagePath | undefined,
  { firstPaints, stylesheets }: PageParts = { firstPaints: {}, stylesheets: {} },
  { signedIn = false }: { signedIn?: boolean } = {},
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
  const schemas = signedIn ? responseSchemasChunk(manifest) : undefined;
  const reads = signedIn ? [SESSION_REQUEST, ...((page && pageDataRequests[page]?.(locale)) ?? [])] : [];
  const preloads =
    reads.map((path) => `<link rel="preload" href="${attribute(path)}" as="fetch" crossorigin="anonymous">`).join('') +
    chunkFiles(
      manifest,
      [APP, page ? pageModules[page] : notFoundModule, ...messages, ...(schemas ? [schemas] : [])],
      entryFiles,
    )
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
  const firstPaint = firstPaints[`${locale} ${page}`];
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${locale}">`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestHrefs[locale]}"`)
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
      stylesheets[href] === undefined ? link : `<style>${stylesheets[href]}</style>`,
    )
    .replace(
      '</head>',
      // Behind a static first paint they start once it is on screen (src/client/main.tsx moves them in).
      firstPaint === undefined
        ? `${preloads}</head>`
        : `<template id="${AFTER_FIRST_PAINT}">${preloads}</template></head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${firstPaint ?? ''}</div>`);
}
