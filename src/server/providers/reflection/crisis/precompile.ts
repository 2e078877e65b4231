import type { PrecompiledContent } from './compiled-content.js';
import { compileLexicon, LANGUAGES, readLexiconFiles, SNOWBALL, type Stemmers } from './lexicon.js';

/**
 * What the build precompiles from the content files: the validated lexicons and rules, and the
 * stem and words of every lexicon term, recorded while the lexicon is compiled once.
 */
export function precompileLexicon(): Pick<PrecompiledContent, 'lexicons' | 'rules' | 'stems' | 'termWords'> {
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
  return { lexicons, rules, stems, termWords };
}
