import type { RateLimitConfig } from '../config/load-config';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter per key, in memory. Enough for one instance; several instances behind a load
 * balancer each enforce their own window (a shared store is a later upgrade).
 */
export function createRateLimiter({ max, windowSeconds }: RateLimitConfig, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweepExpired(time: number) {
    if (time - lastSweep < windowSeconds * 1000) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    consume(key: string): RateLimitDecision {
      const time = now();
      sweepExpired(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      if (window.count >= max) return { allowed: false, retryAfterSeconds };
      window.count += 1;
      return { allowed: true, retryAfterSeconds };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
