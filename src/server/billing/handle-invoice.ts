import type { Db } from '../../db/database';
import { findPlan } from '../../domain/plans';
import { applyBillingState } from './apply-billing-state';
import {
  readId,
  readInvoiceMetadata,
  readInvoicePeriodEnd,
  readInvoiceSubscriptionId,
  type BillingEvent,
  type InvoiceObject,
} from './billing-event';
import { addDays, GRACE_PERIOD_DAYS, parsePaidPlan, type BillingState } from './billing-state';
import { findUserEmail, findUserIdByProviderIds, readBillingAccount, recordPayment, toBillingState } from './billing-store';
import { composePaymentFailedMail, composeReceiptMail } from './compose-billing-mail';
import type { EventHandlerContext, HandlerResult } from './event-handler-context';
import { userExists } from './user-exists';

async function resolveInvoiceUser(db: Db, invoice: InvoiceObject): Promise<string | null> {
  const userId =
    readInvoiceMetadata(invoice)?.userId ??
    (await findUserIdByProviderIds(db, { subscriptionId: readInvoiceSubscriptionId(invoice), customerId: readId(invoice.customer) }));
  return userId && (await userExists(db, userId)) ? userId : null;
}

/** invoice.paid: a receipt, a payments row, and the end of any payment trouble; a renewal starts a new period. */
export async function handleInvoicePaid(db: Db, event: BillingEvent, context: EventHandlerContext): Promise<HandlerResult> {
  const invoice = event.data.object as InvoiceObject;
  const userId = await resolveInvoiceUser(db, invoice);
  if (!userId) return { outcome: 'unknown_user', userId: null };
  const row = await readBillingAccount(db, userId);
  const planName = parsePaidPlan(readInvoiceMetadata(invoice)?.plan) ?? parsePaidPlan(row?.plan) ?? 'Pro';
  const amount = invoice.amount_paid ?? Math.round(findPlan(planName).price * 100);
  const currency = invoice.currency ?? 'usd';
  await recordPayment(db, {
    userId,
    invoiceId: invoice.id,
    plan: planName,
    amount,
    currency,
    status: 'paid',
    description: describeInvoice(invoice, planName),
  });

  let notify = true;
  const subscriptionId = readInvoiceSubscriptionId(invoice);
  if (row && row.subscriptionId === subscriptionId && row.status !== 'canceled') {
    const state = toBillingState(row);
    const renewal = invoice.billing_reason === 'subscription_cycle';
    const next: BillingState = {
      ...state,
      status: 'active',
      graceEndsAt: null,
      // A renewal starts the next period: a pending downgrade takes effect now.
      plan: renewal && state.pendingPlan ? state.pendingPlan : state.plan,
      pendingPlan: renewal ? null : state.pendingPlan,
      currentPeriodEnd: renewal ? (readInvoicePeriodEnd(invoice) ?? state.currentPeriodEnd) : state.currentPeriodEnd,
    };
    await applyBillingState(db, userId, next, { asOf: new Date(event.created * 1000), startsPeriod: renewal });
    notify = true;
  }

  const email = await findUserEmail(db, userId);
  const mail = email
    ? [composeReceiptMail({ to: email, brandName: context.brandName, plan: planName, amount, currency, invoiceId: invoice.id, baseUrl: context.baseUrl })]
    : [];
  return { outcome: 'applied', userId, notify, mail };
}

/** invoice.payment_failed: the plan is kept for a grace period, the user is told by banner and e-mail. */
export async function handleInvoiceFailed(db: Db, event: BillingEvent, context: EventHandlerContext): Promise<HandlerResult> {
  const invoice = event.data.object as InvoiceObject;
  const userId = await resolveInvoiceUser(db, invoice);
  if (!userId) return { outcome: 'unknown_user', userId: null };
  const row = await readBillingAccount(db, userId);
  const planName = parsePaidPlan(readInvoiceMetadata(invoice)?.plan) ?? parsePaidPlan(row?.plan) ?? 'Pro';
  await recordPayment(db, {
    userId,
    invoiceId: invoice.id,
    plan: planName,
    amount: invoice.amount_due ?? Math.round(findPlan(planName).price * 100),
    currency: invoice.currency ?? 'usd',
    status: 'failed',
    description: `${describeInvoice(invoice, planName)} (payment failed)`,
  });
  if (!row || row.status === 'canceled' || row.subscriptionId !== readInvoiceSubscriptionId(invoice)) {
    return { outcome: 'recorded_only', userId, notify: true };
  }
  const state = toBillingState(row);
  const graceEndsAt = state.graceEndsAt ?? addDays(context.now, GRACE_PERIOD_DAYS);
  await applyBillingState(db, userId, { ...state, status: 'past_due', graceEndsAt }, { asOf: new Date(event.created * 1000) });
  const email = await findUserEmail(db, userId);
  const mail = email
    ? [composePaymentFailedMail({ to: email, brandName: context.brandName, plan: planName, graceEndsAt, baseUrl: context.baseUrl })]
    : [];
  return { outcome: 'applied', userId, notify: true, mail };
}

function describeInvoice(invoice: InvoiceObject, plan: string): string {
  if (invoice.billing_reason === 'subscription_cycle') return `${plan} plan renewal`;
  if (invoice.billing_reason === 'subscription_update') return `Change to the ${plan} plan`;
  return `${plan} plan subscription`;
}
