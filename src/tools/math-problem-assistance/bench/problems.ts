import type { ParsedMathInput } from '../contract';

/** A fixed list of problems a student would type, a few per task (the same list every run). */
export const BENCH_PROBLEMS: Array<{ task: string; input: ParsedMathInput }> = [
  ...['2x + 3 = 7', 'x^2 - 5x + 6 = 0', '3(x - 2) = 2x + 5', '2x^2 + 3x - 2 = 0', 'x/3 + 1/2 = 5/6'].map((problem) => ({
    task: 'solve',
    input: { problem, task: 'solve' as const },
  })),
  ...['2x + 3x - 4', '(x^2 - 1)/(x - 1)', '3(x + 2) - 2(x - 1)', '\\frac{3}{4}+\\frac{5}{6}', '(2x^3 y^2)/(4x y)'].map((problem) => ({
    task: 'simplify',
    input: { problem, task: 'simplify' as const },
  })),
  ...['x^2 - 5x + 6', '4x^2 - 9', '2x^2 + 4x', 'x^3 - 8', '6x^2 + x - 2'].map((problem) => ({ task: 'factor', input: { problem, task: 'factor' as const } })),
  ...['(x + 2)(x - 3)', '(2x - 1)^2', '(x + 1)^3', 'x(x + 4)(x - 4)'].map((problem) => ({ task: 'expand', input: { problem, task: 'expand' as const } })),
  ...['2 + 3 * 4', '3/4 + 5/6', 'sqrt(16) + 2^3', '(2 + 3)^2 / 5'].map((problem) => ({ task: 'evaluate', input: { problem, task: 'evaluate' as const } })),
  ...['x^2 sin x', 'e^(2x)', 'ln(x^2 + 1)', 'x^3 - 4x + 1', 'sin(x)/x'].map((problem) => ({
    task: 'derivative',
    input: { problem, task: 'derivative' as const, variable: 'x' },
  })),
  ...['x e^x', 'x^2 + 3x', 'cos(2x)', '1/x', 'x sin x'].map((problem) => ({ task: 'integral', input: { problem, task: 'integral' as const, variable: 'x' } })),
  ...['lim x->0 sin(x)/x', 'lim x->2 (x^2 - 4)/(x - 2)', 'lim x->oo (3x^2 + 1)/(x^2 - 2)'].map((problem) => ({
    task: 'limit',
    input: { problem, task: 'limit' as const },
  })),
  ...[
    'What is 25% of 80?',
    'A car travels at 60 miles per hour for 3 hours. How far does it travel?',
    'Tom has 5 apples and buys 7 more. How many apples does he have now?',
    'Pens cost $2 each. How much do 5 pens cost?',
  ].map((problem) => ({ task: 'word problem', input: { problem, task: 'auto' as const } })),
];
