import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userActions } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';
import { COUNTERS, type Counter } from '../../domain/tools';

/** Length of an allowance period; counters refill to the plan's allowance when it ends. */
export const ALLOWANCE_PERIOD = sql`interval '1 month'`;

export type Remaining = Record<Counter, number>;

function fullAllowance(plan: Plan): Remaining {
  return Object.fromEntries(COUNTERS.map((counter) => [counter, plan.requests])) as Remaining;
}

/** Creates the user's counters at the plan's allowance unless a row already exists (idempotent). */
export async function ensureUserActions(db: Db, userId: string, plan: Plan): Promise<void> {
  await db
    .insert(userActions)
    .values({ userId, ...fullAllowance(plan), periodEnd: sql`now() + ${ALLOWANCE_PERIOD}` })
    .onConflictDoNothing({ target: userActions.userId });
}

/**
 * Starts a new period with full counters when the current one has ended. The WHERE clause makes it
 * race-free: of two requests arriving together, only the first UPDATE still sees an expired period.
 */
export async function refillExpiredAllowance(db: Db, userId: string, plan: Plan): Promise<boolean> {
  const refilled = await db
    .update(userActions)
    .set({ ...fullAllowance(plan), periodStart: sql`now()`, periodEnd: sql`now() + ${ALLOWANCE_PERIOD}` })
    .where(and(eq(userActions.userId, userId), sql`${userActions.periodEnd} <= now()`))
    .returning({ userId: userActions.userId });
  return refilled.length > 0;
}

/**
 * Takes one request off a counter in a single statement; returns what is left, or null when the counter
 * was already at 0. Row locking makes concurrent calls queue, so the counter can never go below 0.
 */
export async function decrementAllowance(db: Db, userId: string, counter: Counter): Promise<number | null> {
  const column = userActions[counter];
  const rows = await db
    .update(userActions)
    .set({ [counter]: sql`${column} - 1` })
    .where(and(eq(userActions.userId, userId), gt(column, 0)))
    .returning({ remaining: column });
  return rows[0]?.remaining ?? null;
}

/** Gives back a request taken for a run that failed, never above the plan's allowance. */
export async function refundAllowance(db: Db, userId: string, counter: Counter, plan: Plan): Promise<number | null> {
  const column = userActions[counter];
  const rows = await db
    .update(userActions)
    .set({ [counter]: sql`least(${column} + 1, ${plan.requests})` })
    .where(eq(userActions.userId, userId))
    .returning({ remaining: column });
  return rows[0]?.remaining ?? null;
}

export interface AllowanceState {
  remaining: Remaining;
  periodStart: Date;
  periodEnd: Date;
}

export async function readAllowance(db: Db, userId: string): Promise<AllowanceState | undefined> {
  const [row] = await db.select().from(userActions).where(eq(userActions.userId, userId)).limit(1);
  if (!row) return undefined;
  const remaining = Object.fromEntries(COUNTERS.map((counter) => [counter, row[counter]])) as Remaining;
  return { remaining, periodStart: row.periodStart, periodEnd: row.periodEnd };
}

/** Sets counters directly (tests, admin tools, plan changes). */
export async function setAllowance(db: Db, userId: string, values: Partial<Remaining> & { periodEnd?: Date | SQL }) {
  await db.update(userActions).set(values).where(eq(userActions.userId, userId));
}
