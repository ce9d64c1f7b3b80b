import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import type { BillingEvent } from './billing-event';
import type { Billing } from './create-billing';
import { processBillingEvent } from './process-billing-event';

/**
 * POST /api/billing/webhook: Stripe's signed events. The signature is checked against the raw body
 * before anything is parsed or stored; a bad or missing one is a 400 and changes nothing.
 */
export function createWebhookRoutes({ billing }: { billing: Billing }) {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const { stripe, webhookSecret } = billing;
    if (!stripe) throw new ApiError(404, 'not_found', 'Stripe is not configured on this server.');
    if (!webhookSecret) {
      throw new ApiError(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set, so webhook events cannot be verified.');
    }
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new ApiError(400, 'missing_signature', 'The Stripe-Signature header is missing.');
    const payload = await c.req.text();
    let event: BillingEvent;
    try {
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret) as unknown as BillingEvent;
    } catch {
      throw new ApiError(400, 'invalid_signature', 'The webhook signature does not match this payload.');
    }
    const result = await processBillingEvent(billing.processorDeps, event);
    return c.json({ received: true, outcome: result.outcome });
  });

  return routes;
}
