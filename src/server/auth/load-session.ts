import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Auth, AuthSession } from './create-auth';
import type { SessionCache } from './session-cache';

interface SessionLookup {
  /** Set-Cookie values Better Auth answered with (a refreshed expiry), forwarded to the browser. */
  refreshed: string[];
  session: AuthSession | null;
}

/** Must match `advanced.cookiePrefix` in create-auth.ts. */
const COOKIE_PREFIX = 'scribewell';

/**
 * Reads the caller's session for an API request: none without a session cookie, from the short
 * in-process cache when it holds this cookie, from Better Auth (and the database) otherwise. Cookies
 * Better Auth refreshes on the way (rolling expiry) are forwarded, so sessions stay alive while used.
 */
export function loadSession(auth: Auth, cache?: SessionCache): MiddlewareHandler<AppEnv> {
  // Lookups under way by cookie: when a cached session lapses under load, the requests in flight
  // share one lookup instead of each asking Better Auth (and the database) again.
  const pending = new Map<string, { ticket: number; lookup: Promise<SessionLookup> }>();

  function lookUp(cookie: string, headers: Headers): Promise<SessionLookup> {
    const ticket = cache?.begin() ?? 0;
    const shared = pending.get(cookie);
    // A lookup that started before a clear (a sign-out, say) may return what was just revoked.
    if (shared && shared.ticket === ticket) return shared.lookup;
    const lookup = auth.api.getSession({ headers, returnHeaders: true }).then(({ headers: answer, response }) => {
      const refreshed = answer.getSetCookie();
      // A response that changes the cookie is not cached: the next request carries the new value.
      if (refreshed.length === 0) cache?.store(ticket, cookie, response);
      return { refreshed, session: response };
    });
    pending.set(cookie, { ticket, lookup });
    const forget = () => {
      if (pending.get(cookie)?.lookup === lookup) pending.delete(cookie);
    };
    lookup.then(forget, forget);
    return lookup;
  }

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
    const { refreshed, session } = await lookUp(cookie, c.req.raw.headers);
    c.set('session', session);
    await next();
    for (const value of refreshed) c.res.headers.append('set-cookie', value);
  };
}
