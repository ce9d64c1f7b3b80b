import { describe, expect, it } from 'vitest';
import { powInt, q, exactRoot } from '../methods/algebra/rational';
import { describeDigitCount, estimateDigits, guardBigPower, MAX_EXACT_DIGITS } from './number-size';
import { splitRoot } from './whole-numbers';

describe('exact number sizes', () => {
  it('estimates digits from the bit length, within one', () => {
    for (const n of [0n, 9n, 10n, 99999n, 2n ** 64n, 10n ** 300n, -(10n ** 50n)]) {
      const digits = (n < 0n ? -n : n).toString().length;
      expect(Math.abs(estimateDigits(n) - digits), String(n)).toBeLessThanOrEqual(1);
    }
    expect(describeDigitCount(19729)).toBe('19,729 digits');
    expect(describeDigitCount(1e20)).toBe('about 10^20 digits');
  });

  it('refuses a bigint power past the backstop before computing it, with a 413', () => {
    expect(() => guardBigPower(10n, MAX_EXACT_DIGITS + 1)).toThrow(expect.objectContaining({ status: 413, code: 'input_too_complex' }));
    expect(() => guardBigPower(9n, 387_420_489)).toThrow(/too large to write out exactly/);
    expect(() => guardBigPower(1n, 10 ** 12)).not.toThrow();
    expect(() => guardBigPower(2n, 65_536)).not.toThrow();
  });

  it('guards the exact rational power every algebra method uses', () => {
    expect(powInt(q(2n, 3n), 3)).toEqual(q(8n, 27n));
    expect(() => powInt(q(10n), 1e10)).toThrow(expect.objectContaining({ status: 413 }));
    expect(() => powInt(q(2n), Infinity)).toThrow(expect.objectContaining({ status: 413 }));
  });

  it('takes roots of large indices without raising anything to that power', () => {
    expect(exactRoot(q(8n), 3)).toEqual(q(2n));
    expect(exactRoot(q(2n ** 300n), 100)).toEqual(q(8n));
    expect(exactRoot(q(10n ** 300n), 1_000_000_000)).toBeNull();
    expect(splitRoot(8n, 1_000_000_000)).toEqual({ outside: 1n, inside: 8n });
    expect(splitRoot(50n, 2)).toEqual({ outside: 5n, inside: 2n });
  });
});
