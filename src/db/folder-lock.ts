import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Marks a PGlite folder as owned by this process. PGlite has no lock of its own, and two processes
 * writing one folder corrupt it, so a second server on the same DATA_DIR must refuse to start.
 * Returns the release function.
 */
export function acquireFolderLock(folder: string): () => void {
  const lockFile = join(folder, 'scribewell.lock');
  const ownerPid = readLockOwner(lockFile);
  if (ownerPid !== undefined && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
    throw new Error(
      `The database folder ${folder} is in use by process ${ownerPid}. Stop that server first, ` +
        'or give this one its own DATA_DIR (PGlite cannot be shared between processes).',
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readLockOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function readLockOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
