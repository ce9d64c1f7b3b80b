import type { BillingAccountRow } from './billing-store';
import type { BillingProviderName, PaidPlanName } from './billing-state';

/** What the account holder asked for; the provider turns it into a subscription change. */
export type SubscriptionChange =
  | { kind: 'cancel_at_period_end' }
  | { kind: 'resume' }
  | { kind: 'upgrade'; plan: PaidPlanName }
  | { kind: 'downgrade'; plan: PaidPlanName };

export interface CheckoutRequest {
  userId: string;
  email: string;
  plan: PaidPlanName;
  customerId: string | null;
}

/**
 * Stripe or the sandbox. Both end in processBillingEvent: Stripe through its webhook (and, for
 * changes made here, the subscription object its API returns), the sandbox by building the event.
 */
export interface BillingProvider {
  name: BillingProviderName;
  /** Where to send the browser to pay (Stripe Checkout). */
  startCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  changeSubscription(userId: string, account: BillingAccountRow, change: SubscriptionChange): Promise<void>;
  /** Ends the subscription now (account deletion). */
  cancelImmediately(userId: string, account: BillingAccountRow): Promise<void>;
  createPortalSession(account: BillingAccountRow): Promise<{ url: string }>;
}
