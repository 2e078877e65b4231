import type { Locale } from '../shared/locale.js';
import type { Logger } from './lib/logger.js';

export type SessionUser = { id: string; email: string; name: string };

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    locale: Locale;
    logger: Logger;
    user: SessionUser | null;
  };
};
