import { fraction, type Fraction, type MathNode } from 'mathjs';
import { asFunction, asOperator } from '../read/node-kit';
import { printNode } from '../nodes/print-nodes';
import { addPolynomials, constantPolynomial, monomial, multiplyPolynomials, type SinCosPolynomial } from './sin-cos-polynomial';

/** numerator / denominator, both polynomials in s = sin u and c = cos u. */
export interface SinCosRational {
  numerator: SinCosPolynomial;
  denominator: SinCosPolynomial;
}

const one = () => constantPolynomial(fraction(1));
const times = (a: SinCosRational, b: SinCosRational): SinCosRational => ({
  numerator: multiplyPolynomials(a.numerator, b.numerator),
  denominator: multiplyPolynomials(a.denominator, b.denominator),
});
const plus = (a: SinCosRational, b: SinCosRational, sign: number): SinCosRational => ({
  numerator: addPolynomials(multiplyPolynomials(a.numerator, b.denominator), multiplyPolynomials(b.numerator, a.denominator), sign),
  denominator: multiplyPolynomials(a.denominator, b.denominator),
});

/** 2·u as u (the argument of a double angle); undefined otherwise. */
function halfOf(node: MathNode): MathNode | undefined {
  const op = asOperator(node);
  if (op?.fn !== 'multiply' || op.args.length !== 2) return undefined;
  const [a, b] = op.args as [MathNode, MathNode];
  return a.type === 'ConstantNode' && Number((a as unknown as { value: unknown }).value) === 2 ? b : undefined;
}

/**
 * An expression built from sin, cos, tan, cot, sec, csc of one angle u (or of 2u, by the double-angle
 * formulas), numbers, + − × ÷ and whole powers, as a fraction of polynomials in sin u and cos u.
 * Null for anything else (another angle, a letter outside a trig function, a root).
 */
export function toSinCosRational(node: MathNode): { rational: SinCosRational; angle: MathNode } | null {
  let angle: MathNode | undefined;
  const angleKey = () => (angle ? printNode(angle, 'ascii') : undefined);
  const sameAngle = (argument: MathNode) => {
    angle ??= argument;
    return printNode(argument, 'ascii') === angleKey();
  };
  const walk = (n: MathNode): SinCosRational | null => {
    if (n.type === 'ParenthesisNode') return walk((n as unknown as { content: MathNode }).content);
    if (n.type === 'ConstantNode') {
      const value = Number((n as unknown as { value: unknown }).value);
      if (!Number.isFinite(value)) return null;
      return { numerator: constantPolynomial(fraction(value)), denominator: one() };
    }
    const call = asFunction(n);
    if (call) {
      const argument = call.args[0] as MathNode;
      const s = () => ({ numerator: monomial(1, 0), denominator: one() });
      const c = () => ({ numerator: monomial(0, 1), denominator: one() });
      const half = halfOf(argument);
      if (half && (call.fn.name === 'sin' || call.fn.name === 'cos') && call.args.length === 1 && sameAngle(half)) {
        // sin 2u = 2 sin u cos u; cos 2u = cos²u − sin²u.
        if (call.fn.name === 'sin') return { numerator: multiplyPolynomials(constantPolynomial(fraction(2)), monomial(1, 1)), denominator: one() };
        return { numerator: addPolynomials(monomial(0, 2), monomial(2, 0), -1), denominator: one() };
      }
      if (call.args.length !== 1 || !sameAngle(argument)) return null;
      switch (call.fn.name) {
        case 'sin':
          return s();
        case 'cos':
          return c();
        case 'tan':
          return { numerator: monomial(1, 0), denominator: monomial(0, 1) };
        case 'cot':
          return { numerator: monomial(0, 1), denominator: monomial(1, 0) };
        case 'sec':
          return { numerator: one(), denominator: monomial(0, 1) };
        case 'csc':
          return { numerator: one(), denominator: monomial(1, 0) };
        default:
          return null;
      }
    }
    const op = asOperator(n);
    if (!op) return null;
    const args = op.args.map(walk);
    if (args.some((a) => a === null)) return null;
    const [a, b] = args as SinCosRational[];
    switch (op.fn) {
      case 'add':
        return plus(a!, b!, 1);
      case 'subtract':
        return plus(a!, b!, -1);
      case 'unaryMinus':
        return { numerator: multiplyPolynomials(constantPolynomial(fraction(-1)), a!.numerator), denominator: a!.denominator };
      case 'unaryPlus':
        return a!;
      case 'multiply':
        return times(a!, b!);
      case 'divide':
        return b!.numerator.size === 0 ? null : times(a!, { numerator: b!.denominator, denominator: b!.numerator });
      case 'pow': {
        const exponent = Number((op.args[1] as unknown as { value?: unknown }).value);
        if (op.args[1]?.type !== 'ConstantNode' || !Number.isInteger(exponent) || Math.abs(exponent) > 12) return null;
        let power: SinCosRational = { numerator: one(), denominator: one() };
        for (let k = 0; k < Math.abs(exponent); k += 1) power = times(power, a!);
        return exponent < 0 ? { numerator: power.denominator, denominator: power.numerator } : power;
      }
      default:
        return null;
    }
  };
  const rational = walk(node);
  return rational && angle ? { rational, angle } : null;
}

export type { Fraction };
