import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type BenchSql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Raw SQL on the engine the app would use: PostgreSQL when a URL is given, PGlite in `dataDir` otherwise. */
export async function openBenchSql(dataDir: string | undefined, databaseUrl: string | undefined): Promise<BenchSql> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[];
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
}
