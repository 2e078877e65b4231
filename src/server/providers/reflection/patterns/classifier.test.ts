import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_KEYS } from '../../../../shared/patterns.js';
import { normalize } from '../normalize.js';
import {
  buildModel,
  CLASS_COUNT,
  committedModel,
  contributions,
  COUNTS_KEY,
  MODEL_FILE,
  parseCounts,
  posteriors,
  probabilities,
} from './classifier.js';
import { CUES_DIR } from './cue-files.js';
import { extractFeatures } from './features.js';
import { count, countsKey, toModelData, type PatternSettings } from './train.js';

const OPEN = Object.fromEntries(
  SCHEMA_KEYS.map((key) => [key, { threshold: 0.5, cuesAlone: null }]),
) as PatternSettings;

describe('model file counts keys', () => {
  it('round-trips counts per class, fractions included', () => {
    const row = new Float64Array(CLASS_COUNT);
    row[0] = 2;
    row[3] = 0.5;
    row[12] = 1;
    expect(countsKey(row)).toBe('a2d0.5m1');
    expect(countsKey(row)).toMatch(COUNTS_KEY);
    expect([...parseCounts('a2d0.5m1')]).toEqual([...row]);
  });
});

describe('naive Bayes on a toy corpus', () => {
  const docs = [
    ['check', 'phone', 'again'],
    ['check', 'locat'],
    ['perfect', 'redo', 'again'],
    ['perfect', 'list'],
    ['bus', 'lunch'],
  ];
  const labels = [['abandonment'], ['abandonment'], ['unrelenting_standards'], ['unrelenting_standards'], []] as const;
  const model = buildModel(
    toModelData(
      count(
        docs,
        labels.map((l) => [...l]),
      ),
      OPEN,
      { rows: docs.length, note: 'toy' },
    ),
  );
  const hits = (names: string[]) => names.map((name, pos) => ({ name, pos }));

  it('gives posteriors over the twelve patterns and none that add up to one', () => {
    const p = posteriors(model, hits(['check', 'phone']));
    expect(p).toHaveLength(CLASS_COUNT);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(probabilities(model, hits(['check']))).toHaveLength(SCHEMA_KEYS.length);
  });

  it('ranks the pattern whose words the entry shares first, and ignores words it never saw', () => {
    const p = probabilities(model, hits(['check', 'phone', 'unseen']));
    const best = SCHEMA_KEYS[p.indexOf(Math.max(...p))];
    expect(best).toBe('abandonment');
    expect(
      probabilities(model, hits(['perfect', 'nothing']))[SCHEMA_KEYS.indexOf('unrelenting_standards')],
    ).toBeGreaterThan(0.3);
  });

  it('credits the words that speak for a pattern, not the others', () => {
    const [check, lunch] = contributions(model, hits(['check', 'lunch']), 'abandonment');
    expect(check?.weight).toBeGreaterThan(0);
    expect(lunch?.weight).toBeLessThan(0);
  });
});

describe('features', () => {
  it('adds the English stems of a Spanish entry so both languages share what is learned', () => {
    const names = extractFeatures(normalize('revisé su ubicación otra vez'), 'es').map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['check', 'locat']));
  });

  it('leaves English entries as they are', () => {
    const names = extractFeatures(normalize('checked his location again'), 'en').map((f) => f.name);
    expect(names).toEqual(['check', 'check his', 'his', 'his locat', 'locat', 'locat again', 'again']);
  });
});

describe(`the committed model (content/cues/${MODEL_FILE})`, () => {
  it('loads, sets every pattern, and stays small', () => {
    const model = committedModel();
    expect(model.weights.size).toBeGreaterThan(10_000);
    expect(model.thresholds.every((t) => t > 0 && t <= 1)).toBe(true);
    expect(statSync(new URL(MODEL_FILE, CUES_DIR)).size).toBeLessThan(600 * 1024);
  });
});
