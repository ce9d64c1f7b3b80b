import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** Time a client has to send its complete request headers (slow-header "slowloris" sockets end here). */
  headersMs: number;
  /** Time a client has to send its whole request, body included (slow uploads). Not the response: streams live on. */
  requestMs: number;
  /** How long an idle keep-alive socket waits for its next request. */
  keepAliveMs: number;
  /** How often Node looks for sockets past headersMs or requestMs (the precision of both). */
  checkIntervalMs: number;
}

/**
 * Node's defaults give a socket 60 s to send its headers and 5 minutes for the request, checked every
 * 30 s: a few hundred clients sending a header byte now and then hold that many sockets for a minute
 * or more. A browser sends its headers at once, so 15 s is generous; 2 minutes covers a large upload
 * on a slow line. These limits apply to receiving the request only, so Server-Sent Events (a short
 * GET followed by a response that never ends) are not cut: see docs/decisions/0018.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  keepAliveMs: 10_000,
  checkIntervalMs: 2_000,
};

/**
 * Applies the timeouts to a server created by `serve()` (or `http.createServer`). Call it in the same
 * tick as `serve()`/`listen()`: Node starts its checking timer on the 'listening' event, which comes
 * on the next tick, and reads the interval only then.
 */
export function configureServerTimeouts(server: Server, overrides: Partial<ServerTimeouts> = {}): Server {
  const timeouts = { ...SERVER_TIMEOUTS, ...overrides };
  server.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // No inactivity timeout on the socket: an event stream is quiet between heartbeats by design.
  server.timeout = 0;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.checkIntervalMs;
  return server;
}
