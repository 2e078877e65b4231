import { describe, expect, it } from 'vitest';
import { isKnownPage } from './routes.js';

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
