import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckInPageSchema, ScreenerStateSchema } from '../../shared/schemas/responses.js';
import AuthPage from '../features/auth/auth-page.js';
import CheckInPage from '../features/check-ins/check-in-page.js';
import HomePage from '../features/home/home-page.js';
import ScreenerPage from '../features/screener/screener-page.js';
import { deferred, reply, stubApi } from '../test/fake-api.js';
import { asSignedIn, asSignedOut, meSignedOut, renderApp, signedInAs } from '../test/render-app.js';
import { screenerStatements } from '../test/screener-statements.js';

const pages = [
  { index: true, Component: HomePage },
  { path: 'auth', Component: AuthPage },
  { path: 'check-in', Component: CheckInPage },
  { path: 'schema-screener', Component: ScreenerPage },
];

const signedIn = (access: Parameters<typeof signedInAs>[0], overrides?: Parameters<typeof signedInAs>[1]) => ({
  ...asSignedIn(access, overrides),
  'GET /api/check-ins': () => reply(CheckInPageSchema, { items: [], total: 0, page: 1, page_size: 10 }),
  'GET /api/screener': () => reply(ScreenerStateSchema, { items: screenerStatements(['abandonment']), session: null }),
});

describe('RequireAuth', () => {
  it('shows that it is loading while it asks who is signed in, and of the page only its title', async () => {
    const me = deferred<ReturnType<typeof meSignedOut>>();
    stubApi({ 'GET /api/me': () => me.promise });
    renderApp('/check-in', pages);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading…');
    // The title is the same for everyone (and in the page's static first paint); the form is not there.
    expect(screen.getByRole('heading', { level: 1, name: 'Check-In' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    me.resolve(meSignedOut());
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends a signed-out person from a private page to the sign-in page', async () => {
    stubApi(asSignedOut);
    const app = renderApp('/check-in', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guided Psycho-Educational Coach' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(app.path()).toBe('/auth');
  });

  it('keeps the language: /es/check-in signed out lands on /es/auth, in Spanish', async () => {
    const api = stubApi(asSignedOut);
    const app = renderApp('/es/check-in', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guía psicoeducativa' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(app.path()).toBe('/es/auth');
    expect(api.calls('GET /api/me')[0]?.language).toBe('es');
  });

  it('lets a signed-in person through and sends them home from the sign-in page', async () => {
    stubApi(signedIn({ status: 'allowed', used: 1, limit: 5, remaining: 4 }));
    const app = renderApp('/auth', pages);
    expect(await screen.findByRole('link', { name: 'Daily Check-In' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Guide to Self-Understanding' })).toBeTruthy();
    expect(app.path()).toBe('/');
  });
});

describe('the screener comes first', () => {
  it('sends a person who has not taken the screener from home to the screener', async () => {
    stubApi(signedIn({ status: 'needs_screener' }));
    const app = renderApp('/', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Your Patterns' })).toBeTruthy();
    expect(app.path()).toBe('/schema-screener');
  });

  it('does the same in Spanish, keeping /es', async () => {
    stubApi(signedIn({ status: 'needs_screener' }));
    const app = renderApp('/es', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Descubre tus patrones' })).toBeTruthy();
    expect(app.path()).toBe('/es/schema-screener');
  });

  it('shows the check-in page the card that leads to the screener instead of the form', async () => {
    stubApi(signedIn({ status: 'needs_screener' }));
    renderApp('/check-in', pages);
    const card = (await screen.findByRole('heading', { name: 'Complete Schema Screener First' })).parentElement!;
    expect(within(card).getByRole('link', { name: 'Start Screener' }).getAttribute('href')).toBe('/schema-screener');
    expect(screen.queryByRole('textbox', { name: 'What is on your mind?' })).toBeNull();
  });

  it('lets a subscriber reach home before the screener, and offers it first', async () => {
    stubApi(
      signedIn(
        { status: 'unlimited' },
        { profile: { check_ins_used: 0, has_completed_screener: false }, subscription: null },
      ),
    );
    const app = renderApp('/', pages);
    expect(await screen.findByRole('link', { name: 'Start Schema Screener' })).toBeTruthy();
    expect(app.path()).toBe('/');
  });
});
