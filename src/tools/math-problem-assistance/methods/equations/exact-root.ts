import { fraction, type Fraction, type MathNode } from 'mathjs';
import { add, divide, multiply, negate, numberNode, sqrtNode, subtract } from './build-node';
import { gcdInt, splitRoot } from '../../numbers/whole-numbers';
import { symbolNode } from '../../nodes/build-nodes';

// Exact square roots: sqrt(8) = 2 sqrt(2), sqrt(-3) = i sqrt(3). Answers keep the radical
// (`(5 + sqrt(13))/2`), never a decimal such as 4.30277.

/** n = outside² · inside with `inside` square-free (sign kept inside: -12 → 2, -3). */
export function splitSquare(n: bigint): { outside: bigint; inside: bigint } {
  const { outside, inside } = splitRoot(n < 0n ? -n : n, 2);
  return { outside, inside: n < 0n ? -inside : inside };
}

/** sqrt of a rational as (outside/denominator)·sqrt(inside): sqrt(13/4) = (1/2)·sqrt(13). */
export function splitSquareOfFraction(f: Fraction): { coefficient: Fraction; inside: bigint } {
  // sqrt(n/d) = sqrt(n·d)/d
  const { outside, inside } = splitSquare(f.s * f.n * f.d);
  return { coefficient: fraction(outside, f.d), inside };
}

/** `q·sqrt(m)` for square-free m (m < 0 gives `q i sqrt(|m|)`; m = ±1 gives q or q i), q a positive integer. */
function radicalNode(q: bigint, m: bigint): MathNode {
  const magnitude = m < 0n ? -m : m;
  let core: MathNode | null = magnitude === 1n ? null : sqrtNode(numberNode(magnitude));
  if (m < 0n) core = core ? multiply(symbolNode('i'), core, true) : symbolNode('i');
  if (!core) return numberNode(q);
  return q === 1n ? core : multiply(numberNode(q), core, true);
}

/** sqrt(k) for a rational k, simplified: sqrt(13/4) = sqrt(13)/2, sqrt(-3/4) = i sqrt(3)/2. */
export function rootOfFraction(k: Fraction): MathNode {
  const { coefficient, inside } = splitSquareOfFraction(k);
  const numerator = radicalNode(coefficient.n, inside);
  return coefficient.d === 1n ? numerator : divide(numerator, numberNode(coefficient.d));
}

/**
 * The exact number (p + q·sqrt(m)) / d in lowest terms: `(5 + sqrt(13))/2`, `1 - sqrt(2)`,
 * `-1/2 + ...` is kept over one denominator, `(-1 + i sqrt(3))/2`. m is square-free; m = 1 is rational.
 */
export function surdNode(p: bigint, q: bigint, m: bigint, d: bigint): MathNode {
  if (d < 0n) return surdNode(-p, -q, m, -d);
  if (m === 1n) return rationalNode(fraction(p + q, d));
  if (q === 0n) return rationalNode(fraction(p, d));
  const g = gcdInt(gcdInt(p, q), d);
  const [pp, qq, dd] = [p / g, q / g, d / g];
  const radical = radicalNode(qq < 0n ? -qq : qq, m);
  let top: MathNode;
  if (pp === 0n) top = qq < 0n ? negate(radical) : radical;
  else top = qq < 0n ? subtract(numberNode(pp), radical) : add(numberNode(pp), radical);
  return dd === 1n ? top : divide(top, numberNode(dd));
}

function rationalNode(f: Fraction): MathNode {
  const magnitude = f.d === 1n ? numberNode(f.n) : divide(numberNode(f.n), numberNode(f.d));
  return f.s < 0n && f.n !== 0n ? negate(magnitude) : magnitude;
}

/**
 * Roots of the integer quadratic a·x² + b·x + c: exact nodes, real or complex, repeated root once.
 * `discriminant` is b² - 4ac.
 */
export function quadraticRoots(a: bigint, b: bigint, c: bigint): { discriminant: bigint; roots: MathNode[] } {
  const discriminant = b * b - 4n * a * c;
  const { outside, inside } = splitSquare(discriminant);
  if (discriminant === 0n) return { discriminant, roots: [rationalNode(fraction(-b, 2n * a))] };
  if (inside === 1n) {
    return {
      discriminant,
      roots: [rationalNode(fraction(-b + outside, 2n * a)), rationalNode(fraction(-b - outside, 2n * a))],
    };
  }
  return { discriminant, roots: [surdNode(-b, outside, inside, 2n * a), surdNode(-b, -outside, inside, 2n * a)] };
}
