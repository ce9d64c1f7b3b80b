import { sql } from 'drizzle-orm';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './open-pglite-database';
import { queryRows } from './query-rows';

const parent = mkdtempSync(join(tmpdir(), 'scribewell-pglite-open-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/**
 * A folder as SIGKILL leaves it: copied while the database is open and idle (this thread runs PGlite,
 * so nothing is written during the synchronous copy; the page cache is what a killed process leaves).
 */
async function folderLeftByAKill(name: string): Promise<string> {
  const live = join(parent, `${name}-live`);
  const database = await openPgliteDatabase(live);
  await database.db.execute(sql`create table kept (note text)`);
  await database.db.execute(sql`insert into kept values ('written before the kill')`);
  const left = join(parent, name);
  cpSync(live, left, { recursive: true });
  await database.close();
  return left;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('opening a PGlite folder after a crash', () => {
  it('opens a folder whose start was killed between creating postmaster.pid and filling it, and keeps its data', async () => {
    const folder = await folderLeftByAKill('empty-lock-file');
    // PostgreSQL creates its lock file empty, then writes it: a kill in between leaves this.
    writeFileSync(join(folder, 'postmaster.pid'), '');
    const database = await openPgliteDatabase(folder);
    try {
      expect(await queryRows<{ note: string }>(database.db, sql`select note from kept`)).toEqual([{ note: 'written before the kill' }]);
    } finally {
      await database.close();
    }
    expect(existsSync(join(folder, 'postmaster.pid')), 'removed again on a clean close').toBe(false);
  }, 120_000);

  it('says which folder did not open and what PostgreSQL said, and releases the folder', async () => {
    const folder = await folderLeftByAKill('newer-version');
    // A folder PostgreSQL refuses for good: made by another major version.
    writeFileSync(join(folder, 'PG_VERSION'), '99\n');
    const failure = await openPgliteDatabase(folder).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toContain(`The embedded database in ${folder} could not be opened`);
    expect(failure?.message).toMatch(/PostgreSQL said:\n {2}FATAL: {2}database files are incompatible with server/);
    expect(failure?.message).toContain('Copy the whole data folder somewhere safe');
    // The lock and the in-process guard are released: the folder can be tried again once repaired.
    expect(existsSync(join(folder, 'scribewell.lock'))).toBe(false);
    writeFileSync(join(folder, 'PG_VERSION'), '18\n');
    const database = await openPgliteDatabase(folder);
    await database.close();
  }, 120_000);
});
