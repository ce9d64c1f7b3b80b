import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite's own start parameters plus two that size its shared memory for one embedded connection
 * instead of a 100-connection server: 32 MB of buffers (the folder's postgresql.conf says 128 MB)
 * and 10 connection slots: ~100 MB less resident, the same speed within the bench's noise (docs/decisions/0030).
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'max_connections=10'];

/** A folder PGlite has already initialised holds PostgreSQL's version file. */
function isInitialised(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION'));
}

// Plain JavaScript, so the thread needs no TypeScript loader; PGlite's module comes from the caller.
const INITIALISE_IN_THREAD = `
const { workerData } = require('node:worker_threads');
import(workerData.pgliteUrl).then(async ({ PGlite }) => {
  const client = await PGlite.create({ dataDir: workerData.folder, startParams: workerData.startParams });
  await client.close();
});
`;

/**
 * Creating a folder runs initdb, a second WebAssembly instance that leaves ~0.4 GB resident in the
 * process until a full garbage collection an idle server may never run. A throwaway thread takes
 * all of it with it when it ends, so a first start holds no more than a restart.
 */
export async function initialisePgliteFolder(folder: string): Promise<void> {
  if (isInitialised(folder)) return;
  const worker = new Worker(INITIALISE_IN_THREAD, {
    eval: true,
    execArgv: [],
    workerData: { folder, pgliteUrl: import.meta.resolve('@electric-sql/pglite'), startParams: PGLITE_START_PARAMS },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0 && isInitialised(folder)) resolve();
      else reject(new Error(`Creating the database in ${folder} failed (exit code ${code}).`));
    });
  });
}
