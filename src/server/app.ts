import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookies } from 'better-auth/cookies';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.js';
import type { Database } from './db/client.js';
import { createAuthRoutes } from './features/auth/routes.js';
import type { Auth } from './features/auth/create-auth.js';
import type { SessionChanges, SessionResolver } from './features/auth/session-reader.js';
import { createHealthRoutes } from './features/health/routes.js';
import { createMeRoutes } from './features/me/routes.js';
import { createScreenerRoutes } from './features/screener/routes.js';
import { createCorePatternRoutes } from './features/core-patterns/routes.js';
import { createCheckInRoutes } from './features/check-ins/routes.js';
import { createReflectionQuota, type ReflectionLimits } from './features/check-ins/reflection-quota.js';
import type { CheckInPageCache } from './features/check-ins/page-cache.js';
import { createLessonRoutes } from './features/lessons/routes.js';
import type { ReflectionEngine } from './providers/reflection/reflection-engine.js';
import type { PaymentsProvider } from './providers/payments/types.js';
import { isSandboxProvider } from './providers/payments/sandbox-provider.js';
import { createSubscriptionRoutes } from './features/subscription/routes.js';
import { createSandboxPaymentRoutes } from './features/sandbox-payments/routes.js';
import { createStripeWebhookRoutes } from './features/payments-webhook/routes.js';
import { createAccountRoutes } from './features/account/routes.js';
import { createProgressRoutes } from './features/progress/routes.js';
import { createTestFactoryRoutes } from './features/test-factories/routes.js';
import { createReminderRoutes } from './features/reminders/routes.js';
import { createUnsubscribeRoutes, UNSUBSCRIBE_PATH } from './features/reminders/unsubscribe-routes.js';
import { requireSameOrigin } from './lib/csrf.js';
import { requireJsonBody } from './lib/require-json.js';
import { compressResponses } from './lib/compress.js';
import { handleError } from './lib/error-handler.js';
import { HttpError, notFound } from './lib/http-error.js';
import { lazyChild, type Logger } from './lib/logger.js';
import type { RateLimitStore } from './lib/rate-limit-store.js';
import { createStaticPages } from './static-pages.js';
import { getHeaderLocale } from '../shared/locale.js';

export type AppDeps = {
  db: Database;
  auth: Auth;
  resolveSession: SessionResolver;
  /** This instance's caches (session lookups, check-in pages), told after each request that may have changed a person's data (none: no cache). */
  sessionChanges?: SessionChanges;
  /** The history pages this instance answered lately (none: every read queries). */
  checkInPages?: CheckInPageCache;
  reflection: ReflectionEngine;
  /** The built-in sandbox by default, Stripe with STRIPE_SECRET_KEY: the only writer of subscriptions. */
  payments: PaymentsProvider;
  /** Signs what the server itself issues beyond Better Auth's own (reflection tokens). */
  authSecret: string;
  /** Counters shared by every instance (Redis) when configured, kept in process otherwise. */
  rateLimitStore: RateLimitStore;
  reflectionLimits: ReflectionLimits;
  logger: Logger;
  appUrl: string;
  production: boolean;
  trustProxy: boolean;
  /** How many proxies of ours append to X-Forwarded-For (TRUSTED_PROXY_HOPS, 1 when unset). */
  trustedProxyHops?: number;
  /** Sign-in failures per account: Redis when configured, this process when unset. */
  signInAttemptStore?: RateLimitStore;
  pingDatabase: () => Promise<void>;
  staticDir?: string;
  /** The clock reminders are scheduled by (the wall clock by default; tests move it). */
  now?: () => Date;
  /** Browser-test factories (POST /api/test-factories/*): only when NODE_ENV=test and E2E_FACTORIES=true. */
  testFactories?: boolean;
};

const ONE_MIB = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const appOrigin = new URL(deps.appUrl).origin;
  // The request line holds known fields only (no free text): it skips the redaction other lines get.
  const requestLog = deps.logger.child({}, { redact: [] });

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    c.set('locale', getHeaderLocale(c.req.header('accept-language')));
    c.set('logger', lazyChild(deps.logger, { requestId }));
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    // Method, path, status and timing only: never bodies, queries or headers.
    requestLog.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(securityHeaders(deps.production));
  app.onError(handleError);

  app.route('/', createHealthRoutes(deps.pingDatabase));

  // Outside no-store below, so every API answer keeps it; JSON of 1 KiB or more goes out as brotli or gzip.
  app.use('/api/*', compressResponses());
  app.use('/api/*', apiAnswerHeaders);
  if (deps.sessionChanges) app.use('/api/*', forgetChangedSessions(deps.sessionChanges));
  // Stripe's webhook: before the same-origin, JSON and session middlewares (raw body, signed by Stripe).
  if (deps.payments.kind === 'stripe') {
    app.route('/api/payments/stripe-webhook', createStripeWebhookRoutes(deps.payments));
  }
  // A reminder's one-click unsubscribe: a mail provider posts a form without Origin; the signed token is the credential.
  app.route(UNSUBSCRIBE_PATH, createUnsubscribeRoutes({ db: deps.db, secret: deps.authSecret }));
  app.use('/api/*', requireSameOrigin(appOrigin));
  app.use('/api/*', limitBody);
  // After the body limit, which buffers a body sent without a length before this reads it.
  app.use('/api/*', requireJsonBody());
  app.route('/api/auth', createAuthRoutes(deps.auth, deps));
  app.use('/api/*', async (c, next) => {
    const { user, account, setCookies } = await deps.resolveSession(c.req.raw.headers);
    c.set('user', user);
    c.set('account', account);
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
    await next();
  });
  app.route('/api/me', createMeRoutes());
  app.route('/api/screener', createScreenerRoutes(deps.db));
  app.route('/api/core-patterns', createCorePatternRoutes(deps.db));
  app.route(
    '/api/check-ins',
    createCheckInRoutes(deps.db, deps.reflection, {
      tokenSecret: deps.authSecret,
      rateLimitStore: deps.rateLimitStore,
      reflectionLimits: deps.reflectionLimits,
      pageCache: deps.checkInPages,
    }),
  );
  app.route(
    '/api/lessons',
    createLessonRoutes(deps.db, deps.reflection, {
      // Its own instance over the same store and keys: one quota per person for check-ins and lessons.
      requireReflectionQuota: createReflectionQuota(deps.rateLimitStore, deps.reflectionLimits),
    }),
  );
  app.route('/api/subscription', createSubscriptionRoutes(deps.db, deps.payments));
  app.route('/api/progress', createProgressRoutes(deps.db));
  app.route('/api/reminders', createReminderRoutes(deps.db, deps.now ?? (() => new Date())));
  app.route(
    '/api/account',
    createAccountRoutes({
      db: deps.db,
      auth: deps.auth,
      payments: deps.payments,
      rateLimitStore: deps.rateLimitStore,
      trustProxy: deps.trustProxy,
      trustedProxyHops: deps.trustedProxyHops,
    }),
  );
  if (isSandboxProvider(deps.payments)) app.route('/api/sandbox', createSandboxPaymentRoutes(deps.payments));
  if (deps.testFactories && !deps.production) app.route('/api/test-factories', createTestFactoryRoutes(deps.db));
  app.all('/api/*', () => {
    throw notFound();
  });

  if (deps.staticDir) {
    // Only its name: a page's HTML preloads the signed-in reads when the request carries it (src/server/page-html.ts).
    const sessionCookie = getCookies(deps.auth.options).sessionToken.name;
    app.route('/', createStaticPages(deps.staticDir, { sessionCookie }));
  }
  return app;
}

const bodyTooLarge = () => new HttpError(413, 'body_too_large', 'bodyTooLarge');
const bodyLimited = bodyLimit({
  maxSize: ONE_MIB,
  onError: () => {
    throw bodyTooLarge();
  },
});
const bodilessMethod = /^(GET|HEAD|OPTIONS)$/;

/**
 * The 1 MiB limit, for methods that carry a body. A GET, HEAD or OPTIONS body is never read by
 * any route. A declared length (Node's parser holds the body to it) is judged from the header
 * alone: Hono's middleware asks for `request.body` first, which makes the Node adapter build a
 * full fetch Request on every write, where `c.req.json()` would read the socket directly.
 * Only a body of unknown length (chunked) is counted as it streams in.
 */
const limitBody: MiddlewareHandler = (c, next) => {
  if (bodilessMethod.test(c.req.method)) return next();
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return bodyLimited(c, next);
  if (Number.parseInt(length, 10) > ONE_MIB) throw bodyTooLarge();
  return next();
};

const sessionCreatingPath = /^\/api\/auth\/(sign-in|sign-up)\//;

/**
 * After a request that may have changed someone's session data (any POST, PUT, PATCH or DELETE),
 * this instance drops that person's cached session lookups and history pages before answering, so their next
 * request here sees the change; other instances hear it from the database a moment later. A route
 * that knows it changed less says so (`c.set('changed', ...)`): a check-in save that used no free
 * check-in drops only the pages, a screener answer nothing, so the next request needs no session query. The
 * person is the signed-in caller (for Better Auth's own routes, read before the route runs: a
 * sign-out removes the session that says who it was). A change nobody signed in made (a payment
 * provider's webhook, a password reset by mailed link) drops every entry; a sign-in or sign-up
 * only adds a session, which nothing cached yet.
 */
function forgetChangedSessions(changes: SessionChanges): MiddlewareHandler<AppEnv> {
  const forgetAfter: MiddlewareHandler<AppEnv> = async (c, next) => {
    const caller = c.req.path.startsWith('/api/auth/') ? await changes.userIdOf(c.req.raw.headers) : null;
    await next();
    const userId = c.get('user')?.id ?? caller;
    const changed = c.get('changed');
    if (userId) {
      if (changed === 'check-ins') changes.forgetCheckInsOf(userId);
      else if (changed !== 'nothing-cached') changes.forgetUser(userId);
    }
    // A refused request changed nothing (and anyone can send one).
    else if (c.res.status < 400) changes.forgetEveryone();
  };
  // Not async itself: a read passes straight on, without a promise of its own.
  return (c, next) =>
    unsafeMethod.test(c.req.method) && !sessionCreatingPath.test(c.req.path) ? forgetAfter(c, next) : next();
}
const unsafeMethod = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * API answers (errors and Better Auth's included) hold personal data or session state: no browser
 * or proxy keeps a copy. JSON says its charset (security-tests T32), so nothing has to guess it.
 */
const apiAnswerHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // On the answer's own headers, as secureHeaders does: c.header() after the handler would rebuild
  // the answer around a stream of its body, which costs more than the rest of a small request.
  const headers = c.res.headers;
  headers.set('Cache-Control', 'no-store');
  if (headers.get('Content-Type') === 'application/json') headers.set('Content-Type', JSON_UTF8);
};
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * Security headers: the full set on pages and files, a short one on API answers. A JSON answer is
 * never rendered as a document, so the headers that only steer a document (opener policy, agent
 * cluster, DNS prefetch, download and Flash policies, the XSS auditor, X-Frame-Options beside CSP's
 * frame-ancestors) do nothing on it; each one costs every API answer header bytes and a header
 * set (about a quarter of a bare server's throughput for the whole set, bench/README.md).
 */
function securityHeaders(production: boolean): MiddlewareHandler {
  const strictTransportSecurity = production ? 'max-age=31536000; includeSubDomains' : false;
  const forPages = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position elements with style attributes; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
  const forApi = secureHeaders({
    // Nothing loads from a JSON answer, and no page may frame it.
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity,
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => (c.req.path.startsWith('/api/') ? forApi(c, next) : forPages(c, next));
}
