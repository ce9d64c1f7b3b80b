import { Hono } from 'hono';
import type { Db } from '../../db/database';
import { findPlan } from '../../domain/plans';
import { findTool, isToolId } from '../../domain/tools';
import type { AppEnv } from '../app-env';
import type { FindEngine } from '../engines/compose-engines';
import { startGuestSession, type GuestSessionDeps } from '../auth/start-guest-session';
import type { EventBus } from '../events/event-bus';
import { ApiError } from '../http/api-error';
import { parseToolInput } from './parse-tool-input';
import { runToolForUser } from './run-tool-for-user';


export interface ToolRoutesDeps extends GuestSessionDeps {
  db: Db;
  engines: FindEngine;
  events: EventBus;
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
    const input = await parseToolInput(c.req.raw, engine, c.get('usage')?.plan ?? findPlan('Free'));
    const userId = c.get('session')?.user.id ?? (await startGuestSession(c, deps));
    // A signed-in caller's usage was loaded before the body was read (to size the body limit).
    const outcome = await runToolForUser({ db: deps.db, engine, userId, input, signal: c.req.raw.signal, usage: c.get('usage') });
    void deps.events.publish(userId, 'usage', { toolId: tool.id, counter: tool.counter, remaining: outcome.remaining });
    return c.json(outcome);
  });

  return routes;
}
