import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchemaKey } from '../../../shared/patterns.js';
import { LessonsLibraryResponseSchema, type LessonSummary } from '../../../shared/schemas/responses.js';
import { deferred, reply, replyError, stubApi } from '../../test/fake-api.js';
import { asSignedIn, renderApp } from '../../test/render-app.js';
import LessonsPage from './lessons-page.js';

const pages = [
  { path: 'lessons', Component: LessonsPage },
  // Other features' pages: stand-ins are enough to see where the links lead.
  { path: 'subscription', Component: () => <h1>Plans page</h1> },
  { path: 'schema-screener', Component: () => <h1>Screener page</h1> },
];

const lesson = (id: string, schemaType: string, order: number, completed = false): LessonSummary => ({
  id,
  schema_type: schemaType,
  schema_label: schemaType,
  order_index: order,
  estimated_minutes: 7 + order,
  title: `Title of ${id}`,
  description: `About ${id}`,
  completed,
});

const catalogue = [
  lesson('abandonment-1', 'Abandonment', 1, true),
  lesson('abandonment-2', 'Abandonment', 2),
  lesson('mistrust-1', 'Mistrust', 3),
  lesson('mistrust-2', 'Mistrust', 4, true),
  lesson('dependence-1', 'Dependence', 9),
];

function fakeLibrary(corePatterns: SchemaKey[], lessons = catalogue) {
  return stubApi({
    ...asSignedIn({ status: 'unlimited' }),
    'GET /api/lessons': () => reply(LessonsLibraryResponseSchema, { lessons, core_patterns: corePatterns }),
  });
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const filterButton = (name: RegExp) => screen.getByRole('button', { name });

describe('lessons library: the subscription gate', () => {
  it('a person without a plan sees the gate card and the way to the plans, not lessons', async () => {
    stubApi({
      ...asSignedIn({ status: 'allowed', used: 1, limit: 5, remaining: 4 }),
      'GET /api/lessons': () =>
        replyError(403, 'subscription_required', 'Lessons and their reflections are part of a subscription.'),
    });
    const app = renderApp('/lessons', pages);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lessons Require Subscription' })).toBeTruthy();
    // Under the page's own title, which stays where the first screen put it; the gate replaces only the list.
    expect(screen.getByRole('heading', { level: 1, name: 'Your Learning Path' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByText('Upgrade to access all lessons and unlimited check-ins to support your growth journey.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /All Lessons/ })).toBeNull();
    expect(screen.queryByText('Could not load lessons')).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'View Subscription Plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(app.path()).toBe('/subscription');
  });

  it('in Spanish, the gate leads to the Spanish plans page', async () => {
    stubApi({
      ...asSignedIn({ status: 'allowed', used: 1, limit: 5, remaining: 4 }),
      'GET /api/lessons': () => replyError(403, 'subscription_required', 'Las lecciones son parte de una suscripción.'),
    });
    const app = renderApp('/es/lessons', pages);
    expect(await screen.findByRole('heading', { name: 'Las lecciones requieren suscripción' })).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: 'Ver planes de suscripción' }));
    await waitFor(() => expect(app.path()).toBe('/es/subscription'));
  });
});

describe('lessons library: priority lessons, completion filter and counts', () => {
  it('with core patterns lists only their lessons, and the filter buttons count and narrow them', async () => {
    const api = fakeLibrary(['abandonment']);
    const app = renderApp('/lessons', pages);
    expect(await screen.findByRole('heading', { name: 'Your Learning Path' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your Core Patterns' })).toBeTruthy();
    expect(screen.getByText('Fear of Abandonment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retake Screener' }).getAttribute('href')).toBe('/schema-screener');
    expect(cardTitles()).toEqual(['Title of abandonment-1', 'Title of abandonment-2']);

    expect(filterButton(/^All Lessons \(2\)$/).getAttribute('aria-pressed')).toBe('true');
    expect(filterButton(/^Completed \(1\)$/)).toBeTruthy();
    expect(filterButton(/^To Do \(1\)$/)).toBeTruthy();

    await app.user.click(filterButton(/^Completed \(1\)$/));
    expect(cardTitles()).toEqual(['Title of abandonment-1']);
    await app.user.click(filterButton(/^To Do \(1\)$/));
    expect(cardTitles()).toEqual(['Title of abandonment-2']);
    expect(filterButton(/^To Do \(1\)$/).getAttribute('aria-pressed')).toBe('true');
    await app.user.click(filterButton(/^All Lessons \(2\)$/));
    expect(cardTitles()).toHaveLength(2);
    expect(api.unexpected).toEqual([]);
  });

  it('each card links to its lesson and shows its badge, minutes and lesson number', async () => {
    fakeLibrary(['abandonment']);
    renderApp('/lessons', pages);
    const link = await screen.findByRole('link', { name: /Title of abandonment-2/ });
    expect(link.getAttribute('href')).toBe('/lessons/abandonment-2');
    expect(within(link).getByText('9 min')).toBeTruthy();
    expect(within(link).getByText('Lesson 2')).toBeTruthy();
    // The spec's own colour for Abandonment, not the default style.
    expect(within(link).getByText('Abandonment').className).toContain('rose');
  });

  it('a pattern without a colour of its own gets the default badge style', async () => {
    fakeLibrary([]);
    renderApp('/lessons', pages);
    const link = await screen.findByRole('link', { name: /Title of dependence-1/ });
    expect(within(link).getByText('Dependence').className).toContain('slate');
    expect(within(screen.getByRole('link', { name: /Title of mistrust-1/ })).getByText('Mistrust').className).toContain(
      'amber',
    );
  });

  it('without core patterns: the card inviting to the screener, and every lesson', async () => {
    fakeLibrary([]);
    const app = renderApp('/lessons', pages);
    expect(await screen.findByRole('heading', { name: 'Identify Your Core Patterns' })).toBeTruthy();
    expect(
      screen.getByText('Take a 2-minute screener to identify your top 2-3 patterns and get personalized lessons'),
    ).toBeTruthy();
    expect(cardTitles()).toHaveLength(5);
    expect(filterButton(/^All Lessons \(5\)$/)).toBeTruthy();
    expect(filterButton(/^Completed \(2\)$/)).toBeTruthy();
    expect(filterButton(/^To Do \(3\)$/)).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: 'Start Screener' }));
    expect(await screen.findByRole('heading', { name: 'Screener page' })).toBeTruthy();
  });

  it('a filter with nothing in it says so', async () => {
    fakeLibrary(['abandonment'], [lesson('abandonment-1', 'Abandonment', 1)]);
    const app = renderApp('/lessons', pages);
    await app.user.click(await screen.findByRole('button', { name: /^Completed \(0\)$/ }));
    expect(screen.getByText('No lessons found')).toBeTruthy();
  });
});

describe('lessons library: the schema filter of the URL', () => {
  it('keeps the matching lessons, says which, and Clear Filter goes back to the priority list', async () => {
    fakeLibrary(['abandonment']);
    const app = renderApp('/lessons?schema=mistrust_abuse', pages);
    expect(await screen.findByText('Schema Filter Applied')).toBeTruthy();
    expect(screen.getAllByText('Showing lessons for: Mistrust of Others').length).toBeGreaterThan(0);
    expect(cardTitles()).toEqual(['Title of mistrust-1', 'Title of mistrust-2']);
    expect(filterButton(/^Completed \(1\)$/)).toBeTruthy();

    await app.user.click(screen.getByRole('link', { name: 'Clear Filter' }));
    await waitFor(() => expect(app.path()).toBe('/lessons'));
    expect(cardTitles()).toEqual(['Title of abandonment-1', 'Title of abandonment-2']);
    expect(screen.queryByRole('link', { name: 'Clear Filter' })).toBeNull();
  });

  it('in Spanish the toast names the pattern in Spanish', async () => {
    const api = fakeLibrary([]);
    renderApp('/es/lessons?schema=abandonment', pages);
    expect(await screen.findByText('Filtro de patrón aplicado')).toBeTruthy();
    // The language is in the URL, the one a signed-in page's HTML preloads (pageDataRequests).
    expect(api.calls('GET /api/lessons').map((call) => call.search)).toEqual(['?locale=es']);
    expect(screen.getAllByText(/^Lecciones sobre: /).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Todas las lecciones \(2\)$/ })).toBeTruthy();
  });
});

describe('lessons library: loading and failure', () => {
  it('shows the loading line, then an error toast when the lessons cannot be loaded', async () => {
    const answer = deferred<ReturnType<typeof replyError>>();
    stubApi({
      ...asSignedIn({ status: 'unlimited' }),
      'GET /api/lessons': () => answer.promise,
    });
    renderApp('/lessons', pages);
    expect(await screen.findByText('Loading lessons...')).toBeTruthy();
    answer.resolve(replyError(500, 'internal_error', 'Something went wrong'));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Could not load lessons').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
