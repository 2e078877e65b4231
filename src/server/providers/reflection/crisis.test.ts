import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMA_KEYS } from '../../../shared/patterns.js';
import type { SafetyLevel } from '../../../shared/safety.js';
import { detectCrisis, explainCrisis } from './crisis.js';
import { CRISIS_LEXICON } from './crisis/index.js';
import { features } from './crisis/model.js';
import { tagWithIdioms } from './crisis/tagging.js';
import { buildCrisisReply, crisisReplyAsText, getCrisisResources } from './crisis-reply.js';

const level = (text: string) => detectCrisis([text]).level;
/** Each text on its own reads as a current risk (the failing text is named). */
const expectCurrentRisk = (texts: readonly string[]) => {
  for (const text of texts) expect(level(text), text).toBe('current_risk');
};
/** Each text on its own reads as anything but a current risk (the failing text is named). */
const expectNoCurrentRisk = (texts: readonly string[]) => {
  for (const text of texts) expect(level(text), text).not.toBe('current_risk');
};
const RANK: Record<SafetyLevel, number> = { none: 0, past_or_mention: 1, current_risk: 2 };

describe('the concept lexicons (content/crisis/)', () => {
  it('every rule fires on each of its examples', () => {
    const silent = CRISIS_LEXICON.rules.flatMap((rule) =>
      rule.examples
        .filter((example) => !explainCrisis(example).hits.some((h) => h.rule.id === rule.id && h.context !== 'negated'))
        .map((example) => `${rule.id}: ${example}`),
    );
    expect(silent).toEqual([]);
  });

  it('every idiom cancels its span in each of its examples', () => {
    const files = ['en', 'es'].map(
      (language) =>
        JSON.parse(readFileSync(new URL(`../../../../content/crisis/${language}.json`, import.meta.url), 'utf8')) as {
          idioms: { id: string; examples: string[] }[];
        },
    );
    const silent = files.flatMap((file) =>
      file.idioms.flatMap((idiom) =>
        idiom.examples
          .filter((example) => !tagWithIdioms(example, CRISIS_LEXICON).idioms.includes(idiom.id))
          .map((example) => `${idiom.id}: ${example}`),
      ),
    );
    expect(silent).toEqual([]);
  });

  it('every escalation raises each of its examples to a current risk', () => {
    const rules = JSON.parse(
      readFileSync(new URL('../../../../content/crisis/rules.json', import.meta.url), 'utf8'),
    ) as { escalations: { id: string; examples: string[] }[] };
    const low = rules.escalations.flatMap((e) =>
      e.examples.filter((example) => level(example) !== 'current_risk').map((example) => `${e.id}: ${example}`),
    );
    expect(low).toEqual([]);
  });
});

describe('detectCrisis: concepts, not sentences', () => {
  it.each([
    // Inflections, by the stemmer and the irregular forms.
    'I keep thinking about killing myself',
    // A laugh does not lighten a dated intention or one the writer insists on.
    "I'm going to kill myself tonight lol",
    'Voy a matarme esta noche jaja',
    'jk but honestly I want to die tonight',
    'I want to die lol. I mean it.',
    // Asking God not to see the morning (issue 7), without accents and with them.
    'le pedí a Dios no ver la mañana',
    'anoche le pedi a dios no ver el dia de mañana',
    'every night I pray I will not see another day',
    'wanting to die every day',
    'I wish I were dead',
    'been cutting myself again',
    'me quiero morir',
    'quiero morirme',
    'ojalá me muriera',
    'me voy a matar',
    'pienso en matarme',
    'me estoy cortando',
    'me volví a cortar',
    // One word changed: ending verbs x what is ended.
    'quiero terminar con mi vida',
    'quiero acabar con mi vida',
    'quiero ponerle fin a mi vida',
    'voy a terminar con todo',
    'quiero acabar conmigo',
    'I want to end my life',
    'I want to end it all',
    'I want to take my own life',
    // Regional Spanish.
    'me quiero aventar del puente',
    'che, me quiero matar, no doy más',
    'tío, quiero quitarme de en medio',
    'parce, ya no quiero vivir',
    'me corté con la gillette',
    'me corto con el exacto',
    'anoche me corté con la trincheta',
    // Typos, stretched letters and chat spellings.
    'quiero suisidarme',
    "I've been thinking about sucide",
    'estoy pensando en el suicido',
    'quiero morirmeee',
    'I want to diiie',
    'me kiero morir',
    'K1LL MYSELF',
    // Code-switching in one entry.
    'I just want to morirme',
    'ya no puedo más, kms',
    'quiero kill myself tonight',
    // Indirect: burden, passive wish, preparation.
    'my kids would have an easier life without me',
    'I asked God not to let me see the morning',
    'hoarding my pills, I have 40 now',
    'this is my last check-in',
    'le regalé mi perro a mi vecina, ya no lo voy a necesitar',
    // Preparatory acts, by concept: giving away, goodbyes, affairs left for "when I'm gone".
    'my friend says I should get help but I already gave my dog to my sister',
    'regale mi perro a la vecina, ya no lo voy a necesitar',
    'le dejé a mi hermana las contraseñas del banco en un sobre, pa cuando ya no esté',
    'esta es la última vez que abro la app',
    'made a will online (im 26 lol), emailed my sister all my passwords with "just in case" in the subject',
    'He dado de baja el gimnasio y el móvil. No me va a hacer falta nada de eso.',
    'cada vez que voy a la farmacia compro una caja mas de paracetamol, ya tengo 9 escondidas',
    // Abuse and danger: another person's harm done to the writer, or threatened.
    'Me dijo que si le cuento a alguien me mata.',
    "He said if I ever try to leave he'll burn the house down with me in it.",
    'anoche me volvió a agarrar del cuello',
    // Plans: a time, a place or means, and intent, anywhere in the entry.
    "Next Tuesday is the day, Mark's on nights, I'll use his pills",
    'el lunes a las 6am voy al acantilado',
    'quiero tirarme del puente',
    // Passive wish and a recent attempt told by its aftermath.
    "I've stopped wearing my seatbelt, if something happens, fine.",
    'Me desperté en urgencias el martes. No me acuerdo de la ambulancia.',
  ])('reads a current risk in %j', (text) => {
    expect(level(text)).toBe('current_risk');
  });

  it('finds a crisis sentence buried in an ordinary day, and a plan told across sentences', () => {
    expect(level('Groceries, laundry, called mum. I want to die. Pasta for dinner.')).toBe('current_risk');
    expect(level('Dentist at 10, emails, gym. Cortarme otra vez anoche. Mañana súper.')).toBe('current_risk');
    expect(level('Bought the rope today. Using it this weekend while my flatmate is away.')).toBe('current_risk');
  });

  it.each([
    'This deadline is killing me',
    'me muero de risa',
    'me muero de vergüenza, le mandé el meme a mi jefa',
    'me mató el parcial',
    'me tocó limpiar la cocina',
    'I could murder a pizza',
    'estoy muerta de cansancio',
    'my phone is about to die',
    'I cut my hair today',
    'me corté el pelo',
    'Burned my wrist on the oven tray getting the lasagna out.',
    'my brother beat me at chess',
    'no quiero vivir en esta ciudad',
    'Counted my pills into the weekly organiser like the pharmacist showed me.',
    // Method words in everyday use.
    'me tiré en el sofá a ver series',
    'me colgaron el teléfono otra vez',
    'al tiro pensé que era broma',
    'hoy me he saltado la comida por una reunión',
    'Did a bungee jump off the bridge with my college friends, best day ever.',
    'mi jefe me va a matar cuando vea el error',
    // Preparatory-looking acts with an ordinary reason: a move, a new job, a house, a trip.
    'Nos mudamos el mes que viene y estoy regalando ropa y la bici vieja.',
    'Last day at the firm. Said goodbye to everyone and handed my passwords to my replacement.',
    'Escribí una carta de despedida a mis compañeros porque me voy a trabajar a otra ciudad.',
    "Took out life insurance with my wife now that we've bought the house.",
    'wrote the last entry in my travel journal, flying home tomorrow',
  ])('reads an idiom or an everyday object as no risk: %j', (text) => {
    expect(level(text)).toBe('none');
  });

  it.each([
    'My best friend texted me that she wants to die.',
    'Mi hermano se está cortando.',
    "A coworker said 'I'll end it' and nobody laughed.",
    'Read an article about suicide prevention nets on the bridge.',
    'Vi un documental sobre el suicidio en adolescentes.',
    'Two years ago I wanted to die. Today I ran my first 10k.',
    'Hace años me cortaba, ya lo superé.',
  ])('reads someone else, the news or a resolved past as a mention: %j', (text) => {
    expect(detectCrisis([text])).toMatchObject({ level: 'past_or_mention', crisis: false });
  });

  it('lowers only the sentence that is about someone else, the news or the past, not the whole entry', () => {
    expect(level('My best friend texted me that she wants to die. I gave my dog to my sister today.')).toBe(
      'current_risk',
    );
    expect(level('Vi un documental sobre el suicidio. Anoche me volví a cortar el brazo.')).toBe('current_risk');
    expect(level("Gave my bike to my nephew, we move to Leeds next month. Really I just won't need it.")).toBe(
      'current_risk',
    );
  });

  it('reads a past that is coming back ("again", "the thoughts are back") as a current risk', () => {
    expect(level('Two years ago I wanted to die. Lately the thoughts are back.')).toBe('current_risk');
    expect(level('Hace años me cortaba y anoche me volví a cortar.')).toBe('current_risk');
  });

  it('counts a negated risk predicate as no risk, but a negation inside a risk phrase as risk', () => {
    expect(level("I'd never hurt myself")).toBe('none');
    expect(level('no me voy a matar')).toBe('none');
    expect(level('no quiero morir')).toBe('none');
    expect(level("I don't want to wake up")).toBe('current_risk');
    expect(level('ya no quiero vivir')).toBe('current_risk');
    expect(level("I don't see the point in going on")).toBe('current_risk');
  });

  it('grades, with categories and crisis only for a current risk', () => {
    expect(detectCrisis(['I want to kill myself'])).toEqual({
      level: 'current_risk',
      categories: expect.arrayContaining(['nonspecific_ideation']),
      crisis: true,
    });
    expect(detectCrisis(['I cut myself again']).categories).toContain('self_harm');
    expect(detectCrisis(['my husband hit me again']).categories).toContain('abuse_danger');
    expect(detectCrisis(['soy una carga para mi familia']).categories).toContain('burden');
    expect(detectCrisis(['Volunteered on the crisis line tonight.'])).toEqual({
      level: 'none',
      categories: [],
      crisis: false,
    });
    expect(detectCrisis(['fine'])).toEqual({ level: 'none', categories: [], crisis: false });
  });

  it('screens both languages whatever the entry language, and every text given as one entry', () => {
    expect(detectCrisis(['all good today', 'quiero morirme']).crisis).toBe(true);
    expect(detectCrisis(['hoy bien', 'I want to die']).crisis).toBe(true);
    expect(detectCrisis(['', 'nothing to report']).crisis).toBe(false);
    expect(detectCrisis([]).level).toBe('none');
  });

  it('never lowers the level when an ordinary sentence is appended (property)', () => {
    const entries = [
      'I want to die.',
      'me corté el brazo anoche.',
      'Everyone would be better off without me.',
      'My best friend texted me that she wants to die.',
      'Two years ago I wanted to die. Today I ran my first 10k.',
      'A quiet day.',
      'Sábado productivo. Les dejé una nota a los niños explicando dónde está todo. Fue una bonita última noche.',
    ];
    const ordinary = fc
      .array(
        fc.constantFrom(
          'Made pasta',
          'called my sister',
          'the bus was late',
          'work was busy',
          'fui al súper',
          'hice la cena',
          'llovió toda la tarde',
          'watched a film',
          'paid the phone bill',
          'el perro durmió conmigo',
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => `${parts.join(', ')}.`);
    fc.assert(
      fc.property(fc.constantFrom(...entries), ordinary, (entry, sentence) => {
        expect(RANK[level(`${entry} ${sentence}`)]).toBeGreaterThanOrEqual(RANK[level(entry)]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('detectCrisis: round 3 concepts and context', () => {
  it('keeps false friends to their own language ("more" is not "morir")', () => {
    expect(level("If I hear that song one more time at work I'm going to lose it")).toBe('none');
  });

  it('reads a past dated by its anniversary or told in the imperfect, with a better present, as past', () => {
    expect(level('2 años de mi intento. estoy bien')).toBe('past_or_mention');
    expect(
      level(
        'Tuve una depresión muy fuerte, pensaba en quitarme la vida. Hoy estoy mucho mejor, con terapia y mi familia.',
      ),
    ).toBe('past_or_mention');
  });

  it('reopens a closed past when a dated sentence returns to the risk, with no "again" said', () => {
    expect(
      level('I used to think about jumping off that bridge. Tonight I drove there and sat in the car for an hour.'),
    ).toBe('current_risk');
  });

  it('finds a preparatory act done for a future without the writer, and a plan pinned to an event', () => {
    expect(level('bought my nephew his christmas present in october, in case I am not around by then')).toBe(
      'current_risk',
    );
    expect(level('si en la audiencia pierdo a los nenes, esa misma noche')).toBe('current_risk');
  });

  it('finds a passive wish told as an outside event the writer would welcome', () => {
    expect(level('ojalá un camión me pase por encima camino al trabajo')).toBe('current_risk');
  });

  it('adds no gentle line for a quiet warning sign alone (an everyday "sorry" or "no point")', () => {
    expect(level('me cuesta aceptar errores. a los demás se los perdono fácil')).toBe('none');
  });
});

describe('detectCrisis: round 5 context', () => {
  it('reads an accident only in the item of the day it belongs to, not across a list', () => {
    expect(level('did the laundry, made lunch, cut my arm, then slept till four')).toBe('current_risk');
    expect(level('preparé la cena, me pasé la cuchilla por el muslo, vi una serie')).toBe('current_risk');
    expect(level('chopping onions for dinner and cut my wrist by accident')).not.toBe('current_risk');
  });

  it('reads "can\'t stop" / "no paro de" as insistence, not as a denial', () => {
    expect(level("I can't stop wanting to die")).toBe('current_risk');
    expect(level('no paro de querer morirme')).toBe('current_risk');
    expect(level("I don't want to die")).not.toBe('current_risk');
  });

  it('ends an idiom at a comma ("matarme, me levanto" is no "killing me")', () => {
    expect(level('ya me acostumbré a pensar en matarme, me levanto así todos los días')).toBe('current_risk');
  });

  it('keeps a past closed by "years back", and lets a denied reason explain nothing away', () => {
    expect(level('A few years back I wanted to die. Glad I stayed, I coach the under-12s now')).toBe('past_or_mention');
    expect(level("Gave my dog to my sister and told her I was moving, which I'm not")).toBe('current_risk');
  });
});

describe('detectCrisis: round 6 concepts and context', () => {
  it('reads a self-harm act as meant when the next sentences say so, whatever the object', () => {
    expect(
      level('Held the hot curling iron against my thigh last night. I know it is bad. I do not want to stop.'),
    ).toBe('current_risk');
    expect(level('Burned my wrist on the curling iron this morning, ouch')).not.toBe('current_risk');
  });

  it('keeps a closed past closed when a later sentence only speaks of wanting or asking for help', () => {
    expect(level('I used to wish I would not wake up. Now I want to catch every sunrise on my bike.')).toBe(
      'past_or_mention',
    );
    expect(
      level('cuando tenía 17 me quería morir. hoy le conté a mi sobrina que se puede pedir ayuda. estoy muy bien'),
    ).toBe('past_or_mention');
  });

  it('reads a cover story about an injury as a present one, never a closed past', () => {
    expect(
      level('me golpeé las piernas con el cinturón hasta que me sangraron. le dije a mi papá que fue en el fútbol'),
    ).toBe('current_risk');
  });

  it('reads someone else\'s act as theirs: a person with its verb after "told me", a girl "who had the urge"', () => {
    expect(
      level('My neighbour told me today her son has been self-harming. We talked about getting him help.'),
    ).not.toBe('current_risk');
    expect(
      level(
        'I volunteer on a peer support line and tonight I talked with a girl who had the urge to cut. She got through it.',
      ),
    ).not.toBe('current_risk');
    expect(level('a mi tío lo internaron anoche después de tomarse unas pastillas. ya está estable')).not.toBe(
      'current_risk',
    );
  });

  it('knows "ya sé dónde" is the writer knowing, and "colgarme" is no hung-up phone', () => {
    expect(level('mi tío guarda una escopeta en el galpón y ya sé dónde deja la llave. pienso en eso')).toBe(
      'current_risk',
    );
    expect(level('hice las compras, pensé en colgarme con la soga del patio, después cené')).toBe('current_risk');
    expect(level('se me colgó el ordenador a mitad del informe, qué rabia')).toBe('none');
  });

  it('finds a stockpile of prescribed pills, but not a gun locked away from the children', () => {
    expect(level('voy guardando las pastillas que me recetan sin tomarlas, ya tengo bastantes')).toBe('current_risk');
    expect(level('compramos una caja fuerte para guardar la escopeta de mi suegro, los niños ya abren todo')).not.toBe(
      'current_risk',
    );
  });

  it('reads ordinary life admin and a new job as reasons, and "por última vez" after a closed past as the past', () => {
    expect(level('me despedí de mis compañeros, hoy fue mi último día antes de pasarme a la otra empresa')).not.toBe(
      'current_risk',
    );
    expect(level('hace 8 años me corté por última vez. hoy fui a la pileta en musculosa')).toBe('past_or_mention');
    expect(level('me confesé por última vez y le regalé mis cosas a mi sobrina antes de irme de este mundo')).toBe(
      'current_risk',
    );
  });

  it('reads "crawl under a rock and die" and "me va a colgar si…" as idioms', () => {
    expect(level('called my teacher mum in front of everyone. i want to crawl under a rock and die')).not.toBe(
      'current_risk',
    );
    expect(level('el profe me va a colgar si no entrego la tarea mañana')).not.toBe('current_risk');
  });
});

describe('detectCrisis: round 7 concepts and context', () => {
  it('reads a speed or an amount as no age: "at 80" does not close the past', () => {
    expect(
      level('drove to work past the overpass, kept thinking about the barrier at 80 and whether it would hold'),
    ).toBe('current_risk');
    expect(level('when i was 16 i wanted to die. now i coach the under-12s and love it')).toBe('past_or_mention');
  });

  it('reads "on the way back in the bus" and "no se fue en todo el día" as present, not a closed past', () => {
    expect(
      level(
        'on the way back in the taxi I prayed God would just take me quietly in my sleep, I am so tired of carrying it all',
      ),
    ).toBe('current_risk');
    expect(level('pienso que sería mejor ya no estar. hoy esa idea no se fue en todo el día')).toBe('current_risk');
  });

  it('closes a past dated by a milestone or by "last year this time" when the present is better', () => {
    expect(level('a decade clean from self harm today, so proud of that kid')).not.toBe('current_risk');
    expect(level('un año entero sin autolesionarme, hoy lo celebré con mi hermana')).not.toBe('current_risk');
    expect(level('Last year this time I was thinking of ending it all. This year we bought a house.')).toBe(
      'past_or_mention',
    );
    // A relapse after the streak is present again.
    expect(level('recaí anoche, me corté con la gillette. llevaba tres meses sin hacerlo')).toBe('current_risk');
  });

  it("takes an injury with no one doing it from its sentence's accident, and kitchen burns and cuts as accidents", () => {
    expect(level('tripped on the trail on the gravel, knee and arm all scraped up, looks worse than it is')).not.toBe(
      'current_risk',
    );
    expect(level('got a burn on my wrist from the kettle steam, put some aloe on it')).not.toBe('current_risk');
    expect(level('me corté el dedo pelando patatas, una tirita y listo')).not.toBe('current_risk');
  });

  it('reads a getaway and "morirme de viejo" as ordinary wishes', () => {
    expect(level('so over this week, i want to disappear to an island and never answer email again')).not.toBe(
      'current_risk',
    );
    expect(level('quiero desaparecer en una playa del caribe y no ver un correo más')).not.toBe('current_risk');
    expect(level('me voy a morir de viejo esperando el colectivo, 50 minutos')).not.toBe('current_risk');
    expect(level('I just want to disappear. Nobody would notice anyway.')).toBe('current_risk');
  });

  it('reads an annoyance told as "if I have to hear one more…" as hyperbole, not a plan', () => {
    expect(level("if I have to hear one more ringtone on this train I'm going to jump off a bridge")).not.toBe(
      'current_risk',
    );
    expect(level("I'm going to jump off the bridge on my way home tonight")).toBe('current_risk');
  });

  it('finds Spanish passive wishes: sorrow at still being here, relief at an incurable illness', () => {
    expect(level('cada mañana me da pena de seguir aquí, no sé cómo decirlo')).toBe('current_risk');
    expect(level('si me dijeran que tengo algo incurable me daría alivio, la verdad')).toBe('current_risk');
  });

  it("finds method contemplation at a level crossing or a scaffold's edge, ", () => {
    expect(level('me sé el horario de memoria del tren que pasa por el paso a nivel. no dejo de pensarlo')).toBe(
      'current_risk',
    );
    expect(level('subí a la azotea y me acerqué al borde, me quedé un rato mirando')).toBe('current_risk');
  });

  it('finds a recent attempt told by its aftermath: a rescue from a river, a discharge after rat poison', () => {
    expect(level('hace una semana me sacaron del río y todos dicen que volví a nacer. yo no siento eso')).toBe(
      'current_risk',
    );
    expect(level('ya me dieron de alta. fue lo de la semana pasada con el raticida y sigo vacía')).toBe('current_risk');
  });

  it('reads lying to the therapist to avoid admission, next to "lo voy a hacer", as a current risk', () => {
    expect(level('le dije a la psicóloga que estaba mejor para que no me internen. lo voy a hacer')).toBe(
      'current_risk',
    );
    expect(level('le dije a la psicóloga que estaba mejor y es verdad, dormí bien toda la semana')).not.toBe(
      'current_risk',
    );
  });

  it('lets an errand explain a trip to the station', () => {
    expect(level('went to the train station to pick up my aunt, her train was late again')).not.toBe('current_risk');
  });

  it("finds what a new writer's round added: a heart giving out, swimming out, scouting a bridge, a rehomed pet", () => {
    expectCurrentRisk([
      'nice walk with the dog. part of me hopes my heart just gives out one night and spares me the rest',
      'swam out past the buoys and thought about not swimming back in',
      'me metí al mar y pensé en dejar de nadar',
      'el tren pasa a las 5:40 por el cruce. mañana. no le voy a decir a nadie',
      'ya le conseguí casa a mi perra, era lo único que me tenía pendiente',
      'le regalé mi play y todos mis juegos a mi primo sin decirle por qué',
      'si me muero por fin van a estar en paz en esta casa',
      'ya tengo la cuerda lista',
    ]);
  });

  it('reads game, team and sports hyperbole, a drill called suicides and a DIY cut as no risk', () => {
    expectNoCurrentRisk([
      'if my team loses one more derby I swear I will jump off the stand',
      'si Boca pierde otra vez me tiro del balcón, qué vergüenza',
      'coach had us running suicides for half an hour, legs are gone',
      'sliced my thumb with the box cutter fixing the shelf, taped it up',
      'me corté la mano arreglando el techo, dos puntos y listo',
      'me voy a tirar en la cama todo el domingo',
    ]);
  });

  it('closes a past told as "the dark time", "in my forties" or "when I first came here", with a better present', () => {
    expect(
      level('told my sister about the dark time when I wanted to end things. I am okay now, really okay'),
    ).not.toBe('current_risk');
    expect(
      level('cuando llegué a Madrid pensé en matarme varias veces. hoy tengo trabajo y amigos, estoy muy bien'),
    ).not.toBe('current_risk');
  });

  it("finds a third writer's risks: benzodiazepines counted, how many would be too many, pills with whisky, the viaduct without a screen", () => {
    expectCurrentRisk([
      'fui a por el rivotril y al llegar conté cuántas cajas tengo. no sé para qué las he contado',
      'me puse a leer cuántas serían demasiadas de las pastillas de la presión',
      'el sábado a la noche, las pastillas de mi madre con whisky',
      'el viernes voy al viaducto, el que no tiene mampara',
      'rat poison under the sink. read the label for way too long today',
    ]);
  });

  it("keeps a third writer's calm entries calm: leg day, a nick from the wire, a bike ride over a bridge", () => {
    expectNoCurrentRisk([
      'día de pierna en el gym y me quiero morir, sentadillas 5x5',
      'me morí de la risa con mi tío bailando bachata en la boda, lo grabé todo',
      'el asado de hoy me mató, estoy reventado, no como más hasta el jueves',
      'sliced my palm on the wire fixing the fence, just a nick',
      'cruzamos el puente en bici y paramos arriba a mirar el río, lindo paseo',
    ]);
  });

  it('lets the safety net read that an idiom was there, never its words of dying', () => {
    const read = (text: string) => [...features(tagWithIdioms(text, CRISIS_LEXICON).tokens)];
    const idiom = read('me muero de la risa con este video');
    expect(idiom).toContain('c:idiom');
    expect(idiom.some((f) => f.startsWith('es:mu') || f.startsWith('g:<mue'))).toBe(false);
    expect(read('me quiero morir').some((f) => f.startsWith('g:<mor'))).toBe(true);
  });

  it('reads "Dad\'s been talking…" as the father talking: a contracted "has" is no possessive', () => {
    expect(level("Dad's been talking about wanting to die since mum passed. Booked him in with the GP.")).not.toBe(
      'current_risk',
    );
    expect(level("my brother's been giving away all his stuff, I'm worried about him")).not.toBe('current_risk');
  });

  it("finds a fourth writer's risks: a coffin beside her, a timed train, a cover story about allergies, a stalker", () => {
    expectCurrentRisk([
      "I'd rather be in the box next to her than out here on my own",
      "wouldn't be upset if a tree fell on the car tbh",
      'the goods train at 11pm behind the factory. timed it',
      'le anoté a mi hermana las claves del banco y del correo. ella sabrá qué hacer',
      'Ninguno sabe que los llamé pa despedirme',
      'mi ex aparece fuera del curro y me mandó una foto de mi portal. tengo miedo',
    ]);
  });

  it('keeps a dated anniversary and a joke taken back calm', () => {
    expect(
      level('hace 5 años hoy intenté quitarme la vida. hoy llevé a mi hija al parque, qué bueno que me quedé'),
    ).not.toBe('current_risk');
    expect(
      level('mi equipo está muerto, me voy a tirar del malecón jaja (mentira, me voy a casa de mi socio)'),
    ).not.toBe('current_risk');
    expect(level('wanted the ground to swallow me up when mum read my texts. dying of embarrassment')).not.toBe(
      'current_risk',
    );
    // A joke denied is no joke: "not kidding", "no es broma" keep the threat whole.
    expectCurrentRisk([
      "not kidding lol i'm going to jump off the bridge",
      'no es mentira jaja me voy a tirar del puente',
      "I'm not joking haha, I'm going to kill myself",
    ]);
  });

  it('reads hurried phone writing: "ded", a doubled last letter, "idk man", secrecy after a decision', () => {
    expectCurrentRisk([
      'wish i was ded fr',
      'cortarmee es lo unico que me calma rn',
      'idk man the sucide thoughts r back',
      'made my decision. not telling anyone',
      'hugged my dad longer today. he doesnt know its the last time',
      'estoy juntando pastillas, guardo la mitad de cada receta en una media',
    ]);
  });

  it('finds calm, reasoned risk: "I would like to be dead", on my own terms, a Christmas not lived, a rescue at home', () => {
    expectCurrentRisk([
      'I would like to be dead. The sentence has been sitting in me all week, very calm.',
      "I've made my peace and I will go on my own terms. I won't be dissuaded this time.",
      'Decidí que esta Navidad no la paso. Lo digo en frío.',
      'Tried last Sunday. My wife found me. I wish she had not come home early.',
      'me pregunto si no sería mejor terminar con todo yo misma',
      'leí dos horas qué pasa si se mezcla la quetiapina con aguardiente',
    ]);
  });

  it("keeps the same voices' calm entries calm: laughing, a meeting, expired tablets, a fall from a ladder, a phone call cut", () => {
    expectNoCurrentRisk([
      'nearly killed myself laughing at the pancake toss',
      "I'd rather die than sit through another all-staff meeting",
      'took all the expired tablets back to the pharmacy, very virtuous',
      'fell off the ladder clearing the gutters, deep graze down my forearm',
      'una hora en espera con la EPS para que me colgaran',
      'esta tesis me está matando, me faltan dos capítulos',
      'hace mucho que no estaba tan tranquilo, dormí ocho horas y salí a caminar',
    ]);
  });
});

describe('detectCrisis: round 8 concepts and context', () => {
  it('finds a wish told as a hoped-for illness or a birthday not reached, and "no estar" as a wish', () => {
    expectCurrentRisk([
      'every night I lie there hoping for a stroke so it is out of my hands',
      'part of me hopes I never make it to forty',
      'ya no quiero nada, solo quiero no estar',
      'ojalá dejar de respirar mientras duermo',
      'le pido a Dios que me dé un infarto y ya',
    ]);
  });

  it('finds a means judged enough, a frightening thought beside a means, a one-way trip and a hidden dated letter', () => {
    expectCurrentRisk([
      'tengo el frasco de litio en el cajón y no paro de pensar que con eso bastaría',
      'stared at my lithium for an hour thinking that would do it',
      'compré pasaje de ida a Bariloche para el viernes, sola, y no pienso bajar del cerro',
      'wrote a letter to my sister and hid it in her coat. not sure yet when',
      'dejé una carta en la guantera. no sé todavía qué día',
      'me puse manga larga con 35 grados, es por lo de anoche',
      'wearing long sleeves in this heat, because of what I did last night',
    ]);
  });

  it('finds quiet goodbyes: a round of hugs with "almost over", a gift explained away', () => {
    expectCurrentRisk([
      'rang everyone tonight just to say I love them. it is almost over now and I feel calm',
      'le regalé la guitarra a mi primo; me preguntó si me mudaba y le dije que algo así',
    ]);
  });

  it('keeps idioms calm: a threat at someone else, laughing hard, a boss, a duvet until Monday, a dog bite', () => {
    expectNoCurrentRisk([
      'if my flatmate uses my oat milk again I will kill her',
      'that video had me dying, literally dead',
      'my manager is going to kill me when he sees the typo',
      'I just want to disappear under the blanket until Monday',
      'quiero esconderme bajo las sábanas y desaparecer hasta el martes',
      'mi jefa me va a matar por el retraso',
      'the dog bit me on the arm, cut was deep, three stitches',
    ]);
  });

  it('finds rehearsals, thoughts that are back, a moment named as the one, and self-punishment', () => {
    expectCurrentRisk([
      'the dark thoughts are back, worse than in spring',
      'volvieron los pensamientos oscuros, cada vez más fuertes',
      'the bathroom window on the 10th floor opens all the way. tested it last night',
      'this is the week. I am sure of it',
      'skipped every meal today as punishment for failing the test',
      'no comí nada en todo el día, como castigo, me lo merezco',
      'he put his hands around my neck again last night and I am scared to go home',
      'se cortó la soga. ni para eso sirvo',
      'va a parecer un accidente en la carretera el sábado, y el seguro le queda a mi hija',
      'rat poison in the shed. read the label for way too long',
    ]);
  });

  it('keeps a joke about a thing, a hunting season and a hard ride calm', () => {
    expectNoCurrentRisk([
      'gonna unalive this essay lol',
      'la temporada de caza empieza el sábado, hoy calibro el rifle con mi hermano',
      'that last climb nearly finished me off, legs like jelly',
      'traffic on the ring road was pure suicide today',
      'me muero de las ganas de ver a mi nieta',
    ]);
  });

  it("keeps a past dated by an event closed, and a helper's shift a mention", () => {
    expectNoCurrentRisk([
      'durante la pandemia busqué cómo matarme. hoy cumplo dos años en mi trabajo nuevo y estoy bien',
      'the suicidal thoughts are long gone, my doctor signed me off today',
      'ER shift: an overdose and a self-harm case, handed over, home to bed',
    ]);
  });
});

describe('detectCrisis: round 9 concepts and context', () => {
  it('finds a weapon brought within reach, a last push of nerve, waking up sorry and an inner voice that repeats', () => {
    expectCurrentRisk([
      'I have started keeping my service weapon on the dresser instead of in the safe',
      'this weekend I will do it, I just need to work up the nerve',
      'el sábado lo hago, solo me falta juntar valor',
      'every morning lately I am annoyed I woke up',
      'cada mañana me da rabia haberme despertado',
      'todo el día la cabeza con lo mismo: terminalo terminalo',
      'I would trade places with any of the ones we buried',
      'I read up on a car running in the garage and I know exactly why',
    ]);
  });

  it('finds goodbyes behind a cover story, hoarded doses and a note in the drafts', () => {
    expectCurrentRisk([
      'left the dog with my cousin and told her I got a new job with travel. she has no idea',
      'le dejé el gato a mi vecina "por unos días". ni cuenta se dio',
      'I have been holding back my methadone a little at a time',
      'rewrote the note three times, the last one is saved in my drafts',
      'pagué todas mis deudas, ya está todo en orden',
      'calenté una cuchara en la hornalla y me la puse en el brazo',
      'mi tío guarda el rifle en el galpón y ya sé dónde esconde la llave. no dejo de pensar en eso',
    ]);
  });

  it('keeps school and cleaning days, a cold, numb limbs and old diaries calm', () => {
    expectNoCurrentRisk([
      'dead tired after the double shift, bed by nine',
      'my legs feel dead after leg day',
      'tengo los pies muertos de tanto caminar',
      'me tomé dos ibuprofenos para la gripa y a dormir',
      'bleach day: scrubbed the bathroom top to bottom',
      'estoy muerto de sueño, la clase de las ocho me mata',
      'se fue el internet justo en la entrega, quería tirarlo por la ventana',
      // A rehearsal is a risk only beside a means: a meeting rehearsed on a train is not one.
      'El tren se paró en un túnel y no dejé de ensayar la reunión.',
      'kept rehearsing my speech on the train, tested it on my sister',
      'me quemé el brazo con la plancha sin querer, me puse la crema en el brazo',
    ]);
  });
});

describe('detectCrisis: round 11 concepts and context', () => {
  it('finds harm until the body shows it, wounds kept open and a weapon turned on oneself', () => {
    expectCurrentRisk([
      'scratched my wrist with my keys until it bled',
      'me rasqué el brazo con las llaves hasta sacarme sangre',
      'me aprieto los cortes para que no cierren',
      "I pick at them so they don't heal",
      'mi papá tiene un revólver en el ropero y pienso en usarlo conmigo',
      'pensé en meterme a la bañera con el secador enchufado',
    ]);
  });

  it('finds an age not to be reached, life itself too long to bear, an illness or a frost welcomed', () => {
    expectCurrentRisk([
      "I really don't want to make it to 50",
      "I don't want to see my next birthday",
      // An age still ahead is no closed past ("a los 16" is one).
      'no quiero llegar a los 30',
      "i honestly don't know how much longer i can keep going. and i don't mean the job, i mean life",
      'I keep praying the cancer wins this time',
      'ojalá la helada me hubiera llevado a mí también',
      'envidio a los que se mueren dormidos',
      'estoy mamado de vivir',
      'wish i could log off from life for good',
      "mi cabeza me repite 'mátate' por cualquier cosa",
    ]);
  });

  it('finds a burden told as relief, messages left for birthdays to come and an insurance exclusion run out', () => {
    expectCurrentRisk([
      'Mis hijos sin mí respirarían tranquilos',
      'grabé audios para mi hija, uno para cada cumpleaños que me voy a perder',
      'ya se venció la cláusula de suicidio del seguro de vida',
      // A recovery other people promise is not the writer's.
      'my mum keeps telling me it gets better. i just want to fall asleep and never wake up',
      "I'd rather die than keep living like this",
    ]);
  });

  it('keeps thrown gadgets, chores one would rather die than do, hangovers and sign-ups calm', () => {
    expectNoCurrentRisk([
      'voy a tirar el control por la ventana, otra vez perdí',
      'quiero tirar el celular al río, se me trabó otra vez',
      "i'd rather die than sit through another budget meeting",
      'tengo una resaca que me quiero morir',
      'me apunté a clases de salsa con mi prima',
      // A hangover beside "I want to die" is said like a laugh; an age wished for is no age refused.
      'So hungover today. I want to die.',
      'no quiero palmarla por una tontería, quiero llegar a los 50',
    ]);
  });

  it('still reads a passing misery as a risk when it is the harm wished for, or beside tiredness of life', () => {
    expectCurrentRisk([
      'ojalá esta gripe se complique y me lleve de una vez',
      "another hangover. i want to die, i'm tired of being alive",
    ]);
  });
});

describe('detectCrisis: round 12 concepts and context', () => {
  it('finds old age wishes, stopped medicines, a poison drunk and a grave asked about under a pretext', () => {
    expectCurrentRisk([
      'since my wife passed i just want to go be with her',
      'Another birthday tomorrow, 79. Please, no more of them.',
      "I'd go tonight if I was given the choice.",
      'If I quietly stopped my insulin it would sort itself out.',
      'La semana pasada me tomé la lejía. Mi hijo me llevó a urgencias.',
      'Fui a preguntar cuánto cuesta una fosa. Le dije que era para mi tía. No tengo tía.',
      // These held before and guard it.
      "I keep asking God when it's my turn. I'm ready, I'd welcome it.",
      'ojalá Dios me recogiera esta misma noche',
      'I drank the weedkiller on Sunday and nobody knows',
    ]);
  });

  it('finds a knot tested or looked up, ways read about, and a voice obeyed', () => {
    expectCurrentRisk([
      'Tested the knot tonight. It holds.',
      'estuve viendo videos de cómo hacer un nudo que no se suelte',
      'llevo dos noches leyendo foros sobre formas de hacerlo',
      "The voice won. I'm going to do what it says.",
      'Tengo la cuchilla escondida en la funda de la almohada. Hoy no la usé pero tengo unas ganas terribles.',
      'me quemé con la plancha del pelo, y no fue sin querer',
      'mi ex me tiene encerrada en el cuarto y dice que me mata si llamo a alguien',
    ]);
  });

  it('keeps ordinary days of errands calm, whatever words buried risk sentences were found beside', () => {
    expectNoCurrentRisk([
      'had to fetch the kids from school, then cooked',
      'went to fetch my mum from the station',
      'fetched groceries and did the laundry',
      'took the dog to the vet for his jabs',
      'fui a recoger a los niños al colegio y luego hice la compra',
      'llevé al perro al veterinario, todo bien',
    ]);
  });

  it('keeps everyday phrases that collided with risk phrases calm (room, tying down, follow-ups, a boiler, a prescription)', () => {
    expectNoCurrentRisk([
      'Sold my old desk, the spare room has a bit more room now.',
      'tied the tarp down with rope between two trees, then lit the fire',
      'Took Mum to her cardiology follow-up, numbers stable.',
      'Vino el técnico a revisar la caldera. Todo en orden.',
      'Fui a la farmacia a buscar la receta de mi abuela.',
    ]);
  });

  it('keeps a break-up, a bus line, a bank call and a threat made of annoyance calm', () => {
    expectNoCurrentRisk([
      'Mi novio terminó conmigo por mensaje, lloré en el bus.',
      'el 60 venía lleno, me dormí contra la ventana',
      'me llamaron del banco otra vez por un cargo raro',
      'People are nice right up until it stops being useful to them.',
      'Como vuelvan a poner la música tan alta me tiro por la ventana.',
    ]);
  });
});

describe('detectCrisis: round 13 concepts and context', () => {
  it('finds following someone who died, a weapon to be used, purging as punishment and wounds reopened', () => {
    expectCurrentRisk([
      'My cousin took his own life in June and lately I wish I had gone with him.',
      'mi papá se mató hace dos años y ahora me descubro pensando en hacer lo mismo',
      "once my wife is asleep i'm going to use the rifle in the shed",
      "made myself throw up after tea, I don't deserve food after today",
      'No almorcé y mañana tampoco voy a desayunar. Es mi castigo por lo de anoche.',
      'Me hice cortes en el muslo con un clavo. Hoy me los volví a abrir.',
      'Tengo una idea que no se va nunca y es matarme.',
      'la idea de terminar con mi vida me persigue desde que mi novia se fue',
    ]);
  });

  it('finds death welcomed tonight, a disappointed waking, a vehicle hoped for, a poison drunk and pills gathered in secret', () => {
    expectCurrentRisk([
      'Si Diosito me llama esta noche, yo le doy las gracias.',
      'the first thing I feel every morning is disappointment that I woke up at all',
      "If a lorry hits me on the way home I won't mind.",
      'si me atropella un bus de vuelta del turno, que sea',
      'I drank the cleaning solution on Tuesday. I still want to.',
      'Compré en cuatro farmacias distintas para que nadie se diera cuenta de cuántas pastillas llevo.',
      "Saturday, early, at my dad's grave. I'll do it before anyone else is at the cemetery.",
    ]);
  });

  it('reads a past told beside a better present as past, unless the present is about the risk too', () => {
    expectNoCurrentRisk([
      'Two years ago I wanted to die, today I ran my first half marathon.',
      'hace tres años quise matarme y hoy estoy terminando el profesorado',
      'El año pasado quería morirme y ahora tengo mi propio taller. Esa etapa ya quedó atrás.',
      'The darkest time was after the divorce, I really did not want to live. Got help, got through it.',
    ]);
    expectCurrentRisk([
      'two years ago I wanted to die and today I still do',
      'hace un año quise matarme y hoy sigo igual',
    ]);
  });

  it('keeps everyday words calm: a hush, a scraped ice, a mower, a peer group, a threat of a mum, a phone call', () => {
    expectNoCurrentRisk([
      'my husband would kill me if he saw the second slice of cake. shhh',
      'mi jefa me mata si se entera que llegué tarde. shhhh',
      'Me tomé un raspado de tamarindo en la plaza.',
      'Sharpened the mower blades and did the front lawn.',
      'Ran the peer leaders session on self-harm at youth group tonight, went well.',
      'Hoy mi hija me llamó desde Lima y nos reímos un rato largo.',
      'Los impuestos van a ser mi muerte, matame.',
      'Me morí de risa, casi me ahogo con la gaseosa.',
    ]);
  });
});

describe('detectCrisis: round 14 concepts and context', () => {
  it('finds a promise kept, a will signed while well, a plan said in earnest and a means one cannot stop thinking of', () => {
    expectCurrentRisk([
      'Me prometí que si no conseguía el trabajo lo hacía. No lo conseguí. Lo voy a hacer.',
      'I promised myself that if the scan came back bad I would do it. It came back bad.',
      'Signed my will at the notary this morning. She asked if I was ill. I said no.',
      'no es drama, lo voy a hacer esta semana',
      'mi primo tiene un revólver en el ropero y no dejo de pensar en eso',
      'wish i was dead tbh',
    ]);
  });

  it('finds a thought of cutting during chores, a wish told between clients, wounds reopened and thoughts worse than before', () => {
    expectCurrentRisk([
      'Pelando cebollas pensé en cortarme las venas para terminar con todo.',
      'entre cliente y cliente pensando que ojalá me muriera dormida',
      'me abrí las heridas otra vez, ver la sangre me calma',
      'six months sober and the thoughts of killing myself are worse than when I was drinking',
      'Went to three different pharmacies so they do not ask. I have enough paracetamol now.',
    ]);
  });

  it("keeps anniversaries without self-harm, a pet mourned, laughter, intrusive thoughts feared and a parent's joke calm", () => {
    expectNoCurrentRisk([
      'Cumplo dos años sin hacerme daño, me compré un pastel.',
      'Tres años desde la última vez que me hice daño.',
      'se murió mi perrita hoy, la voy a extrañar muchísimo',
      'Me mató de la risa mi abuela con sus chistes.',
      "the knife intrusive thoughts came back while cooking. I don't want to hurt anyone, it just scares me",
      'mi mamá dijo que si vuelvo a llegar tarde me mata jaja',
      'Spoke at the survivors group about the year I wanted to disappear. Healing is slow and real.',
      'Always the odd one out at parties.',
      'everyone leaves eventually, I just wait for it now',
      'Near miss on the motorway, a lorry drifted into my lane.',
    ]);
  });
});

describe('detectCrisis: round 15 concepts and context', () => {
  it('reads a writer who speaks of themselves as someone else, a "why not" that weighs the act and a first-person verb between', () => {
    expectCurrentRisk([
      'Ella dice que está bien, pero piensa en matarse cada noche. Esa ella soy yo.',
      "He keeps telling people he's fine. He's going to do it on Friday. That he is me.",
      "The 'why not just kill myself' thought is back tonight.",
      '¿Por qué no terminar con todo de una vez? Lo pienso todos los días.',
      'Cuando mi hermana se vaya el sábado lo hago en el cuarto de atrás. Ya sé cómo y a qué hora.',
    ]);
  });

  it('finds affairs settled in an odd calm, purging as punishment and an illness hoped for', () => {
    expectCurrentRisk([
      'Paid off my debts, returned every book I borrowed, left my papers on the desk. Oddly calm tonight.',
      "made myself sick after dinner again, it's my punishment",
      'Some days I wish I would catch something and not recover.',
    ]);
  });

  it('reads the impersonal "uno" as the writer, and "cada uno" or "hoy uno contó" as someone else', () => {
    expectCurrentRisk([
      'Uno se pone a pensar en matarse y después sigue lavando los platos.',
      'y uno piensa en matarse a veces',
    ]);
    expectNoCurrentRisk([
      'En el grupo hoy uno contó que pensó en matarse; lo derivamos a su psicóloga.',
      'Le pregunté a cada uno si había pensado en matarse. Ninguno.',
    ]);
  });

  it('keeps hyperbole, a stomach bug, a partner known too well and years without self-harm calm', () => {
    expectNoCurrentRisk([
      "If I don't get a coffee soon I'll kill someone.",
      'vomité toda la noche, algo me cayó mal',
      'ya sé cómo es mi novio, no va a cambiar',
      'Eighteen months without self harm today. Proud of myself.',
      'Spoke to a class about my attempt when I was 17. I am 40 now and doing alright.',
      'Desde que dejé ese trabajo siento una calma que no tenía hace años.',
    ]);
  });
});

describe('detectCrisis: round 16 concepts and context', () => {
  it('finds fresh marks, a burn wanted again, a wish not to wake, a hoped-for illness and a writer asking for themselves', () => {
    expectCurrentRisk([
      'tengo cortes nuevos en la pierna y nadie sabe',
      'Fresh scratches on my forearm again, hid them under the sleeve.',
      'Me quemé la muñeca con el encendedor después de discutir con mi jefe. Tengo ganas de volver a hacerlo.',
      'put the curling iron on my wrist. told my boyfriend it was an accident. it wasnt',
      "I don't want to wake up at all.",
      'Been hoping I get cancer so nobody asks why I want to go.',
      'How long can a person think about suicide daily before acting on it? Asking for me.',
      '¿cuánto aguanta alguien pensando en matarse todos los días? pregunto por mí',
      'todo el día la idea de matarme rondando y no la puedo callar',
    ]);
  });

  it('finds a gun bought and hidden, poison hidden, a rope cut by guards and a plan at a tower', () => {
    expectCurrentRisk([
      'Picked up a 38 revolver at the pawn shop today. It is in the glovebox.',
      'Compré el veneno. Lo tengo escondido en el galpón.',
      'Hace un mes me cortaron la soga en la celda. Sigo con la misma idea.',
      'Sunday night I will climb the water tower behind the school and jump. Make it quick.',
      'me quedo mirando los camiones y calculando para que no alcancen a frenar',
    ]);
  });

  it('keeps a sore stomach, a dead phone, a pillow bitten, sunburn and a cousin lost to suicide calm', () => {
    expectNoCurrentRisk([
      'my stomach hurts after that curry',
      'My back still aches from moving the sofa.',
      'the printer has died again and I am going to lose my mind',
      'me dieron ganas de morder una almohada con la llamada del banco',
      'En la playa me quemo fácil, así que me quedé bajo la sombrilla.',
      'Perdí a mi tío por suicidio hace dos años. Hoy le llevé flores.',
      'me aventé toda la tarde viendo series',
      'Le pedí a mi hermana que me lleve al aeropuerto mañana.',
      'me tomé la presión tres veces hoy, todo normal',
      'taught the puppy to give a paw',
      'last day before mat leave, the team got me a cake',
    ]);
  });

  it("reads a prayer to be taken as the writer's, and a friend's words or a closed past as not", () => {
    expectCurrentRisk(['Sat in the car after her shift and prayed God takes me soon. I mean it.']);
    expectNoCurrentRisk([
      'Mi compadre me escribió anoche diciendo que ya no quiere vivir. Hoy lo acompañé a la guardia.',
      'Four winters ago I had picked a date. Today I built a snowman with my nephew. Glad that version of me lost.',
      'When my son was a newborn I wanted to die. He turned five today and that feels like another life.',
      'Cuando salí del penal pensaba que no iba a llegar a los 30. Hoy cumplí 33 y ya no soy ese.',
    ]);
  });
});

describe('detectCrisis: round 17 concepts and context', () => {
  it('reads censored spellings, a stash built at two pharmacies, laxatives as payment and waking up gutted', () => {
    expectCurrentRisk([
      's*icide is on my mind every night, I spell it like that so the app does not flag it',
      'pienso en desvivirme todo el tiempo, no es chiste',
      'Filling the same script at two different pharmacies to build up a stash. 60 so far.',
      'Took the laxatives again, far more than it says. Making myself pay for the pizza.',
      'every morning i wake up gutted that i did',
      'Out of hospital since Monday, same flat, same thoughts. I give it a couple of weeks before I try again.',
      'me acuesto rogando no despertar',
      'Thought about killing myself on the drive home again.',
      'went up to the car park roof after class and thought about how easy it would be to go over',
    ]);
  });

  it('keeps memes, rope for a move, a chicken for the pot, closed pasts and helpers at work calm', () => {
    expectNoCurrentRisk([
      'my cousin posted a video of me dancing. unalive me rn 😭',
      'me desvivo por mis hijos',
      'Compré una soga nueva para atar el colchón al techo del auto.',
      'got a long rope for the hammock in the garden',
      'Mi abuela me enseñó a matar la gallina pal caldo.',
      'spent an hour trying to kill a wasp in the kitchen',
      'Se me borró el informe. Quiero tirar la laptop por la ventana.',
      'Casi me muero de un infarto con el penal de anoche.',
      'A los 40 estuve a punto de matarme. Hoy cumplí 70 rodeado de nietos y pensé: menos mal.',
      '400 días sin hacerme daño, mi psicóloga me dio una medalla',
      'At my worst, in uni, I wanted to die. It has been 9 years and I am really okay.',
      'Mental health first aid training today: we practised asking "are you thinking of killing yourself".',
      'Me levanto antes del despertador para regar mis matas.',
      'I felt left out at lunch, and it does not mean I am unwanted.',
      'Me sentí sola en el almuerzo, y eso no quiere decir que nadie me quiera.',
    ]);
  });
});

describe('detectCrisis: round 18 concepts and context', () => {
  it('finds a choice made, pockets full, anxiolytics gathered, a regret that it failed and hunger as punishment', () => {
    expectCurrentRisk([
      "won't get through tonight and not trying to anymore. made my choice.",
      'Low tide on Sunday, out past the rocks with my pockets full of stones.',
      'Ya me cansé, lo voy a hacer y esta vez no me echo para atrás.',
      'Voy juntando los ansiolíticos desde que se fue. Tengo 40.',
      'Salí del hospital ayer y me da pena que no funcionara.',
      'I just want to fall asleep and never come back out of it.',
      'The hunger is a punishment I deserve, so I have not eaten since Monday.',
      'Burnt my hand on the stove again, not accident. Told my flatmate it was a cooking accident.',
    ]);
  });

  it('keeps an onion, two winters ago, "before... not now", a long sleep wished for, a midwife at work and a pharmacy calm', () => {
    expectNoCurrentRisk([
      'Me corté un dedo picando cebolla, una curita y listo.',
      'Hace dos inviernos me tomé un frasco de pastillas. Hoy toqué en una peña y estoy vivo y contento.',
      'Before I wanted to die. Not now. Now I work at the bakery and I like it.',
      'Dont wake me up till Sunday, I am dead tired.',
      'As a bereavement midwife I said goodbye to another baby today. Hard, and still the right job.',
      'Soy farmacéutica: hoy no pude venderle tantas cajas juntas a un cliente.',
      'Nos juntamos en la junta de vecinos y salió todo bien.',
    ]);
  });
});

describe('detectCrisis: relapse words need a self-harm context (issue 7)', () => {
  // "Day 0", "relapsed", a lost streak: words any habit uses. With another object (a diet, an app,
  // cigarettes, the flu) they are no risk; alone, at most the gentle line; a self-harm relapse only
  // with an act, an instrument, a body part, marks or "sh" in the entry.
  it.each([
    'day 0 of my new diet, feeling hopeful',
    'back to day 0 on duolingo lol',
    'today is day zero of the 75 hard challenge',
    'I relapsed on sugar again',
    'relapsed on the chocolate tonight, tomorrow is a new day',
    'broke my streak on wordle, gutted',
    'lost my streak on duolingo after 400 days',
    'snap streak with my cousin is over lol',
    'day 0 of no sugar, wish me luck',
    'back to day zero with the vaping, bought another one',
    'relapsed on cigarettes at the party, annoyed at myself',
    'smoked one at the pub, back to day 0',
    'day 0 of the gym again after the holidays',
    'my workout streak ended because of the flu',
    'keto day 0 again, the pizza won',
    'day 0 of dry january. again',
    'relapsed into doomscrolling until 2am',
    'screen time is up, back to day 0 of my phone detox',
    'relapsed on nail biting before the exam',
    'gave up caffeine, now it is day 0 again after two coffees',
    'started the couch to 5k challenge today, day 0',
    'broke my reading streak, the kids were sick',
    'relapse of the flu, back in bed with a fever',
    'the infection relapsed, more antibiotics',
    'my piano practice streak is over, 60 days',
    'day 0 of journaling every night',
    'relapsed on fast food again, back to meal prep tomorrow',
    'ended my streak on the language app, oh well',
    'día 0 de la dieta',
    'recaí con el cigarro',
    'volví a fumar',
    'recaída de la gripe',
    'recaí con el azúcar otra vez',
    'día 0 del gimnasio después de las vacaciones',
    'perdí la racha en duolingo, qué bronca',
    'se me acabó la racha del wordle',
    'rompí la racha de ejercicio por la fiebre',
    'hoy es el día 0 del reto de 30 días',
    'recaí con los puchos en el asado',
    'día 0 sin azúcar, a ver cuánto duro',
    'volví a día 0 con el vaper',
    'recaída de la bronquitis, otra vez antibióticos',
    'recaí con la comida chatarra, mañana vuelvo a la dieta',
    'adiós a la racha de lectura, los chicos estaban enfermos',
    'día 0 de meditar todas las mañanas',
    'recaí con el celular, tres horas en tiktok',
    'día 0 de la dieta keto otra vez',
    'se acabó la racha del gym, me enfermé',
    'recaí con los dulces en el cumple de mi sobrina',
    'hoy empiezo el reto de no comprar nada, día 0',
    'recaída de covid, de nuevo con tos',
    'perdí la racha de estudiar inglés',
    'recaí con el café, tres tazas hoy',
    'día 0 del ayuno otra vez, se me antojó pan',
    'volví a fumar después de dos meses, qué bajón',
    'recaí en las apuestas del fútbol, otra vez',
  ])('reads a relapse on something else as no risk: %s', (text) => {
    expect(level(text)).toBe('none');
  });

  it.each([
    'day 0',
    'relapsed',
    'day zero',
    'starting over, again',
    'relapsed last night after 3 months clean',
    'relapsed on drinking after 90 days sober',
    'day 0 again. 30 days sober gone',
    'día 0',
    'recaí',
    'recaída',
    'recaí anoche después de 3 meses limpio',
    'empezar de nuevo, otra vez',
    'recaí con el alcohol después de 60 días',
  ])('reads a bare relapse word (or a drink, a drug) as at most a mention: %s', (text) => {
    const reading = explainCrisis(text);
    expect(reading.level).not.toBe('current_risk');
    expect(reading.byModel).toBe(false);
  });

  it.each([
    'back to day 0. i cut again last night',
    'sh relapse tonight, day 0 again',
    'relapsed after 4 months, used the blade on my thigh',
    'day 0 again. the marks on my arm are fresh',
    'broke my streak, cut my wrist tonight',
    'relapsed and burned my arm with a lighter on purpose',
    'two months clean from cutting and i relapsed tonight',
    'relapsed. sh again, hiding it with long sleeves',
    'recaí, me volví a cortar',
    'día 0 otra vez, me corté anoche',
    'recaí después de 4 meses, usé la gillette en el muslo',
    'se me acabó la racha, me corté el brazo',
    'volví a lastimarme a propósito, recaí',
    'dos meses sin cortarme y recaí anoche',
    'recaí po, me quemé con el encendedor el brazo',
    'recaída: otra vez marcas en las muñecas, las tapo con pulseras',
  ])('still reads a self-harm relapse as a current risk: %s', (text) => {
    expect(level(text)).toBe('current_risk');
  });
});

describe('buildCrisisReply', () => {
  const labels = [
    ...Object.values(
      JSON.parse(readFileSync(new URL('../../../../content/patterns/en.json', import.meta.url), 'utf8')),
    ),
    ...Object.values(
      JSON.parse(readFileSync(new URL('../../../../content/patterns/es.json', import.meta.url), 'utf8')),
    ),
  ].map((p) => (p as { label: string }).label);

  it.each([
    ['en', 'US', '988'],
    ['es', 'MX', '800 911 2000'],
    ['en', 'GB', '116 123'],
    ['es', 'ES', '024'],
  ] as const)(
    'gives the %s reply for %s its local line first, then the directory and the emergency line',
    (locale, country, number) => {
      const reply = buildCrisisReply(locale, country);
      expect(reply.resources[0]).toMatchObject({ kind: 'helpline', country, phone: number });
      expect(reply.resources.at(-2)).toMatchObject({ kind: 'directory', url: 'https://findahelpline.com' });
      expect(reply.resources.at(-1)?.kind).toBe('emergency');
    },
  );

  it.each([
    ['en', '988'],
    ['es', '024'],
  ] as const)(
    'with no country, gives the %s language default first (each line named with its country)',
    (locale, number) => {
      const reply = buildCrisisReply(locale);
      expect(reply.resources[0]?.phone).toBe(number);
      expect(reply.resources[0]?.country).not.toBeNull();
    },
  );

  it.each(['en', 'es'] as const)('is short, calm and free of pattern language (%s)', (locale) => {
    const { response } = buildCrisisReply(locale);
    expect(response.length).toBeLessThan(400);
    expect(response).not.toMatch(/pattern|patr[oó]n|schema|esquema/i);
    for (const label of labels) expect(response).not.toContain(label);
    for (const key of SCHEMA_KEYS) expect(response).not.toContain(key);
    expect(response).not.toMatch(/\?/);
    expect(response).not.toMatch(/diagnos|disorder|symptom|patient|treatment|trastorno|síntoma|paciente|tratamiento/i);
  });

  it.each([
    ['en', 'MX'],
    ['es', 'MX'],
    ['en', 'US'],
    ['es', 'AR'],
    ['en', null],
  ] as const)('never says a sentence twice nor repeats a number the cards show (%s, %s)', (locale, country) => {
    const reply = buildCrisisReply(locale, country);
    const sentences = reply.response.split(/(?<=[.!])\s+/).map((s) => s.trim().toLowerCase());
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(reply.response).not.toMatch(/\d/);
    for (const resource of reply.resources) {
      if (resource.phone) expect(resource.note ?? '').not.toContain(resource.phone);
    }
  });

  it('writes the Spanish reply in Spanish, with the Spanish contact text', () => {
    const reply = buildCrisisReply('es', 'US');
    expect(reply.response).toMatch(/Gracias por contármelo/);
    expect(reply.resources[0]?.contact).toMatch(/^Llama o escribe al 988/);
    expect(reply.resources[0]?.note).toMatch(/opción 2.*español/);
  });

  it('as plain text (npm run reflect), names the country of each line once, then the directory and the emergency line', () => {
    const text = crisisReplyAsText(buildCrisisReply('es', 'MX'), 'es');
    expect(text).toMatch(/^Gracias por contármelo/);
    expect(text).toContain('México · Línea de la Vida (CONASAMA): Llama al 800 911 2000');
    expect(text.match(/800 911 2000/g)).toHaveLength(1);
    expect(text.indexOf('800 911 2000')).toBeLessThan(text.indexOf('findahelpline.com'));
    expect(text).not.toContain('024');
  });
});

describe('getCrisisResources', () => {
  it('is the shared list: the country lines, the directory and the emergency line', () => {
    const es = getCrisisResources('es', 'ES');
    expect(es.map((r) => r.id)).toEqual(['es-024', 'es-esperanza', 'directory', 'emergency-es']);
    expect(es.at(-1)?.contact).toMatch(/112/);
    const en = getCrisisResources('en');
    expect(en.slice(0, 3).map((r) => r.id)).toEqual(['us-988', 'uk-ie-samaritans', 'ca-988']);
    expect(en.find((r) => r.id === 'us-988')?.contact).toMatch(/^Call or text 988/);
    for (const resource of [...es, ...en]) {
      expect(resource.name).not.toBe('');
      expect(resource.contact).not.toBe('');
    }
  });
});
