import { describe, expect, it } from 'vitest';
import { normalize, normalizeWithMap } from './normalize.js';

describe('normalize: the contract the cue lexicon relies on', () => {
  it.each([
    ['I have to be perfect', 'i have to be perfect'],
    ['I hate who I am', 'i hate who i am'],
    ['I have no one to call', 'i have no one to call'],
    ['what I am really like', 'what i am really like'],
    ['Yes I am.', 'yes i am.'],
    ['I am who I am', "i'm who i am"],
  ])('keeps the main verb in %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it.each([
    ['I am so tired', "i'm so tired"],
    ['I have been crying', "i've been crying"],
    ['I have never said it', "i've never said it"],
    ['I do not care', "i don't care"],
    ['im fine, dont worry', "i'm fine, don't worry"],
    ['Sé que NO valgo nada', 'se que no valgo nada'],
    ['it’s “fine”', `it's "fine"`],
    ['soooo tired', 'so tired'],
  ])('folds %j to one spelling', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('maps every normalized character back to the original text', () => {
    const input = 'Yo NO sé, I am tired… dont ask';
    const { text, map } = normalizeWithMap(input);
    expect(map).toHaveLength(text.length + 1);
    expect(map[text.indexOf('tired')]).toBe(input.indexOf('tired'));
    expect(map[text.length]).toBe(input.length);
  });
});

describe('text with characters outside the basic plane', () => {
  it('rewrites chat spellings after an emoji without losing its place in the original', () => {
    expect(normalize('💔 u')).toBe('💔 you');
    const mapped = normalizeWithMap('💔💔 u tired');
    expect(mapped.text).toBe('💔💔 you tired');
    expect(mapped.map).toHaveLength([...mapped.text].length + 1);
  });
});
