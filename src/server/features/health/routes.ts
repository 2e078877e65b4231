import { Hono } from 'hono';

/** /healthz: the process answers. /readyz: the database answers too (load balancers use this one). */
export function createHealthRoutes(pingDatabase: () => Promise<void>) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await pingDatabase();
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'unavailable' }, 503);
      }
    });
}
