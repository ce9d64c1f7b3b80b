import { randomBytes } from 'node:crypto';
import { findPlan } from '../../domain/plans';
import type { BillingEvent, CheckoutSessionObject, InvoiceObject, SubscriptionObject } from './billing-event';
import type { PaidPlanName } from './billing-state';

/** Ids shaped like Stripe's, marked as sandbox so they can never be mistaken for real ones. */
export function createSandboxId(prefix: string): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function buildSandboxEvent(type: string, object: unknown, now: Date): BillingEvent {
  return { id: createSandboxId('evt'), type, created: toSeconds(now), data: { object } };
}

export function buildCheckoutSession(input: {
  userId: string;
  plan: PaidPlanName;
  customerId: string;
  subscriptionId: string;
}): CheckoutSessionObject {
  return {
    id: createSandboxId('cs'),
    object: 'checkout.session',
    client_reference_id: input.userId,
    customer: input.customerId,
    subscription: input.subscriptionId,
    metadata: { userId: input.userId, plan: input.plan },
  };
}

export interface SandboxSubscriptionInput {
  id: string;
  userId: string;
  customerId: string | null;
  status: string;
  plan: PaidPlanName;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  downgrade?: { from: PaidPlanName; at: Date } | null;
}

export function buildSubscription(input: SandboxSubscriptionInput): SubscriptionObject {
  const periodEnd = input.periodEnd ? toSeconds(input.periodEnd) : null;
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customerId,
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    items: { data: [{ current_period_end: periodEnd, price: { id: `price_sandbox_${input.plan.toLowerCase()}` } }] },
    metadata: {
      userId: input.userId,
      plan: input.plan,
      ...(input.downgrade ? { downgradeFrom: input.downgrade.from, downgradeAt: String(toSeconds(input.downgrade.at)) } : {}),
    },
  };
}

export function buildInvoice(input: {
  userId: string;
  plan: PaidPlanName;
  customerId: string;
  subscriptionId: string;
  reason: 'subscription_create' | 'subscription_update' | 'subscription_cycle';
  periodStart: Date;
  periodEnd: Date;
  amount?: number;
}): InvoiceObject {
  const amount = input.amount ?? Math.round(findPlan(input.plan).price * 100);
  return {
    id: createSandboxId('in'),
    object: 'invoice',
    customer: input.customerId,
    amount_paid: amount,
    amount_due: amount,
    currency: 'usd',
    billing_reason: input.reason,
    parent: {
      subscription_details: { subscription: input.subscriptionId, metadata: { userId: input.userId, plan: input.plan } },
    },
    lines: { data: [{ period: { start: toSeconds(input.periodStart), end: toSeconds(input.periodEnd) } }] },
  };
}
