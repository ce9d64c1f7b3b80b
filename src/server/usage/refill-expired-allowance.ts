import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userActions } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';
import { ALLOWANCE_PERIOD, fullAllowance } from './create-allowance';

/**
 * Starts a new period with full counters when the current one has ended. The WHERE clause makes it
 * race-free: of two requests arriving together, only the first UPDATE still sees an expired period.
 * Returns true when this call refilled. (A tool run does not need it: takeRequest refills by itself.)
 */
export async function refillExpiredAllowance(db: Db, userId: string, plan: Plan): Promise<boolean> {
  const refilled = await db
    .update(userActions)
    .set({ ...fullAllowance(plan), periodStart: sql`now()`, periodEnd: sql`now() + ${ALLOWANCE_PERIOD}` })
    .where(and(eq(userActions.userId, userId), sql`${userActions.periodEnd} <= now()`))
    .returning({ userId: userActions.userId });
  return refilled.length > 0;
}
