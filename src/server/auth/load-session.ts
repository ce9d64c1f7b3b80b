import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Auth } from './create-auth';
import type { SessionCache } from './session-cache';

/** Must match `advanced.cookiePrefix` in create-auth.ts. */
const COOKIE_PREFIX = 'scribewell';

/**
 * Reads the caller's session for an API request: none without a session cookie, from the short
 * in-process cache when it holds this cookie, from Better Auth (and the database) otherwise. Cookies
 * Better Auth refreshes on the way (rolling expiry) are forwarded, so sessions stay alive while used.
 */
export function loadSession(auth: Auth, cache?: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getSessionCookie(c.req.raw.headers, { cookiePrefix: COOKIE_PREFIX });
    if (!cookie) {
      c.set('session', null);
      return next();
    }
    const cached = cache?.read(cookie);
    if (cached !== undefined) {
      c.set('session', cached);
      return next();
    }
    const ticket = cache?.begin() ?? 0;
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const refreshed = headers.getSetCookie();
    // A response that changes the cookie is not cached: the next request carries the new value.
    if (refreshed.length === 0) cache?.store(ticket, cookie, response);
    c.set('session', response);
    await next();
    for (const value of refreshed) c.res.headers.append('set-cookie', value);
  };
}
