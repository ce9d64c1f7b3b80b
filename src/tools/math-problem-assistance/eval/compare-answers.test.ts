import { describe, expect, it } from 'vitest';
import type { MathResult } from '../contract';
import { sameAnswer } from './answer-kinds';
import { readLatexAnswer } from './read-latex-answer';
import { readOurAnswer } from './read-our-answer';
import { judge } from './score-symbolic';
import type { SymbolicRecord } from './read-records';

// Not in the default Vitest include (src/, scripts/, training/): run with
// npx vitest run src/tools/math-problem-assistance/eval (npm test runs it too)

function ours(text: string, solutions?: Array<Record<string, string>>): MathResult {
  return { status: 'solved', task: 'solve', answer: { text, latex: '', ...(solutions ? { solutions } : {}) }, steps: [], hints: [], engine: 'embedded' };
}

function record(task: SymbolicRecord['task'], expected: string, input = '', variable = 'x'): SymbolicRecord {
  return { id: 't', task, input, expression: input, variable, expected, verified_with_sympy: true };
}

describe('symbolic answers (mathsteps and nerdamer syntax)', () => {
  it.each([
    ['solve_equation', 'x = [-1, -2]', ours('x = -2 or x = -1', [{ x: '-2' }, { x: '-1' }]), true],
    ['solve_equation', 'x = [-1, -1]', ours('x = -1', [{ x: '-1' }]), true],
    ['solve_equation', 'x = [-9 / 2, 9 / 2]', ours('x = -9/2 or x = 9/2'), true],
    ['solve_equation', 'x = [-1, -2]', ours('x = -1', [{ x: '-1' }]), false],
    ['solve_equation', 'q = -1.962', ours('q = -981/500', [{ q: '-981/500' }]), true],
    ['simplify', '1/6 x', ours('x/6'), true],
    ['simplify', '11/2 x', ours('(11/2)*x'), true],
    ['simplify', '5x^3 - 8x^2 + 6', ours('5*x^3 - 8*x^2 + 6'), true],
    ['simplify', '5x^3 - 8x^2 + 6', ours('x^2 + 3*x*(-4*x) + 5*x^3 + 3*x^2 + 6'), false],
    ['factor', 'x * (x + 2)', ours('x*(x + 2)'), true],
    ['factor', 'x * (x + 2)', ours('x^2 + 2*x'), false],
    ['derivative', '4*(sec(x)*tan(x)^2+sec(x)^3)', ours('4*sec(x)^3 + 4*sec(x)*tan(x)^2'), true],
    ['derivative', 'x^(-1)', ours('1/x'), true],
    ['derivative', 'x^(-1)', ours('-1/x^2'), false],
  ] as const)('%s: expected %s, ours %j → %s', (task, expected, result, correct) => {
    expect(judge(record(task, expected), readOurAnswer(result)).correct).toBe(correct);
  });

  it('accepts an antiderivative that differs by a constant, with or without + C', () => {
    expect(judge(record('antiderivative', '(-1/2)*cos(x)^2', 'cos(x)*sin(x)'), readOurAnswer(ours('sin(x)^2/2 + C'))).correct).toBe(true);
    expect(judge(record('antiderivative', '-x+log(x)*x', 'log(x)'), readOurAnswer(ours('x*ln(x) - x + 5'))).correct).toBe(true);
    expect(judge(record('antiderivative', '-x+log(x)*x', 'log(x)'), readOurAnswer(ours('x*ln(x)'))).correct).toBe(false);
  });
});

describe('MATH boxed answers (LaTeX)', () => {
  it.each([
    ['\\frac{1}{2}', ours('0.5'), true],
    ['\\frac 34', ours('3/4'), true],
    ['-\\frac1{2x}', ours('-1/(2*x)'), true],
    ['\\frac{\\sqrt6}3', ours('sqrt(6)/3'), true],
    ['\\$15,\\!000', ours('15000'), true],
    ['100\\%', ours('100'), true],
    ['81\\text{ teachers}', ours('81'), true],
    ['x \\in [-2,7]', ours('-2 <= x <= 7'), true],
    ['(-\\infty,-4)\\cup(-4,6)\\cup(6,\\infty)', ours('x < -4 or -4 < x < 6 or x > 6'), true],
    ['(-\\infty,0]\\cup[4,\\infty)', ours('x <= 0 or x > 4'), false],
    ['(15,-11)', ours('x = 15, y = -11', [{ x: '15', y: '-11' }]), true],
    ['(15,-11)', ours('x = -11, y = 15', [{ x: '-11', y: '15' }]), false],
    ['2, -3', ours('x = -3 or x = 2', [{ x: '-3' }, { x: '2' }]), true],
    ['19 \\text{ and }43', ours('x = 19 or x = 43'), true],
    ['292i', ours('292*i'), true],
    [' \\frac{1}{5} + \\frac{3}{5}i ', ours('1/5 + 3i/5'), true],
    ['2 x^3-10x^2-24x+72', ours('2*x^3 - 10*x^2 - 24*x + 72'), true],
    ['36x \\sqrt{35x}', ours('36*x*sqrt(35*x)'), true],
    ['\\text{Evelyn}', ours('Evelyn'), false],
    ['b=4', ours('b = 4', [{ b: '4' }]), true],
    ['4x(8x^2-x+5)', ours('4*x*(8*x^2 - x + 5)'), true],
    ['3qr + 6q - 15r -30', ours('3*q*r + 6*q - 15*r - 30'), true],
    ['7z^{96}(4z+1)', ours('28*z^97 + 7*z^96'), true],
  ] as const)('%s vs %j → %s', (latex, result, correct) => {
    const expected = readLatexAnswer(latex);
    const answer = readOurAnswer(result);
    expect(expected).not.toBeNull();
    expect(answer !== null && sameAnswer(expected!, answer)).toBe(correct);
  });
});
