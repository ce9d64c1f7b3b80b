import { join, resolve } from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './open-pglite-database';
import { openPostgresDatabase } from './open-postgres-database';

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (in `<dataDir>/pglite`); default ./data. */
  dataDir?: string;
  /** PGlite in memory: nothing is written to disk (tests). */
  inMemory?: boolean;
}

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  if (options.inMemory) return openPgliteDatabase(undefined);
  return openPgliteDatabase(join(resolve(options.dataDir ?? './data'), 'pglite'));
}
