import { describe, expect, it } from 'vitest';
import { mathContract } from '../contract';
import { solveMathProblem } from './solve-problem';

const solve = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'basic' });
const solveAdvanced = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'advanced' });

describe('a trig value that does not exist', () => {
  it('says tan(π/2) and tan(90°) have no value, and why, instead of showing them as solved', async () => {
    for (const problem of ['tan(pi/2)', 'tan(90°)', 'sec(3pi/2)']) {
      const result = await solve(problem);
      expect(result.status).toBe('unsupported');
      expect(result.message).toMatch(/no value.*undefined where the cosine is 0/u);
    }
  });
});

describe('a quotient that does not exist', () => {
  it('says 8 ÷ 0 has no value because of the zero divisor, instead of "no method yet"', async () => {
    for (const problem of ['8 ÷ 0', '5/(3 - 3)']) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('unsupported');
      expect(result.message, problem).toMatch(/no value: division by zero is undefined/u);
    }
    expect((await solve('8/2')).answer?.text).toBe('4');
  });

  it('says a limit whose one-sided limits differ does not exist, before the two values', async () => {
    const result = await solve('lim x->0 1/x');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toMatch(/^Does not exist \(/u);
  });
});

describe('roots some real, some complex', () => {
  it('gives the real ones first and labels the complex ones (x³ = 8 reads x = 2 to a real-numbers course)', async () => {
    const result = await solve('x^3 = 8');
    expect(result.answer?.text).toBe('x = 2; complex solutions: x = -1 + i*sqrt(3) or x = -1 - i*sqrt(3)');
    expect(result.answer?.solutions).toHaveLength(3);
    expect((await solve('x^2 = 4')).answer?.text).toBe('x = 2 or x = -2');
  });
});

describe('a problem with no solution', () => {
  it('answers "No solution", not the false statement the steps end on (0 = 4 read as a value)', async () => {
    for (const problem of ['x + y = 2, x + y = 6', 'x + 1 = x + 2', '|x| = -3', '2x + 1 < 2x']) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect(result.answer?.text, problem).toBe('No solution');
      expect(result.message, problem).toMatch(/^No solution:/u);
    }
    const system = await solve('x + y = 2, x + y = 6');
    expect(system.steps.at(-1)?.expression.text).toContain('0 = 4');
    expect(system.answer?.solutions).toEqual([]);
  });

  it('still answers a solvable equation with its values', async () => {
    expect((await solve('x + y = 2, x - y = 6')).answer?.text).not.toBe('No solution');
  });
});

describe('solveMathProblem', () => {
  it('refuses factorials rather than reading 5! as 5', async () => {
    for (const problem of ['5!', '100000!', 'what is 3!+2?', 'simplify x^2 + 2x + x!']) {
      await expect(solve(problem), problem).rejects.toMatchObject({ name: 'ToolInputError', message: expect.stringMatching(/Factorials/) });
    }
  });

  it('does not take "!=" for a factorial', async () => {
    await expect(solve('x != 2')).rejects.toMatchObject({ message: expect.not.stringMatching(/Factorials/) });
  });

  it('never shows a step that repeats the problem unchanged', async () => {
    const result = await solve('x^2-5x+6=0');
    expect(result.steps[0]?.expression.text).not.toBe('x^2 - 5*x + 6 = 0');
    expect(result.answer?.text).toBe('x = 2 or x = 3');
  });

  it('offers both the formula and completing the square for a factorable quadratic, every step verified', async () => {
    for (const problem of ['x^2-5x+6=0', '2x^2+7x+3=0', 'x^2-4x-5=0']) {
      const result = await solveAdvanced(problem);
      expect(result.method, problem).toBe('factoring');
      const methods = (result.alternatives ?? []).map((other) => other.method);
      expect(methods, problem).toEqual(expect.arrayContaining(['quadratic formula', 'completing the square']));
      for (const other of result.alternatives ?? []) expect(other.steps.every((step) => step.verified), `${problem}: ${other.method}`).toBe(true);
    }
  });
});

describe('what students type around the problem', () => {
  it('shows angles asked for in degrees with the degree sign; the solutions stay plain numbers', async () => {
    const result = await solve('2cos(x) = 1 for 0 ≤ x < 360°');
    expect(result.answer?.text).toBe('x = 60° or x = 300°');
    expect(result.answer?.latex).toContain('^{\\circ}');
    expect(result.answer?.solutions?.map((s) => s.x)).toEqual(['60', '300']);
  });

  it('labels complex solutions as complex and says there is no real one', async () => {
    const result = await solve('solve x^2 - 4x + 13 = 0');
    expect(result.answer?.text).toMatch(/^no real solution; complex solutions: /u);
    expect(result.answer?.solutions?.map((s) => s.x?.replace(/\s/gu, ''))).toEqual(['2+3*i', '2-3*i']);
    expect((await solve('x^2 - 4x + 3 = 0')).answer?.text).toBe('x = 1 or x = 3');
  });

  it('shows the method the student names when it applies, and says so when it does not', async () => {
    const square = await solve('x^2 - 7x + 12 = 0 by completing the square');
    expect(square.method).toBe('completing the square');
    const factoring = await solve('x^2 - 2x - 4 = 0 by factoring pls');
    expect(factoring.method).toBe('quadratic formula');
    expect(factoring.message).toMatch(/factoring method does not apply/u);
  });

  it("answers a value with '= ?' after it and a derivative asked as y'", async () => {
    expect((await solve('(2/3)^-2 - 2^-2 = ?')).answer?.text).toBe('2');
    expect((await solve("y = x^2 e^x, y' = ?")).answer?.text).toMatch(/e\^x/u);
  });

  it('solves an equation with a cube root', async () => {
    const result = await solve('∛(5 - x) = 2');
    expect(result.answer?.solutions).toEqual([{ x: '-3' }]);
  });
});

describe('a system asked for one unknown', () => {
  it('answers the unknown the words ask for and keeps the whole solution in the steps', async () => {
    const cases: Array<[string, string, string]> = [
      ['3x + 2y = 7 and 5x − 3y = 37, find y', '-4', 'x = 5, y = -4'],
      ['y = 2x − 5\n3x + 4y = 13\nfind x', '3', 'x = 3, y = 1'],
      ['x + y + z = 6, x − y = 1, y + 2z = 7. what is z', '3', 'x = 2, y = 1, z = 3'],
    ];
    for (const [problem, answer, whole] of cases) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(answer);
      expect(result.answer?.solutions?.length, problem).toBe(1);
      expect(Object.keys(result.answer?.solutions?.[0] ?? {}), problem).toHaveLength(1);
      expect(result.message, problem).toContain(`${Object.keys(result.answer?.solutions?.[0] ?? {})[0]} = ${answer}`);
      expect(result.message, problem).toContain(whole);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('still answers every unknown when none is named', async () => {
    const result = await solve('x + y = 3, x - y = 1');
    expect(result.answer?.text).toBe('x = 2, y = 1');
  });

  it("takes the student's answer for the asked unknown or for the whole system", async () => {
    const check = async (answer: string) => (await solveMathProblem(mathContract.input.parse({ problem: '3x + 2y = 7 and 5x − 3y = 37, find y', answer }), { responses: 'basic' })).check?.correct;
    expect(await check('y = -4')).toBe(true);
    expect(await check('-4')).toBe(true);
    expect(await check('x = 5, y = -4')).toBe(true);
    expect(await check('y = 4')).toBe(false);
  });
});

describe('the zeros, roots or x-intercepts of a polynomial', () => {
  it('solves P = 0 for "find all the zeros of P", "what are the zeros of", "x-intercepts of y = P"', async () => {
    const cases: Array<[string, string[]]> = [
      ['find all the zeros of x^3 - 2x^2 - 5x + 6', ['-2', '1', '3']],
      ['what are the zeros of x^2 - 3x + 2', ['1', '2']],
      ['find the x-intercepts of y = x^2 - 4', ['-2', '2']],
      ['find all real zeros of y = x^3 - x', ['-1', '0', '1']],
      ['zeros of f(x) = x^2 - 5x + 6', ['2', '3']],
    ];
    for (const [problem, roots] of cases) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect((result.answer?.solutions ?? []).map((s) => s.x).sort((a, b) => Number(a) - Number(b)), problem).toEqual(roots);
    }
  });

  it('does not take the x of "roots of x - 2" or "find x + 3" for the name of the unknown', async () => {
    expect((await solve('find the roots of x - 2')).answer?.text).toBe('x = 2');
    expect((await solve('find the zeros of x + 5 = 0')).answer?.text).toBe('x = -5');
    expect((await solve('find x + 3')).answer?.text).toBe('x + 3');
    expect((await solve('find the value of x: 3x = 9')).answer?.text).toBe('x = 3');
  });
});

describe('a condition typed after an expression', () => {
  it('simplifies the expression and says the condition was read as one', async () => {
    const result = await solve('simplify \\sqrt{50x^5} (x ≥ 0)');
    expect(result.status).toBe('solved');
    expect(result.message).toContain('x ≥ 0');
    expect((await solve('simplify (x^2-4)/(x-2), x ≠ 2')).answer?.text).toBe('x + 2');
  });

  it('refuses a condition next to an equation rather than solve without it', async () => {
    await expect(solve('find the zeros of x^2 - 4 (x > 0)')).rejects.toMatchObject({ message: expect.stringMatching(/would limit the solutions/u) });
  });
});
