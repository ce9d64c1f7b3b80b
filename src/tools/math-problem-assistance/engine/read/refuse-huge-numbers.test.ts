import { describe, expect, it } from 'vitest';
import { mathContract } from '../../contract';
import { solveMathProblem } from '../solve-problem';
import { MAX_SHOWN_DIGITS } from '../numbers/number-size';

const solve = (problem: string, task = 'auto') => solveMathProblem(mathContract.input.parse({ problem, task }), { responses: 'advanced' });

const TOO_LARGE = { name: 'NumberTooLargeError', status: 413, code: 'input_too_complex', message: expect.stringMatching(/too large to write out exactly/) };

describe('numbers too large to write out', () => {
  it('refuses towers of powers with a 413 that says how many digits, instead of a raw BigInt error', async () => {
    await expect(solve('10^10^10')).rejects.toMatchObject({ ...TOO_LARGE, message: expect.stringMatching(/10,000,000,001 digits/) });
    await expect(solve('2^2^2^2^2^2')).rejects.toMatchObject(TOO_LARGE);
    await expect(solve('10^(10^10)', 'simplify')).rejects.toMatchObject(TOO_LARGE);
    await expect(solve('10^10^10', 'factor')).rejects.toMatchObject(TOO_LARGE);
  });

  it('refuses 9^9^9^9 from its size estimate, without computing it', async () => {
    await expect(solve('9^9^9^9')).rejects.toMatchObject({ ...TOO_LARGE, message: expect.stringMatching(/369,693,101 digits/) });
  });

  it('refuses 2^65536 (19,729 digits) rather than answering Infinity', async () => {
    await expect(solve('2^65536')).rejects.toMatchObject({ ...TOO_LARGE, message: expect.stringMatching(/19,729 digits/) });
    await expect(solve('2^65536', 'simplify')).rejects.toMatchObject(TOO_LARGE);
  });

  it('refuses what would print as Infinity or 1/Infinity, and e^x, exp(x) and coefficients of letters alike', async () => {
    for (const problem of ['10^400', '(10^200)*(10^200)', '0.5^100000', '(3/7)^400', 'e^(10^10)', 'exp(1000)', '2^1024']) {
      await expect(solve(problem), problem).rejects.toMatchObject(TOO_LARGE);
    }
    await expect(solve('(2x)^(10^10)', 'expand')).rejects.toMatchObject(TOO_LARGE);
    await expect(solve('x^2 + 10^400 x = 0')).rejects.toMatchObject(TOO_LARGE);
  });

  it('still answers numbers up to the cap, powers of 1 and letters raised to large powers', async () => {
    expect(MAX_SHOWN_DIGITS).toBe(308);
    expect((await solve('2^1000')).status).toBe('solved');
    expect((await solve('1^(10^10)')).answer?.text).toBe('1');
    expect((await solve('8^(1/3)')).answer?.text).toBe('2');
    expect((await solve('x^(10^10)', 'derivative')).answer?.text).toBe('10000000000*x^9999999999');
    expect((await solve('2x+3=7')).answer?.text).toBe('x = 2');
  });

  it('says log(0) has no value, instead of calling it too large to write out', async () => {
    for (const problem of ['log(0)', 'ln(0)']) expect((await solve(problem)).message, problem).toMatch(/no real value: a logarithm is defined only for positive numbers/u);
  });
});
