/**
 * Writes compiled-content.json beside the compiled crisis modules (run by the server build, after
 * dist/ is written: `vite.server.config.ts`). Start-up then compiles the lexicon without stemming
 * or validating anything (compiled-content.ts).
 */
import { writeFileSync } from 'node:fs';
import { contentHash, PRECOMPILED_FILE, type PrecompiledContent } from './compiled-content.js';
import { compileLexicon, CONTENT_DIR, LANGUAGES, readLexiconFiles, SNOWBALL, type Stemmers } from './lexicon.js';
import { readModelFile } from './model.js';

const { lexicons, rules } = readLexiconFiles();
const stems: PrecompiledContent['stems'] = { en: {}, es: {} };
const recording = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { stem: (word: string) => (stems[language][word] = SNOWBALL[language].stem(word)) },
  ]),
) as Stemmers;
const termWords: PrecompiledContent['termWords'] = {};
compileLexicon(lexicons, rules, { stemmers: recording, termWords: (part, compute) => (termWords[part] = compute()) });
const content: PrecompiledContent = {
  hash: contentHash(CONTENT_DIR),
  lexicons,
  rules,
  model: readModelFile(),
  stems,
  termWords,
};
writeFileSync(PRECOMPILED_FILE, JSON.stringify(content));
