import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The server compiled to plain JavaScript for production (`npm run build`, `npm start`).
 * Every module keeps its own file, with src/ mirrored as dist/ (src/server -> dist/server,
 * src/shared -> dist/shared). Modules read their data with paths relative to import.meta.url
 * (`../../content/...`, `./migrations`): a mirrored tree at the same depth keeps the paths to
 * content/ at the project root valid, and the data files that live beside the code are copied.
 * npm packages stay external and load from node_modules as under tsx.
 */
const SOURCE_ROOTS = ['src/server', 'src/shared'];
const OUT_DIR = 'dist';
/** Run once dist/ is written: precompiles the crisis screen's content for start-up (compiled-content.ts). */
const CRISIS_PRECOMPILER = 'server/providers/reflection/crisis/write-compiled-content';

export default defineConfig({
  publicDir: false,
  plugins: [completeServerOutput()],
  build: {
    ssr: true,
    outDir: OUT_DIR,
    // dist/client (the client build) lives in the same folder; stale server files are pruned below.
    emptyOutDir: false,
    sourcemap: true,
    target: 'node20',
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: ['src/server/main.ts', `src/${CRISIS_PRECOMPILER}.ts`],
      output: {
        format: 'esm',
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Modules from outside src/ (content/helplines.json, the bundler's runtime) go inside dist/server.
        entryFileNames: (chunk) => (/^(server|shared)\//.test(chunk.name) ? '[name].js' : 'server/_modules/[name].js'),
        virtualDirname: 'server/_modules/_virtual',
      },
    },
  },
});

/**
 * After a successful build only: copies the data files that live beside the code (SQL migrations
 * and their journal, JSON read with readFileSync), then removes what an earlier build left behind
 * (the precompiled crisis content included, written anew once the bundle is closed).
 * A failed build leaves the previous output whole.
 */
function completeServerOutput(): Plugin {
  let bundleWritten = false;
  return {
    name: 'patternwise:complete-server-output',
    apply: 'build',
    closeBundle() {
      if (bundleWritten)
        execFileSync(process.execPath, [join(OUT_DIR, `${CRISIS_PRECOMPILER}.js`)], { stdio: 'inherit' });
    },
    writeBundle(_options, bundle) {
      bundleWritten = true;
      const written = new Set(Object.keys(bundle).map((file) => join(OUT_DIR, file)));
      for (const file of SOURCE_ROOTS.flatMap(filesUnder).filter(isDataFile)) {
        const target = join(OUT_DIR, relative('src', file));
        cpSync(file, target);
        written.add(target);
      }
      const stale = SOURCE_ROOTS.map((root) => join(OUT_DIR, relative('src', root)))
        .flatMap(filesUnder)
        .filter((file) => !written.has(file));
      for (const file of stale) rmSync(file);
    },
  };
}

const isDataFile = (file: string) => !/\.(tsx?|md)$/.test(file);

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
