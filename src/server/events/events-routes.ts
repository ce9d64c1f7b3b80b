import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env';
import { requireSession } from '../auth/require-session';
import type { EventBus, UserEvent } from './event-bus';

export const HEARTBEAT_INTERVAL_MS = 30_000;

/** GET /api/events: Server-Sent Events carrying `usage` and `subscription` events for the caller. */
export function createEventsRoutes({ events, heartbeatMs = HEARTBEAT_INTERVAL_MS }: { events: EventBus; heartbeatMs?: number }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const session = requireSession(c);
    const queue: UserEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = await events.subscribe(session.user.id, (event) => {
      queue.push(event);
      wake?.();
    });
    c.header('Cache-Control', 'no-cache, no-transform');
    // Stops reverse proxies such as nginx from buffering the stream.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      const heartbeat = setInterval(() => {
        void stream.write(': heartbeat\n\n').catch(() => {
          open = false;
          wake?.();
        });
      }, heartbeatMs);
      try {
        await stream.write('retry: 3000\n: connected\n\n');
        while (open) {
          const event = queue.shift();
          if (event) {
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
            continue;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });

  return routes;
}
