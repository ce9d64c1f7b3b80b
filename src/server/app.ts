import { Hono, type Context } from 'hono';
import type { Database } from '../db/database';
import { findPlan } from '../domain/plans';
import { createAccountRoutes } from './account-settings/account-routes';
import { createMeRoutes } from './me/me-routes';
import type { AppEnv } from './app-env';
import { createBillingRoutes } from './billing/billing-routes';
import { createBilling, type Billing } from './billing/create-billing';
import { createWebhookRoutes } from './billing/webhook-routes';
import { createAuthRoutes } from './auth/auth-routes';
import { createAuth, type Auth } from './auth/create-auth';
import { loadSession } from './auth/load-session';
import { broadcastSessionChanges } from './auth/clear-session-cache';
import { createSessionCache } from './auth/session-cache';
import type { Config } from './config/load-config';
import { resolveAuthSecret } from './config/resolve-auth-secret';
import { createEventBus, type EventBus } from './events/event-bus';
import { createEventsRoutes } from './events/events-routes';
import { createExtractLimiters, createExtractRoutes } from './extract/extract-routes';
import { createHistoryRoutes } from './history/history-routes';
import { checkOrigin } from './http/check-origin';
import { finishRequestBody } from './http/finish-request-body';
import { createApiNotFoundHandler, handleError } from './http/handle-errors';
import { compressResponse } from './http/compress-response';
import { answerHealth } from './http/answer-health';
import { buildSecurityHeaders, setSecurityHeaders } from './http/security-headers';
import { DEFAULT_BODY_LIMIT_BYTES, limitRequestBody, toolBodyLimitBytes } from './http/limit-request-body';
import { createRateLimiter } from './http/rate-limiter';
import { validateTextFields } from './http/validate-text-fields';
import { createMailer, type Mailer } from './mail/mailer';
import { createPublicRoutes } from './plans/public-routes';
import { createToolRoutes } from './tool-runs/tool-routes';
import type { ToolServerDeps } from './tool-servers/define-tool-server';
import { TOOL_SERVERS } from '../tools/tool-servers.generated';
import type { FindEngine, ToolSetup } from './engines/compose-engines';
import { loadCallerUsage } from './usage/load-caller-usage';
import { createUsageCache } from './usage/usage-cache';
import { serveWebApp } from './web/serve-web-app';
import { serveRobots } from './web/serve-robots';

export interface AppDeps {
  database: Database;
  config: Config;
  /** The composed tool engines (`loadEngines` in engines/compose-engines.ts); tests inject failing or slow ones. */
  engines: FindEngine;
  /** What `/api/config` says of each tool's optional upgrades (from the same composition as `engines`). */
  toolSetup?: ToolSetup;
  mailer?: Mailer;
  /** Serve the built web app from config.webDir (main.ts does; API tests need not). */
  serveWeb?: boolean;
  /** SSE heartbeat interval, shortened in tests. */
  heartbeatMs?: number;
  /** Session cache lifetime (default SESSION_CACHE_TTL_MS); tests that count statements lengthen it. */
  sessionCacheTtlMs?: number;
}

export interface ScribewellApp {
  app: Hono<AppEnv>;
  auth: Auth;
  events: EventBus;
  billing: Billing;
  /**
   * Drops every cached session and usage, here and on every instance on the database. The routes
   * that change accounts call it themselves; code that writes account rows directly (a test, a
   * script sharing the process) calls it so the next request sees the change.
   */
  forgetCachedAccounts(): Promise<void>;
}

/**
 * The whole HTTP surface: /api/* (auth, me, plans, tools, history, extract, events), each tool's own
 * routes (src/tools/<id>/server, found by convention: src/tools/tool-servers.generated.ts) and the web app.
 */
export function createApp(deps: AppDeps): ScribewellApp {
  const { database, config } = deps;
  const { db } = database;
  const engines = deps.engines;
  const mailer = deps.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const events = createEventBus(database);
  if (!config.authSecret && database.kind === 'postgres') {
    // A secret made up here would differ per instance, and each would reject the others' cookies.
    throw new Error('With DATABASE_URL, set AUTH_SECRET or resolve it with resolveSharedAuthSecret() before createApp().');
  }
  const authSecret = config.authSecret ?? resolveAuthSecret(undefined, config.dataDir);
  const auth = createAuth({
    db,
    config,
    authSecret,
    mailer,
    onGuestLinked: (userId) => void events.publish(userId, 'usage', { reason: 'guest_linked' }),
  });
  const billing = createBilling({ db, config, events, mailer });
  // In the database, so every instance on it counts the same attempts.
  const authLimiter = createRateLimiter(config.authRateLimit, { db, name: 'auth-ip' });
  const guestLimiter = createRateLimiter(config.guestRateLimit, { db, name: 'guest-ip' });
  const accountSignInLimiter = createRateLimiter(config.accountSignInRateLimit, { db, name: 'sign-in-account' });
  const passwordCheckLimiter = createRateLimiter(config.passwordCheckRateLimit, { db, name: 'password-check-account' });
  const trustProxy = config.trustProxy;

  const sessionCache = createSessionCache(deps.sessionCacheTtlMs);
  // Plan, counters and settings, kept as long as the session and dropped with it (see usage-cache.ts).
  const usageCache = createUsageCache(deps.sessionCacheTtlMs);
  const sessionChanges = broadcastSessionChanges(database, {
    clear: () => {
      sessionCache.clear();
      usageCache.clear();
    },
  });

  const app = new Hono<AppEnv>();
  app.onError(handleError);

  const securityOptions = { https: config.baseUrl.startsWith('https:'), analytics: Boolean(process.env.VITE_FIREBASE_API_KEY) };
  // Before every middleware: it needs none of them, and carries the security headers itself.
  app.get('/api/health', answerHealth(buildSecurityHeaders(securityOptions)));
  // Outermost: a refused request's body is read before its answer leaves, so the connection survives (see the file).
  app.use('*', finishRequestBody());
  app.use('*', setSecurityHeaders(securityOptions));
  app.use('*', compressResponse({ isImmutable: (path) => path.startsWith('/assets/') }));
  // Health, plans and config need no session, origin check or body limit: answered before all of them.
  app.route('/api', createPublicRoutes({ config, toolSetup: deps.toolSetup ?? {} }));
  serveRobots(app);
  app.use('/api/*', checkOrigin(config.trustedOrigins, { exempt: ['/api/billing/webhook'] }));
  // Routes with a body limit of their own: tool runs (by plan, below), uploads (extract, avatar, and a tool's own: `ownBodyLimits`).
  const ownBodyLimits = TOOL_SERVERS.flatMap((server) => server.ownBodyLimits ?? []);
  app.use('/api/*', limitRequestBody(DEFAULT_BODY_LIMIT_BYTES, { except: ['/api/tools', '/api/extract', '/api/account/avatar', ...ownBodyLimits] }));
  // Tool runs check their own (larger) bodies once, in parseToolInput.
  app.use('/api/*', validateTextFields({ except: ['/api/tools'] }));
  // Sign-out, revocations, password and profile changes, account deletion, plan changes and payments:
  // no cached session or usage outlives them.
  for (const path of ['/api/auth/*', '/api/account', '/api/account/*', '/api/billing', '/api/billing/*']) {
    app.use(path, sessionChanges.clearAfterWrites);
  }
  app.route('/api/auth', createAuthRoutes({ auth, authLimiter, guestLimiter, accountSignInLimiter, passwordCheckLimiter, trustProxy }));
  app.use('/api/*', loadSession(auth, sessionCache));
  app.route('/api/me', createMeRoutes({ db }));
  const toolPlan = (c: Context<AppEnv>) => c.get('usage')?.plan ?? findPlan('Free');
  app.use(
    '/api/tools/*',
    loadCallerUsage(db, usageCache),
    limitRequestBody((c) => toolBodyLimitBytes(toolPlan(c)), { describe: (c) => `a ${toolPlan(c).name} plan tool request` }),
  );
  app.route('/api/tools', createToolRoutes({ db, engines, events, auth, guestLimiter, trustProxy, usageCache }));
  app.route('/api/history', createHistoryRoutes({ db }));
  // One pair of upload limiters for every route that takes a document (extract, translate).
  const uploadLimiters = createExtractLimiters(db);
  app.route('/api/extract', createExtractRoutes({ auth, guestLimiter, trustProxy, ...uploadLimiters }));
  // Each tool's own routes (saved documents, bibliographies, resumes, style search, translation uploads…).
  const toolServerDeps: ToolServerDeps = { db, config, engines, events, auth, guestLimiter, trustProxy, uploadLimiters };
  for (const server of TOOL_SERVERS) server.mount?.(app, toolServerDeps);
  app.route('/api/billing/webhook', createWebhookRoutes({ billing }));
  app.route('/api/billing', createBillingRoutes({ db, billing }));
  app.route('/api/account', createAccountRoutes({ db, billing, dataDir: config.dataDir, auth, authLimiter, passwordCheckLimiter, trustProxy }));
  app.route('/api/events', createEventsRoutes({ events, heartbeatMs: deps.heartbeatMs }));
  app.all('/api/*', createApiNotFoundHandler(() => app.routes));

  if (deps.serveWeb) serveWebApp(app, config.webDir);

  return { app, auth, events, billing, forgetCachedAccounts: sessionChanges.announce };
}
