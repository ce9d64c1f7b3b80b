import { describe, expect, it } from 'vitest';
import { solveWordProblem } from './index';

describe('a word problem that asks for two numbers', () => {
  it('answers both, each named, with both as solutions and every step checked', async () => {
    const result = await solveWordProblem('the sum of two numbers is 30 and their difference is 4. find both numbers');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('17 and 13');
    expect(result.answer?.solutions).toEqual([{ L: '17' }, { S: '13' }]);
    expect(result.message).toBe('The answers are the larger number (17) and the smaller number (13).');
    expect(result.steps.every((step) => step.verified)).toBe(true);
    expect((await solveWordProblem('the sum of two numbers is 30 and their difference is 4. what are the two numbers')).answer?.text).toBe('17 and 13');
  });

  it("takes the student's two values in either order, and only both", async () => {
    const check = async (answer: string) => (await solveWordProblem('the sum of two numbers is 30 and their difference is 4. find both numbers', { answer })).check?.correct;
    expect(await check('17 and 13')).toBe(true);
    expect(await check('13, 17')).toBe(true);
    expect(await check('17')).toBe(false);
    expect(await check('17 and 12')).toBe(false);
  });

  it('still answers one number when one is asked, and refuses a rounding of two answers', async () => {
    expect((await solveWordProblem('the sum of two numbers is 30 and their difference is 4. find the larger number')).answer?.text).toBe('17');
    expect((await solveWordProblem('the sum of two numbers is 30 and their difference is 4. find both numbers, rounded to the nearest tenth')).status).toBe('unsupported');
  });
});
