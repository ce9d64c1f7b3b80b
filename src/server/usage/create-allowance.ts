import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userActions } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';
import { COUNTERS, type Counter } from '../../domain/tools';

/** Length of an allowance period; counters refill to the plan's allowance when it ends. */
export const ALLOWANCE_PERIOD = sql`interval '1 month'`;

/** Requests left this period, per tool counter (the columns of `user_actions`). */
export type Remaining = Record<Counter, number>;

export function fullAllowance(plan: Plan): Remaining {
  return Object.fromEntries(COUNTERS.map((counter) => [counter, plan.requests])) as Remaining;
}

/** Creates the user's counters at the plan's allowance unless a row already exists (idempotent). */
export async function createAllowance(db: Db, userId: string, plan: Plan): Promise<void> {
  await db
    .insert(userActions)
    .values({ userId, ...fullAllowance(plan), periodEnd: sql`now() + ${ALLOWANCE_PERIOD}` })
    .onConflictDoNothing({ target: userActions.userId });
}
