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
  ])('%s is a page', (path) => expect(isKnownPage(path)).toBe(true));
  it.each(['/nope', '/es/nope', '/es/marketing-resources', '/lessons/a/b', '/auth/extra', '/espanol'])(
    '%s is not',
    (path) => expect(isKnownPage(path)).toBe(false),
  );
});
