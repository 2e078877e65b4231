import { describe, expect, it } from 'vitest';
import { findClinicalWords } from '../../shared/clinical-words.js';
import { en as enFirstScreen } from './en.js';
import { enLater } from './en-later.js';
import { es as esFirstScreen } from './es.js';
import { esLater } from './es-later.js';

// Each language whole: its first-screen file and its later one.
const en = { ...enFirstScreen, ...enLater };
const es = { ...esFirstScreen, ...esLater };

/** Every string of a catalogue, with its key path, so an offending line names itself. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => entries(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => entries(v, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('UI catalogue: no clinical words (src/shared/clinical-words.ts)', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('%s: every string is clean, except a disclaimer’s negation', (_locale, catalogue) => {
    const offending = entries(catalogue).flatMap(([key, text]) =>
      findClinicalWords(text).map((hit) => `${key}: ${hit.match}`),
    );
    expect(offending).toEqual([]);
  });

  it('the disclaimers are still there, and still pass as negations', () => {
    expect(entries(en).some(([, text]) => /not therapy/i.test(text) && /diagnosis/i.test(text))).toBe(true);
    expect(entries(es).some(([, text]) => /no es terapia/i.test(text) && /diagnóstico/i.test(text))).toBe(true);
  });
});
