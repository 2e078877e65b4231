/**
 * `npm run check:cues`: validates content/cues/ (schema, compilation, forms normalized text can never
 * contain, each cue's examples). Exits 1 and lists the problems when there are any.
 */
import { checkCueLibrary } from '../src/server/providers/reflection/patterns/check-cues.js';
import { cuesByPattern } from '../src/server/providers/reflection/patterns/cues.js';

const problems = checkCueLibrary();
for (const { where, message } of problems) console.error(`content/cues/${where}: ${message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in content/cues/`);
  process.exit(1);
}
const count = [...cuesByPattern().values()].reduce((sum, cues) => sum + cues.length, 0);
console.log(`content/cues/: ${count} cues checked, no problems`);
