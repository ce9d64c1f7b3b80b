import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/database';

const CHANNEL = 'scribewell_session_changes';

export interface SessionChangeBroadcast {
  /** Run after anything that may end or change sessions: clears this instance's cache and tells the others. */
  announce(): Promise<void>;
  /** Clears the cache after each state-changing request (sign-out, revocations, password, profile, deletion). */
  clearAfterWrites: MiddlewareHandler;
}

/**
 * Keeps the session cache honest across instances: every write that can end or change a session
 * clears the cache here at once and, through NOTIFY, on every other instance on the same database.
 * Writes to auth and account routes are rare next to reads, so clearing everything is cheap and
 * leaves no case (reset by e-mail link, "sign out everywhere") to get wrong.
 */
export function broadcastSessionChanges(database: Database, cache: { clear(): void }): SessionChangeBroadcast {
  // This instance already cleared its cache when it announced; its own notification, arriving later,
  // would throw away sessions cached since then for nothing.
  const instanceId = randomUUID();
  void database
    .listen(CHANNEL, (payload) => {
      if (payload !== instanceId) cache.clear();
    })
    .catch((error: unknown) => console.error('[auth] session change notifications are off:', error));

  async function announce() {
    cache.clear();
    try {
      await database.notify(CHANNEL, instanceId);
    } catch (error) {
      console.error('[auth] could not announce a session change:', error);
    }
  }

  return {
    announce,
    clearAfterWrites: async (c, next) => {
      const method = c.req.method;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
      try {
        await next();
      } finally {
        await announce();
      }
    },
  };
}
