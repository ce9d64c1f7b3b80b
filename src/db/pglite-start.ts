import { PGlite } from '@electric-sql/pglite';
import { existsSync, rmSync } from 'node:fs';
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

/**
 * PostgreSQL's own lock file in a PGlite folder protects nothing and can lock the folder for good, so
 * it goes before every start (decision 84). Inside PGlite, PostgreSQL writes the WebAssembly process's
 * fixed pid (-42), sees it as its own on the next start and replaces the file, whoever wrote it: the
 * folder lock (scribewell.lock, held by the caller) is what keeps other processes out. But a kill
 * between creating the file and filling it (0.3–17 ms apart in 15 traced starts on a loaded machine)
 * leaves it empty, and PostgreSQL refuses an empty lock file on every later start ("lock file
 * "postmaster.pid" is empty"), which PGlite reports as "PGlite failed to initialize properly".
 * Call only while holding the folder lock.
 */
export function removePostgresLockFile(folder: string): void {
  rmSync(join(folder, 'postmaster.pid'), { force: true });
}

/**
 * What PostgreSQL printed while starting, kept to explain a start that fails: PGlite passes its output
 * on only in debug mode, so its own error ("PGlite failed to initialize properly") said nothing more.
 */
export function createStartLog(limit = 40) {
  const lines: string[] = [];
  let collecting = true;
  return {
    /** For PGlite's `onStderr`; the answer only decides whether PGlite also prints it in debug mode. */
    collect: (text: string): boolean => {
      if (collecting) {
        lines.push(text);
        if (lines.length > limit) lines.shift();
      }
      return false;
    },
    /** The start is over: later output (notices, warnings) is not kept. */
    stop: () => {
      collecting = false;
    },
    lines: (): readonly string[] => lines,
  };
}

/**
 * The error for a PGlite folder that does not open: which folder, what PostgreSQL said (its FATAL or
 * PANIC line and hint, without the timestamps), and what to do, instead of PGlite's bare
 * "PGlite failed to initialize properly" or "Aborted()".
 */
export function describeOpenFailure(folder: string, error: unknown, postgresLines: readonly string[]): Error {
  const reason = error instanceof Error ? error.message.trim() : String(error);
  const said = postgresLines
    .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[-?\d+\] /, '').trim())
    .filter((line) => /^(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line));
  return new Error(
    `The embedded database in ${folder} could not be opened (${reason}).\n` +
      (said.length > 0 ? `PostgreSQL said:\n${said.slice(-6).map((line) => `  ${line}`).join('\n')}\n` : 'PostgreSQL printed no error.\n') +
      'Copy the whole data folder somewhere safe before trying any repair, and make sure no other process ' +
      'uses it (docs/decisions/0084-pglite-start-removes-postgres-lock-file.md).',
    { cause: error },
  );
}
