import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { stubApi } from '../../test/fake-api.js';
import { asSignedIn, asSignedOut, renderApp } from '../../test/render-app.js';

const pages = [{ index: true, Component: () => <h1>Page</h1> }];

/** A window as wide as `width`: matchMedia answers the min-width queries the layout asks. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
}

describe('the frame of every page', () => {
  it.each([
    ['/', 'ES', 'ES: Ver en español', '/es'],
    ['/es', 'EN', 'EN: View in English', '/'],
  ])('on %s the language link is named by what it shows first (%s)', async (path, visible, name, target) => {
    stubApi(asSignedOut);
    renderApp(path, pages);
    const link = await screen.findByRole('link', { name });
    expect(link.textContent).toBe(visible);
    expect(link.getAttribute('href')).toBe(target);
  });

  it.each([
    ['/', 'Notifications (Alt+T)', 'Close notification'],
    ['/es', 'Notificaciones (Alt+T)', 'Cerrar notificación'],
  ])('on %s the toasts speak the page language', async (path, region, close) => {
    stubApi(asSignedOut);
    renderApp(path, pages);
    await screen.findByRole('heading', { name: 'Page' });
    act(() => void toast.success('Saved'));
    expect(await screen.findByRole('region', { name: region })).toBeTruthy();
    expect(await screen.findByRole('button', { name: close })).toBeTruthy();
  });
});

describe('the header', () => {
  it.each([
    ['/', ['Home', 'Check-In', 'Lessons', 'About Patterns', 'ES', 'Subscription', 'Settings', 'Sign Out']],
    [
      '/es',
      [
        'Inicio',
        'Registro diario',
        'Lecciones',
        'Sobre los patrones',
        'EN',
        'Suscripción',
        'Configuración',
        'Cerrar sesión',
      ],
    ],
  ])('on %s: the brand first, then the items in the spec’s order', async (path, order) => {
    stubApi(asSignedIn({ status: 'unlimited' }));
    renderApp(path, pages);
    const nav = await screen.findByRole('navigation', {
      name: path === '/' ? 'Main navigation' : 'Navegación principal',
    });
    await within(nav).findByRole('button', { name: order.at(-1) });
    const items = within(nav)
      .getAllByRole('link')
      .concat(within(nav).getAllByRole('button'))
      .filter((element) => element.getAttribute('aria-controls') !== 'main-menu')
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.textContent);
    expect(items).toEqual(['Patternwise', ...order]);
  });

  it.each([
    ['/', 'Menu', 'Close menu', 'Lessons'],
    ['/es', 'Menú', 'Cerrar menú', 'Lecciones'],
  ])('on %s Escape closes the phone menu and gives focus back to its button', async (path, menu, close, item) => {
    stubApi(asSignedIn({ status: 'unlimited' }));
    const app = renderApp(path, pages);
    await app.user.click(await screen.findByRole('button', { name: menu }));
    const button = screen.getByRole('button', { name: close });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await app.user.tab();
    expect(document.activeElement?.textContent).toBe(item === 'Lessons' ? 'Home' : 'Inicio');
    expect(screen.getByRole('link', { name: item }).closest('ul')?.className).toMatch(/(^|\s)flex(\s|$)/);

    await app.user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe(menu);
    expect(screen.getByRole('link', { name: item }).closest('ul')?.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(document.activeElement).toBe(button);
  });
});

describe('the toasts', () => {
  it.each([
    [390, 'center'],
    [1280, 'right'],
  ])('at %i px they appear at the bottom (%s), away from the navigation and the title', async (width, x) => {
    windowOf(width);
    stubApi(asSignedOut);
    renderApp('/', pages);
    await screen.findByRole('heading', { name: 'Page' });
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe(x);
  });
});
