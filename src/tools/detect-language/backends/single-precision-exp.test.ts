import { describe, expect, it } from 'vitest';
import { expSingle, POWERS_OF_TWO_FRACTIONS } from './single-precision-exp';

/** The distance in units of the last place of single precision. */
function singleUlps(a: number, b: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat32(0, a);
  view.setFloat32(4, b);
  return Math.abs(view.getInt32(0) - view.getInt32(4));
}

describe('expSingle', () => {
  it('builds the table of 2^(i/32) with the routine’s published doubles', () => {
    // Entries 1, 2 and 31 of the routine's table (0x3ff059b0d3158574, 0x3ff0b5586cf9890f, 0x3fff50765b6e4540).
    expect([POWERS_OF_TWO_FRACTIONS[1], POWERS_OF_TWO_FRACTIONS[2], POWERS_OF_TWO_FRACTIONS[31]]).toEqual([1.0218971486541166, 1.0442737824274138, 1.9571441241754002]);
    expect(POWERS_OF_TWO_FRACTIONS[0]).toBe(1);
  });

  it('is exp(x) in single precision, within one unit in the last place, and exact at 0', () => {
    expect(expSingle(0)).toBe(1);
    for (let x = -100; x <= 88; x += 0.37) expect(singleUlps(expSingle(x), Math.fround(Math.exp(Math.fround(x))))).toBeLessThanOrEqual(1);
  });

  it('overflows to infinity, underflows to zero, and keeps NaN', () => {
    expect(expSingle(89)).toBe(Number.POSITIVE_INFINITY);
    expect(expSingle(-105)).toBe(0);
    expect(expSingle(Number.NaN)).toBeNaN();
    expect(expSingle(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});
