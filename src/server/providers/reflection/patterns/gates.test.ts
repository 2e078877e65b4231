import { describe, expect, it } from 'vitest';
import { normalize } from '../normalize.js';
import { aboutSomeoneElse } from './gates.js';

const about = (text: string) => aboutSomeoneElse(normalize(text));

describe('aboutSomeoneElse: whose entry it is', () => {
  it('reads an entry that opens on another person and never names the writer as theirs', () => {
    expect(about('My sister moved to Leeds. She never calls anyone.')).toBe(true);
    expect(about('Mi hermana se mudó a Quito. Nunca llama a nadie.')).toBe(true);
  });

  it("keeps a terse entry whose sentences open on the writer's own past-tense acts the writer's", () => {
    expect(about('Partner went out with his mates. Kept refreshing his location till he got home.')).toBe(false);
    expect(about('She asked what was wrong. Said nothing, cleaned the kitchen.')).toBe(false);
    expect(about('My boss moved the deadline again. Stayed till ten redoing the slides.')).toBe(false);
  });

  it("keeps an entry that names the writer the writer's", () => {
    expect(about('My friend cancelled again and I just said it was fine.')).toBe(false);
  });
});
