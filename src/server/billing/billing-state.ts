import { findPlan, type PlanName } from '../../domain/plans';
import type { Metadata } from './billing-event';

export type PaidPlanName = Exclude<PlanName, 'Free'>;
export type BillingStatus = 'active' | 'past_due' | 'canceled';
export type BillingProviderName = 'stripe' | 'sandbox';

/** What we keep about a paid subscription (one billing_accounts row). */
export interface BillingState {
  provider: BillingProviderName;
  customerId: string | null;
  subscriptionId: string | null;
  plan: PaidPlanName;
  status: BillingStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pendingPlan: PaidPlanName | null;
  graceEndsAt: Date | null;
}

/** Days a past-due subscription keeps its plan before it falls back to Free. */
export const GRACE_PERIOD_DAYS = 7;

export function parsePaidPlan(name: string | null | undefined): PaidPlanName | null {
  if (!name) return null;
  const plan = findPlan(name);
  return plan.name !== 'Free' && plan.name.toLowerCase() === name.toLowerCase() ? plan.name : null;
}

/** The plan the user actually gets: a canceled subscription means Free. */
export function effectivePlanName(state: Pick<BillingState, 'plan' | 'status'> | null | undefined): PlanName {
  if (!state || state.status === 'canceled') return 'Free';
  return state.plan;
}

/**
 * Subscription metadata conventions (ours, set when the subscription is created or changed):
 * `plan` is what is billed from now on; a downgrade also sets `downgradeFrom` and `downgradeAt`
 * (unix seconds), and until then the user keeps the higher plan. Encoding the time makes a late,
 * stale copy of the metadata harmless.
 */
export function readPlanFromMetadata(metadata: Metadata, now: Date): { plan: PaidPlanName | null; pendingPlan: PaidPlanName | null } {
  const billed = parsePaidPlan(metadata?.plan);
  const from = parsePaidPlan(metadata?.downgradeFrom);
  const at = Number(metadata?.downgradeAt);
  if (billed && from && Number.isFinite(at) && now.getTime() < at * 1000) return { plan: from, pendingPlan: billed };
  return { plan: billed, pendingPlan: null };
}

export function mapSubscriptionStatus(status: string): BillingStatus | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  // incomplete: the first payment has not gone through; checkout.session.completed decides.
  return null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function sameBillingState(a: BillingState, b: BillingState): boolean {
  return (
    a.plan === b.plan &&
    a.status === b.status &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    a.pendingPlan === b.pendingPlan &&
    a.subscriptionId === b.subscriptionId &&
    (a.currentPeriodEnd?.getTime() ?? null) === (b.currentPeriodEnd?.getTime() ?? null) &&
    (a.graceEndsAt?.getTime() ?? null) === (b.graceEndsAt?.getTime() ?? null)
  );
}
