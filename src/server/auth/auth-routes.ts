import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError, createErrorBody, sendError } from '../http/api-error';
import { readClientIp } from '../http/client-ip';
import type { RateLimiter } from '../http/rate-limiter';
import type { Auth } from './create-auth';
import { verifyIdentity } from './verify-identity';

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

/** Auth endpoints an attacker would hammer; each gets its own per-IP window. */
const LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password', '/change-password', '/two-factor/disable'];

export interface AuthRoutesDeps {
  auth: Auth;
  authLimiter: RateLimiter;
  guestLimiter: RateLimiter;
  trustProxy: boolean;
}

/**
 * Better Auth behind our own front door: per-IP rate limits, our message for missing credentials (docs/domain-rules.md),
 * and errors reshaped to the API's `{error: {code, message}}` while keeping Better Auth's top-level
 * `code`/`message`, which its browser client reads.
 */
export function createAuthRoutes({ auth, authLimiter, guestLimiter, trustProxy }: AuthRoutesDeps) {
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice('/api/auth'.length) || '/';
    if (c.req.method === 'POST') {
      const limiter = path === '/sign-in/anonymous' ? guestLimiter : LIMITED_PATHS.includes(path) ? authLimiter : undefined;
      if (limiter) {
        const decision = limiter.consume(`${path}:${readClientIp(c, trustProxy)}`);
        if (!decision.allowed) return sendRateLimited(c, decision.retryAfterSeconds);
      }
    }
    let request = c.req.raw;
    if (c.req.method === 'POST' && path === '/two-factor/disable') {
      const refused = await checkDisableTwoFactor(auth, request);
      if (refused) return refused;
    }
    if (c.req.method === 'POST' && (path === '/sign-up/email' || path === '/sign-in/email')) {
      const checked = await checkCredentials(request, path === '/sign-up/email');
      if (checked instanceof Response) return checked;
      request = checked;
    }
    return reshapeAuthError(await auth.handler(request));
  });

  return routes;
}

export function sendRateLimited(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return sendError(c, 429, 'rate_limited', `Too many attempts from your network. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfter: retryAfterSeconds,
  });
}

/** Rejects a missing e-mail or password up front; fills sign-up's optional name so Better Auth accepts it. */
async function checkCredentials(request: Request, isSignUp: boolean): Promise<Request | Response> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    body = undefined;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const email = typeof fields.email === 'string' ? fields.email.trim() : '';
  const password = typeof fields.password === 'string' ? fields.password : '';
  if (!email || !password) {
    return Response.json(
      { code: 'MISSING_CREDENTIALS', message: MISSING_CREDENTIALS_MESSAGE, ...createErrorBody('missing_credentials', MISSING_CREDENTIALS_MESSAGE) },
      { status: 400 },
    );
  }
  if (!isSignUp || typeof fields.name === 'string') return request;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, {
    method: request.method,
    headers,
    body: JSON.stringify({ ...fields, name: '' }),
    signal: request.signal,
  });
}

/**
 * Better Auth asks only for the password before turning two-factor off; we also want a current code,
 * so a thief with the password alone cannot strip the second factor.
 */
async function checkDisableTwoFactor(auth: Auth, request: Request): Promise<Response | undefined> {
  const fields = await readJsonFields(request);
  try {
    await verifyIdentity(auth, request.headers, {
      password: typeof fields.password === 'string' ? fields.password : undefined,
      code: typeof fields.code === 'string' ? fields.code : undefined,
    });
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = { code: error.code.toUpperCase(), message: error.message, ...createErrorBody(error.code, error.message, error.details) };
    return Response.json(body, { status: error.status });
  }
}

async function readJsonFields(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function reshapeAuthError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    if (typeof value === 'object' && value !== null) parsed = value as Record<string, unknown>;
  } catch {
    parsed = { message: text };
  }
  if (typeof parsed.error === 'object' && parsed.error !== null) return rebuild(response, parsed);
  const { code, message, ...details } = parsed;
  const errorCode = typeof code === 'string' && code ? code.toLowerCase() : codeForAuthStatus(response.status);
  const errorMessage = typeof message === 'string' && message ? message : messageForAuthStatus(response.status);
  return rebuild(response, {
    ...parsed,
    code: typeof code === 'string' ? code : errorCode.toUpperCase(),
    message: errorMessage,
    ...createErrorBody(errorCode, errorMessage, details),
  });
}

function rebuild(response: Response, body: Record<string, unknown>): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

function codeForAuthStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal_error' : 'bad_request';
}

function messageForAuthStatus(status: number): string {
  if (status === 404) return 'There is no such sign-in endpoint.';
  if (status >= 500) return 'Signing in failed on our side. Please try again.';
  return 'The sign-in request was refused.';
}
