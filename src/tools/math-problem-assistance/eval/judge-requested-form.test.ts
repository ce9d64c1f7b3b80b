import { describe, expect, it } from 'vitest';
import type { MathResult } from '../contract';
import { readIntervalNotation, showsForm, showsRounded } from './judge-requested-form';

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

describe('reading interval notation as a test of x (kind interval, session 47)', () => {
  it('tells open from closed ends and reads unions with infinite ends', () => {
    const union = readIntervalNotation('(-∞, -3] ∪ [3, ∞)')!;
    expect([union(-3), union(0), union(3), union(-1e6)]).toEqual([true, false, true, true]);
    const open = readIntervalNotation('(-2, 2)')!;
    expect([open(-2), open(0), open(2)]).toEqual([false, true, false]);
  });

  it('reads nothing that is not interval notation', () => {
    expect(readIntervalNotation('-2 < x < 2')).toBeUndefined();
    expect(readIntervalNotation('(1, 2, 3)')).toBeUndefined();
  });
});
