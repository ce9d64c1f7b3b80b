import { join, resolve } from 'node:path';
import type { Database, StatementListener } from './database';
import { openPgliteDatabase } from './open-pglite-database';
import { openPostgresDatabase } from './open-postgres-database';

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (in `<dataDir>/pglite`); default ./data. */
  dataDir?: string;
  /** PGlite in memory: nothing is written to disk (tests). */
  inMemory?: boolean;
  /**
   * Called with the text of every SQL statement sent (Drizzle queries, including those run inside
   * transactions, and NOTIFY). Tests count statements with it; leave it unset in production.
   */
  onStatement?: StatementListener;
}

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  const { onStatement } = options;
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, { onStatement });
  if (options.inMemory) return openPgliteDatabase(undefined, { onStatement });
  return openPgliteDatabase(join(resolve(options.dataDir ?? './data'), 'pglite'), { onStatement });
}
