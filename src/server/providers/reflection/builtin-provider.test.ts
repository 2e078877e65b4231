import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/locale.js';
import { SCHEMA_KEYS, type SchemaKey } from '../../../shared/patterns.js';
import { createBuiltinProvider } from './builtin-provider.js';
import { lessonPatternLabel, MAX_LENGTH, MIN_LENGTH, patternLabel, snippetBank } from './compose.js';
import { detectPatterns } from './detect.js';
import { LESSON_ONLY_PATTERN_KEYS, LESSON_PATTERN_KEYS, type LessonStage } from './types.js';

type Row = { id: string; locale: Locale; mood_level: number; feeling_text: string; schemas: SchemaKey[] };

// The development sets (dev.jsonl and dev2.jsonl, both training data). The locked held-out set,
// patterns/heldout.jsonl, is scored in aggregate by bench/reflect-eval/patterns-floors.test.ts only.
const readSet = (name: string) =>
  readFileSync(new URL(`../../../../bench/reflect-eval/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
const dev = readSet('dev.jsonl');
const dev2 = readSet('dev2.jsonl');
const development = [...dev, ...dev2];

const provider = createBuiltinProvider();

const FORBIDDEN =
  /\bdiagnos\w*|\bdisorders?\b|\bsymptoms?\b|\bcures?\b|\bpatients?\b|\btreatments?\b|\btrastornos?\b|\bs[ií]ntomas?\b|\bdiagn[oó]stic\w*|\bpacientes?\b|\btratamientos?\b/i;
const SHOULD = /\bshould\b|\bdeber[ií]as?\b|\bdeber[ií]ais\b/i;
const YOU_HAVE = /\byou have\b|\btienes (?:un|una) (?:patr[oó]n|problema)\b/i;
const PHONE = /\+?\d[\d\s().-]{5,}\d/;
const URL_LIKE = /https?:\/\/|www\.|\.(?:com|org|net)\b/i;

/** The reply without the person's quoted words: our own voice only. */
const ownWords = (text: string) => text.replace(/“[^”]*”|«[^»]*»/g, ' ');

const words = (text: string) =>
  ownWords(text)
    .toLowerCase()
    .split(/[^\p{L}']+/u);
const SPANISH = new Set(['que', 'de', 'la', 'el', 'y', 'tu', 'te', 'un', 'una', 'lo', 'en', 'con', 'para', 'es']);
const ENGLISH = new Set(['the', 'you', 'and', 'your', 'that', 'it', 'this', 'of', 'with', 'for', 'is', 'to']);
const count = (text: string, vocabulary: Set<string>) => words(text).filter((w) => vocabulary.has(w)).length;

function expectCleanReply(response: string, locale: Locale) {
  expect(response.length).toBeGreaterThanOrEqual(MIN_LENGTH);
  expect(response.length).toBeLessThanOrEqual(MAX_LENGTH);
  const own = ownWords(response);
  expect(own).not.toMatch(FORBIDDEN);
  expect(own).not.toMatch(SHOULD);
  expect(own).not.toMatch(YOU_HAVE);
  expect(response).not.toMatch(PHONE);
  expect(response).not.toMatch(URL_LIKE);
  const [mine, other] = locale === 'es' ? [SPANISH, ENGLISH] : [ENGLISH, SPANISH];
  expect(count(response, mine)).toBeGreaterThan(4);
  expect(count(response, other)).toBeLessThanOrEqual(1);
}

describe('detectPatterns on the development sets (bench/reflect-eval/dev.jsonl + dev2.jsonl)', () => {
  // Floors set a little under what the detector measures on these (in-sample) sets, so that a
  // change that loses ground fails. They say nothing about unseen text: see bench/reflect-eval.
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let neutral = 0;
  let neutralHit = 0;
  for (const row of development) {
    const found = detectPatterns(row.feeling_text, row.locale).map((d) => d.schema_key);
    tp += found.filter((k) => row.schemas.includes(k)).length;
    fp += found.filter((k) => !row.schemas.includes(k)).length;
    fn += row.schemas.filter((k) => !found.includes(k)).length;
    if (row.schemas.length === 0) {
      neutral++;
      if (found.length > 0) neutralHit++;
    }
  }
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);

  it(`has micro-precision >= 0.95 (measured ${precision.toFixed(3)}; target 0.80)`, () => {
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  it(`flags at most 5% of the no-pattern entries (measured ${neutralHit}/${neutral}; target 10%)`, () => {
    expect(neutralHit / neutral).toBeLessThanOrEqual(0.05);
  });

  it(`reaches a recall floor of 0.90 (measured ${recall.toFixed(3)})`, () => {
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('returns at most three patterns, each phrase cut from the original text', () => {
    for (const row of development) {
      const found = detectPatterns(row.feeling_text, row.locale);
      expect(found.length).toBeLessThanOrEqual(3);
      expect(new Set(found.map((d) => d.schema_key)).size).toBe(found.length);
      for (const { phrase } of found) {
        expect(phrase.length).toBeLessThanOrEqual(122);
        expect(row.feeling_text).toContain(phrase.replace(/^…|…$/g, ''));
      }
    }
  });
});

describe('detectPatterns gating', () => {
  it.each([
    ["I'm not worried he'll leave me, I just miss him", 'en'],
    ['my sister thinks everyone is going to leave her', 'en'],
    ['my coworker doesn’t trust anybody', 'en'],
    ['my boyfriend says he can’t control his spending', 'en'],
    ["I don't think I'm a failure, I just had a bad week", 'en'],
    ['I used to think I had to be perfect at everything', 'en'],
    ['my dad worries something bad will happen when I drive', 'en'],
    ['my boss is a perfectionist and it’s exhausting', 'en'],
    ['no creo que sea un fracaso, solo fue una mala semana', 'es'],
    ['no tengo miedo de que me deje, confío en él', 'es'],
    ['mi hermana siempre piensa que todo el mundo la va a abandonar', 'es'],
    ['antes pensaba que tenía que ser perfecta en todo', 'es'],
    ['mi pareja dice que no puede controlar lo que gasta', 'es'],
    ['good day, went for a run and had tacos', 'en'],
    ['hoy fue un buen día, comí con mi hermana', 'es'],
    // Ordinary days that use the behavioural vocabulary, and entries about someone else.
    ['my partner is always checking the locks twice, it’s kind of sweet. slept well tonight', 'en'],
    ['binge-watched a whole series with my roommate, popcorn and blankets, perfect sunday', 'en'],
    ['the doctor said the mole is nothing, relieved. celebrated with ice cream', 'en'],
    ['boyfriend didn’t text back all afternoon because his phone died. we had dinner and laughed about it', 'en'],
    ['my brother can’t handle his money at all, he asked me to do his budget again. happy to help honestly', 'en'],
    ['mi amiga dice que nadie la quiere, hoy la invité a comer para animarla', 'es'],
    ['mi abuela se preocupa por todo, hoy la llamé para tranquilizarla y charlamos una hora', 'es'],
    ['mandé el informe sin revisarlo diez veces y no pasó nada', 'es'],
    ['lloré en la boda de mi hermana de lo bonita que fue, todos lloramos', 'es'],
  ] as const)('finds nothing in %j', (text, locale) => {
    expect(detectPatterns(text, locale)).toEqual([]);
  });

  it.each([
    [
      'needed to book a dentist appointment and ended up asking my mom to call for me. I’m 29. I just can’t handle these things alone',
      'en',
      'dependence_incompetence',
    ],
    [
      'drove my aunt to three appointments today with a migraine. haven’t eaten. she needed it more than I needed rest',
      'en',
      'self_sacrifice',
    ],
    [
      'got the promotion but honestly I’m just waiting for the part where it all goes wrong. good things don’t last for me',
      'en',
      'negativity_pessimism',
    ],
    [
      'mi suegra organizó las vacaciones y yo dije que sí a todo aunque no quería, para no discutir',
      'es',
      'subjugation',
    ],
    [
      'no le conté a mi amiga lo del trabajo porque seguro lo usa en mi contra cuando le convenga',
      'es',
      'mistrust_abuse',
    ],
    [
      'me dieron una mala noticia en el trabajo y puse cara de nada. llegué a casa y lloré sola, no me gusta que nadie me vea así',
      'es',
      'emotional_inhibition',
    ],
    [
      'me comí la bolsa entera de patatas aunque me había prometido no picar. no tengo freno',
      'es',
      'insufficient_self_control',
    ],
  ] as const)('finds a pattern described through behaviour, strongest first: %j', (text, locale, key) => {
    expect(detectPatterns(text, locale)[0]?.schema_key).toBe(key);
  });

  it.each([
    ['I have to be perfect', 'en', 'unrelenting_standards'],
    ['I hate who I am', 'en', 'defectiveness_shame'],
    ['Tengo que ser perfecta', 'es', 'unrelenting_standards'],
    ['Odio quien soy', 'es', 'defectiveness_shame'],
  ] as const)(
    'finds a plain statement of the belief (normalization keeps "have to" and "who I am"): %j',
    (text, locale, key) => {
      expect(detectPatterns(text, locale)).toEqual([{ schema_key: key, phrase: text }]);
    },
  );

  // Spanish parity: the same statement finds the same pattern in both languages.
  it.each([
    ['abandonment', 'Everyone I love ends up leaving me', 'Todas las personas que quiero terminan dejándome'],
    [
      'mistrust_abuse',
      "I can't trust anyone, they always end up using me",
      'No puedo confiar en nadie, siempre terminan usándome',
    ],
    [
      'emotional_deprivation',
      'Nobody has ever really cared about what I need',
      'Nadie se ha preocupado nunca de verdad por lo que necesito',
    ],
    ['defectiveness_shame', "I'm not good enough and I hate who I am", 'No soy suficiente y odio quien soy'],
    [
      'dependence_incompetence',
      "I can't handle anything on my own, I need someone to decide for me",
      'No puedo con nada yo sola, necesito que alguien decida por mí',
    ],
    [
      'vulnerability_to_harm',
      'Something terrible is going to happen, I can feel it',
      'Algo terrible va a pasar, lo presiento',
    ],
    [
      'subjugation',
      "I always say yes to avoid an argument, even when I don't want to",
      'Siempre digo que sí para evitar una discusión, aunque no quiera',
    ],
    [
      'self_sacrifice',
      'I always put everyone else first and forget about myself',
      'Siempre pongo a los demás primero y me olvido de mí',
    ],
    [
      'insufficient_self_control',
      'I have no self-control, I binged again',
      'No tengo autocontrol, otra vez me di un atracón',
    ],
    ['unrelenting_standards', 'I have to be perfect at everything', 'Tengo que ser perfecta en todo'],
    [
      'negativity_pessimism',
      'Things never work out for me, something always goes wrong',
      'Nunca me sale nada bien, siempre algo sale mal',
    ],
    [
      'emotional_inhibition',
      'I never show my feelings, I keep everything inside',
      'Nunca muestro lo que siento, me lo guardo todo',
    ],
  ] as const)('finds %s in English and in Spanish alike', (key, en, es) => {
    expect(detectPatterns(en, 'en').map((d) => d.schema_key)).toContain(key);
    expect(detectPatterns(es, 'es').map((d) => d.schema_key)).toContain(key);
  });

  it('quotes the writer’s own words when only the classifier finds the pattern', () => {
    // No cue states the belief here; the classifier reads the behaviour.
    const text =
      "Checked Dan's location 3 times while he was at the pub. He was exactly where he said he'd be. Still felt sick until I heard his key in the door";
    const found = detectPatterns(text, 'en');
    expect(found.map((d) => d.schema_key)).toContain('abandonment');
    for (const { phrase } of found) {
      expect(phrase.length).toBeGreaterThan(5);
      expect(text).toContain(phrase.replace(/^…|…$/g, ''));
    }
  });

  it('finds the writer’s own belief, and quotes the clause that shows it', () => {
    const [first] = detectPatterns('long day at work. honestly I can’t trust anyone, they all end up using me', 'en');
    expect(first?.schema_key).toBe('mistrust_abuse');
    expect(first?.phrase).toBe('honestly I can’t trust anyone');
    const [es] = detectPatterns('Otra vez sola en casa. Siento que todos se van, siempre', 'es');
    expect(es?.schema_key).toBe('abandonment');
    expect(es?.phrase).toBe('Siento que todos se van');
  });

  it('cuts long clauses at a word boundary with an ellipsis', () => {
    const text = `I always feel like everyone I love is going to leave me ${'and then I sit there waiting for it to happen '.repeat(4)}`;
    const [found] = detectPatterns(text, 'en');
    expect(found?.phrase.length).toBeLessThanOrEqual(122);
    expect(found?.phrase.endsWith('…')).toBe(true);
    expect(text).toContain(found?.phrase.replace(/…$/, '') ?? 'missing');
  });
});

describe('builtin provider: check-in replies', () => {
  it.each([
    ['en', 'ugh this group project, I want to kill myself lol', /kill myself/i],
    ['es', 'el parcial de mañana, quiero matarme jaja', /matarme/i],
    ['en', 'My depression diagnosis came back the same, long day at work', /depression|diagnosis/i],
  ] as const)(
    'never reads words of dying or clinical labels back to the person (%s: %s)',
    async (locale, text, words) => {
      const { response } = await provider.reflectOnCheckIn({ feeling_text: text, mood_level: 2, locale });
      expect(response).not.toMatch(words);
    },
  );

  it('answers every development entry in its language, within length, without forbidden words', async () => {
    for (const row of development) {
      const { response, detected } = await provider.reflectOnCheckIn(row);
      expectCleanReply(response, row.locale);
      const strongest = detected[0];
      if (strongest) {
        expect(response).toContain(patternLabel(strongest.schema_key, row.locale));
        expect(response).toMatch(row.locale === 'es' ? /«[^»]+»/ : /“[^”]+”/);
      } else {
        expect(response).not.toMatch(/pattern|patr[oó]n/i);
      }
    }
  });

  it('quotes the detected phrase and names the pattern tentatively', async () => {
    const { response, detected } = await provider.reflectOnCheckIn({
      feeling_text: 'Another rejection email. I’m just not good enough, for anything.',
      mood_level: 1,
      locale: 'en',
    });
    expect(detected.map((d) => d.schema_key)).toEqual(['defectiveness_shame']);
    expect(response).toContain('“I’m just not good enough”');
    expect(response).toContain('Shame and Feeling Flawed');
    expect(response).toMatch(/may|might|sounds like|can show up/);
  });

  it('writes Spanish for Spanish, even when the entry mixes languages', async () => {
    const { response } = await provider.reflectOnCheckIn({
      feeling_text: 'hoy fue raro, my boss yelled at me y no dije nada',
      mood_level: 3,
      locale: 'es',
    });
    expectCleanReply(response, 'es');
  });

  it('is deterministic: the same input gives the same reply', async () => {
    const input = { feeling_text: dev[0]?.feeling_text ?? '', mood_level: 2, locale: 'en' as const };
    const a = await provider.reflectOnCheckIn(input);
    const b = await provider.reflectOnCheckIn({ ...input });
    expect(b).toEqual(a);
  });

  it('changes tone with the mood band', async () => {
    const text = 'normal day, some work, some rest';
    const low = await provider.reflectOnCheckIn({ feeling_text: text, mood_level: 1, locale: 'en' });
    const high = await provider.reflectOnCheckIn({ feeling_text: text, mood_level: 5, locale: 'en' });
    expect(low.response).not.toBe(high.response);
  });

  it.each([
    ['', 3],
    ['   ', 1],
    ['😶', 5],
    ['...', 2],
    ['a'.repeat(20_000), 3],
    ['call me at +34 600 123 456 or see https://example.com/page', 2],
    ['I keep everything inside, call 555-123-4567 www.example.org', 2],
    ['normal', Number.NaN],
    ['normal', 42],
    ['normal', -1],
  ] as const)('copes with unusual input %#', async (text, mood) => {
    for (const locale of ['en', 'es'] as const) {
      const { response, detected } = await provider.reflectOnCheckIn({ feeling_text: text, mood_level: mood, locale });
      expect(Array.isArray(detected)).toBe(true);
      expect(response.length).toBeGreaterThanOrEqual(MIN_LENGTH);
      expect(response.length).toBeLessThanOrEqual(MAX_LENGTH);
      expect(response).not.toMatch(PHONE);
      expect(response).not.toMatch(URL_LIKE);
    }
  });
});

describe('builtin provider: reframe and lesson replies', () => {
  const stages: LessonStage[] = ['identify', 'understand', 'challenge'];

  it('acknowledges a reframe, mirrors the new thought and stays clean, for every pattern', async () => {
    for (const locale of ['en', 'es'] as const) {
      for (const schema_type of SCHEMA_KEYS) {
        const alternative =
          locale === 'en'
            ? 'Some people have let me down, but others have been there for years'
            : 'Algunas personas me han fallado, pero otras llevan años a mi lado';
        const { response } = await provider.reflectOnReframe({
          original_thought: locale === 'en' ? 'Nobody is ever there for me' : 'Nadie está nunca para mí',
          evidence_supporting: locale === 'en' ? 'nobody called' : 'nadie llamó',
          evidence_challenging: locale === 'en' ? 'my friend visited' : 'mi amiga vino',
          alternative_thought: alternative,
          schema_type,
          mood_level: 3,
          locale,
        });
        expectCleanReply(response, locale);
        expect(response).toContain(alternative);
      }
    }
  });

  it('handles an empty or absolute alternative thought kindly', async () => {
    const empty = await provider.reflectOnReframe({
      original_thought: 'I always fail',
      evidence_supporting: '',
      evidence_challenging: '',
      alternative_thought: '',
      schema_type: 'negativity_pessimism',
      locale: 'en',
    });
    expectCleanReply(empty.response, 'en');
    const absolute = await provider.reflectOnReframe({
      original_thought: 'Todo me sale mal',
      evidence_supporting: '',
      evidence_challenging: 'aprobé el examen',
      alternative_thought: 'Nunca más voy a fallar',
      schema_type: 'negativity_pessimism',
      mood_level: 4,
      locale: 'es',
    });
    expectCleanReply(absolute.response, 'es');
    expect(absolute.response).toMatch(/siempre|nunca|todo|nada/);
  });

  it('reflects on lesson notes for every stage and lesson pattern (social isolation too), naming the pattern', async () => {
    for (const locale of ['en', 'es'] as const) {
      for (const schema_type of LESSON_PATTERN_KEYS) {
        for (const stage of stages) {
          const notes =
            locale === 'en'
              ? 'I noticed it at work today when my manager was quiet. I felt tense all afternoon.'
              : 'Hoy lo noté en el trabajo cuando mi jefa estaba callada. Estuve tensa toda la tarde.';
          const { response } = await provider.reflectOnLessonNotes({ notes, schema_type, stage, locale });
          expectCleanReply(response, locale);
          expect(response).toContain(lessonPatternLabel(schema_type, locale));
        }
      }
    }
  });

  it('social isolation notes get its own label and stage lines, never another pattern’s', async () => {
    for (const locale of ['en', 'es'] as const) {
      const bank = snippetBank(locale);
      const lines = bank.lessonPatterns.social_isolation;
      const notes =
        locale === 'en'
          ? 'At parties I stand at the edge and feel like I never fit in with anyone.'
          : 'En las fiestas me quedo en una esquina y siento que no encajo con nadie.';
      for (const stage of stages) {
        const { response } = await provider.reflectOnLessonNotes({
          notes,
          schema_type: 'social_isolation',
          stage,
          locale,
        });
        expectCleanReply(response, locale);
        expect(response).toContain(lines.label);
        expect(lines[stage].some((line) => response.includes(line))).toBe(true);
        for (const key of SCHEMA_KEYS) expect(response).not.toContain(patternLabel(key, locale));
      }
    }
  });

  it('copes with empty lesson notes', async () => {
    const { response } = await provider.reflectOnLessonNotes({
      notes: '',
      schema_type: 'self_sacrifice',
      stage: 'understand',
      locale: 'es',
    });
    expectCleanReply(response, 'es');
  });
});

describe('snippet banks', () => {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

  it.each([
    ['en', snippetBank('en')],
    ['es', snippetBank('es')],
  ] as const)('the %s bank covers every pattern and keeps the voice rules', (_locale, bank) => {
    for (const key of SCHEMA_KEYS) {
      const p = bank.patterns[key];
      expect(p.reflect.length).toBeGreaterThan(0);
      for (const band of ['low', 'mid', 'high'] as const) expect(p.step[band].length).toBeGreaterThan(0);
      for (const list of [p.identify, p.understand, p.challenge, p.reframeStep]) expect(list.length).toBeGreaterThan(0);
    }
    for (const key of LESSON_ONLY_PATTERN_KEYS) {
      const p = bank.lessonPatterns[key];
      expect(p.label.trim()).not.toBe('');
      for (const list of [p.identify, p.understand, p.challenge]) expect(list.length).toBeGreaterThan(0);
    }
    for (const text of strings(bank)) {
      expect(text).not.toMatch(FORBIDDEN);
      expect(text).not.toMatch(SHOULD);
      expect(text).not.toMatch(YOU_HAVE);
      expect(text).not.toMatch(PHONE);
      expect(text).not.toMatch(/https?:|www\./);
    }
  });

  it('has the same shape in both languages', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? 'list'
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : typeof value;
    expect(shape(snippetBank('es'))).toEqual(shape(snippetBank('en')));
  });
});
