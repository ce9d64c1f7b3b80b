import Stripe from 'stripe';
import type { Db } from '../../db/database';
import type { Config } from '../config/load-config';
import type { EventBus } from '../events/event-bus';
import type { Mailer } from '../mail/mailer';
import type { BillingProvider } from './billing-provider';
import type { BillingProcessorDeps } from './process-billing-event';
import { readBillingMode, type BillingMode } from './read-billing-mode';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';
import { createUnconfiguredProvider } from './unconfigured-provider';

export interface Billing {
  /** off: no Stripe keys and no BILLING_SANDBOX, so no paid plan can be bought here. */
  mode: BillingMode;
  provider: BillingProvider;
  /** Only with BILLING_SANDBOX and no Stripe keys: the test-mode checkout and its simulate tools. */
  sandbox: SandboxProvider | null;
  /** Only with Stripe keys: verifies webhook signatures (offline). */
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  processorDeps: BillingProcessorDeps;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the sandbox when BILLING_SANDBOX asks for it, else no
 * payments at all (so a fresh install never hands out paid plans for a test card). Constructing the
 * Stripe client makes no request.
 */
export function createBilling(input: { db: Db; config: Config; events: EventBus; mailer: Mailer }): Billing {
  const { config } = input;
  const secretKey = config.stripe.secretKey;
  const base = { db: input.db, events: input.events, mailer: input.mailer, brandName: config.brandName, baseUrl: config.baseUrl };
  if (secretKey) {
    const processorDeps: BillingProcessorDeps = { ...base, provider: 'stripe' };
    const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    return {
      mode: 'stripe',
      provider: createStripeProvider(stripe, { secretKey, pricePro: config.stripe.pricePro, priceUltimate: config.stripe.priceUltimate }, processorDeps),
      sandbox: null,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      processorDeps,
    };
  }
  const processorDeps: BillingProcessorDeps = { ...base, provider: 'sandbox' };
  // Subscriptions kept on this server (test-mode or granted by an operator) change through the sandbox's events.
  const local = createSandboxProvider(processorDeps);
  if (readBillingMode(config) === 'off') {
    return { mode: 'off', provider: createUnconfiguredProvider(local), sandbox: null, stripe: null, webhookSecret: undefined, processorDeps };
  }
  return { mode: 'sandbox', provider: local, sandbox: local, stripe: null, webhookSecret: undefined, processorDeps };
}
