import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { toDrizzleLogger, type Database, type Db, type NotificationHandler, type StatementListener } from './database';
import { acquireFolderLock } from './folder-lock';
import { attachPreparedRunner } from './prepared-query';
import { createStartLog, describeOpenFailure, initialisePgliteFolder, PGLITE_START_PARAMS, removePostgresLockFile } from './pglite-start';
import { createPglitePreparedRunner } from './run-pglite-prepared';
import * as schema from './schema/index';

/** Folders opened by this process: PGlite is one connection, so a second open would corrupt it. */
const openFolders = new Set<string>();

export interface OpenPgliteOptions {
  onStatement?: StatementListener;
  /**
   * In memory only: start from these files (a `dumpPgliteFiles` copy) instead of running initdb. Tests
   * open dozens of databases, and initdb was most of each open (5.5 s of CPU against 1.9 s from a copy).
   */
  loadDataDir?: Blob;
}

export async function openPgliteDatabase(folder: string | undefined, { onStatement, loadDataDir }: OpenPgliteOptions = {}): Promise<Database> {
  let releaseLock = () => {};
  if (folder) {
    if (openFolders.has(folder)) throw new Error(`The PGlite folder ${folder} is already open in this process.`);
    mkdirSync(folder, { recursive: true });
    releaseLock = acquireFolderLock(folder);
    openFolders.add(folder);
  }
  let client: PGlite;
  try {
    if (folder) {
      await initialisePgliteFolder(folder);
      removePostgresLockFile(folder);
    }
    client = await startPglite(folder, folder ? undefined : loadDataDir);
  } catch (error) {
    releaseLock();
    if (folder) openFolders.delete(folder);
    throw error;
  }
  const db = drizzle({ client, schema, logger: toDrizzleLogger(onStatement) }) as unknown as Db;
  attachPreparedRunner(db, createPglitePreparedRunner(client, onStatement));
  const notifications = createLocalNotifications();
  let closed = false;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, handler) => notifications.listen(channel, handler),
    // The folder lock keeps every other process out, so all listeners are in this one: no SQL needed.
    notify: async (channel, payload) => notifications.notify(channel, payload),
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

/** The files of an open PGlite database, to open copies of it with `loadDataDir`. */
export async function dumpPgliteFiles(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('Only a PGlite database can be copied this way.');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

async function startPglite(folder: string | undefined, loadDataDir: Blob | undefined): Promise<PGlite> {
  const startLog = createStartLog();
  try {
    const client = await PGlite.create({
      ...(folder ? { dataDir: folder } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      startParams: [...PGLITE_START_PARAMS],
      onStderr: startLog.collect,
    });
    startLog.stop();
    return client;
  } catch (error) {
    throw folder ? describeOpenFailure(folder, error, startLog.lines()) : error;
  }
}

/**
 * LISTEN/NOTIFY within the process, with PostgreSQL's delivery semantics that callers rely on:
 * asynchronous (never inside the notifier's call) and to every listener subscribed at delivery time.
 */
function createLocalNotifications() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  return {
    listen(channel: string, handler: NotificationHandler) {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
      }
      channelHandlers.add(handler);
      return async () => {
        channelHandlers.delete(handler);
      };
    },
    notify(channel: string, payload: string) {
      if (!handlers.get(channel)?.size) return;
      setImmediate(() => {
        for (const handler of handlers.get(channel) ?? []) {
          try {
            handler(payload);
          } catch (error) {
            console.error(`[db] a ${channel} listener failed:`, error);
          }
        }
      });
    },
  };
}
