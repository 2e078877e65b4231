import type { Locale } from '../shared/locale.js';
import type { AccountState } from './lib/access.js';
import type { Logger } from './lib/logger.js';

export type SessionUser = { id: string; email: string; name: string };

/**
 * A write that changed only the caller's check-ins ('check-ins': their history pages go, their
 * session lookup stays) or nothing any cache holds ('nothing-cached': a screener answer, a reflection).
 */
export type WriteScope = 'check-ins' | 'nothing-cached';

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    locale: Locale;
    logger: Logger;
    user: SessionUser | null;
    /** Profile, subscription and access, read with the session in the same query (null when signed out). */
    account: AccountState | null;
    /** What a write changed of the caller's cached data; unset, anything of theirs may have changed (app.ts). */
    changed: WriteScope | undefined;
  };
};
