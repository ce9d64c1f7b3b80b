import type { MiddlewareHandler } from 'hono';
import { sendError } from './api-error';

/**
 * CSRF guard for our own cookie-authenticated endpoints (Better Auth guards /api/auth itself):
 * a state-changing request that names a foreign Origin is refused. Requests without an Origin
 * (curl, server-to-server) carry no browser cookies by accident, so they pass.
 */
export function checkOrigin(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const origin = c.req.header('origin');
    if (origin && origin !== 'null' && !trusted.has(origin) && origin !== new URL(c.req.url).origin) {
      return sendError(c, 403, 'forbidden', 'Requests from this origin are not allowed.');
    }
    return next();
  };
}
