/**
 * What a database failure means to the caller. Drizzle wraps the driver's error in its own
 * (`cause`), and Node's connect reports one failure per address (`AggregateError.errors`), so the
 * whole chain is read. Only codes and fixed driver phrases are inspected, never logged messages.
 */
type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** The fixed phrases pg, pg-pool and PGlite use when there is no connection to run a query on. */
const UNAVAILABLE_PHRASES = [
  'Connection terminated', // pg: "... unexpectedly", "... due to connection timeout"
  'timeout exceeded when trying to connect', // pg-pool: connectionTimeoutMillis passed
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

const MAX_DEPTH = 8;

/** Every error in the chain, the outermost first (bounded, in case a cause points back). */
function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && chain.length < MAX_DEPTH) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const like = current as ErrorLike;
    chain.push(like);
    if (like.cause !== undefined) pending.push(like.cause);
    if (Array.isArray(like.errors)) pending.push(...(like.errors as unknown[]));
  }
  return chain;
}

/** The first SQLSTATE or system error code found in the chain ("23505", "ECONNREFUSED"). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) if (typeof link.code === 'string') return link.code;
  return undefined;
}

/** The database cannot be reached right now: worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => isUnavailableCode(link.code) || isUnavailablePhrase(link.message));
}

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  // SQLSTATE class 08 is "connection exception".
  return /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NETWORK_CODES.has(code);
}

function isUnavailablePhrase(message: unknown): boolean {
  return typeof message === 'string' && UNAVAILABLE_PHRASES.some((phrase) => message.startsWith(phrase));
}
