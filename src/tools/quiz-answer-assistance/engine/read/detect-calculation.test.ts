import { describe, expect, it } from 'vitest';
import { detectCalculation, extractMathProblem } from './detect-calculation';

describe('extractMathProblem', () => {
  it('hands "how many times more" over as the larger number over the smaller', () => {
    expect(extractMathProblem('50,000 → 1,350,000 telephones, how many times more?')).toBe('1350000 / 50000');
  });

  it('leaves a "how many times" question with a year or one number as written', () => {
    expect(extractMathProblem('How many times did the comet return after 1910?')).toContain('comet return after 1910');
  });
});

describe('detectCalculation: percent questions in words', () => {
  it('sends a percent asked in words with its numbers to the math engine', () => {
    expect(detectCalculation('35 is what percent of 140?')).toBe('clear');
    expect(detectCalculation('80 is 20% of what number?')).toBe('clear');
    expect(detectCalculation('A price rose from $40 to $50: by what percentage did it increase?')).toBe('clear');
  });

  it('leaves a percent question without two numbers to the material', () => {
    expect(detectCalculation('What percentage of Earth\'s water is fresh?')).toBeNull();
  });
});
