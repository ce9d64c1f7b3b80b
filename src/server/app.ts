import { Hono } from 'hono';
import type { Database } from '../db/database';
import { createAccountRoutes } from './account/account-routes';
import { createMeRoutes } from './accounts/me-routes';
import type { AppEnv } from './app-env';
import { createBillingRoutes } from './billing/billing-routes';
import { createBilling, type Billing } from './billing/create-billing';
import { createWebhookRoutes } from './billing/webhook-routes';
import { createAuthRoutes } from './auth/auth-routes';
import { createAuth, type Auth } from './auth/create-auth';
import { loadSession } from './auth/load-session';
import type { Config } from './config/load-config';
import { resolveAuthSecret } from './config/resolve-auth-secret';
import { createEventBus, type EventBus } from './events/event-bus';
import { createEventsRoutes } from './events/events-routes';
import { createExtractRoutes } from './extract/extract-routes';
import { createHistoryRoutes } from './history/history-routes';
import { checkOrigin } from './http/check-origin';
import { handleApiNotFound, handleError } from './http/handle-errors';
import { createRateLimiter } from './http/rate-limiter';
import { createMailer, type Mailer } from './mail/mailer';
import { createServerEngines } from './plagiarism/create-server-engines';
import { createDocumentRoutes } from './plagiarism/document-routes';
import { createPublicRoutes } from './plans/public-routes';
import { createToolRoutes, type FindEngine } from './tool-runs/tool-routes';
import { serveWebApp } from './web/serve-web-app';

export interface AppDeps {
  database: Database;
  config: Config;
  /** Tool engines by id; defaults to the registry in src/tools with the store-backed plagiarism check. Tests inject failing or slow ones. */
  engines?: FindEngine;
  mailer?: Mailer;
  /** Serve the built web app from config.webDir (main.ts does; API tests need not). */
  serveWeb?: boolean;
  /** SSE heartbeat interval, shortened in tests. */
  heartbeatMs?: number;
}

export interface ScribewellApp {
  app: Hono<AppEnv>;
  auth: Auth;
  events: EventBus;
  billing: Billing;
  /** The engines the tool routes run, so the server can warm them up after it starts listening. */
  engines: FindEngine;
}

/** The whole HTTP surface: /api/* (auth, me, plans, tools, history, extract, events) and the web app. */
export function createApp(deps: AppDeps): ScribewellApp {
  const { database, config } = deps;
  const { db } = database;
  const engines = deps.engines ?? createServerEngines({ db, searxngUrl: config.searxngUrl, openai: config.openai });
  const mailer = deps.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const events = createEventBus(database);
  const authSecret = config.authSecret ?? resolveAuthSecret(undefined, config.dataDir);
  const auth = createAuth({
    db,
    config,
    authSecret,
    mailer,
    onGuestLinked: (userId) => void events.publish(userId, 'usage', { reason: 'guest_linked' }),
  });
  const billing = createBilling({ db, config, events, mailer });
  const authLimiter = createRateLimiter(config.authRateLimit);
  const guestLimiter = createRateLimiter(config.guestRateLimit);
  const trustProxy = config.trustProxy;

  const app = new Hono<AppEnv>();
  app.onError(handleError);

  app.use('/api/*', checkOrigin(config.trustedOrigins));
  app.route('/api/auth', createAuthRoutes({ auth, authLimiter, guestLimiter, trustProxy }));
  app.use('/api/*', loadSession(auth));
  app.route('/api', createPublicRoutes({ config, engines }));
  app.route('/api/me', createMeRoutes({ db }));
  app.route('/api/tools', createToolRoutes({ db, engines, events, auth, guestLimiter, trustProxy }));
  app.route('/api/history', createHistoryRoutes({ db }));
  app.route('/api/extract', createExtractRoutes());
  app.route('/api/documents', createDocumentRoutes({ db }));
  app.route('/api/billing/webhook', createWebhookRoutes({ billing }));
  app.route('/api/billing', createBillingRoutes({ db, billing }));
  app.route('/api/account', createAccountRoutes({ db, billing, dataDir: config.dataDir }));
  app.route('/api/events', createEventsRoutes({ events, heartbeatMs: deps.heartbeatMs }));
  app.all('/api/*', handleApiNotFound);

  if (deps.serveWeb) serveWebApp(app, config.webDir);

  return { app, auth, events, billing, engines };
}
