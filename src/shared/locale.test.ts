import { describe, expect, it } from 'vitest';
import { getHeaderLocale, getPathLocale, localizePath, stripLocale, toggleLocalePath } from './locale.js';

describe('locale paths', () => {
  it.each([
    ['/', 'en'],
    ['/auth', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/check-in', 'es'],
    ['/espresso', 'en'],
  ])('%s is %s', (path, locale) => expect(getPathLocale(path)).toBe(locale));

  it.each([
    ['/es', '/'],
    ['/es/auth', '/auth'],
    ['/auth', '/auth'],
    ['/espresso', '/espresso'],
  ])('strips %s to %s', (path, stripped) => expect(stripLocale(path)).toBe(stripped));

  it.each([
    ['/', '/es'],
    ['/es', '/'],
    ['/lessons?schema=abandonment', '/es/lessons?schema=abandonment'],
    ['/es/lessons?schema=abandonment', '/lessons?schema=abandonment'],
    ['/schema-screener/results?session=1#top', '/es/schema-screener/results?session=1#top'],
    ['/es/auth#type=recovery&token=abc', '/auth#type=recovery&token=abc'],
    ['/marketing-resources', '/marketing-resources'],
  ])('toggles %s to %s', (from, to) => expect(toggleLocalePath(from)).toBe(to));

  it('toggling twice returns to the same page', () => {
    for (const path of ['/', '/check-in', '/lessons/42?x=1', '/es/auth']) {
      expect(toggleLocalePath(toggleLocalePath(path))).toBe(path);
    }
  });

  it('localizes neutral paths and keeps already-localized ones stable', () => {
    expect(localizePath('/auth', 'es')).toBe('/es/auth');
    expect(localizePath('/es/auth', 'es')).toBe('/es/auth');
    expect(localizePath('/es/auth', 'en')).toBe('/auth');
    expect(localizePath('/', 'es')).toBe('/es');
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR', 'en'],
  ])('Accept-Language %s -> %s', (header, locale) => expect(getHeaderLocale(header)).toBe(locale));
});
