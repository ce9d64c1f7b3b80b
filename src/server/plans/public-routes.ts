import { Hono } from 'hono';
import type { AppConfig } from '../../contracts/app-config';
import type { PlanEntry } from '../../contracts/plans';
import { PLANS } from '../../domain/plans';
import { readBillingMode } from '../billing/read-billing-mode';
import type { Config } from '../config/load-config';
import type { ToolSetup } from '../engines/compose-engines';

/** Unauthenticated facts the web app needs before anyone signs in. */
export function createPublicRoutes({ config, toolSetup }: { config: Config; toolSetup: ToolSetup }) {
  const routes = new Hono();

  routes.get('/health', (c) => c.json({ status: 'ok' }));

  routes.get('/plans', (c) => c.json(PLANS satisfies readonly PlanEntry[]));

  routes.get('/config', (c) =>
    c.json({
      brandName: config.brandName,
      googleSignIn: Boolean(config.google),
      emailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
      // 'sandbox' puts a "Test-mode payments" label on every page; 'off' means paid plans cannot be bought here.
      payments: readBillingMode(config),
      // Per tool, the optional upgrades this server gives it (web search, a model server…), so each
      // page can say what is on, or the one line that turns it on.
      tools: toolSetup,
    } satisfies AppConfig),
  );

  return routes;
}
