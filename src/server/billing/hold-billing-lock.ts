import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { ApiError } from '../http/api-error';

/** Long enough for a provider call with its retries; a claim left by a crashed instance frees itself after it. */
const LOCK_SECONDS = 120;

/**
 * Runs a checkout or plan change while holding the user's billing claim, so that simultaneous clicks
 * (or requests to several instances) cannot each see "no subscription yet" and each charge. The claim
 * is a row whose primary key the database refuses to insert twice; a second request gets a 409.
 */
export async function holdBillingLock<T>(db: Db, userId: string, task: () => Promise<T>): Promise<T> {
  const claimed = await queryRows<{ user_id: string }>(
    db,
    sql`INSERT INTO billing_locks (user_id, expires_at) VALUES (${userId}, now() + make_interval(secs => ${LOCK_SECONDS}))
        ON CONFLICT (user_id) DO UPDATE SET expires_at = excluded.expires_at WHERE billing_locks.expires_at < now()
        RETURNING user_id`,
  );
  if (claimed.length === 0) {
    throw new ApiError(409, 'billing_busy', 'Another checkout or plan change on your account is still in progress. Wait a moment, then reload to see the result.');
  }
  try {
    return await task();
  } finally {
    await db.execute(sql`DELETE FROM billing_locks WHERE user_id = ${userId}`);
  }
}
