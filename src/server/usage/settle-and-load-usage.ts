import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountSettings, billingAccounts, subscriptions, userActions, users } from '../../db/schema/index';
import { findPlan, type Plan } from '../../domain/plans';
import { COUNTERS, type Counter } from '../../domain/tools';
import { ApiError } from '../http/api-error';
import { settleDueBillingPeriod, settlementDue } from '../billing/settle-billing-period';
import { createAllowance, type Remaining } from './create-allowance';
import { refillExpiredAllowance } from './refill-expired-allowance';

export interface Usage {
  plan: Plan;
  /** The newest active subscription; undefined means Free by default (e.g. a guest). */
  subscription: { package: string; isActive: boolean; nextRenewal: Date | null; createdAt: Date } | undefined;
  allowance: {
    remaining: Remaining;
    periodStart: Date;
    periodEnd: Date;
    /** The period has ended and the counters have not been refilled yet (takeRequest refills them). */
    periodOver: boolean;
  };
  /** Privacy setting: false when the user asked us to keep no history of their runs. */
  keepHistory: boolean;
}

export interface SettleAndLoadOptions {
  /** Refill the counters now when the period is over (what /api/me shows); a tool run leaves it to takeRequest. */
  refillExpiredPeriod?: boolean;
}

/**
 * Everything that decides what a user may do now: plan, subscription, this period's counters and the
 * keep-history setting, in ONE SELECT. Writes happen only when that row shows they are due, each
 * followed by a fresh read: a paid period, cancellation or grace period that ended (billing settlement),
 * a user without counters (created at the plan's allowance), and, when asked, an ended period.
 * A user that does not exist (deleted while a cached session cookie is still valid) is a 401.
 */
export async function settleAndLoadUsage(db: Db, userId: string, options: SettleAndLoadOptions = {}): Promise<Usage> {
  const now = new Date();
  let row = await selectUsageRow(db, userId, now);
  if (row?.settlementDue && (await settleDueBillingPeriod(db, userId, now))) row = await selectUsageRow(db, userId, now);
  if (row && !row.hasAllowance) {
    await createAllowance(db, userId, findPlan(row.package ?? undefined));
    row = await selectUsageRow(db, userId, now);
  }
  if (row?.periodOver && options.refillExpiredPeriod) {
    // Whether this call or a concurrent one refilled, the next read shows the new period.
    await refillExpiredAllowance(db, userId, findPlan(row.package ?? undefined));
    row = await selectUsageRow(db, userId, now);
  }
  if (!row?.hasAllowance || !row.periodStart || !row.periodEnd) {
    throw new ApiError(401, 'unauthorized', 'Your account no longer exists. Sign in again.');
  }

  const remaining = Object.fromEntries(COUNTERS.map((counter) => [counter, row[counter] ?? 0])) as Remaining;
  return {
    plan: findPlan(row.package ?? undefined),
    subscription:
      row.package !== null && row.isActive !== null && row.subscribedAt !== null
        ? { package: row.package, isActive: row.isActive, nextRenewal: row.nextRenewal, createdAt: row.subscribedAt }
        : undefined,
    allowance: { remaining, periodStart: row.periodStart, periodEnd: row.periodEnd, periodOver: Boolean(row.periodOver) },
    keepHistory: row.keepHistory ?? true,
  };
}

async function selectUsageRow(db: Db, userId: string, now: Date) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareUsageRow(db);
    preparedByDb.set(db, prepared);
  }
  const [row] = await prepared.execute({ userId, now });
  return row;
}

/**
 * Built once per database handle: every signed-in request runs it, and a prepared statement skips
 * rebuilding the SQL in Drizzle and (on PostgreSQL) re-planning it on the server.
 */
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareUsageRow>>();

function prepareUsageRow(db: Db) {
  const userId = sql.placeholder('userId');
  // settlementDue interpolates its argument as a value; a placeholder is filled in at execution.
  const now = sql.placeholder('now') as unknown as Date;
  // The newest active subscription is the current plan; none means Free.
  const current = db
    .select({
      package: subscriptions.package,
      isActive: subscriptions.isActive,
      nextRenewal: subscriptions.nextRenewal,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('current_subscription');
  const counters = Object.fromEntries(COUNTERS.map((counter) => [counter, userActions[counter]])) as {
    [K in Counter]: (typeof userActions)[K];
  };
  return db
    .select({
      package: current.package,
      isActive: current.isActive,
      nextRenewal: current.nextRenewal,
      subscribedAt: current.createdAt,
      hasAllowance: sql<boolean>`${userActions.userId} IS NOT NULL`,
      ...counters,
      periodStart: userActions.periodStart,
      periodEnd: userActions.periodEnd,
      periodOver: sql<boolean>`${userActions.periodEnd} <= now()`,
      keepHistory: accountSettings.keepHistory,
      settlementDue: sql<boolean>`coalesce(${settlementDue(now)}, false)`,
    })
    .from(users)
    .leftJoin(current, sql`true`)
    .leftJoin(userActions, eq(userActions.userId, users.id))
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .where(eq(users.id, userId))
    .prepare('scribewell_usage_row');
}
