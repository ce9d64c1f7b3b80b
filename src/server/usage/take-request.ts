import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userActions } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';
import { COUNTERS, type Counter } from '../../domain/tools';
import { ALLOWANCE_PERIOD } from './create-allowance';

export interface TakenRequest {
  /** What is left on the counter after this request. */
  remaining: number;
  periodEnd: Date;
}

/**
 * Takes one request off a tool's counter, in ONE UPDATE that also starts a new period when the
 * current one has ended (every counter back to the plan's allowance, minus this request on `counter`).
 * Returns null when the counter is at 0 in a period that is still running.
 *
 * Race-free: the row lock makes concurrent UPDATEs queue, and each re-checks its WHERE clause and
 * recomputes its SET against the row as the previous one left it. So of N requests with k remaining
 * exactly k succeed, and only the first request after the period's end refills it (the next ones see
 * the new period end).
 */
export async function takeRequest(db: Db, userId: string, counter: Counter, plan: Plan): Promise<TakenRequest | null> {
  if (plan.requests < 1) return null;
  // Every SET expression reads the row as it was before this UPDATE, so all of them agree on `expired`.
  const expired = sql`${userActions.periodEnd} <= now()`;
  const counters = Object.fromEntries(
    COUNTERS.map((name): [Counter, SQL] => [
      name,
      name === counter
        ? sql`CASE WHEN ${expired} THEN ${plan.requests - 1}::integer ELSE ${userActions[name]} - 1 END`
        : sql`CASE WHEN ${expired} THEN ${plan.requests}::integer ELSE ${userActions[name]} END`,
    ]),
  );
  const column = userActions[counter];
  const [row] = await db
    .update(userActions)
    .set({
      ...counters,
      periodStart: sql`CASE WHEN ${expired} THEN now() ELSE ${userActions.periodStart} END`,
      periodEnd: sql`CASE WHEN ${expired} THEN now() + ${ALLOWANCE_PERIOD} ELSE ${userActions.periodEnd} END`,
    })
    .where(and(eq(userActions.userId, userId), or(expired, gt(column, 0))))
    .returning({ remaining: column, periodEnd: userActions.periodEnd });
  return row ?? null;
}
