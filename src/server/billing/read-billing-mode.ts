import type { BillingMode } from '../../contracts/billing';
import type { Config } from '../config/load-config';

/** stripe: real payments; sandbox: the test-mode checkout (BILLING_SANDBOX); off: no paid plan can be bought here. */
export type { BillingMode };

/** Which way this server takes payments; the public config and the billing routes agree through it. */
export function readBillingMode(config: Config): BillingMode {
  if (config.stripe.secretKey) return 'stripe';
  return config.billingSandbox ? 'sandbox' : 'off';
}
