import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts } from '../../db/schema/index';
import { applyBillingState } from './apply-billing-state';
import { addOneMonth, type BillingState } from './billing-state';
import { readBillingAccount, toBillingState } from './billing-store';

/**
 * Lazy end-of-period bookkeeping, run when the plan is read (like the allowance refill): a grace
 * period that ran out, a cancellation or downgrade whose period ended, and, in the sandbox (which
 * has no scheduler sending renewals), the renewal itself. Returns true when something changed.
 */
export async function settleBillingPeriod(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const [due] = await db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(and(eq(billingAccounts.userId, userId), settlementDue(now)))
    .limit(1);
  if (!due) return false;
  return settleDueBillingPeriod(db, userId, now);
}

/**
 * True for a billing_accounts row whose grace period or paid period has ended by `now`: the condition
 * under which settleDueBillingPeriod has work to do. Callers that already read the row in a join
 * (the usage loader) test it there instead of spending a statement on it.
 */
export function settlementDue(now: Date): SQL {
  return and(
    ne(billingAccounts.status, 'canceled'),
    or(
      and(eq(billingAccounts.status, 'past_due'), sql`${billingAccounts.graceEndsAt} <= ${now}`),
      sql`${billingAccounts.currentPeriodEnd} <= ${now}`,
    ),
  )!;
}

/** The settlement itself, for a caller that has seen `settlementDue`; re-checks under a row lock. */
export async function settleDueBillingPeriod(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await readBillingAccount(tx, userId, true);
    if (!row) return false;
    const next = decideSettlement(toBillingState(row), now);
    if (!next) return false;
    // Keep the provider's clock: a real event that arrives later must still be able to apply.
    const outcome = await applyBillingState(tx, userId, next.state, { asOf: row.stateAsOf, startsPeriod: next.startsPeriod });
    return outcome.changed;
  });
}

export function decideSettlement(state: BillingState, now: Date): { state: BillingState; startsPeriod: boolean } | null {
  if (state.status === 'canceled') return null;
  if (state.status === 'past_due' && state.graceEndsAt && state.graceEndsAt <= now) {
    return { state: { ...state, status: 'canceled', pendingPlan: null, cancelAtPeriodEnd: false }, startsPeriod: false };
  }
  const periodOver = state.currentPeriodEnd !== null && state.currentPeriodEnd <= now;
  if (!periodOver) return null;
  if (state.cancelAtPeriodEnd) {
    return { state: { ...state, status: 'canceled', pendingPlan: null, cancelAtPeriodEnd: false }, startsPeriod: false };
  }
  if (state.provider === 'stripe' && !state.pendingPlan) return null;
  // Stripe renews by itself (its invoice.paid moves the period on); the sandbox renews here.
  const currentPeriodEnd = state.provider === 'sandbox' ? addOneMonth(now) : state.currentPeriodEnd;
  return {
    state: { ...state, plan: state.pendingPlan ?? state.plan, pendingPlan: null, currentPeriodEnd },
    startsPeriod: state.provider === 'sandbox',
  };
}
