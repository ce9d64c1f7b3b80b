import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/** The Drizzle handle the rest of the server uses; identical for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type NotificationHandler = (payload: string) => void;

/** Sees the text of each SQL statement sent to the database (see CreateDatabaseOptions.onStatement). */
export type StatementListener = (statement: string) => void;

/** Wires a StatementListener in as Drizzle's logger (which is called once per statement sent). */
export function toDrizzleLogger(onStatement: StatementListener | undefined) {
  return onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Subscribes to a LISTEN channel; resolves to a function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Sends NOTIFY on a channel (delivered to every listener, in this process or another). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `task` while holding a database-wide lock named `name`, so that several server instances
   * starting together (e.g. migrations) take turns. PGlite has a single connection: nothing to wait for.
   */
  runExclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
