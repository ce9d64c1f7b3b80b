import { Hono } from 'hono';
import { PLANS } from '../../domain/plans';
import type { Config } from '../config/load-config';

/** Unauthenticated facts the web app needs before anyone signs in. */
export function createPublicRoutes({ config }: { config: Config }) {
  const routes = new Hono();

  routes.get('/health', (c) => c.json({ status: 'ok' }));

  routes.get('/plans', (c) => c.json(PLANS));

  routes.get('/config', (c) =>
    c.json({
      brandName: config.brandName,
      googleSignIn: Boolean(config.google),
      emailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
      payments: config.stripe.secretKey ? 'stripe' : 'sandbox',
      // The plagiarism page labels its web-search source off when no SearXNG is configured.
      plagiarismWebSearch: Boolean(config.searxngUrl),
      // The AI-detector page says whether the Binoculars mode is on, or the line that turns it on.
      aiDetectorLogprobs: Boolean(config.openai.baseUrl),
    }),
  );

  return routes;
}
