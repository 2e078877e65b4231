import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the loader (its state is per page load), on a page at `pathname`. */
async function freshLoader(pathname: string) {
  vi.resetModules();
  vi.stubGlobal('window', { location: { pathname } });
  return import('./index.js');
}
afterEach(() => vi.unstubAllGlobals());

describe('messages in two parts per language', () => {
  it('the first screen’s part has the sign-in and home words, not the other pages’', async () => {
    const { i18nByLocale, isLocaleLoaded, loadFirstScreen } = await freshLoader('/auth');
    expect(isLocaleLoaded('en')).toBe(false);
    await loadFirstScreen('en');
    expect(isLocaleLoaded('en')).toBe(true);
    const t = i18nByLocale.en.t;
    expect(t('auth.title')).toBe('Guided Psycho-Educational Coach');
    expect(i18nByLocale.en.exists('lessons.title')).toBe(false);
    expect(i18nByLocale.es.exists('auth.title')).toBe(false);
  });

  it('a later page brings its words in every language shown; a switch then waits for both parts', async () => {
    const { i18nByLocale, isLocaleLoaded, loadFirstScreen, loadLaterMessages, loadNeeded } =
      await freshLoader('/lessons');
    await loadFirstScreen('en');
    await loadLaterMessages();
    expect(i18nByLocale.en.t('lessons.title')).toBe('Your Learning Path');
    expect(isLocaleLoaded('en')).toBe(true);
    // Spanish, never shown yet: the switch needs its first-screen part and its later one.
    expect(isLocaleLoaded('es')).toBe(false);
    await loadNeeded('es');
    expect(isLocaleLoaded('es')).toBe(true);
    expect(i18nByLocale.es.exists('auth.title')).toBe(true);
    expect(i18nByLocale.es.exists('lessons.title')).toBe(true);
  });
});
