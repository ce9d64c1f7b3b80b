import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts, subscriptions, userActions } from '../../db/schema/index';
import { FREE_RENEWAL_DAYS, findPlan, type PlanName } from '../../domain/plans';
import { COUNTERS } from '../../domain/tools';
import { effectivePlanName, sameBillingState, addOneMonth, type BillingState } from './billing-state';
import { readBillingAccount, toBillingState } from './billing-store';

export interface ApplyOutcome {
  /** The provider's report was older than what we already hold: nothing was changed. */
  stale: boolean;
  changed: boolean;
  previousPlan: PlanName;
  plan: PlanName;
}

export interface ApplyOptions {
  /** When the provider reported this state (event.created); older reports never overwrite newer ones. */
  asOf: Date;
  /** A new billing period started (first payment, renewal): counters go back to the full allowance. */
  startsPeriod?: boolean;
}

/**
 * The single place a paid plan changes. Inside the caller's transaction: stores the billing state,
 * writes a `subscriptions` row when anything the user sees changed (the newest active row is the
 * current plan: docs/domain-rules.md), and moves the counters: a bigger plan or a new period refills them to the
 * plan's allowance, a smaller plan caps them at its allowance.
 */
export async function applyBillingState(db: Db, userId: string, next: BillingState, options: ApplyOptions): Promise<ApplyOutcome> {
  const row = await readBillingAccount(db, userId, true);
  const previous = row ? toBillingState(row) : null;
  const previousPlan = previous ? effectivePlanName(previous) : await readCurrentPackage(db, userId);
  const plan = effectivePlanName(next);
  if (row && options.asOf < row.stateAsOf) return { stale: true, changed: false, previousPlan, plan: previousPlan };

  const values = { ...next, stateAsOf: options.asOf, updatedAt: new Date() };
  await db.insert(billingAccounts).values({ userId, ...values }).onConflictDoUpdate({ target: billingAccounts.userId, set: values });
  if (previous && sameBillingState(previous, next) && !options.startsPeriod) {
    return { stale: false, changed: false, previousPlan, plan };
  }

  await writeSubscriptionRow(db, userId, plan, next);
  await adjustCounters(db, userId, previousPlan, plan, next, Boolean(options.startsPeriod));
  return { stale: false, changed: true, previousPlan, plan };
}

async function readCurrentPackage(db: Db, userId: string): Promise<PlanName> {
  const [row] = await db
    .select({ package: subscriptions.package })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)))
    .orderBy(sql`${subscriptions.createdAt} desc`)
    .limit(1);
  return findPlan(row?.package).name;
}

async function writeSubscriptionRow(db: Db, userId: string, plan: PlanName, state: BillingState) {
  // Older rows stay as history; only the newest is active, so "newest active" is unambiguous.
  await db.update(subscriptions).set({ isActive: false }).where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));
  const renewal =
    plan === 'Free' ? sql`now() + make_interval(days => ${FREE_RENEWAL_DAYS})` : (state.currentPeriodEnd ?? addOneMonth(new Date()));
  // created_at is clock_timestamp() so two changes in one transaction still sort in order.
  await db.insert(subscriptions).values({ userId, isActive: true, package: plan, nextRenewal: renewal, createdAt: sql`clock_timestamp()` });
}

async function adjustCounters(db: Db, userId: string, from: PlanName, to: PlanName, state: BillingState, startsPeriod: boolean) {
  const before = findPlan(from).requests;
  const after = findPlan(to).requests;
  if (after > before || startsPeriod) {
    const full = Object.fromEntries(COUNTERS.map((counter) => [counter, after]));
    const periodEnd = to === 'Free' ? sql`now() + interval '1 month'` : (state.currentPeriodEnd ?? addOneMonth(new Date()));
    await db.update(userActions).set({ ...full, periodStart: sql`now()`, periodEnd }).where(eq(userActions.userId, userId));
    return;
  }
  if (after < before) {
    const capped = Object.fromEntries(COUNTERS.map((counter) => [counter, sql`least(${sql.identifier(counter)}, ${after})`]));
    await db.update(userActions).set(capped).where(eq(userActions.userId, userId));
  }
}
