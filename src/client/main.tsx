import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './lib/pwa.js';
import { router } from './router.js';
import { getPathLocale } from '../shared/locale.js';
import { loadLocale } from './i18n/index.js';
import './styles.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The path's language first (its messages are a chunk of their own, fetched while the router
// fetches the page), so the first paint shows text, never keys.
// Should the download fail, the layout asks again (and the router's error page says so).
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
void loadLocale(getPathLocale(window.location.pathname)).then(render, render);

registerServiceWorker();
