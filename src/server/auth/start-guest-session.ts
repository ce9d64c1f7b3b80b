import type { Context } from 'hono';
import { describeWait } from '../../domain/describe-wait';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { readClientIp } from '../http/client-ip';
import type { RateLimiter } from '../http/rate-limiter';
import { clearSessionCookies } from './clear-session-cookies';
import type { Auth } from './create-auth';

export interface GuestSessionDeps {
  auth: Auth;
  guestLimiter: RateLimiter;
  trustProxy: boolean;
}

/**
 * Signed-out visitors may use tools: their first request creates a guest (anonymous) account with the
 * Free allowance and sets its session cookie on this response. Limited per IP, since every guest is a
 * fresh allowance.
 */
export async function startGuestSession(c: Context<AppEnv>, { auth, guestLimiter, trustProxy }: GuestSessionDeps) {
  refuseRejectedSession(c);
  const decision = await guestLimiter.consume(`/sign-in/anonymous:${readClientIp(c, trustProxy)}`);
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    // A classroom or office behind one address reaches this quickly: say why, how long, and the way out.
    throw new ApiError(
      429,
      'rate_limited',
      `Too many guest visits have started from your network (a shared school or office connection can cause this). ` +
        `Create a free account or sign in to keep going, or try again as a guest in ${describeWait(decision.retryAfterSeconds)}.`,
      { retryAfter: decision.retryAfterSeconds, reason: 'guest_limit' },
    );
  }
  const { headers, response } = await auth.api.signInAnonymous({ headers: c.req.raw.headers, returnHeaders: true });
  if (!response) throw new Error('Better Auth returned no guest session');
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  return response.user.id;
}

/**
 * A request that carries a session cookie the server no longer accepts (signed out elsewhere, expired,
 * or signed with another instance's secret) must not quietly become a fresh guest with a fresh
 * allowance. Answer 401 and clear the dead cookie, so the next attempt starts a guest in the open.
 */
export function refuseRejectedSession(c: Context<AppEnv>) {
  if (clearSessionCookies(c) === 0) return;
  throw new ApiError(
    401,
    'session_expired',
    'Your session has ended (you signed out on another device, or it expired). Sign in again, or run the tool again to continue as a guest.',
  );
}
