import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownPage } from '../shared/routes.js';

/**
 * The built single-page app: hashed assets cached for a year, and index.html for every page,
 * answered with 404 when the path is not one of ours (the app then shows its 404 page).
 */
export function createStaticPages(staticDir: string) {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  const app = new Hono();
  app.use('/assets/*', async (c, next) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    await next();
  });
  app.use('/assets/*', serveStatic({ root }));
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  app.use('*', serveStatic({ root, index: '__no_index__' }));
  let indexHtml: string | undefined;
  app.get('*', (c) => {
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (!indexHtml) return c.text('The client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isKnownPage(c.req.path) ? 200 : 404);
  });
  return app;
}
