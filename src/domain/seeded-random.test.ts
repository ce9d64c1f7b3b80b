import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random';

describe('createSeededRandom', () => {
  it("gives mulberry32's sequence: the same numbers for the same seed, in [0, 1)", () => {
    const random = createSeededRandom(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const again = createSeededRandom(1);
    expect(again()).toBe(0.6270739405881613);
    const values = Array.from({ length: 10_000 }, createSeededRandom(2026));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});
