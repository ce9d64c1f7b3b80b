import { describe, expect, it } from 'vitest';
import type { MathResult } from '../contract';
import { showsForm, showsRounded } from './judge-requested-form';

const solved = (text: string, solutions?: Array<Record<string, string>>) => ({ status: 'solved', answer: { text, solutions } }) as unknown as MathResult;

describe('judging an answer rounded as asked (kind rounded, session 47)', () => {
  it('counts the asked decimals, one per solution, as right', () => {
    expect(showsRounded(solved('x = -2 + √11 ≈ 1.3 or x = -2 - √11 ≈ -5.3'), ['1.3', '-5.3'])).toBe(true);
    expect(showsRounded(solved('107.46°'), ['107.46'])).toBe(true);
    expect(showsRounded(solved('50.3 cm²'), ['50.3'])).toBe(true);
    expect(showsRounded(solved('32°'), ['32.0'])).toBe(true);
  });

  it('counts the exact value alone, too many decimals, or a missing root as wrong', () => {
    expect(showsRounded(solved('x = -2 + sqrt(11) or x = -2 - sqrt(11)'), ['1.3', '-5.3'])).toBe(false);
    expect(showsRounded(solved('x ≈ 1.3166 or x ≈ -5.3166'), ['1.3', '-5.3'])).toBe(false);
    expect(showsRounded(solved('x ≈ 1.3'), ['1.3', '-5.3'])).toBe(false);
    expect(showsRounded(solved('0.5236'), ['30'])).toBe(false);
  });
});

describe('judging an answer in the form asked (kind form, session 47)', () => {
  it('counts the asked form, spaced or spelt either way, as right', () => {
    expect(showsForm(solved('2 7/12'), ['2 7/12'])).toBe(true);
    expect(showsForm(solved('31/12 = 2 7/12'), ['2 7/12'])).toBe(true);
    expect(showsForm(solved('x ∈ (−∞, −3] ∪ [3, ∞)'), ['(-∞, -3] ∪ [3, ∞)'])).toBe(true);
    expect(showsForm(solved('(-inf,-3] U [3,inf)'), ['(-∞, -3] ∪ [3, ∞)'])).toBe(true);
    expect(showsForm(solved('x = -13/3'), ['-13/3'])).toBe(true);
  });

  it('counts the same value in another form as wrong', () => {
    expect(showsForm(solved('31/12'), ['2 7/12'])).toBe(false);
    expect(showsForm(solved('27/12'), ['2 7/12'])).toBe(false);
    expect(showsForm(solved('x ≤ -3'), ['(-∞, -3]'])).toBe(false);
    expect(showsForm(solved('14/20'), ['7/10'])).toBe(false);
    expect(showsForm(solved('x ≈ -4.333'), ['-13/3'])).toBe(false);
  });
});
