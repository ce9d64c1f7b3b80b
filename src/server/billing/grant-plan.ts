import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import { findPlan, type PlanName } from '../../domain/plans';
import { applyBillingState } from './apply-billing-state';
import { addOneMonth, parsePaidPlan, type BillingState } from './billing-state';
import { readBillingAccount, toBillingState } from './billing-store';

export type GrantOutcome =
  | { status: 'granted'; email: string; previousPlan: PlanName; plan: PlanName }
  | { status: 'unknown_user' }
  | { status: 'unknown_plan' }
  | { status: 'paid_through_stripe'; plan: PlanName };

/**
 * An operator gives an account a plan without a payment (`cli plan grant`): Pro or Ultimate from now,
 * refilled like a new period; Free ends a plan granted before. The grant is kept on this server, so
 * it renews itself each month until revoked. A subscription Stripe bills is left to Stripe.
 */
export async function grantPlan(db: Db, email: string, planName: string, now = new Date()): Promise<GrantOutcome> {
  const plan = findPlan(planName);
  if (plan.name.toLowerCase() !== planName.trim().toLowerCase()) return { status: 'unknown_plan' };
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return { status: 'unknown_user' };

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await readBillingAccount(tx, user.id, true);
    const current = row ? toBillingState(row) : null;
    if (current?.provider === 'stripe' && current.status !== 'canceled') return { status: 'paid_through_stripe', plan: current.plan };
    const paid = parsePaidPlan(plan.name);
    const next: BillingState = {
      provider: 'sandbox',
      customerId: current?.customerId ?? null,
      subscriptionId: current?.subscriptionId ?? null,
      plan: paid ?? current?.plan ?? 'Pro',
      status: paid ? 'active' : 'canceled',
      currentPeriodEnd: paid ? addOneMonth(now) : (current?.currentPeriodEnd ?? null),
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      graceEndsAt: null,
    };
    // asOf: never older than what is stored, so the grant is not mistaken for a late provider event.
    const asOf = row && row.stateAsOf > now ? row.stateAsOf : now;
    const outcome = await applyBillingState(tx, user.id, next, { asOf, startsPeriod: Boolean(paid) });
    return { status: 'granted', email: user.email, previousPlan: outcome.previousPlan, plan: outcome.plan };
  });
}
