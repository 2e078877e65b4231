import type { Locale } from '../shared/locale.js';
import type { AccountState } from './lib/access.js';
import type { Logger } from './lib/logger.js';

export type SessionUser = { id: string; email: string; name: string };

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    locale: Locale;
    logger: Logger;
    user: SessionUser | null;
    /** Profile, subscription and access, read with the session in the same query (null when signed out). */
    account: AccountState | null;
  };
};
