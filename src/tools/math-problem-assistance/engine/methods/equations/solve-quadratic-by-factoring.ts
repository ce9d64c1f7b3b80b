import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MathProblem, MethodResult, StepDraft } from '../../problem';
import { guardBigPower } from '../../numbers/number-size';
import { fractionNode, multiply, numberNode, parenthesize, polynomialNode, power, relationState } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { factorOverRationals, linearFactorOf } from './factor-polynomial';
import { coefficientOf, degreeOf, toPolynomial, type Polynomial } from './polynomial';
import { complexNote, rootsResult } from './roots-answer';
import { solveRelation } from './solve-linear-equation';
import { polynomialStandardForm } from './standard-form';
import { zeroProductSteps } from './zero-product';

const METHOD = 'factoring';

interface Factor {
  polynomial: Polynomial;
  multiplicity: number;
}

function factorNode(factor: Factor, variable: string, alone: boolean): MathNode {
  const inner = polynomialNode(factor.polynomial, variable);
  const isBare = degreeOf(factor.polynomial) === 1 && coefficientOf(factor.polynomial, 0).equals(0) && coefficientOf(factor.polynomial, 1).equals(1);
  const base = isBare || (alone && factor.multiplicity === 1) ? inner : parenthesize(inner);
  return factor.multiplicity === 1 ? base : power(base, numberNode(factor.multiplicity));
}

export function productNode(factors: Factor[], variable: string): MathNode {
  const nodes = factors.map((f) => factorNode(f, variable, factors.length === 1));
  return nodes.slice(1).reduce((acc, n) => multiply(acc, n, true), nodes[0]!);
}

/** How the factors were found, in words a student can follow back. */
function factoringExplanation(p: Polynomial, roots: Fraction[], variable: string, factored: string): string {
  const degree = degreeOf(p);
  if (degree > 2) {
    return `Try the divisors of the constant term over the divisors of the leading coefficient (rational root theorem): ${roots
      .map((r) => `${variable} = ${r.toFraction()}`)
      .join(', ')} ${roots.length === 1 ? 'makes' : 'make'} it zero, so each gives a factor. The left side is ${factored}.`;
  }
  const [c, b, a] = [0, 1, 2].map((k) => coefficientOf(p, k));
  if (c!.equals(0)) return `Every term has a factor ${variable}: take it out.`;
  if (roots.length === 1 && b!.equals(0) === false && roots[0]) {
    return `This is a perfect square: ${printNode(polynomialNode(p, variable), 'mathjs-juxtaposed')} = ${factored}.`;
  }
  if (b!.equals(0)) return `This is a difference of two squares: A² - B² = (A - B)(A + B), so the left side is ${factored}.`;
  if (a!.equals(1)) {
    const [m, n] = roots.length === 2 ? [roots[0]!.neg(), roots[1]!.neg()] : [roots[0]!.neg(), roots[0]!.neg()];
    return `Find two numbers that multiply to ${c!.toFraction()} and add to ${b!.toFraction()}: ${m.toFraction()} and ${n.toFraction()}. So the left side is ${factored}.`;
  }
  const [r1, r2] = roots.length === 2 ? roots : [roots[0]!, roots[0]!];
  const m = fraction(-(r2!.s * r2!.n) * r1!.d);
  const n = fraction(-(r1!.s * r1!.n) * r2!.d);
  return `Find two numbers that multiply to a·c = ${a!.mul(c!).toFraction()} and add to b = ${b!.toFraction()}: ${m.toFraction()} and ${n.toFraction()}. Split the middle term with them and group the pairs: ${factored}.`;
}

/** `(x - 2)(x + 3) = 0`, `x^2 (x - 5)^2 = 0`: the student already has factors; no expanding. */
function factoredFactors(problem: MathProblem): Factor[] | null {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const isZero = (n: MathNode) => {
    const p = toPolynomial(n, problem.variable);
    return p !== null && p.length === 0;
  };
  const side = isZero(rel.rhs) ? rel.lhs : isZero(rel.lhs) ? rel.rhs : null;
  if (!side) return null;
  const factors: Factor[] = [];
  const collect = (node: MathNode, multiplicity: number): boolean => {
    const n = node as unknown as { type: string; fn?: string; args?: MathNode[]; content?: MathNode; implicit?: boolean };
    if (n.type === 'ParenthesisNode' && n.content) return collect(n.content, multiplicity);
    if (n.type === 'OperatorNode' && n.fn === 'multiply' && n.args) return n.args.every((a) => collect(a, multiplicity));
    if (n.type === 'OperatorNode' && n.fn === 'pow' && n.args) {
      const exponent = toPolynomial(n.args[1]!, problem.variable);
      const e = exponent && exponent.length <= 1 ? (exponent[0] ?? fraction(0)) : null;
      if (e && e.d === 1n && e.s > 0n && e.n <= 12n && degreeOf(toPolynomial(n.args[0]!, problem.variable) ?? []) >= 1) {
        return collect(n.args[0]!, multiplicity * Number(e.n));
      }
    }
    const p = toPolynomial(node, problem.variable);
    if (!p) return false;
    if (degreeOf(p) < 1) return !(p.length === 0);
    factors.push({ polynomial: p, multiplicity });
    return true;
  };
  if (!collect(side, 1)) return null;
  const worthIt = factors.length >= 2 || factors.some((f) => f.multiplicity > 1);
  if (!worthIt || factors.some((f) => degreeOf(f.polynomial) > 2)) return null;
  return factors;
}

/**
 * Polynomial equations whose left side factors over the integers: standard form, factor (common
 * factor, two numbers that multiply to c and add to b, ac method, difference of squares, perfect
 * square, rational root theorem for cubics and up), zero product rule. A quadratic with irrational
 * roots is not this method's (the formula is); a cubic may keep one irreducible quadratic factor.
 */
export const solveQuadraticByFactoring: MathMethod = (problem): MethodResult | null => {
  const variable = problem.variable;
  const given = factoredFactors(problem);
  if (given) {
    const outcome = zeroProductSteps(
      given.map((f) => f.polynomial),
      variable,
      given.length === 1,
    );
    if (!outcome) return null;
    return rootsResult(problem, METHOD, outcome.steps, outcome.roots, complexNote(outcome.roots));
  }
  const standard = polynomialStandardForm(problem);
  if (!standard) return null;
  const p = standard.polynomial;
  const factorization = factorOverRationals(p);
  if (!factorization) return null;
  const restDegree = degreeOf(factorization.rest);
  const rootCount = factorization.roots.reduce((acc, r) => acc + r.multiplicity, 0);
  if (rootCount === 0 || restDegree > 2) return null;
  const factors: Factor[] = factorization.roots.map((r) => ({ polynomial: linearFactorOf(r.root), multiplicity: r.multiplicity }));
  if (restDegree >= 1) factors.push({ polynomial: factorization.rest, multiplicity: 1 });
  let factored = productNode(factors, variable);
  // The root p/q gives the integer factor (qx - p): the q's come out of the constant.
  const constant = factorization.roots.reduce((acc, r) => {
    guardBigPower(r.root.d, r.multiplicity);
    return acc.div(fraction(r.root.d ** BigInt(r.multiplicity)));
  }, factorization.constant);
  if (!constant.equals(1)) factored = multiply(fractionNode(constant), factored, true);
  const steps: StepDraft[] = [...standard.steps];
  steps.push({
    rule: 'Factor the left side',
    explanation: factoringExplanation(
      p,
      factorization.roots.map((r) => r.root),
      variable,
      printNode(factored, 'mathjs-juxtaposed'),
    ),
    state: relationState(factored, '=', numberNode(0)),
  });
  const outcome = zeroProductSteps(
    factors.map((f) => f.polynomial),
    variable,
    factors.length === 1,
  );
  if (!outcome) return null;
  steps.push(...outcome.steps);
  const note = factors.some((f) => f.multiplicity > 1) && factors.length === 1 ? 'The solution is a double root: the factor appears twice.' : complexNote(outcome.roots);
  return rootsResult(problem, METHOD, steps, outcome.roots, note);
};
