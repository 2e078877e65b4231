import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CheckInPageSchema,
  CorePatternsResponseSchema,
  MeResponseSchema,
  type CheckInListItem,
  type MeResponse,
} from '../../../shared/schemas/responses.js';
import { reply, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import HomePage from './home-page.js';

const pages = [{ index: true, Component: HomePage }];

const checkIn = (created: Date, overrides: Partial<CheckInListItem> = {}): CheckInListItem => ({
  id: '0b6f3f7e-2a4d-4c9b-9a51-3f0f2a6c1d11',
  created_at: created.toISOString(),
  feeling_text: 'A long day at work, but the walk home helped.',
  mood_level: 4,
  ai_response: null,
  detected_schemas: [],
  pattern_evidence: [],
  reframing_exercise: null,
  crisis: false,
  ...overrides,
});

function fakeHome(
  me: MeResponse,
  last: CheckInListItem | null,
  core: string[] = ['abandonment', 'unrelenting_standards'],
) {
  return stubApi({
    'GET /api/me': () => reply(MeResponseSchema, me),
    'GET /api/check-ins': () =>
      reply(CheckInPageSchema, { items: last ? [last] : [], total: last ? 7 : 0, page: 1, page_size: 1 }),
    'GET /api/core-patterns': () => reply(CorePatternsResponseSchema, { schema_keys: core as never[] }),
  });
}

const free = (remaining: number) => signedInAs({ status: 'allowed', used: 5 - remaining, limit: 5, remaining });
const subscriber = () =>
  signedInAs(
    { status: 'unlimited' },
    { subscription: { subscribed: true, product_id: 'prod_standard', subscription_end: null } },
  );
const today = () => new Date(new Date().setHours(0, 1, 0, 0));
const yesterday = () => new Date(2026, 10, 23, 9, 6);

const yourDay = async () => within(await screen.findByRole('region', { name: /Your day|Tu día/ }));

describe('home, a daily start screen', () => {
  it('asks for the last check-in and the core patterns once each', async () => {
    const api = fakeHome(free(3), checkIn(yesterday()));
    renderApp('/', pages);
    await (await yourDay()).findByText(/Mood|Ánimo/);
    expect(api.calls('GET /api/check-ins')).toHaveLength(1);
    expect(api.calls('GET /api/core-patterns')).toHaveLength(1);
  });

  it('Spanish: the last check-in with its date in Spanish, the core patterns, the free check-ins left and the next step', async () => {
    const api = fakeHome(free(1), checkIn(yesterday()));
    renderApp('/es', pages);
    const day = await yourDay();

    expect(await day.findByText('23 nov 2026, 9:06')).toBeTruthy();
    expect(day.getByText('Ánimo: Bien')).toBeTruthy();
    expect(day.getByText('A long day at work, but the walk home helped.')).toBeTruthy();
    expect(day.getByRole('link', { name: 'Ver todos los registros' }).getAttribute('href')).toBe(
      '/es/check-in/history',
    );
    expect(day.getByText('Te queda 1 de tus 5 registros gratuitos')).toBeTruthy();
    const pattern = await day.findByRole('link', { name: 'Miedo al abandono' });
    expect(pattern.getAttribute('href')).toBe('/es/lessons?schema=abandonment');
    const next = day.getByRole('link', { name: 'Empezar el registro de hoy' });
    expect(next.getAttribute('href')).toBe('/es/check-in');
    expect(new URLSearchParams(api.calls('GET /api/check-ins')[0]!.search).get('page_size')).toBe('1');
  });

  it('English keeps the spec’s date form; several check-ins left read in the plural', async () => {
    fakeHome(free(3), checkIn(yesterday()));
    renderApp('/', pages);
    const day = await yourDay();
    expect(await day.findByText('Nov 23, 2026 • 9:06 AM')).toBeTruthy();
    expect(day.getByText('3 of 5 free check-ins left')).toBeTruthy();
    expect(day.getByRole('link', { name: "Start today's check-in" })).toBeTruthy();
  });

  it('with no check-ins yet, says so and offers the first one', async () => {
    fakeHome(free(5), null, []);
    renderApp('/', pages);
    const day = await yourDay();
    expect(await day.findByText('No check-ins yet. The first one takes about two minutes.')).toBeTruthy();
    expect(day.getByRole('link', { name: "Start today's check-in" })).toBeTruthy();
    expect(await day.findByText(/You have not chosen your core patterns yet/)).toBeTruthy();
    expect(day.getByRole('link', { name: 'Choose them in the screener' }).getAttribute('href')).toBe(
      '/schema-screener',
    );
  });

  it('after today’s check-in, a subscriber is offered a lesson and has no counter', async () => {
    fakeHome(subscriber(), checkIn(today()));
    renderApp('/', pages);
    const day = await yourDay();
    expect((await day.findByRole('link', { name: 'Open a lesson' })).getAttribute('href')).toBe('/lessons');
    expect(day.getByText('Your plan includes unlimited check-ins.')).toBeTruthy();
    expect(day.queryByText(/free check-ins left/)).toBeNull();
  });

  it('after today’s check-in, a free user is offered reading; at the limit, the plans', async () => {
    fakeHome(free(2), checkIn(today()));
    const first = renderApp('/', pages);
    expect(await (await yourDay()).findByRole('link', { name: 'Read about your patterns' })).toBeTruthy();
    first.unmount();

    fakeHome(signedInAs({ status: 'limit_reached', used: 5, limit: 5 }), checkIn(yesterday()));
    renderApp('/es', pages);
    const day = await yourDay();
    expect((await day.findByRole('link', { name: 'Ver planes de suscripción' })).getAttribute('href')).toBe(
      '/es/subscription',
    );
    expect(day.getByText('Registros gratuitos agotados')).toBeTruthy();
  });

  it('keeps the spec’s hero and its four ways in below', async () => {
    fakeHome(free(4), null);
    renderApp('/', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Guide to Self-Understanding' })).toBeTruthy();
    // The title shows while home waits for its answers (as its static first paint does); the rest once they are in.
    await screen.findByRole('link', { name: 'Retake Screener' });
    for (const name of ['Daily Check-In', 'Retake Screener', 'Browse Lessons', 'More About Patterns'])
      expect(within(screen.getByRole('main')).getByRole('link', { name })).toBeTruthy();
  });
});
