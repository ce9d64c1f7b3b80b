import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';

/** The most of a refused body read (and thrown away) so the connection can serve the client's next request. */
export const LINGER_MAX_BYTES = 32 * 1024 * 1024;
/** How long a refused body may take to arrive before the connection is closed instead. */
export const LINGER_MAX_MS = 10_000;

/**
 * Answers a request only once its body has arrived, when the answer did not need it (a 401 before an
 * upload, a 413 on the declared size, a route that ignores the body).
 *
 * Why: the Node adapter (`@hono/node-server` 2.1) reads an unread body after the answer for at most
 * 500 ms and then destroys the socket. On a kept-alive connection the client has often sent its next
 * request by then, and that request dies with "other side closed" (20 of 5,000 in bench/fuzz). Reading
 * the rest first, as nginx's lingering close does, keeps the connection usable, and the client gets
 * its 4xx instead of a write error. A body too large to wait for (over LINGER_MAX_BYTES, or slower
 * than LINGER_MAX_MS), or one another reader stopped half-way, gets `Connection: close` so the client
 * does not send another request on that connection.
 */
export function finishRequestBody({ maxBytes = LINGER_MAX_BYTES, maxMs = LINGER_MAX_MS } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || incoming.method === 'GET' || incoming.method === 'HEAD') return;
    const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
    if (declared > maxBytes || !(await discardBody(c.req.raw, maxBytes, maxMs))) closeAfterAnswer(c.res);
  };
}

/** Reads the rest of the body and drops it; false when it could not (locked, too large, too slow, broken). */
async function discardBody(request: Request, maxBytes: number, maxMs: number): Promise<boolean> {
  const body = request.body;
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), maxMs)));
  try {
    let bytes = 0;
    for (;;) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'late') return false;
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
      if (bytes > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    try {
      reader.releaseLock();
    } catch {
      // A read still pending on a stalled body: the connection is closed after the answer anyway.
    }
  }
}

function closeAfterAnswer(response: Response): void {
  try {
    response.headers.set('Connection', 'close');
  } catch {
    // A response with immutable headers (fetched from elsewhere): the adapter's own clean-up still applies.
  }
}
