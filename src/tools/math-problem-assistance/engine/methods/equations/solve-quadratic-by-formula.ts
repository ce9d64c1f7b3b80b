import { OperatorNode, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { add, divide, multiply, numberNode, parenthesize, power, relation, sqrtNode, statesOf, subtract } from './build-node';
import { quadraticRoots, splitSquare } from './exact-root';
import { coefficientOf, degreeOf } from './polynomial';
import { complexNote, rootsResult } from './roots-answer';
import { polynomialStandardForm } from './standard-form';
import { symbolNode } from '../../nodes/build-nodes';

const METHOD = 'quadratic formula';

/** A number as substituted into the formula: negative ones as a bracketed minus sign, (-5)^2 not -5^2. */
function substituted(n: bigint): MathNode {
  return n < 0n ? parenthesize(new OperatorNode('-', 'unaryMinus', [numberNode(-n)])) : numberNode(n);
}

function discriminantWords(d: bigint): string {
  if (d > 0n) return `The discriminant b² - 4ac = ${d} is positive, so there are two solutions.`;
  if (d === 0n) return 'The discriminant b² - 4ac = 0, so there is one (repeated) solution.';
  return `The discriminant b² - 4ac = ${d} is negative, so there is no real solution: the square root of a negative number gives two complex solutions (i = sqrt(-1)).`;
}

/**
 * Quadratics a·x² + b·x + c = 0 by x = (-b ± sqrt(b² - 4ac)) / (2a): substitute, work out the
 * discriminant, simplify the square root. Exact: `(5 + sqrt(13))/2`, `(-1 + i sqrt(3))/2`.
 */
export const solveQuadraticByFormula: MathMethod = (problem): MethodResult | null => {
  const standard = polynomialStandardForm(problem);
  if (!standard || degreeOf(standard.polynomial) !== 2) return null;
  const v = problem.variable;
  const [c, b, a] = [0, 1, 2].map((k) => {
    const f = coefficientOf(standard.polynomial, k);
    return f.s * f.n;
  }) as [bigint, bigint, bigint];
  const steps: StepDraft[] = [...standard.steps];
  const x = symbolNode(v);
  const minusB = new OperatorNode('-', 'unaryMinus', [substituted(b)]);
  const radicand = subtract(power(substituted(b), numberNode(2)), multiply(multiply(numberNode(4), substituted(a)), substituted(c)));
  const twoA = multiply(numberNode(2), substituted(a));
  const plus = divide(add(minusB, sqrtNode(radicand)), twoA);
  const minus = divide(subtract(minusB, sqrtNode(radicand)), twoA);
  steps.push({
    rule: 'Use the quadratic formula',
    explanation: `For a·${v}² + b·${v} + c = 0 the solutions are ${v} = (-b ± sqrt(b² - 4ac)) / (2a). Here a = ${a}, b = ${b}, c = ${c}.`,
    state: statesOf([relation(x, '=', plus), relation(x, '=', minus)], 'or'),
  });
  const { discriminant, roots } = quadraticRoots(a, b, c);
  const top = (sign: 1n | -1n) => (discriminant === 0n ? numberNode(-b) : (sign > 0n ? add : subtract)(numberNode(-b), sqrtNode(numberNode(discriminant))));
  const worked = discriminant === 0n ? [divide(numberNode(-b), numberNode(2n * a))] : [divide(top(1n), numberNode(2n * a)), divide(top(-1n), numberNode(2n * a))];
  steps.push({
    rule: 'Work out the discriminant',
    explanation: `${discriminantWords(discriminant)} Also -b = ${-b} and 2a = ${2n * a}.`,
    state: statesOf(
      worked.map((w) => relation(x, '=', w)),
      'or',
    ),
  });
  const { outside, inside } = splitSquare(discriminant);
  const pieces: string[] = [];
  if (discriminant < 0n) pieces.push(`sqrt(${discriminant}) = ${outside === 1n ? '' : outside + ' '}i${inside === -1n ? '' : ` sqrt(${-inside})`}`);
  else if (inside === 1n && discriminant > 0n) pieces.push(`sqrt(${discriminant}) = ${outside}`);
  else if (outside > 1n) pieces.push(`sqrt(${discriminant}) = ${outside} sqrt(${inside})`);
  steps.push({
    rule: 'Simplify',
    explanation: `${pieces.length ? pieces[0] + '; ' : ''}simplify each fraction.`,
    state: statesOf(
      roots.map((r) => relation(x, '=', r)),
      'or',
    ),
  });
  return rootsResult(problem, METHOD, dropUnchanged(steps), roots, complexNote(roots));
};

/** A step whose state reads the same as the one before adds nothing. */
export function dropUnchanged(steps: StepDraft[]): StepDraft[] {
  const text = (s: StepDraft) => JSON.stringify(s.state, (_k, val: unknown) => (val instanceof Object && 'toString' in val && 'type' in val ? String(val) : val));
  return steps.filter((s, i) => i === 0 || text(s) !== text(steps[i - 1]!));
}
