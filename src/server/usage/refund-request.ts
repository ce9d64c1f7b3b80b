import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userActions } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';
import type { Counter } from '../../domain/tools';

/** Gives back a request taken for a run that failed, never above the plan's allowance. */
export async function refundRequest(db: Db, userId: string, counter: Counter, plan: Plan): Promise<number | null> {
  const column = userActions[counter];
  const rows = await db
    .update(userActions)
    .set({ [counter]: sql`least(${column} + 1, ${plan.requests})` })
    .where(eq(userActions.userId, userId))
    .returning({ remaining: column });
  return rows[0]?.remaining ?? null;
}
