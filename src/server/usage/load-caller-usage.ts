import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../app-env';
import { settleAndLoadUsage } from './settle-and-load-usage';

/**
 * Loads a signed-in caller's usage into `c.var.usage` before the body is read, so the body limit can
 * follow their plan and the tool run reuses the same load. Signed-out callers get none (they are on Free).
 */
export function loadCallerUsage(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    c.set('usage', session ? await settleAndLoadUsage(db, session.user.id) : undefined);
    await next();
  };
}
