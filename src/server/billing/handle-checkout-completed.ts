import type { Db } from '../../db/database';
import { applyBillingState } from './apply-billing-state';
import { readId, type BillingEvent, type CheckoutSessionObject } from './billing-event';
import { addOneMonth, parsePaidPlan, type BillingState } from './billing-state';
import { readBillingAccount, toBillingState } from './billing-store';
import type { EventHandlerContext, HandlerResult } from './event-handler-context';
import { userExists } from './user-exists';

/** A checkout finished and the first payment went through: the paid plan starts now. */
export async function handleCheckoutCompleted(db: Db, event: BillingEvent, context: EventHandlerContext): Promise<HandlerResult> {
  const session = event.data.object as CheckoutSessionObject;
  const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
  if (!userId || !(await userExists(db, userId))) return { outcome: 'unknown_user', userId: null };
  const plan = parsePaidPlan(session.metadata?.plan);
  if (!plan) return { outcome: 'ignored_no_plan', userId };

  const subscriptionId = readId(session.subscription);
  const row = await readBillingAccount(db, userId);
  const known = row && row.subscriptionId === subscriptionId ? toBillingState(row) : null;
  const next: BillingState = {
    provider: context.provider,
    customerId: readId(session.customer) ?? row?.customerId ?? null,
    subscriptionId,
    plan,
    status: 'active',
    // A subscription event for this subscription may have arrived first and knows the real period.
    currentPeriodEnd: known?.currentPeriodEnd ?? addOneMonth(context.now),
    cancelAtPeriodEnd: known?.cancelAtPeriodEnd ?? false,
    pendingPlan: null,
    graceEndsAt: null,
  };
  const outcome = await applyBillingState(db, userId, next, { asOf: new Date(event.created * 1000), startsPeriod: !known });
  return { outcome: outcome.stale ? 'stale' : 'applied', userId, notify: outcome.changed };
}
