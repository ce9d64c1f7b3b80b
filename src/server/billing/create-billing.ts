import Stripe from 'stripe';
import type { Db } from '../../db/database';
import type { Config } from '../config/load-config';
import type { EventBus } from '../events/event-bus';
import type { Mailer } from '../mail/mailer';
import type { BillingProvider } from './billing-provider';
import type { BillingProcessorDeps } from './process-billing-event';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

export interface Billing {
  mode: 'stripe' | 'sandbox';
  provider: BillingProvider;
  /** Only without Stripe keys: the sandbox checkout and its test-mode tools. */
  sandbox: SandboxProvider | null;
  /** Only with Stripe keys: verifies webhook signatures (offline). */
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  processorDeps: BillingProcessorDeps;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the sandbox. Constructing the client makes no request. */
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
  const sandbox = createSandboxProvider(processorDeps);
  return { mode: 'sandbox', provider: sandbox, sandbox, stripe: null, webhookSecret: undefined, processorDeps };
}
