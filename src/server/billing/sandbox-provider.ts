import { findPlan } from '../../domain/plans';
import { ApiError } from '../http/api-error';
import type { BillingProvider, SubscriptionChange } from './billing-provider';
import { addOneMonth, parsePaidPlan, type PaidPlanName } from './billing-state';
import type { BillingAccountRow } from './billing-store';
import {
  buildCheckoutSession,
  buildInvoice,
  buildSandboxEvent,
  buildSubscription,
  createSandboxId,
} from './build-sandbox-events';
import { processBillingEvent, type BillingProcessorDeps } from './process-billing-event';

/**
 * The built-in stand-in for Stripe when no key is configured. It never moves money: it builds the
 * events Stripe would send and hands them to the same processor the webhook uses.
 */
export function createSandboxProvider(deps: BillingProcessorDeps) {
  const now = () => deps.now?.() ?? new Date();
  const process = (type: string, object: unknown) => processBillingEvent(deps, buildSandboxEvent(type, object, now()));

  function subscriptionFrom(userId: string, account: BillingAccountRow, overrides: Partial<Parameters<typeof buildSubscription>[0]>) {
    return buildSubscription({
      id: account.subscriptionId ?? createSandboxId('sub'),
      userId,
      customerId: account.customerId,
      status: account.status === 'past_due' ? 'past_due' : 'active',
      plan: parsePaidPlan(account.plan) ?? 'Pro',
      periodEnd: account.currentPeriodEnd,
      cancelAtPeriodEnd: account.cancelAtPeriodEnd,
      downgrade: account.pendingPlan && account.currentPeriodEnd
        ? { from: parsePaidPlan(account.plan) ?? 'Ultimate', at: account.currentPeriodEnd }
        : null,
      ...overrides,
    });
  }

  const provider: BillingProvider & {
    completeCheckout(input: { userId: string; plan: PaidPlanName; customerId: string | null }): Promise<void>;
    simulatePaymentFailure(userId: string, account: BillingAccountRow): Promise<void>;
    simulateRenewal(userId: string, account: BillingAccountRow): Promise<void>;
  } = {
    name: 'sandbox',

    async startCheckout() {
      throw new ApiError(404, 'not_found', 'Stripe is not configured on this server; pay on the sandbox checkout page.');
    },

    /** The card was accepted: what Stripe sends after a successful Checkout, in its order. */
    async completeCheckout({ userId, plan, customerId }) {
      const customer = customerId ?? createSandboxId('cus');
      const subscriptionId = createSandboxId('sub');
      const start = now();
      await process('checkout.session.completed', buildCheckoutSession({ userId, plan, customerId: customer, subscriptionId }));
      await process(
        'invoice.paid',
        buildInvoice({ userId, plan, customerId: customer, subscriptionId, reason: 'subscription_create', periodStart: start, periodEnd: addOneMonth(start) }),
      );
    },

    async changeSubscription(userId, account, change: SubscriptionChange) {
      if (change.kind === 'cancel_at_period_end' || change.kind === 'resume') {
        await process('customer.subscription.updated', subscriptionFrom(userId, account, { cancelAtPeriodEnd: change.kind === 'cancel_at_period_end' }));
        return;
      }
      if (change.kind === 'downgrade') {
        const from = parsePaidPlan(account.plan) ?? 'Ultimate';
        const at = account.currentPeriodEnd ?? addOneMonth(now());
        await process('customer.subscription.updated', subscriptionFrom(userId, account, { plan: change.plan, downgrade: { from, at } }));
        return;
      }
      // Upgrade: the new plan at once, charged now for the rest of the period (kept simple: the price difference).
      const start = now();
      const periodEnd = account.currentPeriodEnd ?? addOneMonth(start);
      await process('customer.subscription.updated', subscriptionFrom(userId, account, { plan: change.plan, downgrade: null, cancelAtPeriodEnd: false }));
      const difference = Math.round((findPlan(change.plan).price - findPlan(account.plan).price) * 100);
      await process(
        'invoice.paid',
        buildInvoice({
          userId,
          plan: change.plan,
          customerId: account.customerId ?? createSandboxId('cus'),
          subscriptionId: account.subscriptionId ?? '',
          reason: 'subscription_update',
          periodStart: start,
          periodEnd,
          amount: Math.max(difference, 0),
        }),
      );
    },

    async cancelImmediately(userId, account) {
      await process('customer.subscription.deleted', subscriptionFrom(userId, account, { status: 'canceled', cancelAtPeriodEnd: false }));
    },

    async createPortalSession() {
      throw new ApiError(404, 'not_found', 'The billing portal needs Stripe. In test mode your payments are listed on the dashboard.');
    },

    async simulatePaymentFailure(userId, account) {
      const plan = parsePaidPlan(account.plan) ?? 'Pro';
      const start = now();
      const invoice = buildInvoice({
        userId,
        plan,
        customerId: account.customerId ?? createSandboxId('cus'),
        subscriptionId: account.subscriptionId ?? '',
        reason: 'subscription_cycle',
        periodStart: start,
        periodEnd: addOneMonth(start),
      });
      await process('invoice.payment_failed', invoice);
    },

    async simulateRenewal(userId, account) {
      const plan = parsePaidPlan(account.pendingPlan) ?? parsePaidPlan(account.plan) ?? 'Pro';
      const start = now();
      await process(
        'invoice.paid',
        buildInvoice({
          userId,
          plan,
          customerId: account.customerId ?? createSandboxId('cus'),
          subscriptionId: account.subscriptionId ?? '',
          reason: 'subscription_cycle',
          periodStart: start,
          periodEnd: addOneMonth(start),
        }),
      );
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
