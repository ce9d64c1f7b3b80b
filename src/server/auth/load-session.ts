import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Auth } from './create-auth';

/**
 * Reads the session for every API request and forwards any cookie Better Auth refreshes on the way
 * (rolling expiry, cookie cache), so sessions stay alive while the user is active.
 */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) {
      c.set('session', null);
      return next();
    }
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    c.set('session', response);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
  };
}
