/**
 * The cue matcher: runs every cue of content/cues/ (both languages, whatever the locale, so mixed
 * entries work) over normalized text and adds up, per pattern, the weights of its distinct ungated
 * cues. The lexicon is loaded and compiled once per process.
 */
import { locales, type Locale } from '../../../../shared/locale.js';
import type { SchemaKey } from '../../../../shared/patterns.js';
import { compileLibrary, loadCueLibrary, type CompiledCue } from './cue-files.js';
import { gate, type GateReason } from './gates.js';
import { NeedleIndex } from './needles.js';

/** A pattern fires on cues alone when the weights of its distinct, ungated cues add up to this. */
export const CUE_THRESHOLD = 3;

/** The strongest counted cue of a pattern: where its match starts in the normalized text. */
export type CueHit = { id: string; weight: number; pos: number };
export type CueScore = { key: SchemaKey; score: number; best: CueHit };
/** One cue match, counted or not (for the evaluation script and debugging). */
export type CueTrace = { id: string; key: SchemaKey; weight: number; match: string; gate: GateReason | null };

let compiled: Map<SchemaKey, CompiledCue[]> | undefined;
let index: NeedleIndex<CompiledCue> | undefined;

/** The compiled cues by pattern (loaded on first use). */
export function cuesByPattern(): Map<SchemaKey, CompiledCue[]> {
  if (!compiled) {
    compiled = new Map();
    for (const cue of compileLibrary(loadCueLibrary())) {
      const list = compiled.get(cue.key) ?? [];
      list.push(cue);
      compiled.set(cue.key, list);
    }
  }
  return compiled;
}

/** Every cue by its needles' trigrams (built on first use). */
function needleIndex(): NeedleIndex<CompiledCue> {
  index ??= new NeedleIndex([...cuesByPattern().values()].flat().map((cue) => ({ item: cue, needles: cue.needles })));
  return index;
}

type Found = { cue: CompiledCue; start: number; end: number; text: string };

function matchesOf(cue: CompiledCue, norm: string): Found[] {
  const found: Found[] = [];
  cue.re.lastIndex = 0;
  for (let m = cue.re.exec(norm); m !== null; m = cue.re.exec(norm)) {
    found.push({ cue, start: m.index, end: m.index + m[0].length, text: m[0] });
    if (m[0].length === 0) cue.re.lastIndex++;
  }
  return found;
}

/** Whether one cue counts somewhere in a normalized text (a match that no gate stops). */
export function cueCounts(cue: CompiledCue, norm: string): boolean {
  // A text with none of the cue's needles cannot match it.
  if (cue.needles && !cue.needles.some((needle) => norm.includes(needle))) return false;
  return matchesOf(cue, norm).some((hit) => gate(norm, hit.start, hit.text, cue.others) === null);
}

/**
 * Scores one pattern: every match of every cue, strongest first; a cue (or group) counts once, and
 * overlapping matches count once, so one phrase cannot add up to a statement on its own.
 */
function scorePattern(key: SchemaKey, cues: CompiledCue[], norm: string, trace?: CueTrace[]): CueScore | null {
  const found = cues.flatMap((cue) => matchesOf(cue, norm));
  found.sort((a, b) => b.cue.weight - a.cue.weight || a.start - b.start);
  const counted: Found[] = [];
  const usedUnits = new Set<string>();
  let total = 0;
  let best: CueHit | undefined;
  for (const hit of found) {
    if (usedUnits.has(hit.cue.unit)) continue;
    if (counted.some((c) => hit.start < c.end && c.start < hit.end)) continue;
    const why = gate(norm, hit.start, hit.text, hit.cue.others);
    trace?.push({ id: hit.cue.id, key, weight: hit.cue.weight, match: hit.text, gate: why });
    if (why !== null) continue;
    usedUnits.add(hit.cue.unit);
    counted.push(hit);
    total += hit.cue.weight;
    if (!best || hit.cue.weight > best.weight) best = { id: hit.cue.id, weight: hit.cue.weight, pos: hit.start };
  }
  return best ? { key, score: total, best } : null;
}

/**
 * How strongly the cues alone show a pattern: its score, except that a statement (a cue of weight
 * CUE_THRESHOLD on its own) counts one more than weaker cues that only add up to the same score,
 * since on fresh entries a statement held precision far better than a convergence of word families.
 */
export function cueLevel({ score, best }: CueScore): number {
  return best.weight >= CUE_THRESHOLD ? Math.max(score, CUE_THRESHOLD + 1) : score;
}

/**
 * Patterns whose statement the writer took back: a statement cue (weight CUE_THRESHOLD) matched but
 * was negated or set in the past ("I used to put everyone else first", "no creo que sea un
 * fracaso"). The classifier, which reads words and not their frame, must not find such a pattern
 * on its own. `trace` is the trace scoreCues filled for the same text.
 */
export function withdrawnStatements(trace: readonly CueTrace[]): Set<SchemaKey> {
  const withdrawn = new Set<SchemaKey>();
  for (const hit of trace) {
    if (hit.weight >= CUE_THRESHOLD && (hit.gate === 'negated' || hit.gate === 'distanced')) withdrawn.add(hit.key);
  }
  return withdrawn;
}

/**
 * Words that only one of the two languages writes. A language none of whose words appear in an entry
 * is not in it, so its cues are not run (half the matching time on a one-language entry); a mixed
 * entry, or one too short to show either, runs both.
 */
const LANGUAGE_WORDS: Record<Locale, RegExp> = {
  en: /\b(?:the|and|is|it's|i|i'm|i've|was|with|my|to|of|this|that|but|just|for|it)\b/,
  es: /\b(?:que|de|el|la|los|las|y|con|por|una|pero|es|estoy|muy|yo|para|del|al|lo|se|mi|me siento)\b/,
};

/** The languages whose cues run on a normalized text (both when it shows neither). */
export function cueLanguages(norm: string): Set<Locale> {
  const present = new Set(locales.filter((locale) => LANGUAGE_WORDS[locale].test(norm)));
  return present.size === 0 ? new Set(locales) : present;
}

/** Cue scores of every pattern with at least one counted cue (below the threshold too). */
export function scoreCues(norm: string, trace?: CueTrace[]): CueScore[] {
  const scores: CueScore[] = [];
  const languages = cueLanguages(norm);
  // Only the cues one of whose needles the text contains can match it: most cues miss most entries.
  const candidates = needleIndex().candidates(norm);
  for (const [key, cues] of cuesByPattern()) {
    const running = cues.filter((cue) => candidates.has(cue) && languages.has(cue.locale));
    const scored = scorePattern(key, running, norm, trace);
    if (scored) scores.push(scored);
  }
  return scores;
}
