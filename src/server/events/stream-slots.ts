/** Open event streams allowed per user on one server instance (tabs and devices together). */
export const MAX_STREAMS_PER_USER = 10;

/**
 * Counts each user's open event streams on this instance. Every open stream holds a socket, a
 * heartbeat timer and a listener, so one account opening thousands could starve the server; a
 * real user has a handful of tabs. Per instance on purpose: a slot must be freed the moment its
 * socket closes, which only the process holding the socket knows (a crash frees them all).
 */
export function createStreamSlots(maxPerUser = MAX_STREAMS_PER_USER) {
  const openByUser = new Map<string, number>();
  return {
    /** Takes a slot; false when the user already has `maxPerUser` streams open here. */
    take(userId: string): boolean {
      const open = openByUser.get(userId) ?? 0;
      if (open >= maxPerUser) return false;
      openByUser.set(userId, open + 1);
      return true;
    },
    release(userId: string): void {
      const open = (openByUser.get(userId) ?? 0) - 1;
      if (open > 0) openByUser.set(userId, open);
      else openByUser.delete(userId);
    },
    openFor: (userId: string): number => openByUser.get(userId) ?? 0,
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
