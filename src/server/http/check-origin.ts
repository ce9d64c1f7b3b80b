import type { MiddlewareHandler } from 'hono';
import { sendError } from './api-error';

export interface CheckOriginOptions {
  /** Path prefixes that take no browser cookies and prove themselves otherwise (the signed payment webhook). */
  exempt?: string[];
}

/**
 * CSRF guard in front of every state-changing API request (Better Auth also checks /api/auth itself).
 * A foreign Origin is refused. So is `Origin: null` (sandboxed frames, cross-site redirects: a page
 * hiding where it comes from), and a request that carries cookies but no Origin at all unless the
 * browser vouches for it with Sec-Fetch-Site: same-origin. Clients without cookies (curl, scripts,
 * server-to-server) send no Origin and act for nobody, so they pass.
 */
export function checkOrigin(trustedOrigins: string[], { exempt = [] }: CheckOriginOptions = {}): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (exempt.some((prefix) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`))) return next();
    const origin = c.req.header('origin');
    if (origin === 'null') {
      return sendError(c, 403, 'forbidden', 'Requests from an opaque origin ("null") are not allowed. Open the site directly and try again.');
    }
    if (origin === undefined || origin === '') {
      const carriesCookies = Boolean(c.req.header('cookie'));
      if (carriesCookies && c.req.header('sec-fetch-site') !== 'same-origin') {
        return sendError(c, 403, 'forbidden', 'This request names no Origin, so it cannot be told apart from a cross-site one. Send it from the site itself.');
      }
      return next();
    }
    if (!trusted.has(origin) && origin !== new URL(c.req.url).origin) {
      return sendError(c, 403, 'forbidden', 'Requests from this origin are not allowed.');
    }
    return next();
  };
}
