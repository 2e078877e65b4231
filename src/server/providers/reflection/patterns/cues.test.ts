import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectPatterns, explainPatterns } from '../detect.js';
import { normalize } from '../normalize.js';
import { checkCueLibrary, unreachableForm } from './check-cues.js';
import { CUES_DIR } from './cue-files.js';
import { cueLanguages, cuesByPattern } from './cues.js';
import { needlesOf } from './needles.js';

describe('content/cues (npm run check:cues)', () => {
  it('is valid: every cue compiles, can match normalized text, and passes its own examples', () => {
    expect(checkCueLibrary()).toEqual([]);
  });

  it('skips a cue only on text that lacks all its needles: the needles are never stricter than the regex', () => {
    const missed: string[] = [];
    for (const cues of cuesByPattern().values())
      for (const cue of cues) {
        const source = JSON.parse(readFileSync(new URL(`${cue.key}.${cue.locale}.json`, CUES_DIR), 'utf8')) as {
          cues: { id: string; examples: { match: string[] } }[];
        };
        const examples = source.cues.find((c) => c.id === cue.id)?.examples.match ?? [];
        for (const example of examples) {
          const norm = normalize(example);
          cue.re.lastIndex = 0;
          if (cue.re.test(norm) && cue.needles && !cue.needles.some((needle) => norm.includes(needle)))
            missed.push(`${cue.id}: ${example}`);
        }
      }
    expect(missed).toEqual([]);
    expect(needlesOf(String.raw`\b(?:leave|leaves) me\b`)).toEqual(['leave me', 'leaves me']);
    expect(needlesOf(String.raw`\b(?:mi|mis) (?:madre|padre)`)).toEqual([
      'mi madre',
      'mi padre',
      'mis madre',
      'mis padre',
    ]);
  });

  it('has cues for every pattern in both languages', () => {
    for (const cues of cuesByPattern().values()) {
      expect(new Set(cues.map((cue) => cue.locale))).toEqual(new Set(['en', 'es']));
    }
    expect(cuesByPattern().size).toBe(12);
  });
});

describe('unreachableForm: forms normalized text never contains', () => {
  it.each([
    [String.raw`\bI hate\b`, /uppercase/],
    [String.raw`\bcanción\b`, /non-ASCII/],
    [String.raw`\bit’s over\b`, /non-ASCII/],
    [String.raw`\b(?:dont|can't) trust\b`, /"dont" is rewritten/],
    [String.raw`\bi am (?:worthless|useless)\b`, /"i am" is rewritten/],
    [String.raw`\bi have been\b`, /rewritten/],
    [String.raw`\bdo not\b`, /rewritten/],
    [String.raw`\bsoooo tired\b`, /rewritten/],
    [String.raw`\bq\b`, /rewritten/],
  ])('rejects %s', (source, why) => {
    expect(unreachableForm(source)).toMatch(why);
  });

  it.each([
    String.raw`\bi have to be perfect\b`,
    String.raw`\bhate who i am\b`,
    String.raw`\bwhat (?:i'm|i am) really like\b`,
    String.raw`\bperfectionis(?:t|m)\b`,
    String.raw`\bleav\w* me\b`,
    String.raw`\bu\w+`,
    String.raw`\bme (?:van|va) a dejar\b`,
    String.raw`\b{PEOPLE} (?:\w+ ){0,2}leave\b`,
  ])('accepts %s', (source) => {
    expect(unreachableForm(source)).toBeNull();
  });
});

describe('statements of a belief said in many ways', () => {
  it.each([
    ['tenés que ser perfecta, me repito todo el día', 'es', 'unrelenting_standards', 'tenés que ser perfecta'],
    ['soy un desastre como persona', 'es', 'defectiveness_shame', 'soy un desastre como persona'],
    [
      'siento q soy menos q todos en la oficina',
      'es',
      'defectiveness_shame',
      'siento q soy menos q todos en la oficina',
    ],
    ['siempre me dejan, con todos me pasa', 'es', 'abandonment', 'siempre me dejan'],
    ['no puedo sola con esto', 'es', 'dependence_incompetence', 'no puedo sola con esto'],
    ['nunca termino lo que empiezo', 'es', 'insufficient_self_control', 'nunca termino lo que empiezo'],
    ['mis necesidades siempre pueden esperar', 'es', 'self_sacrifice', 'mis necesidades siempre pueden esperar'],
    ['le veo el lado malo a todo', 'es', 'negativity_pessimism', 'le veo el lado malo a todo'],
    ['siempre estoy esperando la catástrofe', 'es', 'vulnerability_to_harm', 'siempre estoy esperando la catástrofe'],
    [
      'me da terror que la gente se moleste conmigo',
      'es',
      'subjugation',
      'me da terror que la gente se moleste conmigo',
    ],
    [
      'I have to do things perfectly or it feels like failure',
      'en',
      'unrelenting_standards',
      'I have to do things perfectly or it feels like failure',
    ],
    [
      'i need help with everything, i cant do anything on my own',
      'en',
      'dependence_incompetence',
      'i need help with everything',
    ],
  ] as const)('%j (%s) finds %s, quoting the words that show it', (text, locale, key, phrase) => {
    expect(detectPatterns(text, locale)[0]).toEqual({ schema_key: key, phrase });
  });
});

describe('gates read the frame of a statement', () => {
  /** Whether a statement of the pattern (a cue that fires alone) counts in the text. */
  const counted = (text: string, key: string) =>
    explainPatterns(text, 'en').hits.some((hit) => hit.key === key && hit.weight >= 3 && hit.gate === null);

  it('reads "I don\'t think anyone would…" and "no creo que nadie…" as the belief, "not worried anyone…" as its denial', () => {
    expect(
      detectPatterns("honestly I don't think anyone would notice if I had an awful week", 'en')[0]?.schema_key,
    ).toBe('emotional_deprivation');
    expect(detectPatterns('no creo que nadie se quede conmigo mucho tiempo', 'es')[0]?.schema_key).toBe('abandonment');
    expect(detectPatterns("I'm not worried anyone will leave me, we're solid", 'en')).toEqual([]);
  });

  it('counts the writer\'s inner voice ("part of me thinks…") as the writer, not as someone else', () => {
    expect(counted("part of me thinks I'm a lesser version of a person", 'defectiveness_shame')).toBe(true);
    expect(counted("my sister thinks i'm a lesser version of a person", 'defectiveness_shame')).toBe(false);
  });

  it('tells "I\'m so used to…" (accustomed) from "I used to…" (the past)', () => {
    expect(counted("I'm so used to putting everyone else's needs first", 'self_sacrifice')).toBe(true);
    expect(counted("I used to put everyone else's needs first", 'self_sacrifice')).toBe(false);
  });

  it('finds nothing when the writer takes the statement back, even where the classifier reads its words', () => {
    expect(
      detectPatterns("I used to put everyone else's needs first. Not anymore, today I said no and went to yoga", 'en'),
    ).toEqual([]);
    expect(detectPatterns('antes me daba culpa descansar. hoy dormí la siesta sin ninguna culpa', 'es')).toEqual([]);
  });
});

describe("cueLanguages: which language's cues run", () => {
  it.each([
    ['i had a long day at work and the bus was late', ['en']],
    ['hoy fue un día largo en el trabajo y llovió', ['es']],
    ["long day at work and i'm tired. siento que nadie se queda conmigo", ['en', 'es']],
    ['ok', ['en', 'es']],
  ])('%j -> %j', (text, expected) => {
    expect([...cueLanguages(normalize(text))].sort()).toEqual(expected);
  });

  it('still reads a Spanish statement inside an English entry', () => {
    expect(detectPatterns('long day at work. siento que nadie se queda conmigo', 'en')[0]).toEqual({
      schema_key: 'abandonment',
      phrase: 'siento que nadie se queda conmigo',
    });
  });
});
