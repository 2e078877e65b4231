/**
 * Writes compiled-content.json beside the compiled crisis modules (run by the server build, after
 * dist/ is written: `vite.server.config.ts`). Start-up then compiles the lexicon without stemming
 * or validating anything (compiled-content.ts).
 */
import { writeFileSync } from 'node:fs';
import { contentHash, PRECOMPILED_FILE, type PrecompiledContent } from './compiled-content.js';
import { CONTENT_DIR } from './lexicon.js';
import { readModelFile } from './model.js';
import { precompileLexicon } from './precompile.js';

const content: PrecompiledContent = { hash: contentHash(CONTENT_DIR), model: readModelFile(), ...precompileLexicon() };
writeFileSync(PRECOMPILED_FILE, JSON.stringify(content));
