import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitWindows } from '../../db/schema/index';
import type { RateLimitConfig } from '../config/load-config';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Starts the key's window over (a successful sign-in clears that account's failed attempts). */
  reset(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /**
   * Where the windows live. With a database every instance on it shares the count (several app
   * instances behind a load balancer); without one the count is this process's own (tests, tools).
   */
  db?: Db;
  /** Keeps the keys of different limiters apart in the shared table. */
  name?: string;
  now?: () => number;
}

/**
 * The key as stored: a key is partly what the client sent (the e-mail of a sign-in), and a very long
 * one does not fit the primary key's index (a 500 in the fuzz run): past 200 characters its hash is kept.
 */
function storedKey(name: string, key: string): string {
  const full = `${name}:${key}`;
  return full.length <= 200 ? full : `${name}:sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Fixed-window counter per key: `max` attempts per `windowSeconds`. */
export function createRateLimiter(config: RateLimitConfig, options: RateLimiterOptions | (() => number) = {}): RateLimiter {
  const { db, name = 'default', now = Date.now } = typeof options === 'function' ? { now: options } : options;
  return db ? createDatabaseLimiter(config, db, name, now) : createMemoryLimiter(config, now);
}

function decide(max: number, count: number, resetAt: number, time: number): RateLimitDecision {
  return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - time) / 1000)) };
}

function createDatabaseLimiter({ max, windowSeconds }: RateLimitConfig, db: Db, name: string, now: () => number): RateLimiter {
  const windowMs = windowSeconds * 1000;
  let lastSweep = now();

  async function sweepExpired(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    // Any instance may sweep any limiter's stale rows; the upsert below starts them over anyway.
    await db.delete(rateLimitWindows).where(sql`${rateLimitWindows.resetAt} < ${time - windowMs}`);
  }

  return {
    async consume(key) {
      const time = now();
      await sweepExpired(time).catch(() => {});
      // One atomic statement: concurrent attempts on any instance each see their own count.
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key: storedKey(name, key), count: 1, resetAt: time + windowMs })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            count: sql`CASE WHEN ${rateLimitWindows.resetAt} <= ${time} THEN 1 ELSE ${rateLimitWindows.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimitWindows.resetAt} <= ${time} THEN excluded.reset_at ELSE ${rateLimitWindows.resetAt} END`,
          },
        })
        .returning({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt });
      if (!row) throw new Error('The rate-limit upsert returned no row');
      return decide(max, row.count, Number(row.resetAt), time);
    },
    async reset(key) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, storedKey(name, key)));
    },
  };
}

function createMemoryLimiter({ max, windowSeconds }: RateLimitConfig, now: () => number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweepExpired(time: number) {
    if (time - lastSweep < windowSeconds * 1000) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async consume(key) {
      const time = now();
      sweepExpired(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      // A refused attempt does not extend the count, so the window still ends on time.
      if (window.count >= max) return decide(max, max + 1, window.resetAt, time);
      window.count += 1;
      return decide(max, window.count, window.resetAt, time);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
