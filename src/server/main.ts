import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createServices } from './create-services.js';
import { readEnv } from './env.js';
import { createLogger } from './lib/logger.js';

const env = readEnvOrExit();
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
  server.close(() => void closeServicesAndExit());
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}

async function closeServicesAndExit() {
  await close();
  logger.info('stopped');
  process.exit(0);
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

/** A bad environment is the operator's to fix: its list of variables, without a stack trace. */
function readEnvOrExit() {
  try {
    return readEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
