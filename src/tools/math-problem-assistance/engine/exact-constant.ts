import { all, create, fraction, isBigNumber, type BigNumber, type Fraction, type MathNode } from 'mathjs';
import { rereadableText } from './read/node-kit';

// A constant answer left as radicals or a quotient with i in it ((408√2 + 578)/(12√2 + 17),
// (5 + 12i)/(2 − 3i)) whose value is in fact a plain fraction or a + bi with fractions a and b.
// Real values are worked out to 64 significant digits and must agree with the fraction to 45 of them:
// a sum of nested radicals of this size that is not that fraction differs from it far earlier.
// Values with i and no radicals are worked out exactly, in Gaussian fractions.

const big = create(all as NonNullable<typeof all>, { number: 'BigNumber', precision: 64 });
const MAX_DENOMINATOR = 10_000;
const AGREEMENT = big.bignumber('1e-45');

function fractionText(value: Fraction): string {
  const numerator = Number(value.s * value.n);
  const denominator = Number(value.d);
  return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
}

/** The fraction a real constant equals, checked to 45 digits; undefined when it is not one (or not real). */
export function exactRationalText(node: MathNode): string | undefined {
  let value: unknown;
  try {
    value = big.evaluate(rereadableText(node));
  } catch {
    return undefined;
  }
  if (!isBigNumber(value) || !value.isFinite()) return undefined;
  const near = fraction(value.toNumber());
  if (Number(near.d) > MAX_DENOMINATOR) return undefined;
  const exact = big.divide(big.bignumber(String(near.s * near.n)), big.bignumber(String(near.d)));
  const gap = big.abs(big.subtract(value, exact));
  const scale = big.max(big.bignumber(1), big.abs(value));
  // decimal.js's own comparison: mathjs's smallerEq would call numbers within its epsilon equal.
  return (gap as BigNumber).lte(big.multiply(AGREEMENT, scale) as BigNumber) ? fractionText(near) : undefined;
}

/** A Gaussian fraction re + im·i. */
interface Gaussian {
  re: Fraction;
  im: Fraction;
}

const ZERO = fraction(0);

function times(a: Gaussian, b: Gaussian): Gaussian {
  return { re: a.re.mul(b.re).sub(a.im.mul(b.im)), im: a.re.mul(b.im).add(a.im.mul(b.re)) };
}

function over(a: Gaussian, b: Gaussian): Gaussian | undefined {
  const norm = b.re.mul(b.re).add(b.im.mul(b.im));
  if (norm.equals(0)) return undefined;
  const top = times(a, { re: b.re, im: b.im.neg() });
  return { re: top.re.div(norm), im: top.im.div(norm) };
}

/** The exact value of a constant built from numbers, i, + − × ÷ and whole powers; undefined for anything else. */
function gaussianOf(node: MathNode): Gaussian | undefined {
  const n = node as unknown as { type: string; value?: unknown; name?: string; op?: string; fn?: string; args?: MathNode[]; content?: MathNode };
  if (n.type === 'ParenthesisNode' && n.content) return gaussianOf(n.content);
  if (n.type === 'ConstantNode' && typeof n.value === 'number' && Number.isFinite(n.value)) return { re: fraction(n.value), im: ZERO };
  if (n.type === 'SymbolNode' && n.name === 'i') return { re: ZERO, im: fraction(1) };
  if (n.type !== 'OperatorNode' || !n.args) return undefined;
  const parts = n.args.map(gaussianOf);
  if (parts.some((part) => part === undefined)) return undefined;
  const [a, b] = parts as [Gaussian, Gaussian | undefined];
  if (n.fn === 'unaryMinus') return { re: a.re.neg(), im: a.im.neg() };
  if (n.fn === 'unaryPlus') return a;
  if (!b) return undefined;
  if (n.op === '+') return { re: a.re.add(b.re), im: a.im.add(b.im) };
  if (n.op === '-') return { re: a.re.sub(b.re), im: a.im.sub(b.im) };
  if (n.op === '*') return times(a, b);
  if (n.op === '/') return over(a, b);
  if (n.op === '^' && b.im.equals(0) && Number(b.re.d) === 1 && Math.abs(Number(b.re.n)) <= 200) {
    let power: Gaussian | undefined = { re: fraction(1), im: ZERO };
    for (let k = 0; k < Math.abs(Number(b.re.n)); k += 1) power = times(power, a);
    return Number(b.re.s) < 0 ? over({ re: fraction(1), im: ZERO }, power) : power;
  }
  return undefined;
}

/** "a + b*i" for a constant with i that is exactly a Gaussian fraction; undefined otherwise. */
export function exactGaussianText(node: MathNode): string | undefined {
  if (node.filter((part) => part.type === 'SymbolNode' && (part as unknown as { name: string }).name === 'i').length === 0) return undefined;
  const value = gaussianOf(node);
  if (!value) return undefined;
  const re = fractionText(value.re);
  const im = fractionText(value.im);
  if (value.im.equals(0)) return re;
  const imaginary = im === '1' ? 'i' : im === '-1' ? '-i' : `${im}*i`;
  return value.re.equals(0) ? imaginary : `${re} + ${imaginary}`.replace('+ -', '- ');
}
