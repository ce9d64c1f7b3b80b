import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { toDrizzleLogger, type Database, type Db, type StatementListener } from './database';
import { acquireFolderLock } from './folder-lock';
import * as schema from './schema/index';

/** Folders opened by this process: PGlite is one connection, so a second open would corrupt it. */
const openFolders = new Set<string>();

export async function openPgliteDatabase(
  folder: string | undefined,
  { onStatement }: { onStatement?: StatementListener } = {},
): Promise<Database> {
  let releaseLock = () => {};
  if (folder) {
    if (openFolders.has(folder)) throw new Error(`The PGlite folder ${folder} is already open in this process.`);
    mkdirSync(folder, { recursive: true });
    releaseLock = acquireFolderLock(folder);
    openFolders.add(folder);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(folder ? { dataDir: folder } : {});
  } catch (error) {
    releaseLock();
    if (folder) openFolders.delete(folder);
    throw error;
  }
  const db = drizzle({ client, schema, logger: toDrizzleLogger(onStatement) }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async notify(channel, payload) {
      onStatement?.('SELECT pg_notify($1, $2)');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    runExclusive: (_name, task) => task(),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      releaseLock();
      if (folder) openFolders.delete(folder);
    },
  };
}
