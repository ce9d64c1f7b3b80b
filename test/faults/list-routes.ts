import type { Hono } from 'hono';
import type { Auth } from '../../src/server/auth/create-auth';

export interface Route {
  method: string;
  /** With `:param` placeholders, filled in by the fuzzer. */
  path: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every route of the app, read from the app itself so a new route is fuzzed without being listed:
 * Hono's handlers (wildcards and middleware left out) and each Better Auth endpoint behind /api/auth/*.
 */
export function listRoutes(app: Pick<Hono, 'routes'> | { routes: Hono['routes'] }, auth: Auth): Route[] {
  const routes = new Map<string, Route>();
  const add = (method: string, path: string) => routes.set(`${method} ${path}`, { method, path });
  for (const route of app.routes) {
    // ALL entries are middleware (app.use) and the not-found handler, not routes.
    if (!route.path.startsWith('/api/') || route.path.includes('*') || !METHODS.includes(route.method)) continue;
    add(route.method, route.path);
  }
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (!endpoint?.path || !endpoint.options?.method) continue;
    const methods = Array.isArray(endpoint.options.method) ? endpoint.options.method : [endpoint.options.method];
    for (const method of methods) if (METHODS.includes(method)) add(method, `/api/auth${endpoint.path}`);
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
