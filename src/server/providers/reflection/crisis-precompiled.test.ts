import { cpSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileAidsOf, contentHash, withKnownStems } from './crisis/compiled-content.js';
import { compileLexicon, CONTENT_DIR, LANGUAGES, readLexiconFiles, SNOWBALL, type Stemmers } from './crisis/lexicon.js';
import { readModelFile } from './crisis/model.js';
import { precompileLexicon } from './crisis/precompile.js';
import { screen } from './crisis/screen.js';

describe('the crisis screen from precompiled content', () => {
  it('reads every rule and escalation example exactly as the screen compiled from the files does', () => {
    const fromFiles = readLexiconFiles();
    const direct = compileLexicon(fromFiles.lexicons, fromFiles.rules);
    const built = precompileLexicon();
    // Through JSON, as start-up reads it, and without stemming or tokenizing any lexicon term.
    const content = { ...(JSON.parse(JSON.stringify(built)) as typeof built), hash: '', model: readModelFile() };
    let computedAtLoad = 0;
    const counting = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { stem: (word: string) => (computedAtLoad++, SNOWBALL[language].stem(word)) },
      ]),
    ) as Stemmers;
    const aids = compileAidsOf(content, counting);
    const precompiled = compileLexicon(content.lexicons, content.rules, {
      ...aids,
      termWords: (part, compute) => aids.termWords!(part, () => (computedAtLoad++, compute())),
    });
    expect(computedAtLoad).toBe(0);

    const model = content.model;
    const examples = [...fromFiles.rules.rules, ...fromFiles.rules.escalations].flatMap((rule) => rule.examples);
    expect(examples.length).toBeGreaterThan(100);
    for (const text of [...examples, 'I had a quiet day and made soup.', 'Me siento cansada pero bien.']) {
      expect(screen(text, precompiled, model)).toEqual(screen(text, direct, model));
    }
  });

  it('answers a word outside the table with the stemmer, and no word from the object prototype', () => {
    const stemmers = withKnownStems({ en: { running: 'run' }, es: {} }, SNOWBALL);
    expect(stemmers.en.stem('running')).toBe('run');
    expect(stemmers.en.stem('constructor')).toBe(SNOWBALL.en.stem('constructor'));
    expect(stemmers.es.stem('toString')).toBe(SNOWBALL.es.stem('toString'));
  });

  it('is keyed to the content: editing any content file changes the hash, so start-up compiles from the files', () => {
    const copy = mkdtempSync(join(tmpdir(), 'pw-crisis-'));
    cpSync(CONTENT_DIR, copy, { recursive: true });
    const dir = pathToFileURL(`${copy}/`);
    const original = contentHash(dir);
    expect(contentHash(dir)).toBe(original);
    for (const name of ['en.json', 'es.json', 'rules.json', 'model.json']) {
      const file = join(copy, name);
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, `${text} `);
      expect(contentHash(dir)).not.toBe(original);
      writeFileSync(file, text);
    }
    expect(contentHash(dir)).toBe(original);
  });
});
