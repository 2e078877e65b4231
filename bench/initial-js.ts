import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstScreenPages, type PagePath } from '../src/shared/routes.js';

type Chunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JS a first visit downloads before its first paint, from the Vite manifest (gzip, as the
 * figures in bench/README.md always were): the entry and its static imports, the language of the
 * path (i18n/<lang>.ts, which main.tsx waits for, and i18n/<lang>-later.ts, which a page beyond the
 * first screen waits for) and the page's lazily loaded route chunk with its static imports. Then every lazily loaded route chunk on its own and what it adds to the entry.
 * Chunks loaded after the first paint (sonner, zod with the response schemas) are not counted.
 */
export function benchInitialJs(dist = join(import.meta.dirname, '..', 'dist', 'client')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const keyOf = (suffix: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not in the manifest: npm run build first`);
    return key;
  };
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return sizes.get(file)!;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gz(file), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest: npm run build first');
  // The entry starts the app (app.tsx) once the static first paint is on screen: both come before the app's.
  const entryFiles = closure([entry, keyOf('app.tsx')]);

  console.log('\n## Initial JS before the first paint (gzip; target <= 120 KB on /auth and /)');
  console.log('| page | entry + imports | language | route chunk + imports | total |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [path, page, language] of [
    ['/auth', 'features/auth/auth-page.tsx', 'en'],
    ['/es/auth', 'features/auth/auth-page.tsx', 'es'],
    ['/', 'features/home/home-page.tsx', 'en'],
    ['/check-in', 'features/check-ins/check-in-page.tsx', 'en'],
    ['/lessons', 'features/lessons/lessons-page.tsx', 'en'],
    ['/schema-theory', 'features/schema-theory/schema-theory-page.tsx', 'en'],
  ] as const) {
    // The first screen's messages; a page beyond it (src/shared/routes.ts) waits for the later ones too.
    const messages = [keyOf(`i18n/${language}.ts`)];
    if (!firstScreenPages.includes((path.replace(/^\/es(?=\/|$)/, '') || '/') as PagePath))
      messages.push(keyOf(`i18n/${language}-later.ts`));
    const languageFiles = [...closure(messages)].filter((file) => !entryFiles.has(file));
    const pageFiles = [...closure([keyOf(page)])].filter((f) => !entryFiles.has(f) && !languageFiles.includes(f));
    const all = new Set([...entryFiles, ...languageFiles, ...pageFiles]);
    console.log(
      `| ${path} | ${kb(total(entryFiles))} | ${kb(total(languageFiles))} | ${kb(total(pageFiles))} | ${kb(total(all))} |`,
    );
  }

  // The router lives in app.tsx (loaded by the entry after the first paint): every page module any chunk loads lazily.
  const routes = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))].filter((key) =>
    /-page\.tsx$/.test(key),
  );
  console.log('\n## Lazily loaded route chunks (gzip; target <= 50 KB each)');
  console.log('| route module | its chunk | with the imports the entry lacks |');
  console.log('|---|---:|---:|');
  let largest = 0;
  for (const key of routes) {
    const own = gz(manifest[key]!.file);
    const added = total([...closure([key])].filter((file) => !entryFiles.has(file)));
    largest = Math.max(largest, own);
    console.log(`| ${key.replace(/^.*features\//, '')} | ${kb(own)} | ${kb(added)} |`);
  }
  console.log(`largest route chunk: ${kb(largest)}${largest > 50 * 1024 ? ' (over the 50 KB target)' : ''}`);
}
