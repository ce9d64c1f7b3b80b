import { parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { areEquivalent } from './equivalence';
import { formatNode, formatState, freeSymbols, parseMath, parseMathState } from './math-text';

const text = (input: string) => formatNode(parseMath(input)).text;
const latex = (input: string) => formatNode(parseMath(input)).latex;

describe('parseMath', () => {
  it.each([
    ['2x', '2*x'],
    ['3xy', '3*x*y'],
    ['2(x+1)', '2*(x + 1)'],
    ['(x+1)(x-1)', '(x + 1)*(x - 1)'],
    ['x(x+1)', 'x*(x + 1)'],
    ['x sin x', 'x*sin(x)'],
    ['sin x', 'sin(x)'],
    ['sin 2x', 'sin(2*x)'],
    ['2 sin x cos x', '2*sin(x)*cos(x)'],
    ['xsinx', 'x*sin(x)'],
    ['sin^2 x + cos^2 x', 'sin(x)^2 + cos(x)^2'],
    ['sin^-1 x', 'asin(x)'],
    ['arctan x', 'atan(x)'],
    ['e^x', 'e^x'],
    ['e^(2x)', 'e^(2*x)'],
    ['ln x', 'ln(x)'],
    ['log_2 8', 'log(8, 2)'],
    ['sqrt(50)', 'sqrt(50)'],
    ['√(x+1)', 'sqrt(x + 1)'],
    ['x²+3x³', 'x^2 + 3*x^3'],
    ['x⁻¹', 'x^(-1)'],
    ['2πr', '2*pi*r'],
    ['i^2', 'i^2'],
    ['|x-1|+|x|', 'abs(x - 1) + abs(x)'],
    ['½x', '1/2*x'],
    ['15%', '15/100'],
    ['6 ÷ 2 − 1', '6/2 - 1'],
    ['2 × 3 · 4', '2*3*4'],
    ['x_1 + x_2', 'x_1 + x_2'],
    ['theta^2', 'theta^2'],
    ['nthRoot(x, 3)', 'nthRoot(x, 3)'],
    ['x**2', 'x^2'],
  ])('reads %s as %s', (input, expected) => {
    expect(text(input)).toBe(expected);
  });

  it('follows mathjs on fractions: 1/2x is x/2, x/2y is x/(2y)', () => {
    expect(areEquivalent(parseMath('1/2x'), parseMath('x/2'))).toBe(true);
    expect(text('x/2y')).toBe('x/(2*y)');
  });

  it('reads log as the natural log unless asked for base 10', () => {
    expect(text('log(100)')).toBe('ln(100)');
    expect(formatNode(parseMath('log(100)', { log: 'base10' })).text).toBe('log10(100)');
    // log(8, 2) keeps its base: log10(8, 2) was shown as solved, and log(x, 2) = 3 answered "No solution".
    expect(formatNode(parseMath('log(8, 2)', { log: 'base10' })).text).toBe('log(8, 2)');
  });

  it('names the place it could not read', () => {
    expect(() => parseMath('2x+*3')).toThrow('I could not read “2x+*3” at “+*”.');
    expect(() => parseMath('2x+')).toThrow(/something is missing after “\+”/u);
    expect(() => parseMath('(x+1')).toThrow(/never closed/u);
    expect(() => parseMath('x+1)')).toThrow(/closes nothing/u);
    expect(() => parseMath('2x # 3')).toThrow(/at “#”/u);
    expect(() => parseMath('sin')).toThrow(/needs something to act on/u);
    expect(() => parseMath('2x + 3 = 7')).toThrow(ToolInputError);
  });

  it('leaves no parentheses nodes and no implicit products', () => {
    const node = parseMath('2(x+1)');
    expect(node.filter((n) => n.type === 'ParenthesisNode')).toHaveLength(0);
    expect(node.filter((n) => (n as unknown as { implicit?: boolean }).implicit === true)).toHaveLength(0);
  });
});

describe('parseMathState', () => {
  it('reads equations, chains, alternatives and systems', () => {
    expect(parseMathState('2x+3=7').kind).toBe('relation');
    expect(formatState(parseMathState('1 < x < 5')).text).toBe('1 < x < 5');
    expect(formatState(parseMathState('x = 2 or x = 3')).text).toBe('x = 2 or x = 3');
    expect(formatState(parseMathState('x = ±2')).text).toBe('x = 2 or x = -2');
    expect(formatState(parseMathState('x = [-1, -2]')).text).toBe('x = -1 or x = -2');
    for (const system of ['x+y=3, x-y=1', 'x+y=3 and x-y=1', 'x+y=3\nx-y=1', 'x+y=3; x-y=1']) {
      expect(formatState(parseMathState(system)).text).toBe('x + y = 3, x - y = 1');
    }
    expect(parseMathState('x^2 - 5x + 6').kind).toBe('expression');
  });

  it('refuses what it cannot represent', () => {
    expect(() => parseMathState('x != 2')).toThrow(/not supported/u);
    expect(() => parseMathState('x = 2, y = 3 or x = 1')).toThrow(/mixing/u);
    expect(() => parseMathState('2x =')).toThrow(/missing after it/u);
  });
});

describe('formatState', () => {
  it('writes tidy text: no 1*x, no x^1, no + -', () => {
    expect(text('1*x + x^1 + -3')).toBe('x + x - 3');
    expect(text('x - -3')).toBe('x + 3');
    expect(text('-1*x + 2')).toBe('-x + 2');
    expect(text('x + (-1)*y')).toBe('x - y');
    expect(text('(-2)^2')).toBe('(-2)^2');
    expect(text('-x^2')).toBe('-x^2');
    expect(text('2^-1')).toBe('2^(-1)');
    expect(text('x*(-3)')).toBe('x*(-3)');
  });

  it('writes LaTeX with \\frac, \\sqrt and \\cdot only where juxtaposition misreads', () => {
    expect(latex('3/4 + 5/6')).toBe('\\frac{3}{4} + \\frac{5}{6}');
    expect(latex('2x^2 + 3x')).toBe('2 x^{2} + 3 x');
    expect(latex('2*3')).toBe('2 \\cdot 3');
    expect(latex('x*x')).toBe('x \\cdot x');
    expect(latex('sqrt(x)')).toBe('\\sqrt{x}');
    expect(latex('nthRoot(x, 3)')).toBe('\\sqrt[3]{x}');
    expect(latex('-9/4')).toBe('-\\frac{9}{4}');
    expect(latex('sin(x)^2')).toBe('\\sin^{2}\\left(x\\right)');
    expect(latex('x sin x')).toBe('x \\sin\\left(x\\right)');
    expect(latex('ln(x)')).toBe('\\ln\\left(x\\right)');
    expect(latex('abs(x)')).toBe('\\left|x\\right|');
    expect(latex('pi r^2')).toBe('\\pi r^{2}');
    expect(formatState(parseMathState('x <= 3')).latex).toBe('x \\le 3');
    expect(formatState(parseMathState('x + y = 3, x - y = 1')).latex).toBe('\\begin{cases} x + y = 3 \\\\ x - y = 1 \\end{cases}');
  });

  it('prints trees straight from mathjs (brackets, implicit products) correctly', () => {
    const tree = parse('(x)(x - 1)');
    expect(formatNode(tree).text).toBe('x*(x - 1)');
    expect(formatNode(parse('2 (x + 1)^2')).latex).toBe('2 \\left(x + 1\\right)^{2}');
    expect(areEquivalent(tree, parseMath('x^2 - x'))).toBe(true);
  });

  it('writes the step notation', () => {
    expect(formatNode(parseMath('derivative(x^2, x)')).latex).toBe('\\frac{d}{dx}\\left(x^{2}\\right)');
    expect(formatNode(parseMath('integral(x e^x, x)')).latex).toBe('\\int x e^{x}\\,dx');
    expect(formatNode(parseMath('integral(x^2, x, 0, 1)')).latex).toBe('\\int_{0}^{1} x^{2}\\,dx');
    expect(formatNode(parseMath('limit(sin(x)/x, x, 0)')).latex).toBe('\\lim_{x \\to 0} \\frac{\\sin\\left(x\\right)}{x}');
    expect(formatNode(parseMath('between(x^3/3, x, 0, 1)')).latex).toBe('\\left[\\frac{x^{3}}{3}\\right]_{0}^{1}');
  });

  it('prints numbers without floating-point dust or e-notation', () => {
    expect(formatNode(parseMath('0.1')).text).toBe('0.1');
    const sum = parseMath('0.1 + 0.2');
    expect(formatNode(parseMath(String(sum.evaluate()))).text).toBe('0.3');
  });

  it.each(['2x^2 - 3x + 1', '(x + 1)*(x - 1)', 'x/(2*y)', '-(x + 1)', 'e^(2*x)*sin(x)', 'ln(x)/x', 'sqrt(x^2 + 1)', 'abs(x - 1)', '(-2)^2', 'x^(1/2)'])(
    'prints text that reads back to the same expression: %s',
    (input) => {
      const once = text(input);
      expect(text(once)).toBe(once);
      expect(areEquivalent(parseMath(once), parseMath(input))).toBe(true);
    },
  );
});

describe('freeSymbols', () => {
  it('lists variables x, y, z first, without constants or function names', () => {
    expect(freeSymbols(parseMath('a*y + b*x + pi + e + i + sin(z)'))).toEqual(['x', 'y', 'z', 'a', 'b']);
    expect(freeSymbols(parseMath('limit(1/x, x, 0, right)'))).toEqual(['x']);
  });
});

describe('parseMath: a degree mark on a trig function’s angle', () => {
  it.each([
    ['sin(30°)', 'sin(30 * pi / 180)'],
    ['cos 60°', 'cos(60 * pi / 180)'],
    ['tan(45º)', 'tan(45 * pi / 180)'],
    ['sin 30 degrees', 'sin(30 * pi / 180)'],
    ['2sin(45°)', '2 * sin(45 * pi / 180)'],
    ['sin²(30°) + cos²(30°)', 'sin(30 * pi / 180) ^ 2 + cos(30 * pi / 180) ^ 2'],
    ['sin(-30°)', 'sin(-(30 * pi / 180))'],
  ])('reads %s in radians as %s', (input, read) => {
    expect(parseMath(input).toString()).toBe(read);
  });

  it.each(['x = 30°', '30° + 1', 'sin(x + 30°)', 'sin(30° + 45°)', '(30°)^2'])('refuses %s, pointing at the degree mark', (input) => {
    expect(() => parseMathState(input)).toThrow(ToolInputError);
    expect(() => parseMathState(input)).toThrow(/degree mark is read only on the angle of sin, cos or tan/u);
  });
});
