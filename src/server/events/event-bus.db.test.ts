import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/create-database';
import type { Database } from '../../db/database';
import { createTestDatabase, type TestDatabase } from '../../db/testing/create-test-database';
import { createEventBus, type UserEvent } from './event-bus';

describe('event bus', () => {
  let testDb: TestDatabase;
  // On PostgreSQL a second connection plays a second server instance; PGlite has only one process.
  let otherInstance: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    otherInstance = testDb.url ? await createDatabase({ databaseUrl: testDb.url }) : testDb.database;
  });
  afterAll(async () => {
    if (otherInstance && otherInstance !== testDb.database) await otherInstance.close();
    await testDb?.destroy();
  });

  it('delivers an event published by one instance to a subscriber of another, for that user only', async () => {
    const publisher = createEventBus(testDb.database);
    const subscriber = createEventBus(otherInstance);
    const received: UserEvent[] = [];
    const unsubscribe = await subscriber.subscribe('user-a', (event) => received.push(event));

    await publisher.publish('user-b', 'usage', { toolId: 'plagiarism' });
    await publisher.publish('user-a', 'subscription', { package: 'Pro' });
    await expect.poll(() => received, { timeout: 2000 }).toEqual([{ type: 'subscription', data: { package: 'Pro' } }]);

    unsubscribe();
    // A later event for another user is the barrier: notifications from one publisher arrive in order,
    // so once it has arrived, the one published before it would have too.
    const barrier: UserEvent[] = [];
    await subscriber.subscribe('user-c', (event) => barrier.push(event));
    await publisher.publish('user-a', 'usage', {});
    await publisher.publish('user-c', 'usage', { barrier: true });
    await expect.poll(() => barrier, { timeout: 2000 }).toHaveLength(1);
    expect(received).toHaveLength(1);
  });
});
