import type { Db } from '../../db/database';
import { applyBillingState } from './apply-billing-state';
import { readId, readSubscriptionPeriodEnd, type BillingEvent, type SubscriptionObject } from './billing-event';
import { addDays, GRACE_PERIOD_DAYS, mapSubscriptionStatus, readPlanFromMetadata, type BillingState } from './billing-state';
import { findUserIdByProviderIds, readBillingAccount } from './billing-store';
import type { EventHandlerContext, HandlerResult } from './event-handler-context';
import { userExists } from './user-exists';

/** customer.subscription.created / updated / deleted: the provider's full view of the subscription. */
export async function handleSubscriptionChange(db: Db, event: BillingEvent, context: EventHandlerContext): Promise<HandlerResult> {
  const subscription = event.data.object as SubscriptionObject;
  const customerId = readId(subscription.customer);
  const userId =
    subscription.metadata?.userId ?? (await findUserIdByProviderIds(db, { subscriptionId: subscription.id, customerId }));
  if (!userId || !(await userExists(db, userId))) return { outcome: 'unknown_user', userId: null };

  const row = await readBillingAccount(db, userId);
  // The user may have moved to a newer subscription; news about an old one changes nothing.
  if (row?.subscriptionId && row.subscriptionId !== subscription.id && row.status !== 'canceled') {
    return { outcome: 'ignored_other_subscription', userId };
  }
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted ? 'canceled' : mapSubscriptionStatus(subscription.status);
  if (!status) return { outcome: 'ignored_incomplete', userId };
  const fromMetadata = readPlanFromMetadata(subscription.metadata, context.now);
  const plan = fromMetadata.plan ?? (row ? (row.plan as BillingState['plan']) : null);
  if (!plan) return { outcome: 'ignored_no_plan', userId };

  const next: BillingState = {
    provider: context.provider,
    customerId: customerId ?? row?.customerId ?? null,
    subscriptionId: subscription.id,
    plan,
    status,
    currentPeriodEnd: readSubscriptionPeriodEnd(subscription) ?? row?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: !deleted && Boolean(subscription.cancel_at_period_end),
    pendingPlan: status === 'canceled' ? null : fromMetadata.pendingPlan,
    graceEndsAt: status === 'past_due' ? (row?.graceEndsAt ?? addDays(context.now, GRACE_PERIOD_DAYS)) : null,
  };
  const outcome = await applyBillingState(db, userId, next, { asOf: new Date(event.created * 1000) });
  return { outcome: outcome.stale ? 'stale' : 'applied', userId, notify: outcome.changed };
}
