import { describe, expect, it } from 'vitest';
import { CLINICAL_WORDS, findClinicalWords, hasClinicalWords } from './clinical-words.js';

const ids = (text: string) => findClinicalWords(text).map((hit) => hit.id);

describe('findClinicalWords', () => {
  it.each([
    ['This sounds like depression.', 'depression'],
    ['It may be a symptom of stress.', 'symptom'],
    ['You might have an anxiety disorder.', 'disorder'],
    ['As your therapist, I think you are doing well.', 'therapist-claim'],
    ['This is therapy in a small form.', 'therapy-claim'],
    ['Many patients feel this way.', 'patient'],
    ['A treatment could help.', 'treatment'],
    ['There is no cure for it, but', 'cure'],
    ['Talk to your doctor about your medication.', 'medication'],
    ['That sounds like your PTSD talking.', 'acronym'],
    ['It looks like BPD.', 'acronym'],
    ['Could be obsessive-compulsive.', 'ocd'],
    ['A narcissistic partner can do that.', 'narcissism'],
    ['I diagnose this as a pattern.', 'diagnosis'],
    ['Parece un trastorno de ansiedad.', 'disorder'],
    ['Es un síntoma de estrés.', 'symptom'],
    ['Es un sintoma de estres.', 'symptom'],
    ['Tu diagnóstico es claro.', 'diagnosis'],
    ['Como paciente, tienes derecho a saber.', 'patient'],
    ['Esto es terapia.', 'therapy-claim'],
    ['Suena a depresión.', 'depression'],
    ['Puede que sea TOC.', 'acronym'],
    ['Un tratamiento te ayudaría.', 'treatment'],
    ['Habla de tu medicación.', 'medication'],
    ['Eso se puede curar.', 'cure'],
  ])('finds a clinical word in %j', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'Be patient with yourself today.',
    'Sé paciente contigo.',
    'Patternwise is an educational self-reflection tool. It is not therapy, and it does not give a diagnosis.',
    'Nothing here is a diagnosis or a replacement for therapy.',
    'An educational reflection, not therapy or a diagnosis.',
    'This screener describes tendencies to reflect on. It is not a test and not a diagnosis.',
    'Is this a diagnosis? No.',
    'It was developed by psychologist Jeffrey Young and used in schema therapy.',
    'It does not replace therapy or an assessment by a professional.',
    'Patternwise es una herramienta educativa. No es terapia ni da un diagnóstico.',
    'Hablamos de tendencias, nunca de enfermedades. Nada de esto es un diagnóstico ni sustituye la terapia.',
    'Una reflexión educativa, no terapia ni diagnóstico.',
    'Toc toc, ¿quién es?',
    'Treat yourself to a warm drink and some rest.',
    'It makes sense to feel anxious and low after a day like this.',
    'Secure, curious and procured are ordinary words.',
    'La curiosidad es buena, y cuidarte también.',
    'I feel tense at work; my therapist friend said hi.',
  ])('finds nothing in %j', (text) => {
    expect(findClinicalWords(text)).toEqual([]);
  });

  it('does not let a negation in another clause excuse a label', () => {
    expect(ids('This is not stress, it sounds like depression.')).toEqual(['depression']);
    expect(ids('It is not a test. It is a diagnosis.')).toEqual(['diagnosis']);
    expect(ids('No es cansancio; es un diagnóstico claro.')).toEqual(['diagnosis']);
  });

  it('reports each hit with its place in the original text', () => {
    const text = 'Ánimo. Tu diagnóstico y tus síntomas';
    expect(findClinicalWords(text)).toEqual([
      { id: 'diagnosis', match: 'diagnóstico', index: 10 },
      { id: 'symptom', match: 'síntomas', index: 28 },
    ]);
    expect(hasClinicalWords(text)).toBe(true);
    expect(hasClinicalWords('')).toBe(false);
  });

  it('every pattern compiles and has a unique id', () => {
    expect(new Set(CLINICAL_WORDS.map((w) => w.id)).size).toBe(CLINICAL_WORDS.length);
    for (const word of CLINICAL_WORDS) expect(() => new RegExp(word.pattern, 'u')).not.toThrow();
  });
});
