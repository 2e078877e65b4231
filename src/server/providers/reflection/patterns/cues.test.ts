import { describe, expect, it } from 'vitest';
import { checkCueLibrary, unreachableForm } from './check-cues.js';
import { cuesByPattern } from './cues.js';

describe('content/cues (npm run check:cues)', () => {
  it('is valid: every cue compiles, can match normalized text, and passes its own examples', () => {
    expect(checkCueLibrary()).toEqual([]);
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
