import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import { claimPeriodicRun } from '../../db/claim-periodic-run';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema/index';

/** A guest is left alone for its first day, whatever its sessions say: it may be mid-way through signing in. */
const GUEST_GRACE_HOURS = 24;
/** How often a running server looks for abandoned guests. */
export const GUEST_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes guests (anonymous users) that no unexpired session can reach any more: nobody can come back
 * as them, so their rows (counters, history, settings; every table cascades from users) would only
 * pile up. Guests who sign up are already merged into their new account when they do. Returns how
 * many were deleted.
 */
export async function deleteAbandonedGuests(db: Db): Promise<number> {
  const reachable = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, users.id), gt(sessions.expiresAt, sql`now()`)));
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.isAnonymous, true),
        lt(users.createdAt, sql`now() - make_interval(hours => ${GUEST_GRACE_HOURS})`),
        notExists(reachable),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}

/**
 * Runs the clean-up now and then every few hours; failures are logged, never thrown. Several
 * instances on one database each schedule it, but only one of them runs it per interval.
 */
export function scheduleGuestCleanup(db: Db, log: (message: string) => void = console.info): () => void {
  const run = (): void => {
    runGuestCleanupOnce(db)
      .then((count) => {
        if (count > 0) log(`[guests] deleted ${count} abandoned guest${count === 1 ? '' : 's'}`);
      })
      .catch((error: unknown) => log(`[guests] clean-up failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  run();
  const timer = setInterval(run, GUEST_CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The clean-up if no other instance ran it within the interval (a minute's slack for timer drift); else 0. */
export async function runGuestCleanupOnce(db: Db, now = Date.now()): Promise<number> {
  if (!(await claimPeriodicRun(db, 'guest-cleanup', GUEST_CLEANUP_INTERVAL_MS - 60_000, now))) return 0;
  return deleteAbandonedGuests(db);
}
