import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/create-database';
import type { Database } from '../../db/database';
import { createTestDatabase, type TestDatabase } from '../../db/testing/create-test-database';
import { createRateLimiter } from './rate-limiter';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('createRateLimiter (in the database)', () => {
  it('allows max requests per key and window, then tells how long to wait', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 2, windowSeconds: 60 }, { db: testDb.database.db, name: 'window', now: () => now });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.consume('b')).allowed).toBe(true);
    now += 30_000;
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('keeps limiters with different names apart', async () => {
    const config = { max: 1, windowSeconds: 60 };
    const signIn = createRateLimiter(config, { db: testDb.database.db, name: 'sign-in' });
    const guests = createRateLimiter(config, { db: testDb.database.db, name: 'guests' });
    expect((await signIn.consume('1.2.3.4')).allowed).toBe(true);
    expect((await guests.consume('1.2.3.4')).allowed).toBe(true);
    expect((await signIn.consume('1.2.3.4')).allowed).toBe(false);
  });

  it('starts a key over on reset, leaving other keys alone', async () => {
    const limiter = createRateLimiter({ max: 1, windowSeconds: 60 }, { db: testDb.database.db, name: 'reset' });
    expect((await limiter.consume('ada@example.com')).allowed).toBe(true);
    expect((await limiter.consume('bob@example.com')).allowed).toBe(true);
    expect((await limiter.consume('ada@example.com')).allowed).toBe(false);
    await limiter.reset('ada@example.com');
    expect((await limiter.consume('ada@example.com')).allowed).toBe(true);
    expect((await limiter.consume('bob@example.com')).allowed).toBe(false);
  });

  it('lets exactly max of many simultaneous attempts through', async () => {
    const limiter = createRateLimiter({ max: 7, windowSeconds: 60 }, { db: testDb.database.db, name: 'burst' });
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.consume('same-key')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(7);
  });

  it.skipIf(!process.env.DATABASE_URL)('holds across two instances sharing one PostgreSQL database', async () => {
    const other: Database = await createDatabase({ databaseUrl: testDb.url });
    try {
      const config = { max: 10, windowSeconds: 60 };
      const a = createRateLimiter(config, { db: testDb.database.db, name: 'shared' });
      const b = createRateLimiter(config, { db: other.db, name: 'shared' });
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).consume('victim@example.com')));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});

describe('rate limiter keys', () => {
  it('counts a key far longer than an index entry holds (a sign-in with a 100 KB e-mail) instead of failing', async () => {
    const limiter = createRateLimiter({ max: 2, windowSeconds: 60 }, { db: testDb.database.db, name: 'long' });
    const key = '漢'.repeat(50_000);
    await expect(limiter.consume(key)).resolves.toMatchObject({ allowed: true });
    await limiter.consume(key);
    await expect(limiter.consume(key)).resolves.toMatchObject({ allowed: false });
  });
});
