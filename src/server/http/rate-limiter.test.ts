import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows max requests per key and window, then tells how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 2, windowSeconds: 60 }, () => now);
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(true);
    const refused = limiter.consume('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.consume('b').allowed).toBe(true);
    now += 30_000;
    expect(limiter.consume('a').retryAfterSeconds).toBe(30);
    now += 30_000;
    expect(limiter.consume('a').allowed).toBe(true);
  });
});
