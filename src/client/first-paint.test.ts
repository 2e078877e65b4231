import { describe, expect, it } from 'vitest';
import { renderFirstPaints } from './first-paint.js';

describe('the static first paint of the public pages', () => {
  it('shows the sign-in page’s frame and heading in each language, out of reach until the app replaces it', async () => {
    const paints = await renderFirstPaints();
    expect(Object.keys(paints).sort()).toEqual([
      'en /',
      'en /auth',
      'en /check-in',
      'en /lessons',
      'en /schema-theory',
      'es /',
      'es /auth',
      'es /check-in',
      'es /lessons',
      'es /schema-theory',
    ]);
    const english = paints['en /auth']!;
    const spanish = paints['es /auth']!;
    expect(english).toMatch(/^<div inert>/);
    expect(english).toContain(
      '<h1 class="mb-2 text-center text-2xl font-bold text-slate-900">Guided Psycho-Educational Coach</h1>',
    );
    expect(spanish).toContain('>Guía psicoeducativa</h1>');
    // Signed out: the other language's link, no menu; the footer's way to help in the page's language.
    expect(english).toContain('href="/es/auth"');
    expect(spanish).toContain('href="/es/help"');
    expect(english).not.toContain('aria-controls="main-menu"');
    // No form: typing into a copy would be lost, and a mailed link's page has none.
    expect(english).not.toMatch(/<(input|form|button)\b/);
  });

  it('shows the patterns page, the same for everyone, with its heading and words in each language', async () => {
    const paints = await renderFirstPaints();
    const english = paints['en /schema-theory']!;
    const spanish = paints['es /schema-theory']!;
    expect(english).toMatch(/^<div inert>/);
    expect(english).toContain('<h1 class="text-3xl font-bold">About Patterns</h1>');
    expect(spanish).toContain('<h1 class="text-3xl font-bold">Sobre los patrones</h1>');
    // The later messages are in too: no key shows in place of its text.
    expect(spanish).not.toMatch(/schemaTheory\./);
    expect(spanish).toContain('lang="en" href="/schema-theory"');
    // Nobody's: the visitor's header, no menu, no sign-out.
    expect(english).not.toContain('aria-controls="main-menu"');
  });

  it('shows a signed-in page’s title only, over the app’s “Loading…”, and nothing of anyone', async () => {
    const paints = await renderFirstPaints();
    expect(paints['en /check-in']).toContain('<h1 class="text-3xl font-bold">Check-In</h1>');
    expect(paints['es /check-in']).toContain('<h1 class="text-3xl font-bold">Registro diario</h1>');
    expect(paints['es /']).toContain('>Tu guía para conocerte mejor</h1>');
    expect(paints['en /lessons']).toContain('<h1 class="text-3xl font-bold">Your Learning Path</h1>');
    expect(paints['es /lessons']).toContain('<h1 class="text-3xl font-bold">Tu camino de aprendizaje</h1>');
    for (const key of ['en /', 'es /', 'en /check-in', 'es /check-in', 'en /lessons', 'es /lessons']) {
      const paint = paints[key]!;
      expect(paint, key).toMatch(/^<div inert>/);
      expect(paint, key).toContain('role="status"');
      expect(paint, key).not.toContain('aria-controls="main-menu"');
      expect(paint, key).not.toMatch(/<(input|form|button|textarea)\b/);
    }
  });
});
