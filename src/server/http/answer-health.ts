import type { Handler } from 'hono';

/**
 * GET /api/health, answered before any middleware: load balancers and uptime checks call it often,
 * and it needs no session, body or compression. The response is made from constants (the security
 * headers included, as a plain object the Node adapter writes without building a Headers object),
 * which keeps it within a small factor of a bare Hono route.
 */
export function answerHealth(securityHeaders: Record<string, string>): Handler {
  const body = JSON.stringify({ status: 'ok' });
  const headers = { 'Content-Type': 'application/json', ...securityHeaders };
  return () => new Response(body, { status: 200, headers });
}
