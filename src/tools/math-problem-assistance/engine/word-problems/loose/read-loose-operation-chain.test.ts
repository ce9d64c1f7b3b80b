import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseOperationChain', () => {
  it('applies each step to what the step before left', () => {
    expect(answer('When 4 is subtracted from a number and the result is multiplied by 5, the answer is 35. Find the number.')).toBe('11');
    expect(answer('A number is tripled and then 8 is added. The result is 29. What is the number?')).toBe('7');
    expect(answer('a number is halved, then 3 is added and the result is 10. whats the number')).toBe('14');
    expect(answer('When a number is multipled by 5 and then 7 is subtracted, the result is 38. What is the number?')).toBe('9');
    expect(answer('A number is multiplied by 4 and then decreased by 6. The result is the same as twice the number. What is the number?')).toBe('3');
  });

  it('refuses a step it does not know, a chain with no result, or a square', () => {
    expect(answer('A number is rotated and then 8 is added. The result is 29. What is the number?')).toBeNull();
    expect(answer('A number is tripled and then 8 is added. What is the number?')).toBeNull();
    expect(answer('A number is squared and then 4 is added. The result is 20. What is the number?')).toBeNull();
  });
});

describe('readLooseOperationChain: steps said as things to do', () => {
  it('reads "multiply a number by 6 and subtract 11, you get 49"', () => {
    expect(answer('if you multiply a number by 7 and subtract 4 you get 45. whats the number')).toBe('7');
    expect(answer('Divide a number by 4, then add 9, and the result is 14. What is the number?')).toBe('20');
  });
});

