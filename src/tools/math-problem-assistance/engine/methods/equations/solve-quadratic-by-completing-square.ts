import { fraction } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { add, fractionNode, negate, numberNode, parenthesize, polynomialNode, power, relation, relationState, statesOf } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { quadraticRoots, rootOfFraction } from './exact-root';
import { coefficientOf, degreeOf, type Polynomial } from './polynomial';
import { complexNote, rootsResult } from './roots-answer';
import { dropUnchanged } from './solve-quadratic-by-formula';
import { polynomialStandardForm } from './standard-form';
import { symbolNode } from '../../nodes/build-nodes';

const METHOD = 'completing the square';

/**
 * Quadratics by completing the square: make x² stand alone, move the number across, add (b/2)² to
 * both sides, write the left side as a square, take square roots (±), then solve for x.
 */
export const solveQuadraticByCompletingSquare: MathMethod = (problem): MethodResult | null => {
  const standard = polynomialStandardForm(problem);
  if (!standard || degreeOf(standard.polynomial) !== 2) return null;
  const v = problem.variable;
  const x = symbolNode(v);
  const p0 = standard.polynomial;
  const a = coefficientOf(p0, 2);
  const steps: StepDraft[] = [...standard.steps];
  let p: Polynomial = p0;
  if (!a.equals(1)) {
    p = p0.map((c) => c.div(a));
    steps.push({
      rule: `Divide both sides by ${a.toFraction()}`,
      explanation: `Completing the square needs ${v}² on its own, so divide every term by ${a.toFraction()}.`,
      state: relationState(polynomialNode(p, v), '=', numberNode(0)),
    });
  }
  const b = coefficientOf(p, 1);
  const c = coefficientOf(p, 0);
  const withoutConstant: Polynomial = [fraction(0), b, fraction(1)];
  let right = c.neg();
  if (!c.equals(0)) {
    steps.push({
      rule: c.s < 0n ? `Add ${c.neg().toFraction()} to both sides` : `Subtract ${c.toFraction()} from both sides`,
      explanation: 'Move the plain number to the right side.',
      state: relationState(polynomialNode(withoutConstant, v), '=', fractionNode(right)),
    });
  }
  const half = b.div(2);
  const square = half.mul(half);
  if (!b.equals(0)) {
    right = right.add(square);
    steps.push({
      rule: `Add ${square.toFraction()} to both sides`,
      explanation: `Half of the ${v} coefficient is ${half.toFraction()}, and its square is ${square.toFraction()}. Adding it to both sides makes the left side a perfect square. On the right, ${c
        .neg()
        .toFraction()} + ${square.toFraction()} = ${right.toFraction()}.`,
      state: relationState(add(polynomialNode(withoutConstant, v), fractionNode(square)), '=', fractionNode(right)),
    });
  }
  const inner = b.equals(0) ? x : add(x, fractionNode(half));
  steps.push({
    rule: 'Write the left side as a square',
    explanation: b.equals(0) ? `${v}² is already a square.` : `${printNode(polynomialNode([square, b, fraction(1)], v), 'mathjs-juxtaposed')} = ${printNode(power(parenthesize(inner), numberNode(2)), 'mathjs-juxtaposed')}.`,
    state: relationState(power(b.equals(0) ? x : parenthesize(inner), numberNode(2)), '=', fractionNode(right)),
  });
  const root = rootOfFraction(right);
  const branches = right.equals(0) ? [relation(inner, '=', numberNode(0))] : [relation(inner, '=', root), relation(inner, '=', negate(root))];
  steps.push({
    rule: 'Take the square root of both sides',
    explanation:
      right.equals(0)
        ? 'The only number whose square is 0 is 0.'
        : right.s < 0n
        ? `A square equals ${right.toFraction()}, a negative number, only for complex numbers: the square roots of ${right.toFraction()} are ± ${printNode(root, 'mathjs-juxtaposed')} (i = sqrt(-1)).`
        : `Both the positive and the negative square root work: ± ${printNode(root, 'mathjs-juxtaposed')}.`,
    state: statesOf(branches, 'or'),
  });
  // The standard form has integer coefficients, so the exact roots come from the same routine as the formula's.
  const integerCoefficients = p0.map((f) => f.s * f.n);
  const { roots } = quadraticRoots(integerCoefficients[2]!, integerCoefficients[1]!, integerCoefficients[0]!);
  if (!b.equals(0)) {
    steps.push({
      rule: half.s < 0n ? `Add ${half.neg().toFraction()} to both sides` : `Subtract ${half.toFraction()} from both sides`,
      explanation: `Get ${v} on its own and write each answer as one fraction.`,
      state: statesOf(
        roots.map((r) => relation(x, '=', r)),
        'or',
      ),
    });
  }
  return rootsResult(problem, METHOD, dropUnchanged(steps), roots, complexNote(roots));
};
