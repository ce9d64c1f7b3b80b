import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';
import { queryRows } from './query-rows';
import { users } from './schema/index';
import { createTestDatabase, type TestDatabase } from './testing/create-test-database';

describe('database', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('applies the migrations: every table exists and starts empty', async () => {
    const rows = await testDb.database.db.select().from(users);
    expect(rows).toEqual([]);
    const tables = await queryRows<{ table_name: string }>(
      testDb.database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'accounts', 'verifications', 'profiles', 'subscriptions', 'user_actions', 'tool_runs', 'email_outbox']),
    );
  });

  it('delivers NOTIFY to a listener', async () => {
    let deliver: (payload: string) => void = () => {};
    const received = new Promise<string>((resolve) => {
      deliver = resolve;
    });
    // listen resolves once LISTEN has run, so the notification cannot race it (a fixed pause did, on a slow machine).
    await testDb.database.listen('test_channel', (payload) => deliver(payload));
    await testDb.database.notify('test_channel', 'hello');
    await expect(received).resolves.toBe('hello');
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite data folder', () => {
  it('refuses to open one folder twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-db-'));
    const first = await createDatabase({ dataDir });
    try {
      await expect(createDatabase({ dataDir })).rejects.toThrow(/already open/);
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('migrations on PostgreSQL', () => {
  it('can run from several instances at once on an empty database', async () => {
    const { migrateDatabase } = await import('./migrate-database');
    const testDb = await createTestDatabase({ migrate: false });
    try {
      await Promise.all([migrateDatabase(testDb.database), migrateDatabase(testDb.database), migrateDatabase(testDb.database)]);
      expect(await testDb.database.db.select().from(users)).toEqual([]);
    } finally {
      await testDb.destroy();
    }
  });
});
