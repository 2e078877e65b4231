import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import helplines from './content/helplines.json';
import { checkHelplinesFile } from './src/shared/helplines-schema.js';

export default defineConfig({
  root: 'src/client',
  // The manifests and icons (src/client/public), copied as they are.
  publicDir: 'public',
  plugins: [react(), tailwindcss(), serviceWorker(), precompress(), checkContent()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

/** The help lines the browser reads unchecked (src/shared/helplines.ts): a broken file fails the build. */
function checkContent(): Plugin {
  return { name: 'patternwise:check-content', buildStart: () => checkHelplinesFile(helplines) };
}

/**
 * The service worker (src/client/sw.ts, registered by src/client/lib/pwa.ts): Workbox's
 * injectManifest puts this build's file list in it, to precache the app shell. The manifests are
 * our own files in public/ (one per language), so the plugin writes none and registers nothing.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      // Source maps and the precompressed copies stay on the server.
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
    },
  });
}

/**
 * After the client build: a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
 * each text file of 1 KiB or more (JS, CSS, HTML, SVG, JSON), kept only when smaller. The server
 * (src/server/static-pages.ts) sends the one the browser accepts. Source maps are left to the
 * server, which compresses one the first time someone opens it.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'patternwise:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the files are written, on a successful build only.
    async writeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(?:js|mjs|css|html|svg|json|txt)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => !file.startsWith(join(outDir, '.vite')));
      await Promise.all(
        files.map(async (file) => {
          const bytes = readFileSync(file);
          if (bytes.byteLength < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            }),
            gz(bytes, { level: 9 }),
          ]);
          if (br.byteLength < bytes.byteLength) writeFileSync(`${file}.br`, br);
          if (gzipped.byteLength < bytes.byteLength) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
