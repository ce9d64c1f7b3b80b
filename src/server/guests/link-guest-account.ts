import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { toolRuns, userActions } from '../../db/schema/index';
import { COUNTERS } from '../../domain/tools';

/**
 * A guest signs up or signs in: their history moves to the account, and the account keeps the lower of
 * the two remaining counts per tool, so a guest session can never be used to top up an allowance.
 * One transaction; the guest user itself is deleted afterwards by Better Auth's anonymous plugin.
 */
export async function linkGuestAccount(db: Db, guestId: string, userId: string): Promise<void> {
  if (guestId === userId) return;
  await db.transaction(async (tx) => {
    await tx.update(toolRuns).set({ userId }).where(eq(toolRuns.userId, guestId));
    // An account without counters (should not happen) simply takes the guest's row.
    const moved = await tx
      .update(userActions)
      .set({ userId })
      .where(
        sql`${userActions.userId} = ${guestId} AND NOT EXISTS (SELECT 1 FROM user_actions WHERE user_id = ${userId})`,
      )
      .returning({ userId: userActions.userId });
    if (moved.length > 0) return;
    // One statement so a tool run racing with the sign-up cannot be lost between a read and a write.
    // The earlier period end wins: a guest whose month is over gets the refill they were due.
    const leastCounters = sql.join(
      COUNTERS.map((counter) => sql`${sql.identifier(counter)} = least(account.${sql.identifier(counter)}, guest.${sql.identifier(counter)})`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE user_actions AS account
      SET ${leastCounters},
          period_start = CASE WHEN guest.period_end < account.period_end THEN guest.period_start ELSE account.period_start END,
          period_end = least(account.period_end, guest.period_end)
      FROM user_actions AS guest
      WHERE account.user_id = ${userId} AND guest.user_id = ${guestId}`);
    await tx.delete(userActions).where(eq(userActions.userId, guestId));
  });
}
