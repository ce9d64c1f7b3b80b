import { Hono, type Context } from 'hono';
import { describeWait } from '../../domain/describe-wait';
import type { AppEnv } from '../app-env';
import { ApiError, createErrorBody, sendError } from '../http/api-error';
import { readClientIp } from '../http/client-ip';
import { readJsonBody } from '../http/read-json-body';
import type { RateLimiter } from '../http/rate-limiter';
import type { Auth } from './create-auth';
import { hasSessionCookies } from './clear-session-cookies';
import { refuseRejectedSession } from './start-guest-session';
import { verifyIdentity } from './verify-identity';

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

/** Auth endpoints an attacker would hammer; each gets its own per-IP window. */
const LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password', '/change-password', '/two-factor/disable'];

/** Endpoints that re-check the signed-in account's password: limited per account, whatever the address. */
const PASSWORD_CHECK_PATHS = ['/verify-password', '/change-password', '/two-factor/disable'];

export interface AuthRoutesDeps {
  auth: Auth;
  authLimiter: RateLimiter;
  guestLimiter: RateLimiter;
  /** Sign-in attempts per e-mail address (password guessing spread over many addresses). */
  accountSignInLimiter: RateLimiter;
  /** Password re-checks per signed-in account. */
  passwordCheckLimiter: RateLimiter;
  trustProxy: boolean;
}

/**
 * Better Auth behind our own front door: per-IP and per-account rate limits, our message for missing credentials (docs/domain-rules.md),
 * and errors reshaped to the API's `{error: {code, message}}` while keeping Better Auth's top-level
 * `code`/`message`, which its browser client reads.
 */
export function createAuthRoutes(deps: AuthRoutesDeps) {
  const { auth, authLimiter, guestLimiter, trustProxy } = deps;
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice('/api/auth'.length) || '/';
    if (c.req.method === 'POST' && path === '/sign-in/anonymous') await refuseDeadSessionCookie(c, auth);
    if (c.req.method === 'POST') {
      const limiter = path === '/sign-in/anonymous' ? guestLimiter : LIMITED_PATHS.includes(path) ? authLimiter : undefined;
      if (limiter) {
        const decision = await limiter.consume(`${path}:${readClientIp(c, trustProxy)}`);
        if (!decision.allowed) return sendRateLimited(c, decision.retryAfterSeconds);
      }
      const refused = await limitPerAccount(c, path, deps);
      if (refused) return refused;
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
    const response = await auth.handler(request);
    if (path === '/sign-in/email' && response.status === 200) await resetAccountSignIns(request, deps.accountSignInLimiter);
    return reshapeAuthError(await hideSessionTokens(path, response));
  });

  return routes;
}

/**
 * Sign-in answers (email, anonymous, two-factor codes, social callbacks) and sign-up may carry the new
 * session's token, which Better Auth's browser client reads; nothing else needs one.
 */
const TOKEN_ANSWERS = /^\/(?:sign-in|sign-up|callback|two-factor\/verify-)/;

/**
 * Better Auth answers `get-session`, `list-sessions`, `change-password` and others with session
 * tokens in the JSON body. The cookie is HttpOnly so that no script in the page can read the session;
 * a token in a body any script can fetch undoes that, for every session of the account. Removed here,
 * where each answer passes on its way out; sessions are revoked by id (DELETE /api/account/sessions/:id).
 */
async function hideSessionTokens(path: string, response: Response): Promise<Response> {
  if (response.status >= 400 || TOKEN_ANSWERS.test(path) || !response.headers.get('content-type')?.includes('json')) return response;
  const text = await response.clone().text();
  if (!text.includes('"token"')) return response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  // The shapes Better Auth answers with: a session, a list of sessions, `{session, user}`, `{token, user}`.
  const records = Array.isArray(body) ? body : [body, (body as { session?: unknown } | null)?.session];
  for (const record of records) {
    if (typeof record === 'object' && record !== null && 'token' in record) delete (record as { token?: unknown }).token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Better Auth's own guest sign-in would turn a session cookie it does not accept (forged, unsigned
 * junk, revoked, expired) into a fresh guest with a fresh allowance, without a word. Answered like a
 * tool run with that cookie: 401 session_expired, the cookie cleared, so a guest starts only in the open.
 */
async function refuseDeadSessionCookie(c: Context<AppEnv>, auth: Auth) {
  if (!hasSessionCookies(c)) return;
  if (await auth.api.getSession({ headers: c.req.raw.headers })) return;
  refuseRejectedSession(c);
}

/** The right password ends the account's back-off: only failed guesses add up. */
async function resetAccountSignIns(request: Request, limiter: RateLimiter) {
  const email = (await readJsonFields(request)).email;
  if (typeof email === 'string') await limiter.reset(email.trim().toLowerCase());
}

/**
 * The per-account limits: sign-in keyed on the e-mail tried (so guesses from many addresses still
 * add up), password re-checks keyed on the signed-in user.
 */
async function limitPerAccount(c: Context<AppEnv>, path: string, deps: AuthRoutesDeps): Promise<Response | undefined> {
  if (path === '/sign-in/email') {
    const email = (await readJsonFields(c.req.raw)).email;
    if (typeof email !== 'string' || !email.trim()) return undefined;
    const decision = await deps.accountSignInLimiter.consume(email.trim().toLowerCase());
    if (decision.allowed) return undefined;
    return sendRateLimited(c, decision.retryAfterSeconds, `Too many sign-in attempts for this account. Try again in ${describeWait(decision.retryAfterSeconds)}, or reset your password.`);
  }
  if (!PASSWORD_CHECK_PATHS.includes(path)) return undefined;
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  if (!session) return undefined; // Better Auth answers 401 itself.
  const decision = await deps.passwordCheckLimiter.consume(session.user.id);
  if (decision.allowed) return undefined;
  return sendRateLimited(c, decision.retryAfterSeconds, `Too many password checks on this account. Try again in ${describeWait(decision.retryAfterSeconds)}.`);
}

export function sendRateLimited(
  c: Context,
  retryAfterSeconds: number,
  message = `Too many attempts from your network. Try again in ${retryAfterSeconds} seconds.`,
) {
  c.header('Retry-After', String(retryAfterSeconds));
  return sendError(c, 429, 'rate_limited', message, {
    retryAfter: retryAfterSeconds,
  });
}

/** Rejects a missing e-mail or password up front; fills sign-up's optional name so Better Auth accepts it. */
async function checkCredentials(request: Request, isSignUp: boolean): Promise<Request | Response> {
  let body: unknown;
  try {
    body = await readJsonBody(request.clone());
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
    const body: unknown = await readJsonBody(request.clone());
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
