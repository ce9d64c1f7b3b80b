import { ApiError } from '../http/api-error';
import type { BillingProvider } from './billing-provider';
import type { SandboxProvider } from './sandbox-provider';

/** Neither Stripe keys nor BILLING_SANDBOX: nothing on this server can take a payment. */
export function paymentsNotConfigured(): ApiError {
  return new ApiError(503, 'payments_not_configured', 'Payments are not configured on this server.');
}

/**
 * No payment provider at all. Plans an operator granted (`cli plan grant`) live on this server, so
 * cancelling, downgrading and account deletion still apply locally; anything that would need a
 * payment (checkout, upgrade, the card portal) is refused.
 */
export function createUnconfiguredProvider(local: SandboxProvider): BillingProvider {
  return {
    name: local.name,
    async startCheckout() {
      throw paymentsNotConfigured();
    },
    async changeSubscription(userId, account, change) {
      if (change.kind === 'upgrade') throw paymentsNotConfigured();
      await local.changeSubscription(userId, account, change);
    },
    cancelImmediately: (userId, account) => local.cancelImmediately(userId, account),
    async createPortalSession() {
      throw paymentsNotConfigured();
    },
  };
}
