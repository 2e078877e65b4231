import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app.js';
import { createServices } from '../src/server/create-services.js';
import { readEnv } from '../src/server/env.js';
import { createLogger } from '../src/server/lib/logger.js';

/** The real app, configured from the environment like production, in its own process. */
const env = readEnv();
const { deps } = await createServices(env, createLogger(env.LOG_LEVEL));
serve({ fetch: createApp(deps).fetch, hostname: '127.0.0.1', port: env.PORT }, () => process.send?.({ ready: true }));
process.on('SIGTERM', () => process.exit(0));
