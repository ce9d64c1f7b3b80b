import { Hono } from 'hono';
import type { RunUsageEvent } from '../../contracts/live-events';
import type { Db } from '../../db/database';
import { findPlan } from '../../domain/plans';
import { findTool, isToolId } from '../../domain/tools';
import type { AppEnv } from '../app-env';
import type { FindEngine } from '../engines/compose-engines';
import { startGuestSession, type GuestSessionDeps } from '../auth/start-guest-session';
import type { EventBus } from '../events/event-bus';
import { ApiError } from '../http/api-error';
import { readToolInput } from './parse-tool-input';
import { readClientKey } from './read-client-key';
import { runToolForUser } from './run-tool-for-user';
import type { UsageCache } from '../usage/usage-cache';

export interface ToolRoutesDeps extends GuestSessionDeps {
  db: Db;
  engines: FindEngine;
  events: EventBus;
  usageCache?: UsageCache;
}

/** POST /api/tools/:toolId — statuses and body shapes are the contract in docs/http-api.md. */
export function createToolRoutes(deps: ToolRoutesDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/:toolId', async (c) => {
    const toolId = c.req.param('toolId');
    const tool = isToolId(toolId) ? findTool(toolId) : undefined;
    if (!tool) throw new ApiError(404, 'not_found', `There is no tool called "${toolId}".`);
    const engine = deps.engines(tool.id);
    if (!engine) {
      throw new ApiError(
        404,
        'tool_unavailable',
        `${tool.label} is not available on this server yet. It is listed in the catalogue but its engine has not been installed.`,
      );
    }
    // Validate before creating a guest, so malformed requests cannot mint sessions.
    const usage = c.get('usage');
    const { input, words } = await readToolInput(c.req.raw, engine, usage?.plan ?? findPlan('Free'));
    const session = c.get('session');
    const userId = session?.user.id ?? (await startGuestSession(c, deps));
    // A signed-in caller's usage was loaded before the body was read (to size the body limit); the
    // words were counted against that plan, so they are passed on only with it (a new guest loads its own).
    const outcome = await runToolForUser({
      db: deps.db,
      engine,
      userId,
      input,
      signal: c.req.raw.signal,
      usage,
      usageCache: deps.usageCache,
      words: usage ? words : undefined,
      clientKey: readClientKey(c, session?.user, userId, deps.trustProxy),
    });
    void deps.events.publish(userId, 'usage', { toolId: tool.id, counter: tool.counter, remaining: outcome.remaining } satisfies RunUsageEvent);
    return c.json(outcome);
  });

  return routes;
}
