import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishOnlyPaths, isKnownPage, matchPage, notFoundModule, pageModules, pagePaths } from './routes.js';

describe('isKnownPage', () => {
  it.each([
    '/',
    '/es',
    '/es/',
    '/auth',
    '/es/auth',
    '/check-in',
    '/lessons',
    '/es/lessons/abc',
    '/schema-screener/about',
    '/marketing-resources',
    '/subscription/',
    '/settings',
    '/es/settings',
    '/subscription/sandbox-checkout/3f1c9a2e-0b7d-4c55-9e1a-2d6f8b4c7a10',
    '/es/subscription/sandbox-portal/3f1c9a2e-0b7d-4c55-9e1a-2d6f8b4c7a10',
  ])('%s is a page', (path) => expect(isKnownPage(path)).toBe(true));
  it.each([
    '/nope',
    '/es/nope',
    '/es/marketing-resources',
    '/lessons/a/b',
    '/auth/extra',
    '/settings/x',
    '/espanol',
    '/subscription/sandbox-checkout',
    '/subscription/sandbox-portal/a/b',
  ])('%s is not', (path) => expect(isKnownPage(path)).toBe(false));
});

describe('the page table', () => {
  it('names an existing module for every page, so the router and the server preload the same chunk', () => {
    const clientRoot = join(import.meta.dirname, '..', 'client');
    for (const module of [...Object.values(pageModules), notFoundModule])
      expect(existsSync(join(clientRoot, module)), module).toBe(true);
    expect(Object.keys(pageModules).sort()).toEqual([...pagePaths, ...englishOnlyPaths].sort());
  });

  it('matches a path to its pattern, in either language', () => {
    expect(matchPage('/es/lessons/abc')).toBe('/lessons/:id');
    expect(matchPage('/es')).toBe('/');
    expect(matchPage('/marketing-resources/')).toBe('/marketing-resources');
    expect(matchPage('/es/marketing-resources')).toBeUndefined();
  });
});
