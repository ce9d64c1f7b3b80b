import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { queryRows } from './query-rows';

/**
 * Lets one of several server instances run a periodic job: the first to ask in each `everyMs` gets
 * true, every other instance false until the period has passed. One atomic upsert on
 * server_settings (the row lock decides a tie), so it needs no scheduler and works on PGlite too.
 */
export async function claimPeriodicRun(db: Db, job: string, everyMs: number, now = Date.now()): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO server_settings (name, value) VALUES (${`job:${job}`}, ${String(now)})
        ON CONFLICT (name) DO UPDATE SET value = excluded.value
        WHERE server_settings.value::bigint <= ${now - everyMs}
        RETURNING name`,
  );
  return rows.length > 0;
}
