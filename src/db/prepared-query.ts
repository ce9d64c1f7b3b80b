import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A statement the request path runs on every request: fixed text with $1…$n placeholders and a name
 * unique per text. It is parsed and planned once per connection (a named prepared statement), not on
 * every call as Drizzle's queries are on PGlite. See docs/decisions/0022-request-path-speed.md.
 */
export interface PreparedSql {
  name: string;
  text: string;
}

/** A parameter as the SQL text casts it ($1::jsonb, $2::integer…): sent as text, or NULL. */
export type PreparedParam = string | number | boolean | Date | null | undefined;

/** How one database engine runs a prepared statement: rows as objects keyed by column name. */
export type PreparedRunner = (statement: PreparedSql, params: readonly PreparedParam[]) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<object, PreparedRunner>();

/** Called by the code that opens a database (open-pglite-database.ts, open-postgres-database.ts). */
export function attachPreparedRunner(db: Db, runner: PreparedRunner): void {
  runners.set(db, runner);
}

/**
 * Runs a hot statement. A handle without a runner (a Drizzle transaction, say) falls back to an
 * ordinary Drizzle query with the same text and parameters, so callers never need to care which.
 */
export async function queryPrepared<Row>(db: Db, statement: PreparedSql, params: readonly PreparedParam[]): Promise<Row[]> {
  const runner = runners.get(db);
  if (runner) return (await runner(statement, params)) as Row[];
  const result = (await db.execute(toDrizzleSql(statement.text, params))) as unknown as { rows: Row[] };
  return result.rows;
}

/** The wire form of a parameter: text in the form PostgreSQL's input functions read. */
export function serializeParam(value: PreparedParam): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

function toDrizzleSql(text: string, params: readonly PreparedParam[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${serializeParam(params[Number(part) - 1])}`);
  });
  return sql.join(chunks, sql``);
}
