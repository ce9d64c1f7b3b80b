import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { readClientIp } from '../http/client-ip';
import type { RateLimiter } from '../http/rate-limiter';
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
  const decision = guestLimiter.consume(`/sign-in/anonymous:${readClientIp(c, trustProxy)}`);
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many guest sessions from your network. Sign in, or try again in ${decision.retryAfterSeconds} seconds.`,
      { retryAfter: decision.retryAfterSeconds },
    );
  }
  const { headers, response } = await auth.api.signInAnonymous({ headers: c.req.raw.headers, returnHeaders: true });
  if (!response) throw new Error('Better Auth returned no guest session');
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  return response.user.id;
}
