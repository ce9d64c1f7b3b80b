import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { sessions, toolRuns, users } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/testing/create-test-database';
import { deleteAbandonedGuests, GUEST_CLEANUP_INTERVAL_MS, runGuestCleanupOnce } from './delete-abandoned-guests';

async function addUser(database: Database, id: string, { anonymous, ageHours }: { anonymous: boolean; ageHours: number }) {
  await database.db.insert(users).values({
    id,
    name: id,
    email: `${id}@example.com`,
    isAnonymous: anonymous,
    createdAt: sql`now() - make_interval(hours => ${ageHours})`,
  });
}

async function addSession(database: Database, userId: string, expiresInHours: number) {
  await database.db.insert(sessions).values({
    id: `s-${userId}-${expiresInHours}`,
    token: `t-${userId}-${expiresInHours}`,
    userId,
    expiresAt: sql`now() + make_interval(hours => ${expiresInHours})`,
  });
}

describe('deleteAbandonedGuests', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it('deletes guests no live session can reach, with their rows, and keeps everyone else', async () => {
    const { database } = test;
    await addUser(database, 'guest-gone', { anonymous: true, ageHours: 24 * 40 });
    await addSession(database, 'guest-gone', -24 * 30);
    await database.db.insert(toolRuns).values({ userId: 'guest-gone', toolId: 'text-compare', input: {}, result: {}, wordCount: 3, durationMs: 1 });
    await addUser(database, 'guest-no-session', { anonymous: true, ageHours: 48 });
    await addUser(database, 'guest-active', { anonymous: true, ageHours: 24 * 40 });
    await addSession(database, 'guest-active', -24);
    await addSession(database, 'guest-active', 24 * 6);
    await addUser(database, 'guest-new', { anonymous: true, ageHours: 1 });
    await addUser(database, 'member-idle', { anonymous: false, ageHours: 24 * 400 });

    expect(await deleteAbandonedGuests(database.db)).toBe(2);
    const left = (await database.db.select({ id: users.id }).from(users)).map((row) => row.id).sort();
    expect(left).toEqual(['guest-active', 'guest-new', 'member-idle']);
    expect(await database.db.select().from(toolRuns).where(eq(toolRuns.userId, 'guest-gone'))).toEqual([]);
    expect(await deleteAbandonedGuests(database.db)).toBe(0);
  });

  it('runs the scheduled clean-up once per interval however many instances ask', async () => {
    const { database } = test;
    await addUser(database, 'guest-late', { anonymous: true, ageHours: 48 });
    const start = Date.now() + GUEST_CLEANUP_INTERVAL_MS * 10;
    // Five instances ask at the same moment: one runs the clean-up.
    const counts = await Promise.all(Array.from({ length: 5 }, () => runGuestCleanupOnce(database.db, start)));
    expect(counts.sort()).toEqual([0, 0, 0, 0, 1]);
    await addUser(database, 'guest-later', { anonymous: true, ageHours: 48 });
    expect(await runGuestCleanupOnce(database.db, start + GUEST_CLEANUP_INTERVAL_MS / 2)).toBe(0);
    expect(await runGuestCleanupOnce(database.db, start + GUEST_CLEANUP_INTERVAL_MS)).toBe(1);
  });
});
