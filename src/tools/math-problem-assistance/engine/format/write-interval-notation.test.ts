import { describe, expect, it } from 'vitest';
import { writeIntervalNotation } from './write-interval-notation';

describe('writing an inequality answer in interval notation (session 47)', () => {
  it('writes rays, bounded intervals and unions with the right brackets', () => {
    expect(writeIntervalNotation('x <= -3')).toBe('(-∞, -3]');
    expect(writeIntervalNotation('-2 < x < 3')).toBe('(-2, 3)');
    expect(writeIntervalNotation('-2 <= x <= 3')).toBe('[-2, 3]');
    expect(writeIntervalNotation('x <= -3 or x >= 3')).toBe('(-∞, -3] ∪ [3, ∞)');
    expect(writeIntervalNotation('x < -3 or x > 1')).toBe('(-∞, -3) ∪ (1, ∞)');
    expect(writeIntervalNotation('5 < x')).toBe('(5, ∞)');
  });

  it('gives up on a shape it does not know instead of guessing', () => {
    expect(writeIntervalNotation('x = 2')).toBeUndefined();
    expect(writeIntervalNotation('x^2 < 4')).toBeUndefined();
  });
});
