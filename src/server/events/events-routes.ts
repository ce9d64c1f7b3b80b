import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env';
import { requireSession } from '../auth/require-session';
import { sendError } from '../http/api-error';
import type { EventBus, UserEvent } from './event-bus';
import { createStreamSlots, MAX_STREAMS_PER_USER } from './stream-slots';

export const HEARTBEAT_INTERVAL_MS = 30_000;

export interface EventsRoutesOptions {
  events: EventBus;
  heartbeatMs?: number;
  /** Open streams one user may hold on this instance; the next one is refused with 429. */
  maxStreamsPerUser?: number;
}

/** GET /api/events: Server-Sent Events carrying `usage` and `subscription` events for the caller. */
export function createEventsRoutes({ events, heartbeatMs = HEARTBEAT_INTERVAL_MS, maxStreamsPerUser = MAX_STREAMS_PER_USER }: EventsRoutesOptions) {
  const routes = new Hono<AppEnv>();
  const slots = createStreamSlots(maxStreamsPerUser);

  routes.get('/', async (c) => {
    const session = requireSession(c);
    const userId = session.user.id;
    if (!slots.take(userId)) {
      return sendError(
        c,
        429,
        'too_many_streams',
        `This account already has ${maxStreamsPerUser} live-update connections open on this server. Close a tab and reload.`,
        { limit: maxStreamsPerUser },
      );
    }
    const queue: UserEvent[] = [];
    let wake: (() => void) | undefined;
    let unsubscribe: () => void;
    try {
      unsubscribe = await events.subscribe(userId, (event) => {
        queue.push(event);
        wake?.();
      });
    } catch (error) {
      slots.release(userId);
      throw error;
    }
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
        // Freed on every way out: the tab closed, the socket broke, or a write failed.
        slots.release(userId);
      }
    });
  });

  return routes;
}
