import { describe, expect, it } from 'vitest';
import { extractMathProblem } from './detect-calculation';

describe('extractMathProblem', () => {
  it('hands "how many times more" over as the larger number over the smaller', () => {
    expect(extractMathProblem('50,000 → 1,350,000 telephones, how many times more?')).toBe('1350000 / 50000');
  });

  it('leaves a "how many times" question with a year or one number as written', () => {
    expect(extractMathProblem('How many times did the comet return after 1910?')).toContain('comet return after 1910');
  });
});
