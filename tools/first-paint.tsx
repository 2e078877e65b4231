import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderFirstPaints } from '../src/client/first-paint.js';

/**
 * After `vite build`: the static first paint of the public pages (src/client/first-paint.tsx),
 * beside the Vite manifest, where the server reads it at start-up (src/server/static-pages.ts).
 */
const out = join(import.meta.dirname, '..', 'dist', 'client', '.vite', 'first-paint.json');
const firstPaints = await renderFirstPaints();
writeFileSync(out, JSON.stringify(firstPaints));
console.log(`static first paint: ${Object.keys(firstPaints).join(', ')}`);
