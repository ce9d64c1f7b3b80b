import { fraction, type MathNode } from 'mathjs';
import { areEquivalent } from '../equivalence';
import { parseMath } from '../math-text';
import { printNode } from '../nodes/print-nodes';
import { asFunction } from '../read/node-kit';
import {
  commonMonomial,
  divideByMonomial,
  fromUnivariate,
  isZeroPolynomial,
  monomial,
  multiplyPolynomials,
  reduceOnCircle,
  type SinCosPolynomial,
  termsOf,
  univariateCoefficients,
} from './sin-cos-polynomial';
import { toSinCosRational } from './sin-cos-rational';
import { divideUnivariate, gcdUnivariate } from './univariate-gcd';

/** A polynomial in sin u, cos u written out: 2*sin(x)^2*cos(x) - 1. */
function polynomialText(p: SinCosPolynomial, angle: string): string {
  if (isZeroPolynomial(p)) return '0';
  const factor = (name: string, power: number) => (power === 0 ? [] : [power === 1 ? `${name}(${angle})` : `${name}(${angle})^${power}`]);
  return termsOf(p)
    .map(([i, j, value], n) => {
      const letters = [...factor('sin', i), ...factor('cos', j)];
      const size = value.abs();
      const parts = size.equals(1) && letters.length ? letters : [size.toFraction(), ...letters];
      const sign = value.s < 0n ? (n === 0 ? '-' : ' - ') : n === 0 ? '' : ' + ';
      return `${sign}${parts.join('*')}`;
    })
    .join('');
}

const wrap = (text: string) => (/^[\w.()^]+$/u.test(text) || /^\w+\(.*\)(\^\d+)?$/u.test(text) ? text : `(${text})`);

/** The fraction N/D in the named functions a student would write: tan, cot, sec, csc for the plain quotients. */
function candidateTexts(numerator: SinCosPolynomial, denominator: SinCosPolynomial, angle: string): string[] {
  const top = polynomialText(numerator, angle);
  const bottom = polynomialText(denominator, angle);
  const texts = [bottom === '1' ? top : `${wrap(top)}/${wrap(bottom)}`];
  const single = (p: SinCosPolynomial) => (p.size === 1 ? termsOf(p)[0] : undefined);
  const [n, d] = [single(numerator), single(denominator)];
  if (n && d && n[2].div(d[2]).equals(1)) {
    const [si, ci] = [n[0] - d[0], n[1] - d[1]];
    const named = (name: string, power: number) => (power === 1 ? `${name}(${angle})` : `${name}(${angle})^${power}`);
    if (si > 0 && ci === -si) texts.push(named('tan', si));
    if (ci > 0 && si === -ci) texts.push(named('cot', ci));
    if (si === 0 && ci < 0) texts.push(named('sec', -ci));
    if (ci === 0 && si < 0) texts.push(named('csc', -si));
  }
  return texts;
}

/** N/D with sin² + cos² = 1 used one way (letter), the common monomial and, for one-letter forms, the common factor cancelled. */
function reducedFraction(numerator: SinCosPolynomial, denominator: SinCosPolynomial, letter: 's' | 'c'): [SinCosPolynomial, SinCosPolynomial] | null {
  let top = reduceOnCircle(numerator, letter);
  let bottom = reduceOnCircle(denominator, letter);
  if (isZeroPolynomial(bottom)) return null;
  const [ti, tj] = commonMonomial(top);
  const [bi, bj] = commonMonomial(bottom);
  const shared: [number, number] = [Math.min(ti, bi), Math.min(tj, bj)];
  top = divideByMonomial(top, shared);
  bottom = divideByMonomial(bottom, shared);
  // Each side as (its own common monomial) × (the rest): the rests may share a one-letter factor even when a side
  // has both letters, e.g. (2 + 2cos x)/(sin x·(1 + cos x)).
  const other = letter === 'c' ? 's' : 'c';
  const [topMonomial, bottomMonomial] = [commonMonomial(top), commonMonomial(bottom)];
  const [topRest, bottomRest] = [divideByMonomial(top, topMonomial), divideByMonomial(bottom, bottomMonomial)];
  const [a, b] = [univariateCoefficients(topRest, other), univariateCoefficients(bottomRest, other)];
  if (a && b && a.length && b.length) {
    const g = gcdUnivariate(a, b);
    top = multiplyPolynomials(fromUnivariate(divideUnivariate(a, g).quotient, other), monomial(...topMonomial));
    bottom = multiplyPolynomials(fromUnivariate(divideUnivariate(b, g).quotient, other), monomial(...bottomMonomial));
  }
  // A number under the line goes into the top: (2 sin x)/2 is sin x.
  const onlyBottom = bottom.size === 1 ? termsOf(bottom)[0] : undefined;
  if (onlyBottom && onlyBottom[0] === 0 && onlyBottom[1] === 0) {
    top = new Map([...top].map(([k, value]) => [k, value.div(onlyBottom[2])]));
    bottom = new Map([['0,0', fraction(1)]]);
  }
  return [top, bottom];
}

/**
 * A trig expression of one angle in its shortest form found by writing it in sin and cos, putting it over
 * one denominator, using sin² + cos² = 1 either way and cancelling common factors; the shortest candidate
 * that has the same value as the expression at sample points. Null when none is shorter than the input.
 */
export function simplifyTrig(node: MathNode): { inSinCos: MathNode; simplest: MathNode } | null {
  const read = toSinCosRational(node);
  if (!read) return null;
  const angle = printNode(read.angle, 'ascii');
  const { numerator, denominator } = read.rational;
  const texts = (['c', 's'] as const).flatMap((letter) => {
    const reduced = reducedFraction(numerator, denominator, letter);
    return reduced ? candidateTexts(reduced[0], reduced[1], angle) : [];
  });
  // The double-angle forms are shorter than any polynomial for them (cos²x − sin²x is cos 2x): tried as candidates too.
  texts.push(`sin(2*${wrap(angle)})`, `cos(2*${wrap(angle)})`);
  const length = (text: string) => text.replace(/[\s*]/gu, '').length;
  const original = length(printNode(node, 'ascii'));
  const best = texts
    .filter((text) => length(text) < original)
    .sort((a, b) => length(a) - length(b))
    .map((text) => parseMath(text))
    .find((candidate) => areEquivalent(candidate, node));
  if (!best) return null;
  return { inSinCos: rewriteInSinCos(node), simplest: best };
}

const IN_SIN_COS: Record<string, (a: string) => string> = {
  tan: (a) => `(sin(${a})/cos(${a}))`,
  cot: (a) => `(cos(${a})/sin(${a}))`,
  sec: (a) => `(1/cos(${a}))`,
  csc: (a) => `(1/sin(${a}))`,
};

/** tan, cot, sec, csc replaced by their quotients of sin and cos. */
export function rewriteInSinCos(node: MathNode): MathNode {
  return node.transform((child) => {
    const call = asFunction(child);
    const rewrite = call && IN_SIN_COS[call.fn.name];
    return rewrite && call.args.length === 1 ? parseMath(rewrite(printNode(call.args[0] as MathNode, 'ascii'))) : child;
  });
}
