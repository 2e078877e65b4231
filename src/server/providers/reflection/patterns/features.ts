/**
 * Features of the pattern classifier: stemmed unigrams and bigrams of the normalized text (accents
 * folded before stemming, in training and at run time alike), the English stems of a Spanish
 * entry's words (bridge.es-en.json), and what the cue lexicon counted, each remembering where it
 * starts in the normalized text so the clause that carries a pattern can be quoted.
 */
import { readFileSync } from 'node:fs';
import { newStemmer } from 'snowball-stemmers';
import { z } from 'zod';
import type { Locale } from '../../../../shared/locale.js';
import { cueLevel, type CueScore } from './cues.js';

const stemmers = { en: newStemmer('english'), es: newStemmer('spanish') };
/** Stems are memoized: the same words come back in every entry. Bounded so memory stays flat. */
const MEMO_LIMIT = 50_000;
const memo = { en: new Map<string, string>(), es: new Map<string, string>() };

function stem(word: string, lang: Locale): string {
  const cache = memo[lang];
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmers[lang].stem(word);
    if (cache.size >= MEMO_LIMIT) cache.clear();
    cache.set(word, stemmed);
  }
  return stemmed;
}

const EN_MARKERS = new Set([
  'the',
  'i',
  'my',
  'to',
  'and',
  'is',
  'it',
  'of',
  'he',
  'she',
  'they',
  'was',
  "i'm",
  'with',
]);
const ES_MARKERS = new Set(['que', 'de', 'la', 'el', 'me', 'mi', 'y', 'lo', 'se', 'los', 'las', 'con', 'por', 'una']);

/** The language to stem an entry in: the one its function words show, else the locale. */
export function entryLanguage(words: string[], locale: Locale): Locale {
  let en = 0;
  let es = 0;
  for (const word of words) {
    if (EN_MARKERS.has(word)) en++;
    else if (ES_MARKERS.has(word)) es++;
  }
  if (en > 2 * es + 1) return 'en';
  if (es > 2 * en + 1) return 'es';
  return locale;
}

const BridgeFile = z.object({ about: z.string(), words: z.record(z.string(), z.string()) }).strict();

let bridge: Map<string, string[]> | undefined;

/**
 * Spanish stem -> the English stems of its translation. Half the labelled entries are in each
 * language; with a shared English word a cue of one language is learned from both (measured by
 * cross-validation, tools/train-patterns.ts: F1 +0.01 to +0.03).
 */
export function bridgeStems(): Map<string, string[]> {
  if (!bridge) {
    const file = BridgeFile.parse(JSON.parse(readFileSync(new URL('bridge.es-en.json', import.meta.url), 'utf8')));
    bridge = new Map();
    for (const [es, en] of Object.entries(file.words)) {
      const key = stem(es, 'es');
      const stems = en.split(/\s+/).map((word) => stem(word, 'en'));
      bridge.set(key, [...new Set([...(bridge.get(key) ?? []), ...stems])]);
    }
  }
  return bridge;
}

/** A feature occurrence: its name and the normalized-text offset of its first word. */
export type FeatureHit = { name: string; pos: number };

const WORD = /[a-z]+(?:'[a-z]+)?/g;
const CLAUSE_END = /[.!?;:,\n\u2026]/;

/**
 * Unigram and bigram features of a normalized text (a bigram never spans a clause break) and, for a
 * Spanish entry, the English stems of its words.
 */
export function extractFeatures(norm: string, locale: Locale): FeatureHit[] {
  const words: { w: string; pos: number; breakBefore: boolean }[] = [];
  let last = 0;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(norm); m !== null; m = WORD.exec(norm)) {
    words.push({ w: m[0], pos: m.index, breakBefore: CLAUSE_END.test(norm.slice(last, m.index)) });
    last = m.index + m[0].length;
  }
  const lang = entryLanguage(
    words.map((x) => x.w),
    locale,
  );
  const hits: FeatureHit[] = [];
  let prev: FeatureHit | undefined;
  for (const { w, pos, breakBefore } of words) {
    if (breakBefore) prev = undefined;
    const token = stem(w, lang);
    if (prev !== undefined) hits.push({ name: `${prev.name} ${token}`, pos: prev.pos });
    prev = { name: token, pos };
    hits.push(prev);
    if (lang === 'es') for (const name of bridgeStems().get(token) ?? []) hits.push({ name, pos });
  }
  return hits;
}

/**
 * What the cue lexicon counted, as features: "cue:<pattern>" for any counted cue, then "cue3:" to
 * "cue5:" as its level rises (cues.ts cueLevel). The classifier learns how far to trust them.
 */
export function cueFeatures(scores: CueScore[]): FeatureHit[] {
  return scores.flatMap((score) => {
    const level = cueLevel(score);
    return ['cue', 'cue3', 'cue4', 'cue5']
      .filter((_name, k) => k === 0 || level >= k + 2)
      .map((name) => ({ name: `${name}:${score.key}`, pos: score.best.pos }));
  });
}
