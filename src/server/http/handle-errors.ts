import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, sendError } from './api-error';
import escapeStringRegexp from 'escape-string-regexp';

/** app.onError: known errors keep their status; anything else is a genuine bug, logged and answered with 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return sendError(c, error.status, error.code, error.message, error.details);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return sendError(c, status, codeForStatus(status), error.message || defaultMessage(status));
  }
  if (isMissingUserError(error)) {
    // Every foreign key points at users: the account was deleted while a cached session cookie lived on.
    return sendError(c, 401, 'unauthorized', 'Your session has ended. Please sign in again.');
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
  return sendError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

export function handleApiNotFound(c: Context) {
  return sendError(c, 404, 'not_found', `There is no API endpoint ${c.req.method} ${c.req.path}.`);
}

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * The API's last handler: a path that exists with other methods is a 405 naming them in `Allow`,
 * anything else a 404. Reads the app's routes on first use, once they are all registered.
 */
export function createApiNotFoundHandler(listRoutes: () => readonly RegisteredRoute[]) {
  let patterns: { method: string; pattern: RegExp }[] | undefined;
  return (c: Context) => {
    patterns ??= listRoutes()
      .filter((route) => route.method !== 'ALL' && !/^\/?(api\/)?\*$/.test(route.path.replace(/^\//, '')))
      .map((route) => ({ method: route.method, pattern: toPattern(route.path) }));
    const path = c.req.path;
    const allowed = new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0 || allowed.has(c.req.method)) return handleApiNotFound(c);
    const allow = [...allowed].sort().join(', ');
    c.header('Allow', allow);
    return sendError(c, 405, 'method_not_allowed', `${c.req.method} is not allowed on ${path}; use ${allow}.`, {
      allowed: [...allowed].sort(),
    });
  };
}

/** A Hono route path (`/api/history/:id`, `/api/auth/*`) as a regular expression over request paths. */
function toPattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const param = /^:[^{]+(?:\{(.+)\})?(\?)?$/.exec(segment);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return escapeStringRegexp(segment);
    })
    .join('/');
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}/?$`);
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 405:
      return 'method_not_allowed';
    case 415:
      return 'unsupported_media_type';
    case 431:
      return 'headers_too_large';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal_error' : `http_${status}`;
  }
}

function defaultMessage(status: number): string {
  return status >= 500 ? 'Something went wrong on our side. Please try again.' : 'The request could not be processed.';
}

/** PostgreSQL foreign-key violation (23503), possibly wrapped by Drizzle in `cause`. */
function isMissingUserError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
