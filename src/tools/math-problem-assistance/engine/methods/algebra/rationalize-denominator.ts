import { fraction, parse, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult } from '../../problem';
import { expressionState, expressionStep, problemExpression } from './method-kit';
import { freeVariables } from './node-build';
import { unwrapParens } from '../../nodes/build-nodes';
import { splitRoot } from '../../numbers/whole-numbers';

// 6/(√5 − √2): a denominator of two terms with square roots is cleared by its conjugate, (a − b)(a + b) = a² − b².
// The numbers are kept exact as sums of c·√n (n square-free), so the last form is worked out, not guessed;
// the verifier compares every state's value with the one before, and the final check compares the answer
// with the problem as typed.

/** c1·√n1 + c2·√n2 + …: radicand (square-free, 1 for a plain number) → coefficient. */
type Surds = Map<bigint, Fraction>;

function single(radicand: bigint, coefficient: Fraction): Surds {
  const { outside, inside } = splitRoot(radicand, 2);
  return coefficient.equals(0) ? new Map() : new Map([[inside, coefficient.mul(fraction(`${outside}`))]]);
}

function addSurds(a: Surds, b: Surds, scale = fraction(1)): Surds {
  const out = new Map(a);
  for (const [n, c] of b) {
    const total = (out.get(n) ?? fraction(0)).add(c.mul(scale));
    if (total.equals(0)) out.delete(n);
    else out.set(n, total);
  }
  return out;
}

function multiplySurds(a: Surds, b: Surds): Surds {
  let out: Surds = new Map();
  for (const [n, c] of a) for (const [m, d] of b) out = addSurds(out, single(n * m, c.mul(d)));
  return out;
}

const node = (n: MathNode) => unwrapParens(n) as unknown as { type: string; fn?: string | { name: string }; args?: MathNode[]; value?: unknown };

/** The exact surd sum a constant node stands for, or null past numbers, √ of whole numbers, +, −, × and ÷ by a number. */
function readSurds(input: MathNode): Surds | null {
  const n = node(input);
  if (n.type === 'ConstantNode') {
    const value = Number(n.value);
    return Number.isFinite(value) ? single(1n, fraction(value)) : null;
  }
  if (n.type === 'FunctionNode' && (n.fn as { name: string }).name === 'sqrt' && n.args?.length === 1) {
    const inside = readSurds(n.args[0]!);
    const value = inside && inside.size <= 1 ? (inside.get(1n) ?? (inside.size === 0 ? fraction(0) : null)) : null;
    if (!value || value.d !== 1n || value.s < 0n) return null;
    return single(value.n, fraction(1));
  }
  if (n.type !== 'OperatorNode' || !n.args) return null;
  const [a, b] = n.args.map(readSurds);
  if (!a || (n.args.length === 2 && !b)) return null;
  if (n.fn === 'unaryMinus') return addSurds(new Map(), a, fraction(-1));
  if (n.fn === 'unaryPlus') return a;
  if (n.fn === 'add') return addSurds(a, b!);
  if (n.fn === 'subtract') return addSurds(a, b!, fraction(-1));
  if (n.fn === 'multiply') return multiplySurds(a, b!);
  if (n.fn === 'divide') {
    const plain = b!.size === 1 ? b!.get(1n) : undefined;
    return plain ? addSurds(new Map(), a, fraction(1).div(plain)) : null;
  }
  return null;
}

function termText(radicand: bigint, coefficient: Fraction): string {
  const size = coefficient.abs();
  if (radicand === 1n) return size.toFraction();
  return size.equals(1) ? `sqrt(${radicand})` : `${size.toFraction()}*sqrt(${radicand})`;
}

/** The sum written over one whole denominator: 2√5 + 2√2, (3 + √2)/7. Terms in the order they came. */
function printSurds(surds: Surds): string {
  if (surds.size === 0) return '0';
  const entries = [...surds];
  const denominator = entries.reduce((d, [, c]) => lcm(d, c.d), 1n);
  const scaled = entries.map(([n, c]) => [n, c.mul(fraction(`${denominator}`))] as [bigint, Fraction]);
  const top = scaled.map(([n, c], i) => `${i === 0 ? (c.s < 0n ? '-' : '') : c.s < 0n ? ' - ' : ' + '}${termText(n, c)}`).join('');
  if (denominator === 1n) return top;
  return scaled.length === 1 ? `${top}/${denominator}` : `(${top})/${denominator}`;
}

function lcm(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

export const rationalizeDenominator: MathMethod = (problem): MethodResult | null => {
  if (problem.task !== 'simplify' && problem.task !== 'evaluate') return null;
  const expression = problemExpression(problem);
  if (!expression || freeVariables(expression).length > 0) return null;
  const quotient = node(expression);
  if (quotient.type !== 'OperatorNode' || quotient.fn !== 'divide' || !quotient.args) return null;
  const [top, bottom] = quotient.args as [MathNode, MathNode];
  const numerator = readSurds(top);
  const denominator = readSurds(bottom);
  // Two terms below, at least one a root: √5 − √2, 3 + √2.
  if (!numerator || !denominator || denominator.size !== 2) return null;
  const [[n1, c1], [n2, c2]] = [...denominator] as [[bigint, Fraction], [bigint, Fraction]];
  const conjugate: Surds = new Map([[n1, c1], [n2, c2.neg()]]);
  const below = multiplySurds(denominator, conjugate);
  const rational = below.size === 1 ? below.get(1n) : below.size === 0 ? fraction(0) : undefined;
  if (!rational || rational.equals(0)) return null;
  const above = multiplySurds(numerator, conjugate);
  const result = addSurds(new Map(), above, fraction(1).div(rational));
  const conjugateText = printSurds(conjugate);
  const topText = printSurds(numerator);
  const steps = [
    expressionStep(
      'Multiply top and bottom by the conjugate',
      `The conjugate of ${printSurds(denominator)} is ${conjugateText}; (a + b)(a − b) = a² − b² has no square root left.`,
      parse(`((${topText}) * (${conjugateText})) / ((${printSurds(denominator)}) * (${conjugateText}))`),
    ),
    expressionStep('Multiply out', `Top: multiply each term. Bottom: the difference of squares, ${rational.toFraction()}.`, parse(`(${printSurds(above)}) / (${rational.toFraction()})`)),
  ];
  const answer = parse(printSurds(result));
  steps.push(expressionStep('Simplify', 'Divide every term of the top by the bottom.', answer));
  return { method: 'rationalizing the denominator', steps, answer: expressionState(answer) };
};
