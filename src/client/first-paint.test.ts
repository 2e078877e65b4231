import { describe, expect, it } from 'vitest';
import { renderFirstPaints } from './first-paint.js';

describe('the static first paint of the public pages', () => {
  it('shows the sign-in page’s frame and heading in each language, out of reach until the app replaces it', async () => {
    const paints = await renderFirstPaints();
    expect(Object.keys(paints).sort()).toEqual(['en /auth', 'es /auth']);
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
});
