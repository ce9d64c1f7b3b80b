import { fraction } from 'mathjs';
import type { MathProblem, StepDraft } from '../../problem';
import { numberNode, polynomialNode, relationState } from './build-node';
import { degreeOf, isZeroPolynomial, scalePolynomial, splitContent, subtractPolynomials, type Polynomial } from './polynomial';
import { solveRelation } from './solve-linear-equation';
import { tidySides } from './tidy-sides';

// Polynomial equations of degree ≥ 2 are solved from the standard form P(x) = 0, with integer
// coefficients, a positive leading coefficient and no common factor: the form every method starts from.

export interface StandardForm {
  steps: StepDraft[];
  /** Primitive, integer coefficients, positive leading coefficient. */
  polynomial: Polynomial;
  usesDecimals: boolean;
}

export function standardFormSteps(lhs: Polynomial, rhs: Polynomial, variable: string): { steps: StepDraft[]; polynomial: Polynomial } {
  const steps: StepDraft[] = [];
  let p = subtractPolynomials(lhs, rhs);
  const show = () => relationState(polynomialNode(p, variable), '=', numberNode(0));
  if (!isZeroPolynomial(rhs)) {
    if (isZeroPolynomial(lhs)) {
      p = rhs;
      steps.push({ rule: 'Swap the sides', explanation: 'Write the equation the other way round so that the zero is on the right.', state: show() });
    } else {
      steps.push({
        rule: 'Move every term to the left',
        explanation: `Subtract ${polynomialNode(rhs, variable).toString()} from both sides so that the right side is 0.`,
        state: show(),
      });
    }
  }
  const { content, primitive } = splitContent(p);
  if (content.s < 0n && content.equals(-1)) {
    p = scalePolynomial(p, fraction(-1));
    steps.push({ rule: 'Multiply both sides by -1', explanation: 'Change every sign so that the first term is positive; the solutions do not change.', state: show() });
  } else if (!content.equals(1)) {
    p = primitive;
    const shown = content.d === 1n ? content.toString() : content.toFraction();
    steps.push({
      rule: `Divide both sides by ${shown}`,
      explanation: `Every term is a multiple of ${shown}; dividing both sides by it gives smaller numbers (0 ÷ ${shown} is still 0).`,
      state: show(),
    });
  }
  return { steps, polynomial: p };
}

/** Tidied sides, then standard form; null unless the problem is a polynomial equation of degree ≥ 2. */
export function polynomialStandardForm(problem: MathProblem): StandardForm | null {
  const relation = solveRelation(problem, false);
  if (!relation) return null;
  const tidy = tidySides(relation, problem.variable);
  if (!tidy) return null;
  if (degreeOf(subtractPolynomials(tidy.lhs, tidy.rhs)) < 2) return null;
  const standard = standardFormSteps(tidy.lhs, tidy.rhs, problem.variable);
  return { steps: [...tidy.steps, ...standard.steps], polynomial: standard.polynomial, usesDecimals: tidy.usesDecimals };
}
