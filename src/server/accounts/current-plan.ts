import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import { findPlan, type Plan } from '../../domain/plans';
import { settleBillingPeriod } from '../billing/settle-billing-period';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface CurrentPlan {
  plan: Plan;
  /** The newest active subscription; undefined means the user is on Free by default (e.g. a guest). */
  subscription: SubscriptionRow | undefined;
}

export async function findCurrentPlan(db: Db, userId: string): Promise<CurrentPlan> {
  // A paid period, cancellation or grace period that ended since the last look takes effect now.
  await settleBillingPeriod(db, userId);
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return { plan: findPlan(subscription?.package), subscription };
}
