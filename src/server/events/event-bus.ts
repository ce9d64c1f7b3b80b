import type { LiveEventType } from '../../contracts/live-events';
import type { Database } from '../../db/database';

/** Events pushed to a user's open tabs over /api/events. */
export type UserEventType = LiveEventType;

export interface UserEvent {
  type: UserEventType;
  data: Record<string, unknown>;
}

type Listener = (event: UserEvent) => void;

const CHANNEL = 'scribewell_user_events';

/**
 * Fan-out of user events through Postgres NOTIFY, so a run handled by one server instance reaches
 * a tab connected to another. One LISTEN per process; subscribers are grouped by user in memory.
 */
export function createEventBus(database: Database) {
  const listenersByUser = new Map<string, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | undefined;

  function dispatch(payload: string) {
    let message: { userId?: unknown; type?: unknown; data?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.userId !== 'string' || typeof message.type !== 'string') return;
    const event = { type: message.type as UserEventType, data: (message.data ?? {}) as Record<string, unknown> };
    for (const listener of listenersByUser.get(message.userId) ?? []) listener(event);
  }

  return {
    /** Resolves once the listener is registered, so nothing published afterwards can be missed. */
    async subscribe(userId: string, listener: Listener): Promise<() => void> {
      listening ??= database.listen(CHANNEL, dispatch).catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      let listeners = listenersByUser.get(userId);
      if (!listeners) {
        listeners = new Set();
        listenersByUser.set(userId, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && listenersByUser.get(userId) === listeners) listenersByUser.delete(userId);
      };
    },

    /** Best effort: a lost notification must never fail the request that caused it. */
    async publish(userId: string, type: UserEventType, data: Record<string, unknown> = {}): Promise<void> {
      try {
        await database.notify(CHANNEL, JSON.stringify({ userId, type, data }));
      } catch (error) {
        console.error(`[events] could not publish ${type} for ${userId}:`, error);
      }
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
