import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts, payments, users } from '../../db/schema/index';
import { parsePaidPlan, type BillingProviderName, type BillingState, type BillingStatus } from './billing-state';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export function toBillingState(row: BillingAccountRow): BillingState {
  return {
    provider: row.provider as BillingProviderName,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    plan: parsePaidPlan(row.plan) ?? 'Pro',
    status: row.status as BillingStatus,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlan: parsePaidPlan(row.pendingPlan),
    graceEndsAt: row.graceEndsAt,
  };
}

export async function readBillingAccount(db: Db, userId: string, forUpdate = false): Promise<BillingAccountRow | undefined> {
  const query = db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Which of our users a provider subscription or customer belongs to (events without our metadata). */
export async function findUserIdByProviderIds(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const [row] = await db
      .select({ userId: billingAccounts.userId })
      .from(billingAccounts)
      .where(eq(billingAccounts.subscriptionId, ids.subscriptionId))
      .limit(1);
    if (row) return row.userId;
  }
  if (ids.customerId) {
    const [row] = await db
      .select({ userId: billingAccounts.userId })
      .from(billingAccounts)
      .where(eq(billingAccounts.customerId, ids.customerId))
      .limit(1);
    if (row) return row.userId;
  }
  return null;
}

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export interface NewPayment {
  userId: string;
  invoiceId: string;
  plan: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  description: string;
}

/** One row per invoice; a failed invoice paid on retry turns into a paid one. */
export async function recordPayment(db: Db, payment: NewPayment): Promise<void> {
  await db
    .insert(payments)
    .values(payment)
    .onConflictDoUpdate({ target: payments.invoiceId, set: { status: payment.status, amount: payment.amount } });
}

export async function listPayments(db: Db, userId: string, limit = 50): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(limit);
}
