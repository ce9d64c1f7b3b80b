import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './open-pglite-database';

const parent = mkdtempSync(join(tmpdir(), 'pglite-start-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

async function readSetting(database: Awaited<ReturnType<typeof openPgliteDatabase>>, name: 'shared_buffers' | 'max_connections') {
  const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows[0]?.[name];
}

describe('embedded database start', () => {
  it('creates a new folder in a throwaway thread, then opens it with small shared memory and keeps what was written', async () => {
    const folder = join(parent, 'data');
    const first = await openPgliteDatabase(folder);
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    expect(await readSetting(first, 'shared_buffers')).toBe('32MB');
    expect(await readSetting(first, 'max_connections')).toBe('10');
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written before the restart')`);
    await first.close();

    const second = await openPgliteDatabase(folder);
    const rows = (await second.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
    expect(rows.rows).toEqual([{ note: 'written before the restart' }]);
    expect(await readSetting(second, 'shared_buffers')).toBe('32MB');
    await second.close();
  }, 120_000);
});
