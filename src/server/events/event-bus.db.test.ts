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
    await publisher.publish('user-a', 'usage', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
  });
});
