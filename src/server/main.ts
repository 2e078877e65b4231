import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createServices } from './create-services.js';
import { readEnv } from './env.js';
import { createLogger } from './lib/logger.js';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const { deps, close } = await createServices(env, logger);
const app = createApp(deps);

const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  logger.info({ port: info.port }, `Patternwise is listening on ${env.APP_URL}`);
});

// In-flight requests finish; idle keep-alive sockets are closed so the process can exit.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close(async () => {
    await close();
    logger.info('stopped');
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
