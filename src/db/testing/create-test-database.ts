import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../create-database';
import type { Database } from '../database';
import { migrateDatabase } from '../migrate-database';
import { dumpPgliteFiles, openPgliteDatabase } from '../open-pglite-database';

export interface TestDatabase {
  database: Database;
  /** Connection string of the throwaway PostgreSQL database (undefined on PGlite, which cannot be shared). */
  url?: string;
  /** Counts the SQL statements the code under test sends. */
  statements: StatementLog;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

export interface StatementLog {
  /**
   * Runs `task` and returns, beside its result, the SQL statements sent while it ran (in order). The
   * task sees the list as it grows, so it can wait for a statement sent without being awaited.
   */
  record<T>(task: (statements: readonly string[]) => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

function createStatementLog(): { log: StatementLog; onStatement: (statement: string) => void } {
  let recording: string[] | undefined;
  return {
    onStatement: (statement) => recording?.push(statement),
    log: {
      async record(task) {
        if (recording) throw new Error('statements.record() calls cannot overlap');
        const statements: string[] = [];
        recording = statements;
        try {
          return { result: await task(statements), statements };
        } finally {
          recording = undefined;
        }
      },
    },
  };
}

/**
 * A migrated, empty database for one test file: PGlite in memory by default, or, when DATABASE_URL
 * is set, a fresh PostgreSQL database created beside the one in the URL and dropped afterwards,
 * so test files never see each other's rows.
 */
export async function createTestDatabase({ migrate = true, dataDir }: { migrate?: boolean; dataDir?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const { log: statements, onStatement } = createStatementLog();
  if (!serverUrl) {
    // `dataDir`: PGlite on disk as the server runs it (benches), instead of in memory.
    if (!dataDir && migrate) {
      const database = await openPgliteDatabase(undefined, { onStatement, loadDataDir: await loadMigratedFiles() });
      return { database, statements, destroy: () => database.close() };
    }
    const database = await createDatabase(dataDir ? { dataDir, onStatement } : { inMemory: true, onStatement });
    if (migrate) await migrateDatabase(database);
    return { database, statements, destroy: () => database.close() };
  }
  const name = `scribewell_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), onStatement });
  if (migrate) await migrateDatabase(database);
  return {
    database,
    statements,
    url: url.toString(),
    async destroy() {
      await database.close();
      await runAdminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

let migratedFiles: Promise<Blob> | undefined;

/**
 * The files of a freshly migrated in-memory PGlite, made once per test process: every later test
 * database starts from a copy (1.9 s of CPU instead of initdb's 5.5 s), the same tables and rows as a
 * migration would give it.
 */
function loadMigratedFiles(): Promise<Blob> {
  migratedFiles ??= (async () => {
    const database = await createDatabase({ inMemory: true });
    try {
      await migrateDatabase(database);
      return await dumpPgliteFiles(database);
    } finally {
      await database.close();
    }
  })();
  return migratedFiles;
}

async function runAdminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
