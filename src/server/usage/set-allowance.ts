import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userActions } from '../../db/schema/index';
import type { Remaining } from './create-allowance';

/** Sets counters directly (tests, admin tools). */
export async function setAllowance(db: Db, userId: string, values: Partial<Remaining> & { periodEnd?: Date | SQL }) {
  await db.update(userActions).set(values).where(eq(userActions.userId, userId));
}
