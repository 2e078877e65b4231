import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout.js';
import { loadLaterMessages } from './i18n/index.js';
import {
  englishOnlyPaths,
  firstScreenPages,
  notFoundModule,
  pageModules,
  pagePaths,
  type PagePath,
} from '../shared/routes.js';

type PageModule = { default: React.ComponentType };

// Every page module, each its own chunk; the shared table (src/shared/routes.ts) says which path shows which.
const pageLoaders = import.meta.glob<PageModule>('./features/**/*-page.tsx');

/** A page's route: its module, and for a page beyond the first screen its language's later messages too. */
const lazyPage = (module: string, page?: PagePath) => {
  const load = pageLoaders[`./${module}`];
  if (!load) throw new Error(`${module} is not a page module`);
  const messages = page && !firstScreenPages.includes(page) ? loadLaterMessages : () => undefined;
  return async () => {
    const [{ default: Component }] = await Promise.all([load(), messages()]);
    return { Component };
  };
};

/** The pages of spec section 2, written once and mounted at / and at /es. */
const pages: RouteObject[] = [
  ...pagePaths.map((path): RouteObject =>
    path === '/'
      ? { index: true, lazy: lazyPage(pageModules[path], path) }
      : { path: path.slice(1), lazy: lazyPage(pageModules[path], path) },
  ),
  { path: '*', lazy: lazyPage(notFoundModule) },
];

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      { path: '/es', children: pages },
      ...englishOnlyPaths.map((path) => ({ path, lazy: lazyPage(pageModules[path], path) })),
      { path: '/', children: pages },
    ],
  },
]);
