import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { fractionNode, negate, numberNode, power, relation, relationState, statesOf, termNode } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { coefficientOf, degreeOf } from './polynomial';
import { complexNote, rootsResult } from './roots-answer';
import { rootOfFraction } from './exact-root';
import { polynomialStandardForm } from './standard-form';
import { symbolNode } from '../../nodes/build-nodes';

const METHOD = 'square roots';

/**
 * a·x² + c = 0 (no x term) with irrational or complex roots: x² = -c/a, then x = ± its square root
 * (x² = 2 → x = sqrt(2) or x = -sqrt(2)). Rational roots are factoring's (a difference of squares).
 */
export const solveQuadraticBySquareRoot: MathMethod = (problem): MethodResult | null => {
  const standard = polynomialStandardForm(problem);
  if (!standard || degreeOf(standard.polynomial) !== 2) return null;
  const p = standard.polynomial;
  if (!coefficientOf(p, 1).equals(0)) return null;
  const v = problem.variable;
  const a = coefficientOf(p, 2);
  const c = coefficientOf(p, 0);
  const k = c.neg().div(a);
  const steps: StepDraft[] = [...standard.steps];
  const x2 = power(symbolNode(v), numberNode(2));
  steps.push({
    rule: c.s < 0n ? `Add ${c.neg().toFraction()} to both sides` : `Subtract ${c.toFraction()} from both sides`,
    explanation: `Get the ${v}² term alone on the left.`,
    state: relationState(termNode(a, 2, v), '=', fractionNode(c.neg())),
  });
  if (!a.equals(1)) {
    steps.push({ rule: `Divide both sides by ${a.toFraction()}`, explanation: `Leave ${v}² on its own.`, state: relationState(x2, '=', fractionNode(k)) });
  }
  const root = rootOfFraction(k);
  const roots = k.equals(0) ? [numberNode(0)] : [root, negate(root)];
  steps.push({
    rule: 'Take the square root of both sides',
    explanation:
      k.s < 0n
        ? `No real number squares to ${k.toFraction()}; the complex square roots are ± ${printNode(root, 'mathjs-juxtaposed')} (i = sqrt(-1)).`
        : `Both ${printNode(root, 'mathjs-juxtaposed')} and its opposite square to ${k.toFraction()}: remember the ±.`,
    state: statesOf(
      roots.map((r) => relation(symbolNode(v), '=', r)),
      'or',
    ),
  });
  return rootsResult(problem, METHOD, steps, roots, complexNote(roots));
};
