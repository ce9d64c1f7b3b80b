import { describe, expect, it } from 'vitest';
import { noRealValueReason } from './no-real-value';
import { parseMath } from './test-kit';

describe('noRealValueReason', () => {
  it('finds a log of 0 or of a negative number, and a log to a base that cannot be one', () => {
    for (const text of ['log10(-100)', 'log(-4)', 'ln(0)', '3 + log(2 - 5, 2)', 'log(8, -2)', 'log(8, 1)']) expect(noRealValueReason(parseMath(text))).toMatch(/logarithm/u);
  });

  it('finds asin or acos of a number outside [-1, 1]', () => {
    expect(noRealValueReason(parseMath('asin(2)'))).toMatch(/between -1 and 1/u);
  });

  it('leaves numbers that have a value, and letters, alone', () => {
    for (const text of ['log10(100)', 'log(8, 2)', 'ln(e)', 'asin(1/2)', 'log(x)', 'sqrt(-9)']) expect(noRealValueReason(parseMath(text))).toBeUndefined();
  });
});
