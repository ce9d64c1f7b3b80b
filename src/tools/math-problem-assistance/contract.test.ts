import { describe, expect, it } from 'vitest';
import { countRadicals, mathContract } from './contract';

describe('math contract: cost estimate', () => {
  it('counts radicals in every notation students type', () => {
    expect(countRadicals('sqrt(x+1) + √(2x) + \\sqrt{3x} + x^(1/3) = 4')).toBe(4);
    expect(countRadicals('2x+3=7')).toBe(0);
  });

  it('sends an equation with three or more radicals to a thread of its own, and an ordinary one to the light thread', () => {
    const heavy = (problem: string) => mathContract.isCostlyInput!(mathContract.input.parse({ problem }));
    expect(heavy('solve sqrt(x+1)+sqrt(2x+3)+sqrt(3x+5)+sqrt(4x+7)=20')).toBe(true);
    expect(heavy('solve sqrt(x+1)=3')).toBe(false);
    expect(heavy('2x+3=7')).toBe(false);
  });
});
