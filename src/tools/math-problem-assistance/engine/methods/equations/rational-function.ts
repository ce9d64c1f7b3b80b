import { fraction, type MathNode } from 'mathjs';
import {
  addPolynomials,
  degreeOf,
  exactNumber,
  isZeroPolynomial,
  multiplyPolynomials,
  ONE,
  powerOfPolynomial,
  ZERO,
  type Polynomial,
} from './polynomial';

/** num / den with polynomial numerator and denominator (not reduced: a cancelled factor still excludes a value). */
export interface RationalFunction {
  num: Polynomial;
  den: Polynomial;
}

interface NodeShape {
  type: string;
  fn?: string;
  args?: MathNode[];
  content?: MathNode;
  name?: string;
  value?: unknown;
}

const MAX_DEGREE = 12;

/** A quotient of polynomials in `variable`, or null for anything else (roots, logs, other letters). */
export function toRationalFunction(node: MathNode, variable: string): RationalFunction | null {
  const n = node as unknown as NodeShape;
  switch (n.type) {
    case 'ConstantNode': {
      const c = exactNumber(n.value);
      return c ? { num: c.equals(0) ? [] : [c], den: [ONE] } : null;
    }
    case 'SymbolNode':
      return n.name === variable ? { num: [ZERO, ONE], den: [ONE] } : null;
    case 'ParenthesisNode':
      return n.content ? toRationalFunction(n.content, variable) : null;
    case 'OperatorNode': {
      const parts = (n.args ?? []).map((a) => toRationalFunction(a, variable));
      if (parts.some((p) => p === null)) return null;
      const [a, b] = parts as RationalFunction[];
      switch (n.fn) {
        case 'unaryMinus':
          return a ? { num: a.num.map((c) => c.neg()), den: a.den } : null;
        case 'unaryPlus':
          return a ?? null;
        case 'add':
        case 'subtract': {
          if (!a || !b) return null;
          const sign = n.fn === 'add' ? ONE : fraction(-1);
          return {
            num: addPolynomials(multiplyPolynomials(a.num, b.den), multiplyPolynomials(b.num, a.den).map((c) => c.mul(sign))),
            den: multiplyPolynomials(a.den, b.den),
          };
        }
        case 'multiply':
          return a && b ? { num: multiplyPolynomials(a.num, b.num), den: multiplyPolynomials(a.den, b.den) } : null;
        case 'divide':
          if (!a || !b || isZeroPolynomial(b.num)) return null;
          return { num: multiplyPolynomials(a.num, b.den), den: multiplyPolynomials(a.den, b.num) };
        case 'pow': {
          if (!a || !b || degreeOf(b.num) > 0 || degreeOf(b.den) > 0) return null;
          const e = (b.num[0] ?? ZERO).div(b.den[0]!);
          if (e.d !== 1n || e.n > BigInt(MAX_DEGREE)) return null;
          const k = Number(e.n);
          if (degreeOf(a.num) * k > MAX_DEGREE || degreeOf(a.den) * k > MAX_DEGREE) return null;
          const up = { num: powerOfPolynomial(a.num, k), den: powerOfPolynomial(a.den, k) };
          return e.s < 0n ? (isZeroPolynomial(up.num) ? null : { num: up.den, den: up.num }) : up;
        }
        default:
          return null;
      }
    }
    default:
      return null;
  }
}
