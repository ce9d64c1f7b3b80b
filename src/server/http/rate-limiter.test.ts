import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter (in memory)', () => {
  it('allows max requests per key and window, then tells how long to wait', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 2, windowSeconds: 60 }, () => now);
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(true);
    const refused = await limiter.consume('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.consume('b')).allowed).toBe(true);
    now += 30_000;
    expect((await limiter.consume('a')).retryAfterSeconds).toBe(30);
    now += 30_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});
