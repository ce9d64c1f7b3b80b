import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../app-env';
import { settleAndLoadUsage } from './settle-and-load-usage';
import type { UsageCache } from './usage-cache';

/**
 * Loads a signed-in caller's usage into `c.var.usage` before the body is read, so the body limit can
 * follow their plan and the tool run reuses the same load. Signed-out callers get none (they are on Free).
 * With a cache, a user's usage is read once per session-cache lifetime, not once per request.
 */
export function loadCallerUsage(db: Db, cache?: UsageCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    const userId = session?.user.id;
    c.set('usage', userId ? await (cache ? cache.load(db, userId) : settleAndLoadUsage(db, userId)) : undefined);
    await next();
  };
}
