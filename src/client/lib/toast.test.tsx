import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { replyError, stubApi } from '../test/fake-api.js';
import { renderApp } from '../test/render-app.js';
import { toast } from './toast.js';

const pages = [{ index: true, Component: () => <h1>Page</h1> }];

describe('toasts, with sonner loaded on first use', () => {
  it('a toast raised at once, before the toaster is there, still shows, in the page language', async () => {
    stubApi({ 'GET /api/me': () => replyError(401, 'unauthorized', 'Please sign in.') });
    renderApp('/es', pages);
    toast.error('No se pudo guardar');
    expect(await screen.findByText('No se pudo guardar')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy();
  });

  it('keeps the order it was asked in: a dismissal before a toast does not hide that toast', async () => {
    stubApi({ 'GET /api/me': () => replyError(401, 'unauthorized', 'Please sign in.') });
    renderApp('/', pages);
    toast.success('First');
    expect(await screen.findByText('First')).toBeTruthy();
    toast.dismiss();
    toast.warning('Second');
    expect(await screen.findByText('Second')).toBeTruthy();
  });
});
