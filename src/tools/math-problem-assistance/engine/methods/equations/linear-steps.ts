import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathState, Relation, StepDraft } from '../../problem';
import { answerNumberNode, fractionNode, polynomialNode, relationState, termNode } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { coefficientOf, degreeOf, subtractPolynomials, trimPolynomial, ZERO, type Polynomial } from './polynomial';
import { symbolNode } from '../../nodes/build-nodes';

// Solving a·x + b ⋚ c·x + d from collected sides: variable terms to the left, numbers to the right,
// divide by the coefficient (flipping an inequality when it is negative).

export type RelationOp = Relation['op'];

export interface LinearOutcome {
  steps: StepDraft[];
  answer: MathState;
  /** The exact value for an equation with one solution. */
  value?: Fraction;
  valueNode?: MathNode;
  /** 'one': x = value (or x > value for an inequality); 'none'/'all': the variable cancelled. */
  kind: 'one' | 'none' | 'all';
}

export const FLIPPED: Record<RelationOp, RelationOp> = { '=': '=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

function moveRule(amount: Fraction, what: string): string {
  return amount.s < 0n ? `Add ${what.replace(/^-/, '')} to both sides` : `Subtract ${what} from both sides`;
}

/**
 * Steps from collected polynomial sides of degree ≤ 1 (after cancelling equal higher terms) to the
 * answer; null when the relation is not linear.
 */
export function solveLinearSides(lhs0: Polynomial, rhs0: Polynomial, op0: RelationOp, variable: string, usesDecimals: boolean): LinearOutcome | null {
  if (degreeOf(subtractPolynomials(lhs0, rhs0)) > 1) return null;
  const steps: StepDraft[] = [];
  let lhs = trimPolynomial(lhs0);
  let rhs = trimPolynomial(rhs0);
  let op = op0;
  const state = () => relationState(polynomialNode(lhs, variable), op, polynomialNode(rhs, variable));

  // x² on both sides cancels: 2x² + x = 2x² + 3 is linear.
  const high = Math.max(degreeOf(lhs), degreeOf(rhs));
  if (high > 1) {
    const common = lhs.map((c, k) => (k > 1 ? c : ZERO));
    const shown = printNode(polynomialNode(common, variable), 'mathjs-juxtaposed');
    lhs = subtractPolynomials(lhs, common);
    rhs = subtractPolynomials(rhs, common);
    steps.push({
      rule: `Subtract ${shown} from both sides`,
      explanation: `Both sides have ${shown}; taking it away from both sides leaves a linear equation.`,
      state: state(),
    });
  }

  // Keep the variable on the left: 2 = x becomes x = 2.
  if (degreeOf(lhs) < 1 && degreeOf(rhs) === 1) {
    [lhs, rhs] = [rhs, lhs];
    op = FLIPPED[op];
    steps.push({
      rule: 'Swap the sides',
      explanation:
        op === '='
          ? `Write the equation the other way round so that ${variable} is on the left.`
          : `Write the inequality the other way round so that ${variable} is on the left; the sign turns round with it.`,
      state: state(),
    });
  }

  const right = coefficientOf(rhs, 1);
  if (!right.equals(0)) {
    const shown = printNode(termNode(right, 1, variable), 'mathjs-juxtaposed');
    lhs = subtractPolynomials(lhs, [ZERO, right]);
    rhs = subtractPolynomials(rhs, [ZERO, right]);
    steps.push({
      rule: moveRule(right, shown),
      explanation: `Get all the ${variable} terms on the left: ${right.s < 0n ? 'add' : 'subtract'} ${shown.replace(/^-/, '')} ${right.s < 0n ? 'to' : 'from'} both sides.`,
      state: state(),
    });
  }

  const a = coefficientOf(lhs, 1);
  if (a.equals(0)) {
    // The variable is gone: what is left is either always true or never true.
    const b = coefficientOf(lhs, 0);
    const c = coefficientOf(rhs, 0);
    const holds = compare(b, op, c);
    return { steps, answer: state(), kind: holds ? 'all' : 'none' };
  }

  const b = coefficientOf(lhs, 0);
  if (!b.equals(0)) {
    const shown = printNode(fractionNode(b), 'mathjs-juxtaposed');
    const before = coefficientOf(rhs, 0);
    lhs = subtractPolynomials(lhs, [b]);
    rhs = subtractPolynomials(rhs, [b]);
    steps.push({
      rule: moveRule(b, shown),
      explanation: `Get the numbers on the right: ${printNode(fractionNode(before), 'mathjs-juxtaposed')} ${b.s < 0n ? '+' : '-'} ${shown.replace(/^-/, '')} = ${printNode(fractionNode(coefficientOf(rhs, 0)), 'mathjs-juxtaposed')}.`,
      state: state(),
    });
  }

  const value = coefficientOf(rhs, 0).div(a);
  const valueNode = answerNumberNode(value, usesDecimals);
  if (!a.equals(1)) {
    const negative = a.s < 0n;
    const flips = negative && op !== '=';
    if (flips) op = FLIPPED[op];
    const shownA = printNode(fractionNode(a), 'mathjs-juxtaposed');
    const rule = a.equals(-1) ? 'Multiply both sides by -1' : `Divide both sides by ${shownA}`;
    steps.push({
      rule: flips ? `${rule} and flip the sign` : rule,
      explanation:
        (a.equals(-1)
          ? `Change the sign of both sides to get ${variable} on its own.`
          : `Divide both sides by ${shownA}, the number in front of ${variable}, to get ${variable} on its own.`) +
        (flips ? ' Multiplying or dividing an inequality by a negative number turns the sign round.' : ''),
      state: relationState(symbolNode(variable), op, valueNode),
    });
  }
  return { steps, answer: relationState(symbolNode(variable), op, valueNode), value, valueNode, kind: 'one' };
}

function compare(b: Fraction, op: RelationOp, c: Fraction): boolean {
  const d = b.compare(c);
  switch (op) {
    case '=':
      return d === 0;
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
  }
}

export const MINUS_ONE = fraction(-1);
