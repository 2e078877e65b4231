import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en as enFirstScreen } from './en.js';
import { enLater } from './en-later.js';
import { es as esFirstScreen } from './es.js';
import { esLater } from './es-later.js';

// Each language whole: its first-screen file and its later one.
const en = { ...enFirstScreen, ...enLater };
const es = { ...esFirstScreen, ...esLater };

/** Every string of a catalogue by its key path ('checkIn.remaining_one'). */
function flatten(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of flatten(child, path ? `${path}.${key}` : key)) out.set(k, v);
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();
const pluralBase = (key: string) => key.replace(PLURAL, '');

const enStrings = flatten(en);
const esStrings = flatten(es);

/** Plural families: base key -> its suffixes ('checkIn.remaining' -> ['one', 'other']). */
function pluralFamilies(strings: Map<string, string>) {
  const families = new Map<string, string[]>();
  for (const key of strings.keys()) {
    const suffix = PLURAL.exec(key)?.[1];
    if (suffix) families.set(pluralBase(key), [...(families.get(pluralBase(key)) ?? []), suffix].sort());
  }
  return families;
}

describe('the Spanish catalogue matches the English one', () => {
  it('has exactly the same keys', () => {
    expect([...esStrings.keys()].sort()).toEqual([...enStrings.keys()].sort());
  });

  it('every string keeps the same {{placeholders}}', () => {
    const mismatches = [...enStrings].flatMap(([key, text]) => {
      const spanish = esStrings.get(key);
      if (spanish === undefined) return [];
      // A plural form may leave the count out ("the pattern that stood out"); its family still has it.
      const [a, b] = [placeholders(text), placeholders(spanish)];
      return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${key}: en ${a.join(',')} / es ${b.join(',')}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('has the same plural forms, each family with its _one and _other', () => {
    const enFamilies = pluralFamilies(enStrings);
    expect(Object.fromEntries(pluralFamilies(esStrings))).toEqual(Object.fromEntries(enFamilies));
    for (const [base, suffixes] of enFamilies) {
      expect(suffixes, base).toContain('one');
      expect(suffixes, base).toContain('other');
      // A plural family is chosen by {{count}}: at least its _other form shows the number.
      expect(placeholders(enStrings.get(`${base}_other`)!), base).toContain('count');
    }
  });

  it('no string fakes a plural with "(s)" or "(es)"', () => {
    const fake = /\w\((s|es)\)/;
    const offending = [...enStrings, ...esStrings].filter(([, text]) => fake.test(text)).map(([key]) => key);
    expect(offending).toEqual([]);
  });
});

describe('Spanish UI strings read as neutral Spanish', () => {
  // Peninsular-only words and forms, gendered greetings, and calques we rewrote. JavaScript's \b
  // knows only ASCII letters ("pequeños" would end in a word "os"), so words are cut on \p{L}.
  const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');
  const avoid: [RegExp, string][] = [
    [word('vosotr[oa]s|vuestr[oa]s?|os'), 'vosotros'],
    [word('habéis|tenéis|podéis|queréis|sois|estáis'), 'vosotros verb'],
    [word('vale(?! la pena)'), '"vale"'],
    [word('ordenador|computadora|móvil|coger|guay|pulsa\\p{L}*|céntrate'), 'regional word'],
    [word('prueba a'), '"prueba a" (intenta)'],
    [/¡\s*bienvenid[oa]s?/iu, 'gendered welcome'],
    [/camino emocional|aflojar su fuerza|llevarlo a la perfección/iu, 'calque'],
  ];

  it('the UI catalogue (with the shared validation messages)', () => {
    const offending = [...esStrings].flatMap(([key, text]) =>
      avoid.filter(([pattern]) => pattern.test(text)).map(([, why]) => `${key}: ${why}`),
    );
    expect(offending).toEqual([]);
  });

  it('the built-in reflections', () => {
    const replies = readFileSync('content/replies/es.json', 'utf8');
    expect(avoid.filter(([pattern]) => pattern.test(replies)).map(([, why]) => why)).toEqual([]);
  });
});
