import type { MathNode } from 'mathjs';
import { OperatorNode } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { areEquivalent } from '../equivalence';
import { parseMath } from '../math-text';
import type { MathProblem } from '../problem';
import { readProblem } from '../read-problem';

/**
 * The notation students paste, one row per form: what they type, the task, and what it means written
 * out by hand without any ambiguity (natural log is `ln`, base 10 `log10`, base b `log(x, b)`). The row
 * passes when the reader's tree has the same value as the meaning at sample points, so a row checks the
 * reading, not how it is printed. For relations the meaning is `lhs = rhs` (or another sign), compared
 * side against side; for calculus the expression worked on, the variable, bounds and order.
 */
type Row = [input: string, task: MathProblem['task'], meaning: string, extra?: { variable?: string; lower?: string; upper?: string; order?: 2; domain?: [number, number, boolean, boolean] }];

const ARITHMETIC: Row[] = [
  ['2/3 ÷ 4/9', 'evaluate', '(2/3)/(4/9)'],
  ['3/4 ÷ 1/2', 'evaluate', '(3/4)/(1/2)'],
  ['12 ÷ 4 × 2', 'evaluate', '(12/4)*2'],
  ['12 ÷ 3/4', 'evaluate', '12/(3/4)'],
  ['6 ÷ -2/3', 'evaluate', '6/(-2/3)'],
  ['1 - 1/2 ÷ 1/4 + 3', 'evaluate', '1 - (1/2)/(1/4) + 3'],
  ['5 × 3 − 2', 'evaluate', '5*3 - 2'],
  ['7 · 8', 'evaluate', '56'],
  ['2 ⋅ 3 + 1', 'evaluate', '7'],
  ['10 − 4 − 3', 'evaluate', '3'],
  ['8 – 5', 'evaluate', '3'],
  ['3²', 'evaluate', '9'],
  ['2³ + 1', 'evaluate', '9'],
  ['10⁻²', 'evaluate', '1/100'],
  ['√16', 'evaluate', '4'],
  ['√(9) + √4', 'evaluate', '5'],
  ['∛27', 'evaluate', '3'],
  ['2 1/2 + 1 1/3', 'evaluate', '(2 + 1/2) + (1 + 1/3)'],
  ['3 3/4 - 1 1/2', 'evaluate', '15/4 - 3/2'],
  ['-2 1/2 * 4', 'evaluate', '-10'],
  ['½ + ¼', 'evaluate', '3/4'],
  ['¾ × 8', 'evaluate', '6'],
  ['15% of 80', 'evaluate', '12'],
  ['what is 20% of 150', 'evaluate', '30'],
  ['25%', 'evaluate', '1/4'],
  ['2^10', 'evaluate', '1024'],
  ['2**5', 'evaluate', '32'],
  ['(-3)^2', 'evaluate', '9'],
  ['-3^2', 'evaluate', '-9'],
  ['|−7| + |3|', 'evaluate', '10'],
  ['1,000,000 / 1000', 'evaluate', '1000'],
  ['0.5 + .25', 'evaluate', '0.75'],
  ['π', 'evaluate', 'pi'],
  ['2π', 'evaluate', '2*pi'],
  ['sin(π/6)', 'evaluate', '1/2'],
  ['cos π', 'evaluate', '-1'],
  ['ln(e^2)', 'evaluate', '2'],
  ['log(100)', 'evaluate', '2'],
  ['log_2(8)', 'evaluate', '3'],
  ['log_2 8', 'evaluate', '3'],
  ['log2(32)', 'evaluate', '5'],
  ['log10(1000)', 'evaluate', '3'],
  ['evaluate 3(4 + 5)', 'evaluate', '27'],
  ['(2)(3)(4)', 'evaluate', '24'],
  ['\\frac{3}{4}+\\frac{5}{6}', 'evaluate', '3/4 + 5/6'],
  ['\\frac34 + 1', 'evaluate', '7/4'],
  ['\\sqrt{16} + \\sqrt[3]{8}', 'evaluate', '6'],
  ['2\\frac{1}{2} \\times 2', 'evaluate', '5'],
  ['3 \\cdot 4', 'evaluate', '12'],
  ['12 \\div 3', 'evaluate', '4'],
  ['\\frac{2}{3} \\div \\frac{4}{9}', 'evaluate', '3/2'],
  ['\\left(1+2\\right)^2', 'evaluate', '9'],
  ['$\\frac{1}{2} + \\frac{1}{3}$', 'evaluate', '5/6'],
  ['\\sin(30^\\circ)', 'evaluate', '1/2'],
  ['\\cos 60^{\\circ}', 'evaluate', '1/2'],
  ['2\\sin\\left(45^{\\circ}\\right)', 'evaluate', 'sqrt(2)'],
  ['\\tan 45\\degree', 'evaluate', '1'],
  ['5 x 3', 'evaluate', '15'],
  ['2x3 + 1', 'evaluate', '7'],
  ['3 1/2 ÷ 1 3/4', 'evaluate', '2'],
  ['e^1/2 * e^1/2', 'evaluate', 'e'],
  ['12345678901234567*3', 'evaluate', '12345678901234567*3'],
  ['1.5e3', 'evaluate', '1500'],
  ['8 ÷ 2(2+2)', 'evaluate', '(8/2)*(2+2)'],
  ['6/2(1+2)', 'evaluate', '(6/2)*(1+2)'],
  ['12 ÷ (2+1)', 'evaluate', '4'],
  ['2e-4 * 1000', 'evaluate', '0.2'],
];

const ALGEBRA: Row[] = [
  ['2x + 3x', 'simplify', '5*x'],
  ['3xy', 'simplify', '3*x*y'],
  ['2(x+1)', 'simplify', '2*x + 2'],
  ['(x+1)(x-1)', 'simplify', 'x^2 - 1'],
  ['x(x+1)', 'simplify', 'x^2 + x'],
  ['x²+2x+1', 'simplify', 'x^2 + 2*x + 1'],
  ['x³ − x', 'simplify', 'x^3 - x'],
  ['x⁻¹', 'simplify', '1/x'],
  ['√x · √x', 'simplify', 'x'],
  ['√(x+1)', 'simplify', 'sqrt(x+1)'],
  ['1/2x', 'simplify', 'x/2'],
  ['x/2y', 'simplify', 'x/(2*y)'],
  ['x ÷ 2', 'simplify', 'x/2'],
  ['x ÷ 2x', 'simplify', 'x/(2*x)'],
  ['x/3 ÷ x/6', 'simplify', '(x/3)/(x/6)'],
  ['(q^2-9)/(q^2+6q+9) ÷ (q^2-2q-3)/(q^2+2q-3)', 'simplify', '((q^2-9)/(q^2+6*q+9))/((q^2-2*q-3)/(q^2+2*q-3))'],
  ['x × y', 'simplify', 'x*y'],
  ['2 sin x', 'simplify', '2*sin(x)'],
  ['sin x cos x', 'simplify', 'sin(x)*cos(x)'],
  // Session 43: a bracket after a space is a factor, as books print it (no space: sin x(1 + x) keeps it inside).
  ['sin^2 x (1 + cot^2 x)', 'simplify', 'sin(x)^2*(1 + cot(x)^2)'],
  ['sin x (x + 1)', 'simplify', 'sin(x)*(x + 1)'],
  ['sin x(1 + x)', 'simplify', 'sin(x*(1 + x))'],
  ['sin 2x', 'simplify', 'sin(2*x)'],
  ['sin^2 x + cos^2 x', 'simplify', '1'],
  ['sin²x', 'simplify', 'sin(x)^2'],
  ['sin^-1 x', 'simplify', 'asin(x)'],
  ['tan θ', 'simplify', 'tan(θ)'],
  ['2θ + θ', 'simplify', '3*θ'],
  ['e^x e^x', 'simplify', 'e^(2*x)'],
  ['e^(2x)', 'simplify', 'exp(2*x)'],
  ['ln x + ln y', 'simplify', 'ln(x) + ln(y)'],
  ['3ln(x)', 'simplify', '3*ln(x)'],
  ['2log(x)', 'simplify', '2*log10(x)'],
  ['log_3(x)', 'simplify', 'log(x, 3)'],
  ['2log_3(x)', 'simplify', '2*log(x, 3)'],
  ['log_{5} x', 'simplify', 'log(x, 5)'],
  ['x_1 + x_2', 'simplify', 'x_1 + x_2'],
  ['|x - 2|', 'simplify', 'abs(x-2)'],
  ['\\frac{x^2-1}{x-1}', 'simplify', '(x^2-1)/(x-1)'],
  ['\\sqrt{x^2}', 'simplify', 'sqrt(x^2)'],
  ['x^{2n}', 'simplify', 'x^(2*n)'],
  ['\\frac{1}{x} + \\frac{1}{y}', 'simplify', '1/x + 1/y'],
  ['\\ln x + \\ln 2', 'simplify', 'ln(2*x)'],
  ['\\log_2 x', 'simplify', 'log(x, 2)'],
  ['\\sin^2\\theta + \\cos^2\\theta', 'simplify', '1'],
  ['\\left|x\\right|', 'simplify', 'abs(x)'],
  ['2\\pi r', 'simplify', '2*pi*r'],
  ['x^1/2', 'simplify', 'sqrt(x)'],
  ['x^2/3', 'simplify', 'x^2/3'],
  ['x₁ + x₂', 'simplify', 'x_1 + x_2'],
  ['e^-x', 'simplify', 'exp(-x)'],
  ['factor x^2 - 5x + 6', 'factor', 'x^2 - 5*x + 6'],
  ['factor 18x^2-12xy+2y^2-98', 'factor', '18*x^2 - 12*x*y + 2*y^2 - 98'],
  ['factorise 4x² − 9', 'factor', '4*x^2 - 9'],
  ['expand (x+2)^2', 'expand', '(x+2)^2'],
  ['expand (a − b)³', 'expand', '(a-b)^3'],
  ['simplify (x^2 - 4)/(x - 2)', 'simplify', '(x^2-4)/(x-2)'],
  ['multiply out 3(x − 4)', 'expand', '3*x - 12'],
];

const EQUATIONS: Row[] = [
  ['2x + 3 = 7', 'solve', '2*x + 3 = 7'],
  ['solve 2x+3=7', 'solve', '2*x + 3 = 7'],
  ['solve for x: 3x − 5 = 10', 'solve', '3*x - 5 = 10'],
  ['x² − 5x + 6 = 0', 'solve', 'x^2 - 5*x + 6 = 0'],
  ['x^2=16', 'solve', 'x^2 = 16'],
  ['x ÷ 2 = 5', 'solve', 'x/2 = 5'],
  ['x/3 ÷ 2 = 1', 'solve', '(x/3)/2 = 1'],
  ['3ln(x)=6', 'solve', '3*ln(x) = 6'],
  ['2log(x)=4', 'solve', '2*log10(x) = 4'],
  ['2log_3(x)=4', 'solve', '2*log(x, 3) = 4'],
  ['5log_7(n)=10', 'solve', '5*log(n, 7) = 10', { variable: 'n' }],
  ['log(x) + log(x − 3) = 1', 'solve', 'log10(x) + log10(x-3) = 1'],
  ['ln x = 2', 'solve', 'ln(x) = 2'],
  ['e^x = 5', 'solve', 'e^x = 5'],
  ['2^x = 32', 'solve', '2^x = 32'],
  ['3^(x+1) = 27', 'solve', '3^(x+1) = 27'],
  ['sqrt(x^2)=x', 'solve', 'sqrt(x^2) = x'],
  ['√(x + 3) = x − 3', 'solve', 'sqrt(x+3) = x - 3'],
  ['√(2x+1) = 3', 'solve', 'sqrt(2*x+1) = 3'],
  ['|2x − 1| = 5', 'solve', 'abs(2*x-1) = 5'],
  ['1/x + 1/2 = 1', 'solve', '1/x + 1/2 = 1'],
  ['x/(x-1) = 2', 'solve', 'x/(x-1) = 2'],
  ['2 1/2 x = 10', 'solve', '(5/2)*x = 10'],
  ['x = 2 1/2 + 1', 'solve', 'x = 7/2'],
  ['0.5x + 1.25 = 3', 'solve', '0.5*x + 1.25 = 3'],
  ['2(x − 3) = 4(x + 1)', 'solve', '2*(x-3) = 4*(x+1)'],
  ['x² = 2x', 'solve', 'x^2 = 2*x'],
  ['sin x = 1/2', 'solve', 'sin(x) = 1/2'],
  ['2cos θ = 1', 'solve', '2*cos(θ) = 1', { variable: 'θ' }],
  ['\\frac{x}{2} + 3 = 7', 'solve', 'x/2 + 3 = 7'],
  ['\\sqrt{x+1} = 2', 'solve', 'sqrt(x+1) = 2'],
  ['x^2 - 4 = 0', 'solve', 'x^2 = 4'],
  ['3x ≤ 12', 'solve', '3*x <= 12'],
  ['2x − 1 ≥ 5', 'solve', '2*x - 1 >= 5'],
  ['x² < 9', 'solve', 'x^2 < 9'],
  ['-x > 4', 'solve', '-x > 4'],
  ['x ⩽ 3', 'solve', 'x <= 3'],
  ['x^2 - 1 \\le 0', 'solve', 'x^2 - 1 <= 0'],
  ['2x \\geq 4', 'solve', '2*x >= 4'],
  ['|x| < 3', 'solve', 'abs(x) < 3'],
  ['find x if 4x = 20', 'solve', '4*x = 20'],
  ['what is x if x + 2 = 9', 'solve', 'x + 2 = 9'],
  ['find the zeros of f(x) = x^2 − 4x', 'solve', 'x^2 - 4*x = 0'],
  ['roots of x^2 - 9', 'solve', 'x^2 - 9 = 0'],
  ['3x = ½', 'solve', '3*x = 1/2'],
  ['x/4 = ¾', 'solve', 'x/4 = 3/4'],
  ['2^x = 2^(3) · 2', 'solve', '2^x = 16'],
  ['ln(2x) = ln(6)', 'solve', 'ln(2*x) = ln(6)'],
  ['solve $x^2 = 4$', 'solve', 'x^2 = 4'],
  ['Solve for $y$: $3y - 2 = 7$', 'solve', '3*y - 2 = 7', { variable: 'y' }],
  ['sin x = 1/2 for 0 ≤ x < 2π', 'solve', 'sin(x) = 1/2', { domain: [0, 2 * Math.PI, true, false] }],
  ['2cos x = 1 on [0, 2π)', 'solve', '2*cos(x) = 1', { domain: [0, 2 * Math.PI, true, false] }],
  ['tan x = 1, 0 <= x <= 2pi', 'solve', 'tan(x) = 1', { domain: [0, 2 * Math.PI, true, true] }],
  ['√2 cos θ = 1 for 0 ≤ θ < 2π', 'solve', 'sqrt(2)*cos(θ) = 1', { variable: 'θ', domain: [0, 2 * Math.PI, true, false] }],
  ['solve 2sin(x) = 1 in the interval (0, \\pi)', 'solve', '2*sin(x) = 1', { domain: [0, Math.PI, false, false] }],
];

const CALCULUS: Row[] = [
  ['d/dx x^2', 'derivative', 'x^2', { variable: 'x' }],
  ['d/dx (x^3 + 2x)', 'derivative', 'x^3 + 2*x', { variable: 'x' }],
  ['d/dx(sin x)', 'derivative', 'sin(x)', { variable: 'x' }],
  ['d/dθ sin θ', 'derivative', 'sin(θ)', { variable: 'θ' }],
  ['d/dt (t^2 e^t)', 'derivative', 't^2*e^t', { variable: 't' }],
  ['dy/dx x^3', 'derivative', 'x^3', { variable: 'x' }],
  ['d^2/dx^2 (3sin x + x^2 cos x)', 'derivative', '3*sin(x) + x^2*cos(x)', { variable: 'x', order: 2 }],
  ['d²/dx² x^4', 'derivative', 'x^4', { variable: 'x', order: 2 }],
  ['\\frac{d^2}{dx^2} x^3', 'derivative', 'x^3', { variable: 'x', order: 2 }],
  ['\\frac{d}{dx} \\sin x', 'derivative', 'sin(x)', { variable: 'x' }],
  ['\\frac{d}{dx}\\left(x^2\\right)', 'derivative', 'x^2', { variable: 'x' }],
  ['second derivative of x^5', 'derivative', 'x^5', { order: 2 }],
  ['derivative of x^2 sin x', 'derivative', 'x^2*sin(x)'],
  ['differentiate ln(x^2 + 1)', 'derivative', 'ln(x^2+1)'],
  ['find the derivative of e^(3x)', 'derivative', 'e^(3*x)'],
  ["f'(x) if f(x) = x^3", 'derivative', 'x^3'],
  ['derivative of 3ln x', 'derivative', '3*ln(x)'],
  ['∫ x^2 dx', 'integral', 'x^2', { variable: 'x' }],
  ['∫ sin(θ) dθ', 'integral', 'sin(θ)', { variable: 'θ' }],
  ['∫ cos θ dθ', 'integral', 'cos(θ)', { variable: 'θ' }],
  ['∫ dx/(x^2+1)', 'integral', '1/(x^2+1)', { variable: 'x' }],
  ['∫dx/(x^3-x)', 'integral', '1/(x^3-x)', { variable: 'x' }],
  ['∫ x dx/(x^2+1)', 'integral', 'x/(x^2+1)', { variable: 'x' }],
  ['∫ 1/x dx', 'integral', '1/x', { variable: 'x' }],
  ['∫ e^(2x) dx', 'integral', 'e^(2*x)', { variable: 'x' }],
  ['∫ x e^x dx', 'integral', 'x*e^x', { variable: 'x' }],
  ['∫ 3t^2 dt', 'integral', '3*t^2', { variable: 't' }],
  ['∫ x^2dx', 'integral', 'x^2', { variable: 'x' }],
  ['∫_0^1 x^2 dx', 'integral', 'x^2', { variable: 'x', lower: '0', upper: '1' }],
  ['∫_0^π sin θ dθ', 'integral', 'sin(θ)', { variable: 'θ', lower: '0', upper: 'pi' }],
  ['∫_{1}^{e} 1/x dx', 'integral', '1/x', { variable: 'x', lower: '1', upper: 'e' }],
  ['integral of 2x from 0 to 3', 'integral', '2*x', { lower: '0', upper: '3' }],
  ['integrate x^3 dx', 'integral', 'x^3', { variable: 'x' }],
  ['antiderivative of cos x', 'integral', 'cos(x)'],
  ['\\int x^2\\,dx', 'integral', 'x^2', { variable: 'x' }],
  ['\\int_0^1 x^2 \\, dx', 'integral', 'x^2', { variable: 'x', lower: '0', upper: '1' }],
  ['\\int \\frac{1}{x} dx', 'integral', '1/x', { variable: 'x' }],
  ['\\int \\sin\\theta \\, d\\theta', 'integral', 'sin(theta)', { variable: 'theta' }],
  ['\\int_{0}^{\\pi} \\cos x \\, dx', 'integral', 'cos(x)', { variable: 'x', lower: '0', upper: 'pi' }],
  ['lim x->0 sin(x)/x', 'limit', 'sin(x)/x'],
  ['limit of (x^2-1)/(x-1) as x → 1', 'limit', '(x^2-1)/(x-1)'],
  ['\\lim_{x \\to \\infty} 1/x', 'limit', '1/x'],
  ['∫₀¹ x² dx', 'integral', 'x^2', { variable: 'x', lower: '0', upper: '1' }],
  ['d/dx[x^2]', 'derivative', 'x^2', { variable: 'x' }],
  ['d/dx |x|', 'derivative', 'abs(x)', { variable: 'x' }],
  ['\\frac{d}{d\\theta} \\cos\\theta', 'derivative', 'cos(theta)', { variable: 'theta' }],
  ['\\frac{\\mathrm{d}}{\\mathrm{d}x} x^2', 'derivative', 'x^2', { variable: 'x' }],
  ['\\frac{d^{2}}{dx^{2}} x^3', 'derivative', 'x^3', { variable: 'x', order: 2 }],
  ['dy/dx if y = cos(3x)', 'derivative', 'cos(3*x)', { variable: 'x' }],
  ['\\int \\frac{dx}{x^2+1}', 'integral', '1/(x^2+1)', { variable: 'x' }],
];

const ROWS: Array<[string, Row[]]> = [
  ['arithmetic', ARITHMETIC],
  ['algebra', ALGEBRA],
  ['equations and inequalities', EQUATIONS],
  ['calculus', CALCULUS],
];

const RELATION = /^(.*?)(<=|>=|=|<|>)(.*)$/u;

function subtract(a: MathNode, b: MathNode): MathNode {
  return new OperatorNode('-', 'subtract', [a, b]);
}

/** The reader's tree has the meaning of the row (same value at sample points; relations side by side). */
function checkRow([input, task, meaning, extra]: Row): void {
  const problem = readProblem({ problem: input, task: 'auto' });
  expect(problem.task, `task of ${input}`).toBe(task);
  if (extra?.variable) expect(problem.variable, `variable of ${input}`).toBe(extra.variable);
  expect(problem.order, `order of ${input}`).toBe(extra?.order);
  const { target } = problem;
  const relation = RELATION.exec(meaning);
  if (extra?.domain) {
    const [low, high, closedLow, closedHigh] = extra.domain;
    expect(problem.domain && [Number(problem.domain.lower.evaluate()), Number(problem.domain.upper.evaluate()), problem.domain.closedLower, problem.domain.closedUpper], `interval of ${input}`).toEqual([low, high, closedLow, closedHigh]);
  } else {
    expect(problem.domain, `interval of ${input}`).toBeUndefined();
  }
  if (target.kind === 'relation') {
    expect(relation, `${input} should read as a relation`).not.toBeNull();
    const [, lhs, op, rhs] = relation as RegExpExecArray;
    expect(target.relation.op, `sign of ${input}`).toBe(op);
    const read = subtract(target.relation.lhs, target.relation.rhs);
    const meant = subtract(parseMath(lhs as string), parseMath(rhs as string));
    expect(areEquivalent(read, meant, [problem.variable]), `${input} read as ${read.toString()}`).toBe(true);
    return;
  }
  if (target.kind === 'system') throw new Error(`${input} read as a system`);
  expect(areEquivalent(target.node, parseMath(meaning), [problem.variable]), `${input} read as ${target.node.toString()}`).toBe(true);
  if (target.kind === 'integral') {
    expect(Boolean(target.lower), `bounds of ${input}`).toBe(extra?.lower !== undefined);
    if (extra?.lower !== undefined && target.lower && target.upper) {
      expect(areEquivalent(target.lower, parseMath(extra.lower)), `lower bound of ${input}`).toBe(true);
      expect(areEquivalent(target.upper, parseMath(extra.upper as string)), `upper bound of ${input}`).toBe(true);
    }
  }
}

describe('the notation table: every form students paste is read as meant', () => {
  it('has at least 150 forms', () => {
    expect(ROWS.reduce((n, [, rows]) => n + rows.length, 0)).toBeGreaterThanOrEqual(150);
  });
  for (const [name, rows] of ROWS) {
    describe(name, () => {
      it.each(rows)('%s', (...row) => checkRow(row as Row));
    });
  }
});
