import { describe, expect, it } from 'vitest';
import { SMALLEST_FORMULA_SCALE, chooseFormulaScale } from './katex-math';

describe('chooseFormulaScale', () => {
  it('leaves a formula that fits at full size', () => {
    expect(chooseFormulaScale(200, 242)).toBe(1);
    expect(chooseFormulaScale(242, 242)).toBe(1);
  });

  it('shrinks a slightly wide formula until it fits, so no digit is cut off', () => {
    const scale = chooseFormulaScale(250, 242);
    expect(scale).toBeLessThan(1);
    expect(250 * scale).toBeLessThanOrEqual(242);
  });

  it('never shrinks below the smallest readable size: a very wide formula scrolls instead', () => {
    expect(chooseFormulaScale(2000, 242)).toBe(SMALLEST_FORMULA_SCALE);
  });

  it('does nothing before the box has a width', () => {
    expect(chooseFormulaScale(250, 0)).toBe(1);
  });
});
