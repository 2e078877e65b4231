/**
 * The screen's statistical safety net (content/crisis/model.json): a logistic regression over the
 * stems, concept tags and rule hits of a few sentences, trained by `train-model.ts` on our
 * labelled sets (never the locked held-out one). Rules stay the floor: the model can only raise an
 * entry to `current_risk`, and never from sentences where the rules found a reason to lower
 * (someone else's experience, news or fiction, a resolved past, a joke, a denial, an accident).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { hasSelfHarmContext } from './context.js';
import { CONTENT_DIR } from './lexicon.js';
import { readPrecompiledContent } from './compiled-content.js';
import type { Tagged } from './tagging.js';

export const ModelFileSchema = z
  .object({
    /** How it was trained, for the record (sets, regularisation, cross-validated figures). */
    trained_on: z.array(z.string().min(1)).min(1),
    /** Grouped cross-validation figures at the chosen thresholds (each crisis set held out whole). */
    cross_validation: z.array(z.string().min(1)),
    l2: z.number().positive(),
    /** Chosen by grouped cross-validation on the training sets, never on the held-out set. */
    threshold: z.number().min(0.05).max(0.99),
    /** Lower bar for an entry in which a rule already found a live warning sign. */
    signal_threshold: z.number().min(0.01).max(0.99),
    bias: z.number(),
    /**
     * `en:`/`es:` stems, `c:` concepts, `p:` two concepts in one sentence (language-free, so one
     * writer's Spanish teaches the English reading), `r:` live rule hits, `g:` letter 4-grams.
     */
    weights: z.record(z.string().regex(/^(?:en|es|c|r|g|p):\S+$/), z.number()),
  })
  .strict();

export type CrisisModel = z.infer<typeof ModelFileSchema>;

/** A rule hit as the model reads it: which rule, at which word, and whether context lowered it. */
export type HitView = { ruleId: string; position: number; live: boolean };

/** Words this long give letter 4-grams: shorter words are covered by their stem. */
const MIN_GRAM_WORD = 4;
const GRAM = 4;

const GRAM_CACHE_LIMIT = 20_000;
const gramCache = new Map<string, string[]>();

/** Letter 4-grams of a word with its edges marked ("<tom", "ome>"): a typo or a lost accent keeps most of them. */
function grams(word: string): string[] {
  const cached = gramCache.get(word);
  if (cached) return cached;
  const found: string[] = [];
  if (word.length >= MIN_GRAM_WORD && !/\d/.test(word)) {
    const marked = `<${word}>`;
    for (let i = 0; i + GRAM <= marked.length; i += 1) found.push(`g:${marked.slice(i, i + GRAM)}`);
  }
  if (gramCache.size >= GRAM_CACHE_LIMIT) gramCache.clear();
  gramCache.set(word, found);
  return found;
}

/** Concepts too common to pair: they are read on their own. */
const PAIRLESS: ReadonlySet<string> = new Set([
  'c:prep',
  'c:report',
  'c:obj_me',
  'c:self',
  'c:relative',
  'c:when_cond',
]);

/** The features of some tokens and the live rule hits among them, each once. */
export function features(tokens: readonly Tagged[], hits: readonly HitView[] = []): Set<string> {
  const found = new Set<string>();
  for (const token of tokens) {
    // An idiom's words ("me morí de la risa", "this commute is killing me") say nothing literal: the
    // model reads that an idiom was there, not its words of dying.
    if (token.inIdiom) {
      found.add('c:idiom');
      continue;
    }
    for (const key of token.keys) if (key.startsWith('en:') || key.startsWith('es:')) found.add(key);
    for (const concept of token.concepts) found.add(`c:${concept}`);
    for (const gram of grams(token.squeezed ?? token.surface)) found.add(gram);
  }
  for (const hit of hits) if (hit.live) found.add(`r:${hit.ruleId}`);
  const concepts = [...found].filter((f) => f.startsWith('c:') && !PAIRLESS.has(f)).sort();
  for (let i = 0; i < concepts.length; i += 1)
    for (let j = i + 1; j < concepts.length; j += 1) found.add(`p:${concepts[i]!.slice(2)}+${concepts[j]!.slice(2)}`);
  return found;
}

/** Windows of up to this many consecutive sentences are read (a crisis is told in a few sentences). */
export const WINDOW_SENTENCES = 3;

/** Each sentence's features, and whether a rule lowered a hit in it (so the model may not read it). */
export function sentenceFeatures(
  tokens: readonly Tagged[],
  hits: readonly HitView[],
): { features: string[]; vetoed: boolean }[] {
  const bySentence = new Map<number, Tagged[]>();
  for (const token of tokens) {
    const list = bySentence.get(token.sentence);
    if (list) list.push(token);
    else bySentence.set(token.sentence, [token]);
  }
  const sentenceOf = (hit: HitView) => tokens[hit.position]!.sentence;
  const unread = bareRelapseWords(tokens);
  return [...bySentence].map(([sentence, list]) => {
    const own = hits.filter((h) => sentenceOf(h) === sentence);
    const readTokens = list.filter((t) => !unread.has(t.index));
    const readHits = own.filter((h) => !unread.has(h.position));
    return { features: [...features(readTokens, readHits)], vetoed: own.some((h) => !h.live) };
  });
}

/**
 * "Day 0", "relapsed", "broke my streak" with no self-harm context anywhere in the entry: words any
 * habit uses, which the model does not read (so it cannot raise them alone to a crisis).
 */
export function bareRelapseWords(tokens: readonly Tagged[]): Set<number> {
  if (hasSelfHarmContext(tokens)) return new Set();
  const relapseWord = (t: Tagged) => t.concepts.has('relapse') || t.phraseTailOf?.has('relapse') === true;
  return new Set(tokens.filter(relapseWord).map((t) => t.index));
}

/** The model's weights as a map (a plain object of thousands of keys reads slower), built once per model. */
const weightMaps = new WeakMap<CrisisModel, Map<string, number>>();

function weightsOf(model: CrisisModel): Map<string, number> {
  let map = weightMaps.get(model);
  if (!map) weightMaps.set(model, (map = new Map(Object.entries(model.weights))));
  return map;
}

/**
 * The highest probability over windows of 1-3 consecutive sentences, skipping windows with a
 * sentence the rules lowered. Windows keep a crisis sentence buried in an ordinary day's list from
 * being diluted, and make the reading monotone: appending a sentence only adds windows.
 */
export function windowProbability(model: CrisisModel, sentences: readonly { features: string[]; vetoed: boolean }[]) {
  const weights = weightsOf(model);
  // Only the features with a weight matter, and a feature counts once per window.
  const weighted = sentences.map((s) => s.features.filter((f) => weights.has(f)));
  let best = -Infinity;
  for (let start = 0; start < sentences.length; start += 1) {
    const seen = new Set<string>();
    let z = model.bias;
    for (let size = 0; size < WINDOW_SENTENCES && start + size < sentences.length; size += 1) {
      if (sentences[start + size]!.vetoed) break;
      for (const feature of weighted[start + size]!)
        if (!seen.has(feature)) {
          seen.add(feature);
          z += weights.get(feature)!;
        }
      best = Math.max(best, z);
    }
  }
  return best === -Infinity ? 0 : 1 / (1 + Math.exp(-best));
}

/** The model, from the build's precompiled content when it matches, otherwise read and validated. */
export function loadModel(): CrisisModel {
  return readPrecompiledContent(CONTENT_DIR)?.model ?? readModelFile();
}

/** Reads and validates content/crisis/model.json. */
export function readModelFile(): CrisisModel {
  const raw: unknown = JSON.parse(readFileSync(new URL('model.json', CONTENT_DIR), 'utf8'));
  const parsed = ModelFileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`content/crisis/model.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
