import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { resolveAuthSecret } from './resolve-auth-secret';

const SECRET_SETTING = 'auth_secret';

/**
 * The AUTH_SECRET every instance signs cookies with. Configured: that one. On PostgreSQL without one,
 * the first instance to start stores a generated secret in the database and every later instance
 * reads the same one, so a cookie from one instance is good on all. On PGlite (one instance by
 * construction) it stays in DATA_DIR as before.
 */
export async function resolveSharedAuthSecret(database: Database, configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'pglite') return resolveAuthSecret(undefined, dataDir);
  const candidate = randomBytes(32).toString('base64url');
  // Instances starting together race on the insert; the primary key keeps the first, all read it back.
  await queryRows(database.db, sql`INSERT INTO server_settings (name, value) VALUES (${SECRET_SETTING}, ${candidate}) ON CONFLICT (name) DO NOTHING`);
  const [row] = await queryRows<{ value: string }>(database.db, sql`SELECT value FROM server_settings WHERE name = ${SECRET_SETTING}`);
  if (!row) throw new Error('Could not store the shared AUTH_SECRET in the database.');
  return row.value;
}
