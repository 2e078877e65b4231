import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout.js';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The pages of spec section 2, written once and mounted at / and at /es. */
const pages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./features/home/home-page.js')) },
  { path: 'auth', lazy: lazyPage(() => import('./features/auth/auth-page.js')) },
  { path: 'check-in', lazy: lazyPage(() => import('./features/check-ins/check-in-page.js')) },
  { path: 'check-in/history', lazy: lazyPage(() => import('./features/check-ins/history-page.js')) },
  { path: 'summary', lazy: lazyPage(() => import('./features/check-ins/summary/summary-page.js')) },
  { path: 'help', lazy: lazyPage(() => import('./features/help/help-page.js')) },
  { path: 'lessons', lazy: lazyPage(() => import('./features/lessons/lessons-page.js')) },
  { path: 'lessons/:id', lazy: lazyPage(() => import('./features/lessons/lesson-page.js')) },
  { path: 'schema-screener', lazy: lazyPage(() => import('./features/screener/screener-page.js')) },
  { path: 'schema-screener/about', lazy: lazyPage(() => import('./features/screener/about-page.js')) },
  { path: 'schema-screener/results', lazy: lazyPage(() => import('./features/screener/results-page.js')) },
  { path: 'schema-theory', lazy: lazyPage(() => import('./features/schema-theory/schema-theory-page.js')) },
  { path: 'settings', lazy: lazyPage(() => import('./features/settings/settings-page.js')) },
  { path: 'subscription', lazy: lazyPage(() => import('./features/subscription/subscription-page.js')) },
  {
    path: 'subscription/sandbox-checkout/:id',
    lazy: lazyPage(() => import('./features/subscription/sandbox-checkout-page.js')),
  },
  {
    path: 'subscription/sandbox-portal/:id',
    lazy: lazyPage(() => import('./features/subscription/sandbox-portal-page.js')),
  },
  { path: '*', lazy: lazyPage(() => import('./features/not-found/not-found-page.js')) },
];

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      { path: '/es', children: pages },
      { path: '/marketing-resources', lazy: lazyPage(() => import('./features/marketing/marketing-page.js')) },
      { path: '/', children: pages },
    ],
  },
]);
