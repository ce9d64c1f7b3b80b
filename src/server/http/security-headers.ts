import type { Context, MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** BASE_URL is https: browsers are told to use https only (HSTS). */
  https: boolean;
  /** The web app was built with Firebase Analytics (VITE_FIREBASE_*): allow its script and beacons. */
  analytics?: boolean;
}

const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = 'https://*.googleapis.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/**
 * The web app's policy: its own scripts only, no framing. Styles allow 'unsafe-inline' because the
 * math editor and toasts insert <style> elements at run time; images allow https and data: for avatars.
 */
export function buildAppPolicy({ analytics = false }: Pick<SecurityHeaderOptions, 'analytics'> = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${analytics ? ` ${ANALYTICS_SCRIPTS}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${analytics ? ` ${ANALYTICS_CONNECT}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers, files and errors run no script and are never framed. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers every response carries, as a plain object (HTML pages get the app's policy). */
export function buildSecurityHeaders(options: SecurityHeaderOptions, { html = false } = {}): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'Content-Security-Policy': html ? buildAppPolicy(options) : RESOURCE_POLICY,
  };
}

/** Adds the security headers to every response (API, web app, static files, errors). */
export function setSecurityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const forResources = Object.entries(buildSecurityHeaders(options));
  const forPages = Object.entries(buildSecurityHeaders(options, { html: true }));
  return async (c, next) => {
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    const headers = writableHeaders(c);
    for (const [name, value] of html ? forPages : forResources) headers.set(name, value);
  };
}

/** Redirects made with Response.redirect() have immutable headers: copy such a response once. */
function writableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    return c.res.headers;
  } catch {
    const { body, status, statusText, headers } = c.res;
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers: new Headers(headers) });
    return c.res.headers;
  }
}
