import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Runs raw SQL and returns its rows. node-postgres and PGlite both answer with `{ rows }`, but the
 * driver-neutral Drizzle type cannot say so, hence the one cast here instead of at every call site.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
